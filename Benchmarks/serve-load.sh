#!/usr/bin/env bash
# `coldocs serve` under load while it rebuilds: serves a copy of content/,
# runs wrk against a chapter page (100 connections, 30 s by default) while a
# content file is touched every 2 s, and meanwhile fetches the same page in a
# loop checking that no answer is cut short. Fails on any non-2xx answer, any
# socket error, any truncated body, or no rebuild at all.
#
# Usage (from anywhere): bash Benchmarks/serve-load.sh [SECONDS] [CONNECTIONS]
# Needs wrk (Debian package `wrk`) and python3. Uses $COLDOCS when set, else
# the release binary, built first when missing. Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
duration=${1:-30}
connections=${2:-100}
page=${PAGE:-flow-layout.html}

command -v wrk >/dev/null || { echo "serve-load: wrk is missing (apt-get install wrk)" >&2; exit 2; }
if [ -z "${COLDOCS:-}" ]; then
  COLDOCS="$(swift build -c release --show-bin-path)/coldocs"
  [ -x "$COLDOCS" ] || swift build -c release --product coldocs
fi

work=$(mktemp -d /tmp/coldocs-serve-load.XXXXXX)
server=""
toucher=""
cleanup() {
  [ -n "$toucher" ] && kill "$toucher" 2>/dev/null || true
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
cp -r content "$work/content"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"

# Run from the repository root, as the browser tests do: the examples compile
# against its engine and reuse its results cache under .build/coldocs.
"$COLDOCS" serve --port "$port" --content "$work/content" --output "$work/site" \
  >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 600); do
  curl -fs -o /dev/null "$base/$page" 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$work/serve.log" >&2; exit 1; }
  sleep 0.5
done
curl -fs -o /dev/null "$base/$page" || { echo "serve-load: the server did not start" >&2; exit 1; }
builds_before=$(grep -c "site up to date" "$work/serve.log" || true)

# A content file touched every 2 s (its time changes, so serve rebuilds).
chapter=$(ls "$work"/content/*"${page%.html}".md 2>/dev/null | head -n 1)
[ -n "$chapter" ] || chapter=$(ls "$work"/content/*.md | head -n 1)
(
  end=$((SECONDS + duration))
  while [ "$SECONDS" -lt "$end" ]; do
    sleep 2
    touch "$chapter"
  done
) &
toucher=$!

# A client checking every body while wrk runs: complete (ends with </html>,
# as long as Content-Length says) and a 200, for the same duration.
python3 - "$port" "$page" "$duration" >"$work/bodies.txt" <<'PYTHON' &
import http.client
import sys
import time

port, page, duration = int(sys.argv[1]), sys.argv[2], float(sys.argv[3])
fetched = truncated = failed = 0
end = time.time() + duration
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
while time.time() < end and fetched + failed < 1_000_000:
    try:
        connection.request("GET", "/" + page)
        response = connection.getresponse()
        body = response.read()
    except (OSError, http.client.HTTPException):
        failed += 1
        connection.close()
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        continue
    fetched += 1
    length = response.getheader("Content-Length")
    if response.status != 200:
        failed += 1
    elif not body.rstrip().endswith(b"</html>") or (length and int(length) != len(body)):
        truncated += 1
print(f"{fetched} {truncated} {failed}")
PYTHON
checker=$!

wrk -t2 -c"$connections" -d"${duration}s" --timeout 10s --latency "$base/$page" | tee "$work/wrk.txt"
wait "$checker"
wait "$toucher" 2>/dev/null || true
toucher=""
builds=$(($(grep -c "site up to date" "$work/serve.log" || true) - builds_before))
read -r fetched truncated failed <"$work/bodies.txt"

echo
echo "== serve under load: $(date -u '+%Y-%m-%d %H:%M UTC'), $connections connections, ${duration}s, /$page"
grep -E "Requests/sec|Transfer/sec" "$work/wrk.txt"
grep -A4 "Latency Distribution" "$work/wrk.txt" | tail -n 4
echo "rebuilds during the run: $builds"
echo "checking client: $fetched bodies fetched, $truncated truncated, $failed failed"
status=0
if grep -qE "Non-2xx|Socket errors" "$work/wrk.txt"; then
  echo "serve-load: FAILED: wrk saw non-2xx answers or socket errors" >&2
  status=1
fi
if [ "$truncated" -ne 0 ] || [ "$failed" -ne 0 ] || [ "$fetched" -eq 0 ]; then
  echo "serve-load: FAILED: truncated or failed fetches" >&2
  status=1
fi
if [ "$builds" -lt 1 ]; then
  echo "serve-load: FAILED: no rebuild happened during the run" >&2
  status=1
fi
[ "$status" -eq 0 ] && echo "serve-load: passed"
exit "$status"

#!/usr/bin/env bash
# Times coldocs and Hugo on the same generated corpus (no examples).
# Usage (from the repository root): bash Benchmarks/site/compare.sh [PAGES ...] [RUNS]
#   default: 1000 and 10000 pages, 5 runs each, commands alternating.
# Needs: hugo (Debian package), python3, a release build of coldocs (built here).
#
# Compared, on one corpus of PAGES pages in parts of 100:
#   - coldocs with its default templates (sidebar, search index, print view);
#   - Hugo with a bare template (title, table of contents, content);
#   - Hugo with the same page shape as coldocs's (every page listed on every page).
set -euo pipefail
root=$(pwd)
runs=5
sizes=()
for argument in "$@"; do
  if [ "${#sizes[@]}" -gt 0 ] && [ "$argument" -lt 100 ]; then runs=$argument; else sizes+=("$argument"); fi
done
[ "${#sizes[@]}" -gt 0 ] || sizes=(1000 10000)
swift build -c release --product coldocs >/dev/null
coldocs="$root/$(swift build -c release --show-bin-path | sed "s|^$root/||")/coldocs"
echo "coldocs $(git -C "$root" rev-parse --short HEAD), $(date -u +%Y-%m-%d), $(nproc) cores, $runs runs alternating"
for pages in "${sizes[@]}"; do
  work=$(mktemp -d)
  python3 "$root/Benchmarks/site/make-corpus.py" "$work" "$pages"
  mkdir -p "$work/hugo-bare/layouts/_default"
  cp "$work/hugo/hugo.toml" "$work/hugo-bare/"
  ln -s "$work/hugo/content" "$work/hugo-bare/content"
  for name in single list; do
    printf '%s\n' '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>' \
      > "$work/hugo-bare/layouts/_default/$name.html"
  done
  echo
  echo "### $pages pages"
  cd "$work/coldocs"
  commands=(
    "coldocs, default templates=$coldocs build --templates $root/templates --output out"
    "hugo, bare template=hugo --quiet -s $work/hugo-bare -d $work/hugo-bare-out")
  # Every page listing every other page grows as pages²: past a couple of
  # thousand pages Hugo's "same shape" site runs to gigabytes, so it is left out.
  if [ "$pages" -le 2000 ]; then
    commands+=("hugo, same page shape=hugo --quiet -s $work/hugo -d $work/hugo-out")
  fi
  python3 "$root/Benchmarks/site/compare.py" "$runs" "${commands[@]}"
  du -sh "$work/coldocs/out" "$work/hugo-bare-out" | sed 's/^/    /'
  cd "$root"
  rm -rf "$work"
done

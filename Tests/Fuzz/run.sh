#!/usr/bin/env bash
# Builds the libFuzzer targets (every module instrumented, in .build-fuzz)
# and runs each for SECONDS (default 60), seeded from the guide's own files.
# Usage (from the repository root): bash Tests/Fuzz/run.sh [SECONDS] [TARGET ...]
# A crash leaves its input in .build-fuzz/crashes/TARGET/ and exits 1; turn
# it into a regression test before fixing it.
set -euo pipefail
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzConfiguration FuzzInfoString FuzzSnapshot FuzzMarkdownPage)
scratch=.build-fuzz
# The embedded files, written by a normally built ColDocsEmbed (see Package.swift).
swift build --product ColDocsEmbed 2>&1 | tail -n 1
mkdir -p "$scratch/ColDocsResources"
cp Sources/ColDocsResources/EmbeddedFiles.swift "$scratch/ColDocsResources/"
"$(swift build --show-bin-path)/ColDocsEmbed" . "$scratch/ColDocsResources/EmbeddedFileContents.swift"
build=(env COLDOCS_FUZZ=1 swift build --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library)
for target in "${targets[@]}"; do "${build[@]}" --product "$target" 2>&1 | tail -n 1; done
bin=$("${build[@]}" --show-bin-path)
seed() {
  local corpus=$scratch/corpus/$1
  mkdir -p "$corpus"
  case $1 in
    FuzzConfiguration) cp content/coldocs.yml "$corpus/"; for f in content/*.md; do head -c 400 "$f" > "$corpus/$(basename "$f").head"; done ;;
    FuzzInfoString) printf 'swift example id=grid timeout=3' > "$corpus/a"; printf 'swift include=Sources/x.swift#anchor' > "$corpus/b"; printf 'swift hidden' > "$corpus/c" ;;
    # Examples of different chapters may share an id: name each seed after its chapter too.
    FuzzSnapshot) for f in content/snapshots/*/*.txt; do cp "$f" "$corpus/$(basename "$(dirname "$f")")-$(basename "$f")"; done ;;
    FuzzMarkdownPage) cp content/*.md "$corpus/" ;;
  esac
}
# libFuzzer, not Swift's backtracer, must handle a crash, so that it keeps
# the input that caused it.
export SWIFT_BACKTRACE=enable=no
status=0
for target in "${targets[@]}"; do
  seed "$target"
  mkdir -p "$scratch/crashes/$target"
  echo "fuzzing $target for $seconds s"
  # A fixed seed (FUZZ_SEED, 1 by default) makes a run repeatable: CI explores
  # the same inputs as a run made here, and finds can be reproduced.
  if ! "$bin/$target" -seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$scratch/crashes/$target/" "$scratch/corpus/$target" 2> "$scratch/$target.log"; then
    echo "$target found a problem; input in $scratch/crashes/$target/:"
    tail -n 30 "$scratch/$target.log"
    status=1
  else
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$scratch/$target.log" | tr '\n' ' '
    echo
  fi
done
exit $status

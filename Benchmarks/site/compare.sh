#!/usr/bin/env bash
# Times coldocs and Hugo on the same generated corpus (no examples).
# Usage (from the repository root): bash Benchmarks/site/compare.sh [PAGES ...] [RUNS]
#   default: 1000 and 10000 pages, 5 runs each, commands alternating.
# Needs: hugo (Debian package), python3, a release build of coldocs (built here).
#
# Compared, on one corpus of PAGES pages (see make-corpus.py), in one
# alternating series per size:
#   - coldocs with its default templates, chapters in parts of 100;
#   - coldocs with its default templates, chapters listed flat, without
#     parts (either way the sidebar's list is one shared navigation.js);
#   - Hugo with a bare template (title, table of contents, content);
#   - Hugo with the same page shape as coldocs's flat guide (every page listed
#     on every page), up to 2,000 pages.
# Both tools highlight the Swift blocks (coldocs with swift-syntax, Hugo with
# Chroma). Each row also gives the size of the site written (du), and for
# coldocs the size of its search files (search/ and search-index.js).
#
# FLAT_LIMIT=PAGES leaves the flat coldocs build out of sizes above PAGES
# (default: measured at every size).
#
# Up to EDITIONS_LIMIT pages (default 1000), coldocs also builds the guide
# in parts in two editions: the corpus with a zh-Hans edition whose every
# chapter is "translated" (`coldocs translate start --all`: each block
# under its tag, in the original's words), so the edition costs what a
# complete translation costs: merging, tracking, its pages and its search.
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
# Adds a command for compare.py: NAME, the folder it runs in (empty for none),
# the command, the folder it writes the site to, and the paths of its search
# files (optional).
# Every command starts from no output folder, so neither tool reuses the
# files of its previous run (coldocs would hard-link unchanged pages).
measure() {
  arguments+=("$1=rm -rf $4 && ${2:+cd $2 && }$3" --output "$1=$4")
  if [ -n "${5:-}" ]; then arguments+=(--search "$1=$5"); fi
}
for pages in "${sizes[@]}"; do
  work=$(mktemp -d)
  flat=no
  if [ -z "${FLAT_LIMIT:-}" ] || [ "$pages" -le "$FLAT_LIMIT" ]; then flat=yes; fi
  python3 "$root/Benchmarks/site/make-corpus.py" --shape parts "$work/parts" "$pages"
  if [ "$flat" = yes ]; then
    python3 "$root/Benchmarks/site/make-corpus.py" --shape flat "$work/flat" "$pages" >/dev/null
  fi
  hugo_site="$work/parts/hugo"  # the same for both shapes
  mkdir -p "$work/hugo-bare/layouts/_default"
  cp "$hugo_site/hugo.toml" "$work/hugo-bare/"
  ln -s "$hugo_site/content" "$work/hugo-bare/content"
  for name in single list; do
    printf '%s\n' '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>' \
      > "$work/hugo-bare/layouts/_default/$name.html"
  done
  echo
  echo "### $pages pages"
  arguments=()
  for shape in parts flat; do
    [ "$shape" = parts ] || [ "$flat" = yes ] || continue
    site="$work/$shape/coldocs"
    label="in parts of 100"
    [ "$shape" = parts ] || label="flat"
    measure "coldocs, $label" "$site" "$coldocs build --templates $root/templates --output out" \
      "$site/out" "$site/out/search $site/out/search-index.js"
  done
  if [ "$pages" -le "${EDITIONS_LIMIT:-1000}" ]; then
    cp -r "$work/parts/coldocs" "$work/editions"
    printf 'editions: [zh-Hans]\n' >> "$work/editions/content/coldocs.yml"
    (cd "$work/editions" && "$coldocs" translate start zh-Hans --all >/dev/null 2>&1)
    measure "coldocs, two editions" "$work/editions" \
      "$coldocs build --templates $root/templates --output out" "$work/editions/out" \
      "$work/editions/out/search $work/editions/out/search-index.js $work/editions/out/zh-Hans/search $work/editions/out/zh-Hans/search-index.js"
  fi
  measure "hugo, bare template" "" "hugo --quiet -s $work/hugo-bare -d $work/hugo-bare-out" \
    "$work/hugo-bare-out"
  # Every page listing every other page grows as pages²: past a couple of
  # thousand pages Hugo's "same shape" site runs to gigabytes, so it is left out.
  if [ "$pages" -le 2000 ]; then
    measure "hugo, same page shape" "" "hugo --quiet -s $hugo_site -d $work/hugo-out" "$work/hugo-out"
  fi
  python3 "$root/Benchmarks/site/compare.py" "$runs" "${arguments[@]}"
  rm -rf "$work"
done

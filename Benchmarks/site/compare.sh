#!/usr/bin/env bash
# Times coldocs and Hugo on the same generated corpus (no examples), side by side.
# Usage (from the repository root): bash Benchmarks/site/compare.sh [PAGES]
# Needs: hugo and hyperfine (Debian packages), a release build of coldocs.
set -euo pipefail
root=$(pwd)
pages=${1:-1000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/site/make-corpus.py "$work" "$pages"
swift build -c release --product coldocs >/dev/null
coldocs="$root/$(swift build -c release --show-bin-path | sed "s|^$root/||")/coldocs"
# The "bare" variants drop the list of every page from each page's navigation.
cp -r "$root/templates" "$work/templates-bare"
: > "$work/templates-bare/sidebar.mustache"
mkdir -p "$work/hugo-bare/layouts/_default"
cp "$work/hugo/hugo.toml" "$work/hugo-bare/"
ln -s "$work/hugo/content" "$work/hugo-bare/content"
for name in single list; do
  printf '%s\n' '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body><main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>' \
    > "$work/hugo-bare/layouts/_default/$name.html"
done
cd "$work/coldocs"
hyperfine --warmup 2 --runs 10 -N --export-markdown "$work/results.md" \
  -n "coldocs, guide templates" "$coldocs build --templates $root/templates --output out" \
  -n "hugo, same page shape" "hugo --quiet -s $work/hugo -d $work/hugo-out" \
  -n "coldocs, no chapter list" "$coldocs build --templates $work/templates-bare --output out-bare" \
  -n "hugo, no page list" "hugo --quiet -s $work/hugo-bare -d $work/hugo-bare-out" \
  -n "cmark alone" "sh -c 'cat $work/coldocs/content/*.md | cmark >/dev/null'"
cat "$work/results.md"
du -sh "$work/coldocs/out" "$work/hugo-out"

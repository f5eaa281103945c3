#!/usr/bin/env python3
"""Compares the weight of the guide's pages between two commits.

Usage (from the repository root):
    python3 Benchmarks/site/page-weight.py BASE [COMMIT]

Reads each chapter page (site/*.html, without the print view and the error
page) as committed at BASE and at COMMIT (default: the working tree), and
prints its size in bytes and gzip-compressed (what a reader downloads from a
server that compresses), with the change. Pages present on one side only are
listed with a dash on the other. Ends with the totals of the pages present on
both sides.
"""

import gzip
import subprocess
import sys
from pathlib import Path

SKIPPED = {"print.html", "404.html"}


def committed_pages(commit):
    """Maps each chapter page's name to its bytes as committed at `commit`."""
    listing = subprocess.run(
        ["git", "ls-tree", "--name-only", commit, "site/"],
        check=True, capture_output=True, text=True,
    ).stdout.split()
    pages = {}
    for path in listing:
        name = Path(path).name
        if name.endswith(".html") and name not in SKIPPED:
            pages[name] = subprocess.run(
                ["git", "show", f"{commit}:{path}"], check=True, capture_output=True
            ).stdout
    return pages


def working_pages():
    """Maps each chapter page's name to its bytes in the working tree."""
    return {
        path.name: path.read_bytes()
        for path in sorted(Path("site").glob("*.html"))
        if path.name not in SKIPPED
    }


def compressed(data):
    # mtime=0 keeps the figure independent of the clock.
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def change(before, after):
    return f"{(after - before) / before * 100:+.1f} %" if before else "–"


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    base = committed_pages(sys.argv[1])
    head = committed_pages(sys.argv[2]) if len(sys.argv) == 3 else working_pages()
    print("| page | bytes before | bytes after | change | gzip before | gzip after | change |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    totals = [0, 0, 0, 0]
    for name in sorted(set(base) | set(head)):
        old, new = base.get(name), head.get(name)
        cells = [name]
        if old is not None and new is not None:
            sizes = [len(old), len(new), compressed(old), compressed(new)]
            totals = [t + s for t, s in zip(totals, sizes)]
            cells += [f"{sizes[0]:,}", f"{sizes[1]:,}", change(sizes[0], sizes[1]),
                      f"{sizes[2]:,}", f"{sizes[3]:,}", change(sizes[2], sizes[3])]
        else:
            one = old if old is not None else new
            size = f"{len(one):,}"
            cells += [size if old else "–", size if new else "–", "–", "–", "–", "–"]
        print("| " + " | ".join(cells) + " |")
    print(f"| **both** | {totals[0]:,} | {totals[1]:,} | {change(totals[0], totals[1])} "
          f"| {totals[2]:,} | {totals[3]:,} | {change(totals[2], totals[3])} |")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the same Markdown corpus for coldocs and for Hugo: PAGES pages of
about 5 KB each (headings, paragraphs, lists, links, tables of code), no
examples. Usage: make-corpus.py OUTPUT-FOLDER [PAGES]"""
import os
import random
import sys

out = sys.argv[1]
pages = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
rng = random.Random(7)
words = ("layout item section inset spacing line column header footer cell view scroll offset "
         "bounds frame origin size width height grid flow carousel waterfall update batch "
         "animation timeline attribute transform alpha index path content viewport").split()

def sentence():
    return " ".join(rng.choice(words) for _ in range(rng.randint(8, 16))).capitalize() + "."

def page(number):
    parts = []
    for section in range(4):
        parts.append(f"## Part {section + 1}: {rng.choice(words)} {rng.choice(words)}\n")
        parts.append(" ".join(sentence() for _ in range(5)) + "\n")
        parts.append("\n".join(f"- **{rng.choice(words)}** and `{rng.choice(words)}`: {sentence()}" for _ in range(3)) + "\n")
        parts.append(f"See [the previous page](page-{max(1, number - 1):04d}.html) for *more* on {rng.choice(words)}.\n")
        parts.append("```text\n" + "\n".join(sentence() for _ in range(3)) + "\n```\n")
    return "\n".join(parts)

coldocs = os.path.join(out, "coldocs", "content")
hugo = os.path.join(out, "hugo", "content")
os.makedirs(coldocs, exist_ok=True)
os.makedirs(hugo, exist_ok=True)
names = []
for number in range(1, pages + 1):
    name = f"page-{number:04d}.md"
    names.append(name)
    body = page(number)
    title = f"Page {number}"
    with open(os.path.join(coldocs, name), "w") as f:
        f.write(f"---\ntitle: {title}\n---\n{body}")
    with open(os.path.join(hugo, name), "w") as f:
        f.write(f"---\ntitle: \"{title}\"\n---\n{body}")
# Parts of 100 pages, as a guide that long would be organised: the sidebar
# lists the open part's pages and one link per other part.
with open(os.path.join(coldocs, "coldocs.yml"), "w") as f:
    f.write("title: Corpus\nchapters:\n")
    for start in range(0, len(names), 100):
        f.write(f"  - part: Part {start // 100 + 1}\n    chapters:\n")
        f.write("".join(f"      - {n}\n" for n in names[start:start + 100]))
site = os.path.join(out, "hugo")
os.makedirs(os.path.join(site, "layouts", "_default"), exist_ok=True)
with open(os.path.join(site, "hugo.toml"), "w") as f:
    f.write('baseURL = "/"\ntitle = "Corpus"\nrelativeURLs = true\nuglyURLs = true\n'
            'disableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
# The same page shape as coldocs's templates: a sidebar listing every page, then the body.
layout = """<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><nav><ol>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol></nav>
<main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>
"""
for name in ("single.html", "list.html"):
    with open(os.path.join(site, "layouts", "_default", name), "w") as f:
        f.write(layout)
total = sum(os.path.getsize(os.path.join(coldocs, n)) for n in names)
print(f"{pages} pages, {total / 1e6:.1f} MB of Markdown in {out}")

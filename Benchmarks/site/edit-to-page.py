#!/usr/bin/env python3
"""Times the author's loop: from saving an edit of one example to the page
`coldocs serve` answers with it, for a 20-chapter guide that documents a
package, with the guide in three places:

  beside  work/TagLayouts and work/guide        (package: path: ../../TagLayouts)
  inside  work/TagLayouts/guide                 (package: path: ../..)
  apart   work/a/TagLayouts and work/b/c/guide  (package: path: the absolute path)

The guide is the sample guide of Tests/SampleGuide, its two chapters copied
ten times each (40 examples), and its package a copy of TagLayouts. Each
edit appends a marker comment to one line of one example of chapter 9, so
that chapter compiles again and that example runs again; the time ends when
the served page shows the marker. Then serve is left alone and the CPU it
uses in IDLE seconds is read from /proc.

Usage (from the repository root):
  python3 Benchmarks/site/edit-to-page.py [EDITS] [IDLE]
  (default 5 edits, 30 s idle; COLDOCS=path picks the binary, else the
  release build is made and used)
"""
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SAMPLE = os.path.join(ROOT, "Tests", "SampleGuide")
EDITED_CHAPTER = "09-tag-cloud-9.md"
EDITED_LINE = "expectNoOverlappingItems(leftAligned)"


def coldocs_binary():
    if os.environ.get("COLDOCS"):
        return os.path.abspath(os.environ["COLDOCS"])
    subprocess.run(["swift", "build", "-c", "release", "--product", "coldocs"], cwd=ROOT,
                   check=True, stdout=subprocess.DEVNULL)
    folder = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                            check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(folder, "coldocs")


def make_guide(work, layout):
    """Writes the package and the 20-chapter guide; returns the guide's folder."""
    package_parent, guide = {
        "beside": (work, os.path.join(work, "guide")),
        "inside": (work, os.path.join(work, "TagLayouts", "guide")),
        "apart": (os.path.join(work, "a"), os.path.join(work, "b", "c", "guide")),
    }[layout]
    package = os.path.join(package_parent, "TagLayouts")
    shutil.copytree(os.path.join(SAMPLE, "TagLayouts"), package)
    content = os.path.join(guide, "content")
    os.makedirs(content)
    originals = sorted(name for name in os.listdir(os.path.join(SAMPLE, "guide", "content"))
                       if name[:2].isdigit())
    chapters = []
    for number in range(1, 21):
        original = originals[(number - 1) % len(originals)]
        # Distinct names: pages are named after the files, less the number.
        name = f"{number:02d}-{original[3:-3]}-{number}.md"
        shutil.copy(os.path.join(SAMPLE, "guide", "content", original),
                    os.path.join(content, name))
        chapters.append(name)
    shutil.copy(os.path.join(SAMPLE, "guide", "content", "index.md"), content)
    path = {"beside": "../../TagLayouts", "inside": "../..", "apart": package}[layout]
    listed = "\n".join(f"  - {name}" for name in chapters)
    with open(os.path.join(content, "coldocs.yml"), "w") as f:
        f.write(f"title: Tags\nlang: zh-Hans\nchapters:\n{listed}\n"
                f"package:\n  path: {path}\n  products: [TagLayouts]\n")
    return guide


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url):
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.read().decode("utf-8", "replace")
    except Exception:
        return ""


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def measure(coldocs, layout, edits, idle):
    work = tempfile.mkdtemp(prefix=f"coldocs-loop-{layout}-")
    try:
        guide = make_guide(work, layout)
        start = time.monotonic()
        subprocess.run([coldocs, "build"], cwd=guide, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        cold = time.monotonic() - start
        port = free_port()
        log = open(os.path.join(work, "serve.log"), "w")
        serve = subprocess.Popen([coldocs, "serve", "--port", str(port)], cwd=guide,
                                 stdout=log, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 120
            while not fetch(f"http://127.0.0.1:{port}/") and time.monotonic() < deadline:
                time.sleep(0.1)
            chapter = os.path.join(guide, "content", EDITED_CHAPTER)
            page = f"http://127.0.0.1:{port}/{page_name(guide)}"
            times = []
            for edit in range(1, edits + 1):
                time.sleep(1.5)
                with open(chapter) as f:
                    text = f.read()
                marker = f"edit {layout} {edit}"
                text = text.replace(EDITED_LINE, f"{EDITED_LINE}  // {marker}", 1)
                text = text.replace(f"  // edit {layout} {edit - 1}", "", 1)
                saved = time.monotonic()
                with open(chapter, "w") as f:
                    f.write(text)
                while marker not in fetch(page):
                    if time.monotonic() - saved > 120:
                        raise RuntimeError(f"no page with '{marker}' after 120 s; see {work}")
                    time.sleep(0.02)
                times.append(time.monotonic() - saved)
            time.sleep(2)
            before = cpu_ticks(serve.pid)
            time.sleep(idle)
            ticks = cpu_ticks(serve.pid) - before
        finally:
            serve.terminate()
            serve.wait()
        return cold, times, ticks
    finally:
        shutil.rmtree(work, ignore_errors=True)


def page_name(guide):
    """The page chapter 9 becomes: its file name without the number."""
    return EDITED_CHAPTER[3:].replace(".md", ".html")


def main():
    edits = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    idle = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    coldocs = coldocs_binary()
    hertz = os.sysconf("SC_CLK_TCK")
    print(f"{edits} edits, {idle} s idle, {os.cpu_count()} cores, {time.strftime('%Y-%m-%d')}")
    print("| layout | cold build | edit → served page: min / median / max | each | idle CPU |")
    print("|---|---:|---:|---|---:|")
    for layout in ["beside", "inside", "apart"]:
        cold, times, ticks = measure(coldocs, layout, edits, idle)
        each = ", ".join(f"{t:.2f}" for t in times)
        share = 100 * ticks / hertz / idle
        print(f"| {layout} | {cold:.2f} s | {min(times):.2f} / {statistics.median(times):.2f} / "
              f"{max(times):.2f} s | {each} | {ticks} ticks ({share:.2f} %) |", flush=True)


if __name__ == "__main__":
    main()

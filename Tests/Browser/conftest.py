"""Fixtures for the browser tests: the built site, a `coldocs serve` on a
copy of the content, a small guide of plain cells built from
Tests/Browser/fixtures, and headless Chromium driven by Debian's
chromedriver."""
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITE = os.path.join(ROOT, "site")
ARTIFACTS = os.path.join(ROOT, ".build", "browser-artifacts")
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")


def coldocs_binary():
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip()
    return os.path.join(path, "coldocs")


# What reaches past the sides of the window, other than what a box that
# scrolls or clips (and itself fits) holds: the page would scroll sideways.
# Leaves `limit` (the window's width) and `found` for a `return` to add.
OVERFLOWING = """
var limit = document.documentElement.clientWidth, found = [];
function heldInside(element) {
  for (var box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    if (getComputedStyle(box).overflowX !== 'visible') {
      var r = box.getBoundingClientRect();
      return r.left >= -0.5 && r.right <= limit + 0.5;
    }
  }
  return false;
}
document.querySelectorAll('body *').forEach(function (element) {
  if (element.matches('.skip, .skip *')) { return; }
  var r = element.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) { return; }
  if ((r.left < -0.5 || r.right > limit + 0.5) && !heldInside(element)) {
    found.push(element.tagName.toLowerCase() + '.' + element.className + ' ' +
               Math.round(r.left) + '..' + Math.round(r.right));
  }
});
"""


def build_fixture_guide(prefix, fill, timeout=600):
    """Builds a small guide in a folder of its own, which is its project's
    root and so holds its scratch space (.build/coldocs): a build of a guide
    removes the compiled chapters that guide does not have, and would remove
    the committed guide's in the repository's. `fill(content)` writes the
    guide's content/. Returns the folder and the built site's folder; the
    caller removes the folder."""
    work = tempfile.mkdtemp(prefix=prefix)
    content = os.path.join(work, "content")
    fill(content)
    site = os.path.join(work, "site")
    build = subprocess.run(
        [coldocs_binary(), "build", "--content", content, "--templates",
         os.path.join(ROOT, "templates"), "--output", site],
        cwd=work, capture_output=True, text=True, timeout=timeout)
    if build.returncode != 0:
        shutil.rmtree(work, ignore_errors=True)
        raise RuntimeError(f"building the {prefix} guide failed:\n{build.stderr}")
    return work, site


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def pages():
    """Every HTML page of the committed site, relative to site/: the
    guide's own language at the root, then each edition's folder."""
    found = []
    for folder in [""] + sorted(
            name + "/" for name in os.listdir(SITE)
            if os.path.isfile(os.path.join(SITE, name, "search-index.js"))):
        found += sorted(folder + name for name in os.listdir(os.path.join(SITE, folder))
                        if name.endswith(".html"))
    return found


def start_serve(work, content, templates, output):
    """Starts `coldocs serve` and waits until it answers; returns the
    process and its address. Its log goes to WORK/serve.log."""
    port = free_port()
    log = open(os.path.join(work, "serve.log"), "w")
    process = subprocess.Popen(
        [coldocs_binary(), "serve", "--port", str(port), "--content", content,
         "--templates", templates, "--output", output],
        cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}/"
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            urllib.request.urlopen(base, timeout=1)
            break
        except Exception:
            if process.poll() is not None:
                raise RuntimeError(open(os.path.join(work, "serve.log")).read())
            time.sleep(0.3)
    return process, base


@pytest.fixture(scope="session")
def served():
    """`coldocs serve` on a copy of content/ and templates/, so tests may edit them."""
    work = tempfile.mkdtemp(prefix="coldocs-serve-")
    shutil.copytree(os.path.join(ROOT, "content"), os.path.join(work, "content"))
    shutil.copytree(os.path.join(ROOT, "templates"), os.path.join(work, "templates"))
    # The chapters quote the engine's sources by paths from content/
    # (include=../Sources/...): the copy finds them where the original does.
    os.symlink(os.path.join(ROOT, "Sources"), os.path.join(work, "Sources"))
    process, base = start_serve(work, os.path.join(work, "content"),
                                os.path.join(work, "templates"), os.path.join(work, "site"))
    yield {"base": base, "work": work}
    process.terminate()
    process.wait(timeout=10)
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="session")
def driver():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900",
                     "--disable-dev-shm-usage", "--allow-file-access-from-files"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # Debian's chromedriver from PATH: Selenium must never try to download one.
    service = Service(executable_path=shutil.which("chromedriver"))
    browser = webdriver.Chrome(service=service, options=options)
    # A reply may take minutes (axe-core over the print view): wait as long
    # as the scripts may run, not the client's default two minutes.
    config = getattr(browser.command_executor, "client_config", None)
    if config is not None:
        config.timeout = 600
    yield browser
    browser.quit()


SEARCH_CHAPTERS = {
    "01-flow.md": "---\ntitle: Flow basics\n---\nThe flow layout places items in lines.\n\n"
                  "## Insets\n\nA section inset keeps items away from the edges of the carousel.\n",
    "02-zh.md": "---\ntitle: 中文指南\n---\n集合视图用布局对象计算每个单元格的位置。\n\n"
                "## 滚动\n\n滚动时内容偏移会改变。\n",
}


@pytest.fixture(scope="session")
def search_site():
    """A small project with an English and a Chinese chapter, built, and
    served by `coldocs serve`: the site's search from file:// and http://."""
    work = tempfile.mkdtemp(prefix="coldocs-search-")
    content = os.path.join(work, "content")
    os.makedirs(content)
    with open(os.path.join(content, "coldocs.yml"), "w") as f:
        f.write("title: Search test\nchapters:\n" + "".join(f"  - {n}\n" for n in SEARCH_CHAPTERS))
    for name, text in SEARCH_CHAPTERS.items():
        with open(os.path.join(content, name), "w", encoding="utf-8") as f:
            f.write(text)
    templates = os.path.join(ROOT, "templates")
    subprocess.run([coldocs_binary(), "build", "--content", content, "--templates", templates,
                    "--output", os.path.join(work, "site")], cwd=ROOT, check=True,
                   capture_output=True)
    process, base = start_serve(work, content, templates, os.path.join(work, "served"))
    yield {"file": "file://" + os.path.join(work, "site") + "/", "http": base}
    process.terminate()
    process.wait(timeout=10)
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="session")
def annotations_site():
    """The guide in fixtures/annotations, built once from a copy: cells that
    are plain coloured boxes with no label, so that its diagrams write an
    annotation (the index path) on each, as coldocs does for any element
    whose views show no text. The committed guide lays out a label in every
    cell and has none left. Returns the built site's folder.

    It is built by `build_fixture_guide`, in a folder of its own. The
    engine is compiled from the sources inside coldocs into the user's
    cache, shared by every guide: the first build after the engine changed
    compiles it, which takes minutes."""
    work, site = build_fixture_guide(
        "coldocs-annotations-",
        lambda content: shutil.copytree(os.path.join(FIXTURES, "annotations", "content"), content),
        timeout=1800)
    yield site
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="session")
def long_titles_site():
    """The guide in fixtures/long-titles, built once from a copy with the
    same templates as the other guides here: a title, a part and chapters
    each named by one CamelCase word of forty letters or more, which the
    pages must break to fit a phone. It has no examples, so it builds in a
    moment; like the annotations guide, it is built in its own folder, its
    project's root. Returns the built site's folder."""
    work, site = build_fixture_guide(
        "coldocs-long-titles-",
        lambda content: shutil.copytree(os.path.join(FIXTURES, "long-titles", "content"), content))
    yield site
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="session")
def editions_site():
    """The guide in fixtures/editions, built once from a copy: English at
    the site's root and a Simplified Chinese edition in zh-Hans/, whose
    second chapter has a stale and a missing block. Its one example runs
    once for both editions. Returns the built site's folder."""
    work, site = build_fixture_guide(
        "coldocs-editions-",
        lambda content: shutil.copytree(os.path.join(FIXTURES, "editions", "content"), content),
        timeout=1800)
    yield site
    shutil.rmtree(work, ignore_errors=True)

"""Helpers for the fault tests: the coldocs binary, throwaway
projects made from the benchmark corpus, snapshots of a site folder, and
`coldocs serve` started on a free loopback port. Every test works in its own
temporary folder and talks to 127.0.0.1 only."""
import hashlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CORPUS = os.path.join(ROOT, "Benchmarks", "site", "make-corpus.py")


def coldocs_binary():
    """$COLDOCS when set, else the debug binary `swift build` made."""
    if os.environ.get("COLDOCS"):
        return os.environ["COLDOCS"]
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip()
    return os.path.join(path, "coldocs")


@pytest.fixture(scope="session")
def coldocs():
    binary = coldocs_binary()
    if not os.path.exists(binary):
        pytest.fail(f"{binary} is missing: run `swift build` first")
    return binary


def make_project(folder, pages):
    """A project at `folder`: `pages` generated chapters (no examples, so no
    compiler runs) in content/, and a copy of the repository's templates/."""
    corpus = tempfile.mkdtemp(prefix="coldocs-corpus-")
    try:
        subprocess.run([sys.executable, CORPUS, corpus, str(pages)], check=True,
                       capture_output=True)
        shutil.copytree(os.path.join(corpus, "coldocs", "content"),
                        os.path.join(folder, "content"))
    finally:
        shutil.rmtree(corpus, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "templates"), os.path.join(folder, "templates"))
    return folder


@pytest.fixture
def project(tmp_path):
    """A 300-page project in a fresh folder."""
    return make_project(str(tmp_path / "project"), 300)


def run_build(coldocs, project, *arguments, timeout=300):
    return subprocess.run([coldocs, "build", *arguments], cwd=project, capture_output=True,
                          text=True, timeout=timeout)


def snapshot(folder):
    """Every file under `folder` (relative path → SHA-256), or None when the
    folder does not exist."""
    if not os.path.isdir(folder):
        return None
    files = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            with open(path, "rb") as f:
                files[os.path.relpath(path, folder)] = hashlib.sha256(f.read()).hexdigest()
    return files


# What a project holds besides its sources and its site: the build lock is
# kept on purpose (it is scratch, like the results cache).
PROJECT_ENTRIES = {"content", "templates", "site", ".build"}
SCRATCH_ENTRIES = {"build.lock"}


def leftovers(project):
    """Anything coldocs left in the project beyond its site and build lock."""
    found = sorted(set(os.listdir(project)) - PROJECT_ENTRIES)
    scratch = os.path.join(project, ".build", "coldocs")
    if os.path.isdir(scratch):
        found += [os.path.join(".build/coldocs", name)
                  for name in sorted(set(os.listdir(scratch)) - SCRATCH_ENTRIES)]
    return found


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url, timeout=5):
    """(status, body) of a GET, errors included."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


class Server:
    """`coldocs serve` on a free loopback port, stopped by `stop()`."""

    def __init__(self, coldocs, project, *arguments, port=None):
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}/"
        self.log_path = os.path.join(project, "serve.log")
        self.log_file = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [coldocs, "serve", "--port", str(self.port), *arguments], cwd=project,
            stdout=self.log_file, stderr=subprocess.STDOUT)
        deadline = time.time() + 180
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(self.log())
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    pass
                if fetch(self.base, timeout=5)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.3)
        self.stop()
        raise RuntimeError("coldocs serve did not start:\n" + self.log())

    def log(self):
        with open(self.log_path) as f:
            return f.read()

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.log_file.close()

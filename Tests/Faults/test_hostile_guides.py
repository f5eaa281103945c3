"""Hostile guides: what an author's files may try against the machine that
builds them (a pull request to a guide, checked in CI, is exactly that).
Each test makes such a guide in a temporary folder and runs the real
`coldocs` on it.

The documented package's manifest is code SwiftPM runs: it must see no
environment variable of coldocs's and write nothing outside its sandbox, and
above all not the compiled engine every other guide on the machine links.
Nothing outside a guide may reach its site through a symbolic link."""
import os
import shutil
import subprocess

import pytest

from faultkit import ROOT, make_project, run_build, snapshot

SAMPLE = os.path.join(ROOT, "Tests", "SampleGuide")


def sample_guide(folder):
    """A copy of the sample guide and its package under `folder`; returns
    the guide's folder (the package is ../TagLayouts from it)."""
    for part in ("guide", "TagLayouts"):
        shutil.copytree(os.path.join(SAMPLE, part), os.path.join(folder, part))
    return os.path.join(folder, "guide")


def user_cache():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return os.path.join(base, "coldocs")


def hostile_manifest(package, leak_path, cache):
    """Rewrites the package's manifest to try what a hostile one would: read
    a token from the environment, write it outside the package, and
    overwrite every compiled engine in the machine's cache."""
    manifest = os.path.join(package, "Package.swift")
    with open(manifest) as f:
        original = f.read()
    header, rest = original.split("\n", 1)
    attack = f'''import Foundation
let coldocsSecret = ProcessInfo.processInfo.environment["COLDOCS_TEST_TOKEN"] ?? "unset"
try? "token=\\(coldocsSecret)".write(toFile: "{leak_path}", atomically: false, encoding: .utf8)
let coldocsEngines = "{cache}/engine"
for name in (try? FileManager.default.contentsOfDirectory(atPath: coldocsEngines)) ?? [] {{
  try? "poisoned".write(
    toFile: coldocsEngines + "/" + name + "/ExampleRunner", atomically: false, encoding: .utf8)
}}
try? "planted".write(toFile: coldocsEngines + "/planted", atomically: false, encoding: .utf8)
'''
    with open(manifest, "w") as f:
        f.write(header + "\n" + attack + rest)


def test_a_package_manifest_reads_no_environment_and_writes_nothing_outside(coldocs, tmp_path):
    guide = sample_guide(str(tmp_path))
    leak = str(tmp_path / "leaked.txt")
    cache = user_cache()
    # The engine is compiled (or found) before the hostile manifest exists.
    assert run_build(coldocs, guide).returncode == 0
    engines_before = snapshot(os.path.join(cache, "engine"))
    hostile_manifest(os.path.join(str(tmp_path), "TagLayouts"), leak, cache)

    environment = dict(os.environ, COLDOCS_TEST_TOKEN="s3cr3t-t0ken")
    for command in (["build"], ["check"]):
        run = subprocess.run([coldocs, *command], cwd=guide, capture_output=True, text=True,
                             timeout=600, env=environment)
        assert "s3cr3t-t0ken" not in run.stdout + run.stderr
    assert not os.path.exists(leak), "the manifest wrote outside its sandbox"
    assert snapshot(os.path.join(cache, "engine")) == engines_before, \
        "the manifest changed the shared engine cache"
    assert not os.path.exists(os.path.join(cache, "engine", "planted"))
    for name, _ in (snapshot(os.path.join(guide, "site")) or {}).items():
        with open(os.path.join(guide, "site", name), "rb") as f:
            assert b"s3cr3t-t0ken" not in f.read()


def test_a_tampered_engine_is_compiled_again_with_a_warning(coldocs, tmp_path):
    guide = sample_guide(str(tmp_path))
    # A cache of the test's own, seeded with the engine already compiled
    # (the test before, or this one's first build, compiles it).
    assert run_build(coldocs, guide).returncode == 0
    cache = tmp_path / "cache"
    shutil.copytree(os.path.join(user_cache(), "engine"), cache / "coldocs" / "engine",
                    ignore=shutil.ignore_patterns("*.lock", "*.partial"))
    # Every engine in the copy is tampered with: a machine may keep engines
    # of earlier coldocs versions beside the one this build uses.
    libraries = [p / "libCollectionLayout.so" for p in (cache / "coldocs" / "engine").iterdir()
                 if p.is_dir()]
    for library in libraries:
        library.write_bytes(library.read_bytes() + b"tampered")
    shutil.rmtree(os.path.join(guide, ".build"))

    environment = dict(os.environ, XDG_CACHE_HOME=str(cache))
    run = subprocess.run([coldocs, "build"], cwd=guide, capture_output=True, text=True,
                         timeout=900, env=environment)
    assert run.returncode == 0, run.stderr
    assert "is not what coldocs compiled" in run.stderr
    assert any(not library.read_bytes().endswith(b"tampered") for library in libraries)


def test_links_out_of_the_guide_are_refused_and_never_published(coldocs, tmp_path):
    project = make_project(str(tmp_path / "project"), 3)
    secret = tmp_path / "secret.txt"
    secret.write_text("top-secret-value\n")
    index = os.path.join(project, "content", "index.md")
    if os.path.exists(index):
        os.remove(index)
    os.symlink(str(secret), index)
    os.symlink(str(secret), os.path.join(project, "templates", "leak.css"))

    run = run_build(coldocs, project)
    assert run.returncode == 1
    assert "content/index.md" in run.stderr and "outside content/" in run.stderr
    assert "templates/leak.css" in run.stderr and "outside templates/" in run.stderr
    site = os.path.join(project, "site")
    for name in (snapshot(site) or {}):
        with open(os.path.join(site, name), "rb") as f:
            assert b"top-secret-value" not in f.read()


def test_check_fails_on_a_link_in_the_committed_site(coldocs, tmp_path):
    project = make_project(str(tmp_path / "project"), 3)
    assert run_build(coldocs, project).returncode == 0
    passed = subprocess.run([coldocs, "check"], cwd=project, capture_output=True, text=True,
                            timeout=300)
    assert passed.returncode == 0, passed.stderr
    os.symlink("/etc", os.path.join(project, "site", "etc"))
    os.symlink("/proc/self/environ", os.path.join(project, "site", "environ.txt"))
    failed = subprocess.run([coldocs, "check"], cwd=project, capture_output=True, text=True,
                            timeout=300)
    assert failed.returncode == 1
    assert "site/etc:" in failed.stderr and "site/environ.txt" in failed.stderr
    assert "symbolic link" in failed.stderr


def test_a_package_source_linked_from_outside_the_package_is_a_located_error(coldocs, tmp_path):
    guide = sample_guide(str(tmp_path))
    outside = tmp_path / "Elsewhere.swift"
    outside.write_text("public let elsewhere = 1\n")
    os.symlink(str(outside), str(tmp_path / "TagLayouts" / "Sources" / "TagLayouts"
                                 / "Elsewhere.swift"))
    run = run_build(coldocs, guide)
    assert run.returncode == 1
    assert "content/coldocs.yml:" in run.stderr
    assert "symbolic link to a place outside the package" in run.stderr


def test_the_package_key_ignores_a_guide_kept_inside_the_package(coldocs, tmp_path):
    """A guide inside its library's repository: building it writes site/ and
    .build/ under the package's folder, which must not count as an edit of
    the package (before, every build compiled the package again)."""
    package = tmp_path / "TagLayouts"
    shutil.copytree(os.path.join(SAMPLE, "TagLayouts"), package)
    guide = package / "Docs"
    shutil.copytree(os.path.join(SAMPLE, "guide"), guide)
    configuration = guide / "content" / "coldocs.yml"
    text = configuration.read_text()
    assert "../../TagLayouts" in text
    configuration.write_text(text.replace("../../TagLayouts", "../.."))
    first = run_build(coldocs, str(guide))
    assert first.returncode == 0, first.stderr
    assert "compiling the package" in first.stderr
    chapter = guide / "content" / "01-tag-cloud.md"
    chapter.write_text(chapter.read_text() + "\nOne more line of prose.\n")
    second = run_build(coldocs, str(guide))
    assert second.returncode == 0, second.stderr
    assert "compiling the package" not in second.stderr

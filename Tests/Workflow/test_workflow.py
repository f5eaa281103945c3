"""The GitHub Actions workflow that `coldocs init` writes, checked as an
author gets it: it names this machine's Swift release, pins every action to
a commit, passes actionlint and zizmor, publishes to Pages from the default
branch only, and works for a guide kept in a subfolder of its repository.

Runs the built coldocs (`swift build` first); actionlint and zizmor are the
executables pip installs (see .ci/run)."""
import os
import re
import shutil
import subprocess

import pytest
import yaml

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WORKFLOW = os.path.join(".github", "workflows", "coldocs.yml")
PINNED = re.compile(r"^[\w.-]+/[\w./-]+@[0-9a-f]{40}$")


def coldocs_binary():
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip()
    return os.path.join(path, "coldocs")


def swift_release():
    """The release `swift --version` names, with its patch number written
    out (6.2 is 6.2.0), or None for a snapshot such as 6.3-dev."""
    output = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"Swift version (\d+\.\d+(?:\.\d+)?)(?=\s|$)", output)
    if not match:
        return None
    numbers = match.group(1).split(".")
    return ".".join(numbers + ["0"] * (3 - len(numbers)))


@pytest.fixture(scope="module")
def guide(tmp_path_factory):
    """A guide written by `coldocs init`: its folder, and its workflow as
    text and as parsed YAML."""
    folder = tmp_path_factory.mktemp("workflow") / "guide"
    made = subprocess.run([coldocs_binary(), "init", str(folder)], capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    text = (folder / WORKFLOW).read_text()
    return {"folder": folder, "text": text, "parsed": yaml.safe_load(text)}


def steps(parsed, job):
    return parsed["jobs"][job]["steps"]


def step_using(parsed, job, action):
    return next(s for s in steps(parsed, job) if s.get("uses", "").startswith(action + "@"))


def tool(name):
    path = shutil.which(name)
    if path is None:
        pytest.fail(f"{name} is not installed: python3 -m pip install the package .ci/run names")
    return path


def test_names_the_swift_release_of_this_machine(guide):
    release = swift_release()
    written = guide["parsed"]["env"]["SWIFT_VERSION"]
    if release is None:
        assert "could not read a Swift release" in guide["text"]
    else:
        assert written == release, f"the workflow installs {written}, this machine has {release}"
    assert re.fullmatch(r"\d+\.\d+\.\d+", written)
    assert "{{" not in guide["text"].replace("${{", ""), "a placeholder was left in the file"


def test_every_action_is_pinned_to_a_commit(guide):
    uses = [s["uses"] for job in guide["parsed"]["jobs"] for s in steps(guide["parsed"], job)
            if "uses" in s]
    assert uses, "the workflow uses no action"
    for action in uses:
        assert PINNED.match(action), f"{action} is not pinned to a full commit hash"
    # Each pin says, for a reader and for update tools, which release it is.
    for line in guide["text"].splitlines():
        if re.match(r"\s*(- )?uses:", line):
            assert re.search(r"@[0-9a-f]{40} # v\d+\.\d+\.\d+$", line), line


def test_actionlint_finds_nothing(guide):
    result = subprocess.run([tool("actionlint"), "-no-color", WORKFLOW], cwd=guide["folder"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_zizmor_finds_nothing(guide):
    result = subprocess.run([tool("zizmor"), "--offline", "--no-progress", "--color", "never",
                             WORKFLOW], cwd=guide["folder"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_publishes_to_pages_from_the_default_branch_only(guide):
    parsed = guide["parsed"]
    assert parsed["permissions"] == {}
    assert parsed["jobs"]["check"]["permissions"] == {"contents": "read"}
    publish = parsed["jobs"]["publish"]
    assert publish["needs"] == "check"
    assert "github.event_name == 'push'" in publish["if"]
    assert "github.event.repository.default_branch" in publish["if"]
    assert publish["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    assert publish["environment"]["name"] == "github-pages"
    for action in ["actions/configure-pages", "actions/upload-pages-artifact",
                   "actions/deploy-pages"]:
        step_using(parsed, "publish", action)
    for job in parsed["jobs"]:
        checkout = step_using(parsed, job, "actions/checkout")
        assert checkout["with"]["persist-credentials"] is False


def test_a_guide_in_a_subfolder_is_checked_and_published_from_there(guide):
    parsed = guide["parsed"]
    assert parsed["env"]["GUIDE_FOLDER"] == "."
    check = next(s for s in steps(parsed, "check") if "coldocs check" in s.get("run", ""))
    assert check["working-directory"] == "${{ env.GUIDE_FOLDER }}"
    upload = step_using(parsed, "publish", "actions/upload-pages-artifact")
    assert upload["with"]["path"] == "${{ env.GUIDE_FOLDER }}/site"


def test_the_settings_step_finds_a_guide_in_a_subfolder(guide, tmp_path):
    """Runs the workflow's first script as the runner would, in a repository
    whose guide is in docs/guide: it passes when GUIDE_FOLDER names that
    folder and stops with an annotation when it does not."""
    script = next(s["run"] for s in steps(guide["parsed"], "check")
                  if "COLDOCS_REPOSITORY" in s.get("run", ""))
    shutil.copytree(guide["folder"], tmp_path / "docs" / "guide")

    def run(**env):
        return subprocess.run(["bash", "-e", "-c", script], cwd=tmp_path, capture_output=True,
                              text=True, env={**os.environ, **env})

    found = run(COLDOCS_REPOSITORY="https://example.org/coldocs.git", COLDOCS_REF="0.2.0",
                GUIDE_FOLDER="docs/guide")
    assert found.returncode == 0, found.stdout + found.stderr
    missed = run(COLDOCS_REPOSITORY="https://example.org/coldocs.git", COLDOCS_REF="0.2.0",
                 GUIDE_FOLDER=".")
    assert missed.returncode == 1 and "::error" in missed.stdout and "GUIDE_FOLDER" in missed.stdout
    unset = run(COLDOCS_REPOSITORY="", COLDOCS_REF="0.2.0", GUIDE_FOLDER="docs/guide")
    assert unset.returncode == 1 and "set COLDOCS_REPOSITORY" in unset.stdout


def test_a_guide_in_a_subfolder_passes_the_linters(guide, tmp_path):
    """The workflow with GUIDE_FOLDER set to a subfolder, at the root of the
    repository where GitHub reads it, is as clean as the one init wrote."""
    text = guide["text"].replace("GUIDE_FOLDER: .\n", "GUIDE_FOLDER: docs/guide\n")
    assert text != guide["text"]
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    (tmp_path / WORKFLOW).write_text(text)
    for command in [[tool("actionlint"), "-no-color", WORKFLOW],
                    [tool("zizmor"), "--offline", "--no-progress", "--color", "never", WORKFLOW]]:
        result = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr

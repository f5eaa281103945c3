"""`coldocs build` under faults: killed at random moments and at chosen
system calls, run twice at once, and writing to a read-only parent folder or
a full disk. After each fault the site folder must hold the last complete
site (or, for a kill after the swap, the new one), never a mix and never
nothing; the next build must succeed and leave nothing behind.

The one thing a killed build may leave is `.site.coldocs-new` beside the
site (a partial new site, or the previous site not yet removed after the
swap) and, only where the file system cannot exchange two folders in one
step, `.site.coldocs-old`; the next build removes both first (and moves
`.site.coldocs-old` back if the site folder is missing)."""
import os
import random
import shutil
import signal
import subprocess
import time
import warnings

import pytest

from faultkit import leftovers, make_project, run_build, snapshot

ALLOWED_AFTER_KILL = {".site.coldocs-new", ".site.coldocs-old"}


def edit(project, round_number):
    """Changes one chapter's title, so every page's navigation changes and
    the next build writes every page anew instead of linking it."""
    path = os.path.join(project, "content", "page-0001.md")
    with open(path) as f:
        text = f.read()
    lines = text.split("\n")
    lines[1] = f"title: Page 1, round {round_number}"
    with open(path, "w") as f:
        f.write("\n".join(lines))


def complete_build(coldocs, project):
    result = run_build(coldocs, project)
    assert result.returncode == 0, result.stderr
    assert leftovers(project) == [], result.stderr
    return snapshot(os.path.join(project, "site"))


def test_killed_builds_leave_the_previous_or_the_new_site(coldocs, project):
    site = os.path.join(project, "site")
    started = time.monotonic()
    previous = complete_build(coldocs, project)
    duration = time.monotonic() - started
    rng = random.Random(20261123)
    seen = {}
    outcomes = {"previous": 0, "new": 0}
    for round_number in range(20):
        edit(project, round_number)
        delay = rng.uniform(0, duration * 1.2)
        process = subprocess.Popen([coldocs, "build"], cwd=project, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        after_kill = snapshot(site)
        left = leftovers(project)
        assert set(left) <= ALLOWED_AFTER_KILL, f"round {round_number}: left {left}"
        for name in left:
            seen[name] = seen.get(name, 0) + 1
        new = complete_build(coldocs, project)
        assert after_kill is not None, f"round {round_number}: no site after a kill at {delay:.3f}s"
        if after_kill == previous:
            outcomes["previous"] += 1
        else:
            assert after_kill == new, (
                f"round {round_number}: after a kill at {delay:.3f}s the site is neither the "
                f"previous one nor the new one")
            outcomes["new"] += 1
        previous = new
    print(f"\nkilled builds: site kept {outcomes}; leftovers after kills: {seen or 'none'}")


def strace_works():
    if shutil.which("strace") is None:
        return False
    probe = subprocess.run(["strace", "-f", "-qq", "-e", "trace=none", "true"],
                           capture_output=True)
    return probe.returncode == 0


TRACED = "openat,link,mkdir,mkdirat,renameat2,rename,renameat,unlink,unlinkat,rmdir"


def traced_calls(coldocs, project):
    """The file-system calls of one build, in order: (thread, call, line)."""
    log = os.path.join(project, "..", "trace.txt")
    subprocess.run(["strace", "-f", "-qq", "-o", log, "-e", f"trace={TRACED}", coldocs, "build"],
                   cwd=project, capture_output=True, check=True, timeout=300)
    calls = []
    with open(log) as f:
        for line in f:
            parts = line.split(None, 1)
            if len(parts) == 2 and "(" in parts[1] and not parts[1].startswith("<..."):
                calls.append((parts[0], parts[1].split("(", 1)[0], parts[1]))
    return calls


def kill_points(calls):
    """Moments to kill a build at, as (calls, N, what happens then), found in
    a traced build of an identical project. strace counts calls per thread,
    so N is the count within the thread that made the call, and the kill
    comes at the first thread to make its Nth call ("N+"): for work spread
    over threads the moment is approximate, for the swap it is exact."""
    def nth(names, predicate):
        counts = {}
        found = []
        for thread, name, line in calls:
            if name in names:
                counts[thread] = counts.get(thread, 0) + 1
                if predicate(line):
                    found.append(counts[thread])
        return found

    staging = lambda line: ".site.coldocs-new" in line
    writes = nth({"openat"}, lambda line: staging(line) and "O_CREAT" in line)
    links = nth({"link"}, staging)
    swaps = nth({"renameat2", "rename", "renameat"}, staging)
    removals = nth({"unlink", "unlinkat"}, staging)
    folders = nth({"rmdir"}, staging)
    made = nth({"mkdir", "mkdirat"}, staging)
    assert writes and swaps and removals and folders and made, "unexpected system calls"
    points = [
        ("mkdir,mkdirat", made[0], "creating the staging folder"),
        ("openat", writes[0], "the first file written"),
        ("openat", writes[len(writes) // 2], "about half the files written"),
        ("renameat2,rename,renameat", swaps[0], "the swap"),
        ("unlink,unlinkat", removals[0], "removing the previous site begins"),
        ("unlink,unlinkat", removals[len(removals) // 2], "half the previous site removed"),
        ("rmdir", folders[-1], "removing the emptied staging folder"),
    ]
    if links:
        points.append(("link", links[0], "the first file linked from the previous site"))
    return points


# Points made by one thread only, whose count is the same in every run.
EXACT = {"the swap", "removing the previous site begins", "half the previous site removed",
         "removing the emptied staging folder"}


@pytest.mark.skipif(not strace_works(), reason="strace is missing or may not trace here")
def test_kill_at_chosen_system_calls(coldocs, tmp_path):
    """Kills at chosen system calls (strace's fault injection), so the short
    moments around the swap are hit every time, not by chance."""
    counted = make_project(str(tmp_path / "counted" / "project"), 100)
    complete_build(coldocs, counted)
    edit(counted, 1)
    points = kill_points(traced_calls(coldocs, counted))
    for index, (calls, number, moment) in enumerate(points):
        project = make_project(str(tmp_path / f"run{index}" / "project"), 100)
        site = os.path.join(project, "site")
        previous = complete_build(coldocs, project)
        edit(project, 1)  # the killed build would change every page
        traced = subprocess.run(
            ["strace", "-f", "-qq", "-o", os.devnull, "-e", f"trace={calls}", "-e",
             f"inject={calls}:signal=SIGKILL:when={number}+", coldocs, "build"],
            cwd=project, capture_output=True, timeout=300)
        # strace ends as the traced process did: killed, not a clean exit. A
        # call counted per thread may not come in this run (threads share
        # the work differently): then the build just completes.
        killed = traced.returncode != 0
        assert killed or moment not in EXACT, f"{moment}: the build was not killed"
        after_kill = snapshot(site)
        left = leftovers(project)
        assert set(left) <= ALLOWED_AFTER_KILL, f"{moment}: left {left}"
        new = complete_build(coldocs, project)
        assert after_kill is not None, f"{moment}: no site"
        assert after_kill in (previous, new), f"{moment}: a mixed site"
        state = "previous" if after_kill == previous else "new"
        print(f"\n{'killed' if killed else 'not reached, built'} at {moment} ({calls} #{number}): "
              f"{state} site, leftovers {left or 'none'}")


def test_a_build_after_a_kill_between_two_step_renames_restores_the_site(coldocs, project):
    """Where folders cannot be exchanged in one step, the swap is two renames;
    a kill between them leaves the site in `.site.coldocs-old`. The next
    build puts it back before anything else, even when that build fails."""
    site = os.path.join(project, "site")
    previous = complete_build(coldocs, project)
    os.rename(site, os.path.join(project, ".site.coldocs-old"))
    os.makedirs(os.path.join(project, ".site.coldocs-new", "half"))
    os.remove(os.path.join(project, "content", "page-0002.md"))
    result = run_build(coldocs, project)
    assert result.returncode == 1
    assert "page-0002.md" in result.stderr
    assert snapshot(site) == previous
    assert leftovers(project) == []


def test_two_builds_at_once_wait_for_each_other(coldocs, tmp_path):
    """Two builds of one project with different content: the second waits
    for the first (and says so), both succeed, and the site is exactly one
    of the two complete sites."""
    project = make_project(str(tmp_path / "project"), 300)
    other = str(tmp_path / "other")
    shutil.copytree(os.path.join(project, "content"), other)
    edit_path = os.path.join(other, "page-0001.md")
    with open(edit_path) as f:
        text = f.read()
    with open(edit_path, "w") as f:
        f.write(text.replace("title: Page 1", "title: The other first page", 1))
    site = os.path.join(project, "site")
    expected = {}
    for content in ("content", other):
        result = run_build(coldocs, project, "--content", content)
        assert result.returncode == 0, result.stderr
        expected[content] = snapshot(site)
    assert expected["content"] != expected[other]
    rng = random.Random(5)
    waited = 0
    for round_number in range(5):
        first = subprocess.Popen([coldocs, "build", "--content", "content"], cwd=project,
                                 stderr=subprocess.PIPE, text=True)
        time.sleep(rng.uniform(0.02, 0.15))
        second = subprocess.Popen([coldocs, "build", "--content", other], cwd=project,
                                  stderr=subprocess.PIPE, text=True)
        first_err = first.communicate(timeout=300)[1]
        second_err = second.communicate(timeout=300)[1]
        assert first.returncode == 0, first_err
        assert second.returncode == 0, second_err
        final = snapshot(site)
        assert final in (expected["content"], expected[other]), f"round {round_number}: mixed"
        message = f"coldocs: waiting for another build of this project (pid {first.pid})…"
        if message in second_err:
            waited += 1
            assert final == expected[other], "the waiting build did not finish last"
        assert leftovers(project) == []
    assert waited > 0, "the second build never had to wait"


def immutable(path):
    """Makes `path` immutable with chattr (root cannot write into it either);
    False when the file system does not support it."""
    if shutil.which("chattr") is None:
        return False
    if subprocess.run(["chattr", "+i", path], capture_output=True).returncode != 0:
        return False
    try:
        open(os.path.join(path, "probe"), "w").close()
    except OSError:
        return True
    os.remove(os.path.join(path, "probe"))
    subprocess.run(["chattr", "-i", path], capture_output=True)
    return False


def test_a_read_only_parent_folder_keeps_the_previous_site(coldocs, tmp_path):
    project = make_project(str(tmp_path / "project"), 20)
    parent = os.path.join(project, "out")
    os.makedirs(parent)
    site = os.path.join(parent, "site")
    result = run_build(coldocs, project, "--output", "out/site")
    assert result.returncode == 0, result.stderr
    previous = snapshot(site)
    edit(project, 1)
    if not immutable(parent):
        pytest.skip("chattr +i does not work here, and root ignores permissions")
    try:
        result = run_build(coldocs, project, "--output", "out/site")
    finally:
        subprocess.run(["chattr", "-i", parent], capture_output=True)
    assert result.returncode == 1
    assert "out/site" in result.stderr
    assert "writing the site failed" in result.stderr
    assert "the previous site in out/site/ was kept" in result.stderr
    assert "Operation not permitted" in result.stderr or "permission" in result.stderr
    assert snapshot(site) == previous
    assert sorted(os.listdir(parent)) == ["site"]


def mount_tmpfs(path, size):
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    return subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path],
                          capture_output=True).returncode == 0


def test_a_full_disk_keeps_the_previous_site(coldocs, tmp_path):
    """A 1 MB tmpfs holds a 3-page site; a 300-page build into it fills it."""
    project = make_project(str(tmp_path / "project"), 3)
    large = make_project(str(tmp_path / "large"), 300)
    disk = os.path.join(project, "disk")
    os.makedirs(disk)
    if not mount_tmpfs(disk, "1m"):
        pytest.skip("cannot mount a small tmpfs here")
    try:
        site = os.path.join(disk, "site")
        result = run_build(coldocs, project, "--output", "disk/site")
        assert result.returncode == 0, result.stderr
        previous = snapshot(site)
        result = run_build(coldocs, project, "--output", "disk/site", "--content",
                           os.path.join(large, "content"))
        assert result.returncode == 1
        assert "disk/site" in result.stderr
        assert "No space left on device" in result.stderr
        assert "the previous site in disk/site/ was kept" in result.stderr
        assert snapshot(site) == previous
        assert sorted(os.listdir(disk)) == ["site"]
        # Once there is room again (a smaller site), building works.
        edit(project, 2)
        result = run_build(coldocs, project, "--output", "disk/site")
        assert result.returncode == 0, result.stderr
        assert sorted(os.listdir(disk)) == ["site"]
    finally:
        subprocess.run(["umount", disk], capture_output=True)


def processes_with(mark):
    """The ids of live processes whose command line contains `mark`."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                if mark.encode() in f.read():
                    found.append(int(entry))
        except OSError:
            pass
    return found


def start_until_runner(coldocs, guide, mark, tmp_path):
    """`coldocs build` in `guide`, once its example runner (the process whose
    command line holds `mark`) is running. A build that ends before that
    failed for a reason of its own (seen once on a loaded CI machine, with no
    output kept); it is tried once more, and what it said is shown among
    the run's warnings."""
    said = []
    for attempt in range(2):
        log = tmp_path / f"build-{attempt}.log"
        with open(log, "w") as errors:
            build = subprocess.Popen([coldocs, "build"], cwd=guide, stdout=subprocess.DEVNULL,
                                     stderr=errors)
        deadline = time.time() + 400
        while time.time() < deadline and build.poll() is None:
            if processes_with(mark):
                return build
            time.sleep(0.2)
        if build.poll() is None:
            build.kill()
            build.wait()
        said.append(f"build {attempt + 1} (status {build.returncode}): {log.read_text()}")
        warnings.warn(f"the example runner never started; {said[-1]}")
    pytest.fail("the example runner never started:\n" + "\n".join(said))


@pytest.mark.parametrize("sandbox", ["false", "true"])
def test_a_killed_coldocs_takes_its_example_runner_with_it(coldocs, tmp_path, sandbox):
    """SIGKILL reaches no handler of coldocs's: the runner of an example that
    loops must still end with it, sandboxed (bubblewrap's parent-death
    signal) or not (setpriv's)."""
    guide = str(tmp_path / "guide")
    os.makedirs(os.path.join(guide, "content"))
    mark = f"spin{random.randint(100000, 999999)}"
    with open(os.path.join(guide, "content", "coldocs.yml"), "w") as f:
        f.write(f"title: Spinning\nchapters:\n  - 01-spin.md\nexamples:\n  sandbox: {sandbox}\n")
    with open(os.path.join(guide, "content", "01-spin.md"), "w") as f:
        f.write(f"""---
title: Spin
summary: An example that never ends.
---
```swift example id={mark} timeout=300
while Date() > Date.distantPast {{}}
return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
```
""")
    build = start_until_runner(coldocs, guide, mark, tmp_path)
    try:
        time.sleep(0.5)
        build.send_signal(signal.SIGKILL)
        build.wait()
        deadline = time.time() + 5
        while processes_with(mark) and time.time() < deadline:
            time.sleep(0.1)
        assert processes_with(mark) == [], "the runner outlived coldocs"
    finally:
        if build.poll() is None:
            build.kill()
        for pid in processes_with(mark):
            os.kill(pid, signal.SIGKILL)

"""The animated diagrams' players in a real browser, from file://: steps of
exactly one recorded frame (buttons and keys), the readout of time and
frame, and the marks under the scrubber where each part of a recording
starts. What is checked is what Chromium shows: the readout's text, the
drawn diagram, the marks' boxes."""
import json
import os
import pathlib
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ROOT, SITE
from test_pages import RECORDED, expected_state, matrix_of

SNAPSHOTS = os.path.join(ROOT, "content", "snapshots")
STRINGS = os.path.join(ROOT, "Sources", "ColDocsResources", "Theme", "strings", "en.yml")
# The scrubber's thumb is 14 px wide (style.css): its centre travels from 7 px
# after the track's left edge to 7 px before its right edge.
THUMB = 14
# The page holds times to the millisecond; the readout shows hundredths.
READOUT = 0.005 + 1e-9


def english():
    """The built-in English table: `key: "text"` lines."""
    table = {}
    for line in pathlib.Path(STRINGS).read_text(encoding="utf-8").splitlines():
        match = re.match(r'^([A-Za-z0-9]+): (".*")\s*$', line)
        if match:
            table[match.group(1)] = json.loads(match.group(2))
    return table


def pattern(text):
    """A regular expression for a string of the table, each {placeholder}
    standing for a number."""
    parts = re.split(r"\{[A-Za-z][A-Za-z0-9]*\}", text)
    return re.compile("^" + r"([0-9]+(?:\.[0-9]+)?)".join(re.escape(p) for p in parts) + "$")


def chapter_pages(site=SITE):
    """The chapters of a built site (the committed one unless told)."""
    return sorted(p for p in os.listdir(site)
                  if p.endswith(".html") and p not in ("index.html", "print.html", "404.html"))


def frames_of(player):
    """The time of every recorded frame, as the player carries it."""
    value = player.get_attribute("data-frames")
    assert value, f"{player.get_attribute('data-diagram')} carries no frame times (data-frames)"
    return [float(t) for t in value.split()]


def snapshot_frames(page, diagram):
    """(index, time) of the frames the recorded snapshot keeps, and how many
    frames the recording has: `frame 8 of 76 at 0.25 s`."""
    chapter = page[:-len(".html")]
    match = re.match(rf"example-{re.escape(chapter)}-(.+)-([0-9]+)$", diagram)
    assert match, diagram
    name, panel = match.groups()
    text = pathlib.Path(SNAPSHOTS, chapter, name + ".txt").read_text(encoding="utf-8")
    sections = re.split(r"^panel ([0-9]+).*$", text, flags=re.M)
    section = dict(zip(sections[1::2], sections[2::2]))[panel]
    kept = [(int(i), int(n), float(t))
            for i, n, t in re.findall(r"^frame ([0-9]+) of ([0-9]+) at ([-0-9.]+) s$", section, re.M)]
    assert kept, (page, diagram)
    return [(i, t) for i, _, t in kept], kept[0][1]


def readout(player, table):
    """What the readout shows: (time, duration, frame, last frame, part)."""
    time_text = player.find_element(By.CSS_SELECTOR, ".cd-time").text
    frame_text = player.find_element(By.CSS_SELECTOR, ".cd-frame").text
    time_match = pattern(table["playerTime"]).match(time_text)
    frame_match = pattern(table["playerFrame"]).match(frame_text)
    assert time_match, f"readout {time_text!r} is not playerTime {table['playerTime']!r}"
    assert frame_match, f"readout {frame_text!r} is not playerFrame {table['playerFrame']!r}"
    now, duration = (float(x) for x in time_match.groups())
    frame, last = (int(x) for x in frame_match.groups())
    return now, duration, frame, last, player.find_element(By.CSS_SELECTOR, ".cd-moment").text


def drawn_state(driver, player, name):
    """The drawn transform and opacity of the element animated by `name`."""
    transform, opacity = driver.execute_script(
        "var d = document.getElementById(arguments[0].getAttribute('data-diagram')), name = arguments[1];"
        "var g = Array.from(d.querySelectorAll('g.cd-anim')).filter(function (e) {"
        " return e.style.animationName === name; })[0];"
        "var style = getComputedStyle(g); return [style.transform, style.opacity];", player, name)
    _, _, _, _, e, f = matrix_of(transform)
    return [e, f, float(opacity)]


def open_player(driver, page="paging.html"):
    """The first player of a page, paused on its first frame."""
    driver.get(pathlib.Path(SITE, page).as_uri())
    player = driver.find_elements(By.CSS_SELECTOR, ".cd-player")[0]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", player)
    player.find_element(By.CSS_SELECTOR, ".cd-play").click()
    player.find_element(By.CSS_SELECTOR, ".cd-scrub").send_keys(Keys.HOME)
    return player


def test_every_player_carries_the_recorded_frame_times(driver):
    # The snapshots under content/snapshots are written from the same
    # recordings by other code than the pages: the times a player steps
    # through must be theirs, frame for frame.
    checked = 0
    for page in chapter_pages():
        driver.get(pathlib.Path(SITE, page).as_uri())
        for player in driver.find_elements(By.CSS_SELECTOR, ".cd-player"):
            diagram = player.get_attribute("data-diagram")
            times = frames_of(player)
            kept, count = snapshot_frames(page, diagram)
            assert len(times) == count, f"{diagram}: {len(times)} frame times, the recording has {count}"
            for index, time in kept:
                assert abs(times[index] - time) < 0.0006, f"{diagram}: frame {index} at {times[index]}, recorded {time}"
            assert times == sorted(times) and times[0] == 0
            # The scrubber spans the animation and the second its end is held.
            cycle = float(player.get_attribute("data-cycle"))
            assert abs(cycle - 1 - times[-1]) < 0.002, f"{diagram}: cycle {cycle}, last frame {times[-1]}"
            checked += 1
    assert checked > 0


def test_stepping_lands_on_each_recorded_frame_in_turn(driver):
    table = english()
    player = open_player(driver)
    times = frames_of(player)
    cycle = float(player.get_attribute("data-cycle"))
    elements = [r for r in driver.execute_script(RECORDED, player) if len(r[1]) > 2]
    assert elements, "the first player of paging.html has no plainly animated element"
    name, keyframes = elements[0]
    back, forward = player.find_elements(By.CSS_SELECTOR, ".cd-step")

    def check(index, how):
        now, duration, frame, last, _ = readout(player, table)
        assert frame == index and last == len(times) - 1, f"{how}: frame {frame}, expected {index}"
        assert abs(now - times[index]) <= READOUT, f"{how}: reads {now} s, frame {index} is at {times[index]} s"
        assert abs(duration - times[-1]) <= READOUT
        # The diagram is drawn as recorded at that time, not just labelled.
        drawn = drawn_state(driver, player, name)
        recorded = expected_state(keyframes, min(times[index], cycle - 0.001) / cycle * 100)
        assert all(abs(p - q) < 0.05 for p, q in zip(drawn, recorded)), (
            f"{how}: drawn {drawn}, recorded {recorded} at {times[index]} s")

    check(0, "Home")
    back.click()
    check(0, "a step back from the first frame")
    for index in range(1, len(times)):
        forward.click()
        check(index, f"{index} steps forward")
    forward.click()
    check(len(times) - 1, "a step forward from the last frame")
    for index in range(len(times) - 2, len(times) - 8, -1):
        back.click()
        check(index, f"back to frame {index}")
    # Paused between two frames, a step back goes to the frame before.
    scrub = player.find_element(By.CSS_SELECTOR, ".cd-scrub")
    # The scrubber spans the recording, first frame to last.
    value = round((times[10] + times[11]) / 2 / times[-1] * 1000)
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
                          scrub, value)
    at = value / 1000 * times[-1]
    shown = max(i for i, t in enumerate(times) if t <= at + 0.0005)
    assert readout(player, table)[2] == shown
    back.click()
    check(shown if abs(times[shown] - at) > 0.0005 else shown - 1, "a step back from between frames")


def test_keys_step_while_the_player_has_focus(driver):
    table = english()
    player = open_player(driver)
    address = driver.current_url
    scrub = player.find_element(By.CSS_SELECTOR, ".cd-scrub")
    play = player.find_element(By.CSS_SELECTOR, ".cd-play")
    for target, presses, expected in (
        (scrub, [Keys.ARROW_RIGHT] * 3, 3),
        (scrub, [Keys.ARROW_LEFT], 2),
        (play, ["."] * 4, 6),
        (play, [","] * 2, 4),
        (play, [Keys.ARROW_RIGHT], 5),
    ):
        for key in presses:
            target.send_keys(key)
            # The page's own arrow keys (previous and next chapter) are not taken.
            assert driver.current_url == address, f"{key!r} on the player left the page"
        assert readout(player, table)[2] == expected, (presses, expected)
    labels = [b.get_attribute("aria-label") for b in player.find_elements(By.CSS_SELECTOR, ".cd-step")]
    assert labels == [table["playerStepBack"], table["playerStepForward"]]


def test_the_marks_show_where_each_part_of_a_recording_starts(driver):
    table = english()
    names = {kind: table["player" + kind[0].upper() + kind[1:]] for kind in (
        "scroll", "deceleration", "batchUpdate", "layoutTransition", "interactiveTransition",
        "interactiveMovement", "dragAndDrop")}
    # What each chapter's examples do, from their code.
    expected_kinds = {"paging.html": {"scroll", "deceleration"}, "batch-updates.html": {"batchUpdate"},
                      "switching-layouts.html": {"layoutTransition"},
                      "reordering.html": {"interactiveMovement"},
                      "self-sizing-and-drag-and-drop.html": {"dragAndDrop"}}
    seen = {}
    for page in chapter_pages():
        driver.get(pathlib.Path(SITE, page).as_uri())
        for player in driver.find_elements(By.CSS_SELECTOR, ".cd-player"):
            diagram = player.get_attribute("data-diagram")
            cycle = float(player.get_attribute("data-cycle"))
            times = frames_of(player)
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", player)
            entries, scrub = driver.execute_script(
                "var p = arguments[0];"
                "return [Array.from(p.querySelectorAll('.cd-marks > li')).map(function (li) {"
                "  var b = li.querySelector('.cd-mark'), r = b.getBoundingClientRect(),"
                "      tick = getComputedStyle(b, '::before');"
                "  return [b.getAttribute('data-start'), b.getAttribute('data-kind'),"
                "          b.getAttribute('aria-label'), r.left, r.width, r.top, r.height,"
                "          tick.width, tick.height, tick.display, getComputedStyle(b).visibility]; }),"
                " (function (r) { return [r.left, r.width, r.bottom]; })"
                "  (p.querySelector('.cd-scrub').getBoundingClientRect())];", player)
            assert entries, f"{diagram}: no marks"
            drawn = [e for e in entries if e[4] > 0 and e[6] > 0 and e[9] != "none" and e[10] == "visible"
                     and float(e[7].rstrip("px") or 0) > 0 and float(e[8].rstrip("px") or 0) > 0]
            assert len(drawn) == len(entries), f"{diagram}: {len(entries)} parts, {len(drawn)} marks drawn"
            starts = [float(e[0]) for e in entries]
            assert starts == sorted(starts) and starts[0] >= 0 and starts[-1] <= times[-1] + 0.001
            # One mark per moment: parts of one kind starting together are one.
            assert len({(e[0], e[1]) for e in entries}) == len(entries), f"{diagram}: a part is marked twice"
            left, width, bottom = scrub
            for start, kind, aria, x, w, top, _, *_ in entries:
                start = float(start)
                centre = x + w / 2
                # Placed along the recording, which the scrubber spans.
                expected = left + THUMB / 2 + float(start) / times[-1] * (width - THUMB)
                assert abs(centre - expected) < 1.5, f"{diagram}: mark at {start} s drawn at {centre}, not {expected}"
                assert bottom - 2 <= top <= bottom + 12, f"{diagram}: mark at {start} s is not under the scrubber"
                assert kind in names, kind
                # Named from the table: playerMoment with the kind's name and its start.
                said = pattern(table["playerMoment"].replace("{moment}", names[kind])).match(aria)
                assert said and abs(float(said.group(1)) - start) <= READOUT, (diagram, aria)
                seen.setdefault(page, set()).add(kind)
    for page, kinds in expected_kinds.items():
        assert kinds <= seen.get(page, set()), f"{page}: marks {seen.get(page)}, expected {kinds}"


def test_a_mark_seeks_to_where_its_part_starts(driver):
    table = english()
    player = open_player(driver)
    times = frames_of(player)
    marks = player.find_elements(By.CSS_SELECTOR, ".cd-mark")
    assert len(marks) > 1
    for mark in reversed(marks):
        start = float(mark.get_attribute("data-start"))
        mark.click()
        now, _, frame, _, part = readout(player, table)
        assert abs(now - start) <= READOUT, (start, now)
        assert frame == max(i for i, t in enumerate(times) if t <= start + 0.0005)
        assert part == mark.get_attribute("data-name")
        assert "cd-now" in mark.get_attribute("class").split()


def test_with_reduced_motion_the_readout_shows_the_last_frame(driver):
    table = english()
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        driver.get(pathlib.Path(SITE, "paging.html").as_uri())
        player = driver.find_elements(By.CSS_SELECTOR, ".cd-player")[0]
        times = frames_of(player)
        now, duration, frame, last, _ = readout(player, table)
        assert frame == last == len(times) - 1 and abs(now - times[-1]) <= READOUT
        player.find_element(By.CSS_SELECTOR, ".cd-step").click()  # back
        assert readout(player, table)[2] == len(times) - 2
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

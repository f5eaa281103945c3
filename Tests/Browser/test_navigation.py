"""The sidebar: its chapter list, which every page loads from navigation.js,
and its place on screens of every size."""
import pathlib
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SITE


def chapter_links(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#cd-chapters a'))"
        ".map(a => [a.getAttribute('href'), a.getAttribute('aria-current'),"
        " !!a.closest('details') && a.closest('details').open, a.offsetParent !== null])")


def guide_chapters():
    """The chapter files, in reading order, from the index page's list."""
    index = pathlib.Path(SITE, "index.html").read_text(encoding="utf-8")
    # One list per part, each numbered on from the one before.
    lists = re.findall(r'<ol class="chapter-list"[^>]*>(.*?)</ol>', index, flags=re.S)
    return [href for listed in lists for href in re.findall(r'<a href="([^"]+)"', listed)]


def configured_chapter_count():
    """How many chapters content/coldocs.yml lists, independently of the site."""
    config = pathlib.Path(SITE).parent.joinpath("content", "coldocs.yml").read_text(encoding="utf-8")
    return len(re.findall(r"^\s+- \d+-[\w-]+\.md\s*$", config, flags=re.M))


def test_every_page_lists_every_chapter_and_marks_its_own(driver, served):
    chapters = guide_chapters()
    assert len(chapters) == configured_chapter_count() >= 14
    for base in (pathlib.Path(SITE).as_uri() + "/", served["base"]):
        for page in (chapters[0], chapters[6], chapters[-1]):
            driver.get(base + page)
            links = chapter_links(driver)
            assert [href for href, *_ in links] == chapters
            current = [(href, is_open, shown) for href, mark, is_open, shown in links if mark == "page"]
            # The page being read is marked, and its part is open so it shows.
            assert current == [(page, True, True)], (base, page, current)
            # Other parts stay folded.
            assert any(not is_open for _, _, is_open, _ in links)


def test_the_index_page_opens_every_part_of_a_short_guide(driver):
    driver.get(pathlib.Path(SITE, "index.html").as_uri())
    links = chapter_links(driver)
    assert len(links) == configured_chapter_count() and all(is_open and shown for _, mark, is_open, shown in links if mark is None)


def test_without_scripts_the_sidebar_links_to_the_list_of_chapters(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
        links = driver.find_elements(By.CSS_SELECTOR, "#cd-chapters a")
        assert [a.get_attribute("href").rsplit("/", 1)[-1] for a in links] == ["index.html#chapters"]
        assert links[0].is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


# The sidebar on screens of every size: beside the page and in view on wide
# screens, folded into a menu button on phones.

EARLY_STATE = """
window.__sidebarBeforeScript = null;
new MutationObserver(function (records, observer) {
  var main = document.querySelector('main'), menu = document.getElementById('cd-menu');
  if (!main || !menu) { return; }
  observer.disconnect();
  // Only while coldocs.js has not even been parsed, let alone run.
  if (document.querySelector('script[src$="coldocs.js"]')) { return; }
  window.__sidebarBeforeScript = [getComputedStyle(menu).display, main.getBoundingClientRect().top];
}).observe(document, { childList: true, subtree: true });
"""


def rect(driver, selector):
    return driver.execute_script(
        "var r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height};", selector)


def shown(driver, selector):
    return driver.execute_script(
        "var e = document.querySelector(arguments[0]), r = e.getBoundingClientRect();"
        "return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility === 'visible';", selector)


def at_size(driver, width, height):
    driver.set_window_size(width, height)


def test_on_a_wide_screen_the_sidebar_stays_in_view(driver):
    try:
        at_size(driver, 1280, 800)
        driver.get(pathlib.Path(SITE, "paging.html").as_uri())
        driver.execute_script("window.scrollTo(0, 3000)")
        assert driver.execute_script("return window.scrollY") >= 2000, "paging.html is too short to scroll"
        height = driver.execute_script("return window.innerHeight")
        box = rect(driver, ".sidebar")
        assert 0 <= box["top"] < height and box["bottom"] > 0, box
        # It covers the window's height, and the page being read is in it.
        assert box["top"] <= 1 and box["bottom"] >= height - 1, box
        current = rect(driver, "#cd-chapters a[aria-current='page']")
        assert 0 <= current["top"] and current["bottom"] <= height, current
        # Taller than a short window, it scrolls on its own, to its last link.
        at_size(driver, 1280, 360)
        driver.execute_script("window.scrollTo(0, 3000)")
        height = driver.execute_script("return window.innerHeight")
        assert rect(driver, ".sidebar")["bottom"] <= height + 1
        driver.execute_script("var s = document.querySelector('.sidebar'); s.scrollTop = s.scrollHeight;")
        last = rect(driver, ".sidebar-tools a")
        assert 0 <= last["top"] and last["bottom"] <= height + 1, last
        assert driver.execute_script("return window.scrollY") >= 2000, "scrolling the sidebar moved the page"
        # The last chapter's page opens with its own link in view.
        last_chapter = guide_chapters()[-1]
        driver.get(pathlib.Path(SITE, last_chapter).as_uri())
        current = rect(driver, "#cd-chapters a[aria-current='page']")
        assert 0 <= current["top"] and current["bottom"] <= height, (last_chapter, current)
    finally:
        driver.set_window_size(1200, 900)


def test_on_a_phone_the_sidebar_folds_into_a_menu_button(driver):
    try:
        at_size(driver, 375, 800)
        driver.get(pathlib.Path(SITE, "paging.html").as_uri())
        toggle = driver.find_element(By.CSS_SELECTOR, ".menu-toggle")
        assert toggle.is_displayed() and toggle.get_attribute("aria-expanded") == "false"
        assert rect(driver, ".menu-toggle")["top"] < 100
        assert not shown(driver, "#cd-chapters") and not shown(driver, "#cd-search")
        # The chapter starts near the top, not below the whole chapter list.
        assert rect(driver, "main")["top"] < 120, rect(driver, "main")
        toggle.click()
        assert toggle.get_attribute("aria-expanded") == "true"
        assert shown(driver, "#cd-chapters") and shown(driver, "#cd-search")
        assert shown(driver, "#cd-chapters a[aria-current='page']")
        toggle.click()
        assert toggle.get_attribute("aria-expanded") == "false" and not shown(driver, "#cd-chapters")
        # With the keyboard: Enter opens it; Escape in it closes it and
        # gives focus back to the button.
        toggle.send_keys(Keys.ENTER)
        assert toggle.get_attribute("aria-expanded") == "true" and shown(driver, "#cd-chapters")
        link = driver.find_element(By.CSS_SELECTOR, "#cd-chapters a[aria-current='page']")
        link.send_keys(Keys.ESCAPE)
        assert toggle.get_attribute("aria-expanded") == "false" and not shown(driver, "#cd-chapters")
        assert driver.execute_script("return document.activeElement") == toggle
        toggle.send_keys(Keys.SPACE)
        assert toggle.get_attribute("aria-expanded") == "true"
    finally:
        driver.set_window_size(1200, 900)


def test_the_menu_is_folded_before_the_script_runs(driver):
    # Folded by the page's head and stylesheet, not by coldocs.js at the end
    # of the page: nothing below the menu moves once the script has run.
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": EARLY_STATE})
    try:
        at_size(driver, 375, 800)
        for page in ("index.html", "paging.html", "404.html"):
            driver.get(pathlib.Path(SITE, page).as_uri())
            early = driver.execute_script("return window.__sidebarBeforeScript")
            assert early, f"{page}: the page's state before coldocs.js was not seen"
            display, top = early
            assert display == "none", f"{page}: the menu is unfolded until coldocs.js runs"
            assert abs(rect(driver, "main")["top"] - top) < 0.5, f"{page}: main moved from {top}"
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
        driver.set_window_size(1200, 900)


def test_without_scripts_a_phone_shows_the_link_to_the_chapters(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        at_size(driver, 375, 800)
        driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
        links = driver.find_elements(By.CSS_SELECTOR, "#cd-chapters a")
        assert [a.get_attribute("href").rsplit("/", 1)[-1] for a in links] == ["index.html#chapters"]
        assert links[0].is_displayed()
        # A button that could not work is not shown.
        assert not driver.find_element(By.CSS_SELECTOR, ".menu-toggle").is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        driver.set_window_size(1200, 900)


def test_nothing_scrolls_sideways_at_320_px_with_the_menu_open_or_closed(driver, pages):
    try:
        at_size(driver, 320, 700)
        for page in pages:
            driver.get(pathlib.Path(SITE, page).as_uri())
            toggles = driver.find_elements(By.CSS_SELECTOR, ".menu-toggle")
            for state in ("closed", "open"):
                if state == "open":
                    if not toggles:
                        continue
                    toggles[0].click()
                width = driver.execute_script("return document.documentElement.scrollWidth")
                assert width <= 320, f"{page} with the menu {state} is {width} px wide at 320 px"
    finally:
        driver.set_window_size(1200, 900)

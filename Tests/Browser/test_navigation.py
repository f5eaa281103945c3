"""The sidebar's chapter list, which every page loads from navigation.js."""
import pathlib
import re

from selenium.webdriver.common.by import By

from conftest import SITE


def chapter_links(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#cd-chapters a'))"
        ".map(a => [a.getAttribute('href'), a.getAttribute('aria-current'),"
        " !!a.closest('details') && a.closest('details').open, a.offsetParent !== null])")


def guide_chapters():
    """The chapter files, in reading order, from the index page's list."""
    index = pathlib.Path(SITE, "index.html").read_text(encoding="utf-8")
    listed = index.split('<ol class="chapter-list">', 1)[1].split("</ol>", 1)[0]
    return re.findall(r'<a href="([^"]+)"', listed)


def test_every_page_lists_every_chapter_and_marks_its_own(driver, served):
    chapters = guide_chapters()
    assert len(chapters) == 14
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
    assert len(links) == 14 and all(is_open and shown for _, mark, is_open, shown in links if mark is None)


def test_without_scripts_the_sidebar_links_to_the_list_of_chapters(driver):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(pathlib.Path(SITE, "flow-layout.html").as_uri())
        links = driver.find_elements(By.CSS_SELECTOR, "#cd-chapters a")
        assert [a.get_attribute("href").rsplit("/", 1)[-1] for a in links] == ["index.html#chapters"]
        assert links[0].is_displayed()
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

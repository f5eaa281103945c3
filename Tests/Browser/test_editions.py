"""A guide in two editions (fixtures/editions) in a real browser: the
switcher leads to the same page in the other language and the choice is
remembered, each edition's search finds the waterfall chapter for 瀑布流,
a translated page shows its stale and missing notes, and the Chinese pages
load without errors and fit a phone."""
import pathlib
import time
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import OVERFLOWING


def address(site, page):
    return pathlib.Path(site, page).as_uri()


def forget_the_choice(driver):
    driver.execute_script("localStorage.removeItem('coldocs-edition'); sessionStorage.clear();")


def test_the_switcher_leads_to_the_same_page_in_the_other_edition(driver, editions_site):
    driver.get(address(editions_site, "waterfall.html"))
    forget_the_choice(driver)
    driver.find_element(By.CSS_SELECTOR, ".editions a[hreflang='zh-Hans']").click()
    assert driver.current_url.endswith("/zh-Hans/waterfall.html")
    assert driver.find_element(By.TAG_NAME, "h1").text == "瀑布流布局"
    current = driver.find_element(By.CSS_SELECTOR, ".editions [aria-current]")
    assert current.text == "简体中文"
    driver.find_element(By.CSS_SELECTOR, ".editions a[hreflang='en']").click()
    assert driver.current_url.endswith("/waterfall.html") and "/zh-Hans/" not in driver.current_url
    forget_the_choice(driver)


def test_the_chosen_edition_is_remembered_on_a_later_visit(driver, editions_site):
    driver.get(address(editions_site, "flow-layout.html"))
    forget_the_choice(driver)
    driver.find_element(By.CSS_SELECTOR, ".editions a[hreflang='zh-Hans']").click()
    assert driver.current_url.endswith("/zh-Hans/flow-layout.html")
    # Within the visit, an English page opened on purpose stays English.
    driver.get(address(editions_site, "index.html"))
    assert "/zh-Hans/" not in driver.current_url
    # A later visit (a new session) opens the chosen edition.
    driver.execute_script("sessionStorage.clear();")
    driver.get(address(editions_site, "index.html"))
    assert driver.current_url.endswith("/zh-Hans/index.html")
    forget_the_choice(driver)


@pytest.mark.parametrize("page, title", [
    ("index.html", "A waterfall layout"),
    ("zh-Hans/index.html", "瀑布流布局"),
])
def test_each_editions_search_finds_the_waterfall_chapter(driver, editions_site, page, title):
    driver.get(address(editions_site, page))
    forget_the_choice(driver)
    field = driver.find_element(By.ID, "cd-search")
    field.send_keys("瀑布流")
    deadline = time.time() + 5
    titles = []
    while time.time() < deadline and not titles:
        titles = [hit.text for hit in driver.find_elements(By.CSS_SELECTOR, "#cd-results .cd-hit-title")]
        time.sleep(0.05)
    assert titles and titles[0].startswith(title), titles


def test_stale_and_missing_blocks_are_marked_with_links_to_the_original(driver, editions_site):
    driver.get(address(editions_site, "zh-Hans/waterfall.html"))
    notes = driver.find_elements(By.CSS_SELECTOR, ".cd-translation-note a")
    kinds = [note.find_element(By.XPATH, "..").get_attribute("class") for note in notes]
    assert kinds == ["cd-translation-note cd-missing", "cd-translation-note cd-stale"]
    target = urllib.parse.unquote(notes[1].get_attribute("href"))
    assert target.endswith("/waterfall.html#columns") and "/zh-Hans/" not in target
    # The missing paragraph is shown in the original's words.
    paragraphs = [p.text for p in driver.find_elements(By.CSS_SELECTOR, "article > p")]
    assert "Each column is as wide as the others, whatever the items hold." in paragraphs


def test_both_editions_show_the_same_computed_figure(driver, editions_site):
    figures = []
    for page in ("flow-layout.html", "zh-Hans/flow-layout.html"):
        driver.get(address(editions_site, page))
        figures.append(driver.execute_script(
            "var s = document.querySelector('figure svg'); return s && s.querySelectorAll('rect').length;"))
    assert figures[0] and figures[0] == figures[1]


@pytest.mark.parametrize("page", ["zh-Hans/index.html", "zh-Hans/flow-layout.html",
                                  "zh-Hans/waterfall.html", "zh-Hans/print.html",
                                  "zh-Hans/404.html"])
def test_the_chinese_pages_load_cleanly_and_fit_a_phone(driver, editions_site, page):
    driver.get_log("browser")
    driver.set_window_size(375, 800)
    try:
        driver.get(address(editions_site, page))
        forget_the_choice(driver)
        time.sleep(0.2)
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert not errors, errors
        width = driver.execute_script(
            OVERFLOWING + "return {page: document.documentElement.scrollWidth, limit: limit, found: found};")
        assert width["page"] <= width["limit"] and not width["found"], width
    finally:
        driver.set_window_size(1200, 900)


@pytest.mark.parametrize("query, page", [
    ("瀑布流", "waterfall.html"),
    ("补充视图", "anatomy.html"),
    ("compositional layout", "compositional-layout.html"),
])
@pytest.mark.parametrize("edition", ["", "zh-Hans/"])
def test_the_guides_search_finds_chapters_in_either_edition(driver, edition, query, page):
    """The committed guide, in English and in Chinese: a Chinese query finds
    the English chapter through the glossary, and an English one the
    Chinese chapter through the identifiers and code the pages keep."""
    from conftest import SITE
    driver.get(address(SITE, edition + "index.html"))
    forget_the_choice(driver)
    field = driver.find_element(By.ID, "cd-search")
    field.send_keys(query)
    deadline = time.time() + 5
    hits = []
    while time.time() < deadline and not hits:
        hits = [urllib.parse.unquote(a.get_attribute("href"))
                for a in driver.find_elements(By.CSS_SELECTOR, "#cd-results a")]
        time.sleep(0.05)
    assert any(hit.split("#")[0].endswith("/" + edition + page) for hit in hits[:5]), hits[:5]

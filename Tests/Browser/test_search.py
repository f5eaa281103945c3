"""Search in a real browser, from file:// and from `coldocs serve`: English
words by prefix, one- and two-character Chinese queries, snippets with the
match marked, keyboard navigation, and shards loaded only on demand."""
import time
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def search(driver, address, query):
    driver.get(address)
    field = driver.find_element(By.ID, "cd-search")
    field.clear()
    field.send_keys(query)
    deadline = time.time() + 5
    while time.time() < deadline:
        hits = driver.find_elements(By.CSS_SELECTOR, "#cd-results a")
        if hits:
            return field, hits
        time.sleep(0.05)
    return field, []


@pytest.mark.parametrize("where", ["file", "http"])
@pytest.mark.parametrize("query, page, heading, marked", [
    ("carou", "flow.html#insets", "Flow basics › Insets", "carou"),
    ("布局", "zh.html", "中文指南", "布局"),
    ("滚", "zh.html#滚动", "中文指南 › 滚动", "滚"),
])
def test_a_query_finds_its_section_with_a_marked_snippet(driver, search_site, where, query, page,
                                                         heading, marked):
    _, hits = search(driver, search_site[where] + "flow.html", query)
    assert hits, f"no results for {query!r}"
    first = hits[0]
    assert urllib.parse.unquote(first.get_attribute("href")).endswith(page)
    assert first.find_element(By.CSS_SELECTOR, ".cd-hit-title").text == heading
    marks = [m.text.lower() for m in first.find_elements(By.CSS_SELECTOR, "mark")]
    assert marked in marks


def test_only_the_manifest_loads_before_the_first_query(driver, search_site):
    driver.get(search_site["http"] + "flow.html")
    loaded = driver.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; })")
    assert any(name.endswith("search-index.js") for name in loaded)
    assert not any("/search/" in name for name in loaded), loaded
    size = driver.execute_script(
        "return performance.getEntriesByType('resource').filter(function (e) {"
        " return e.name.endsWith('search-index.js'); })[0].transferSize")
    assert size < 100_000


def test_arrow_keys_walk_the_results_and_enter_opens_one(driver, search_site):
    field, hits = search(driver, search_site["file"] + "zh.html", "items")
    assert hits
    field.send_keys(Keys.ARROW_DOWN)
    focused = driver.switch_to.active_element
    assert focused.get_attribute("href") == hits[0].get_attribute("href")
    focused.send_keys(Keys.ARROW_UP)
    assert driver.switch_to.active_element.get_attribute("id") == "cd-search"
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    deadline = time.time() + 5
    while time.time() < deadline and "flow.html" not in driver.current_url:
        time.sleep(0.05)
    assert "flow.html" in driver.current_url


def test_a_query_without_hits_says_so(driver, search_site):
    driver.get(search_site["file"] + "flow.html")
    field = driver.find_element(By.ID, "cd-search")
    field.send_keys("zzzqqq")
    time.sleep(0.5)
    assert driver.find_element(By.CSS_SELECTOR, "#cd-results").text == "No results"

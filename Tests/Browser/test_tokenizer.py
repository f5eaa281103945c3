"""Search's tokenizer as the page runs it: coldocs.js against the cases the
build's tokenizer is held to (Tests/ColDocsKitTests/Fixtures/search-vectors.json,
SearchTokensTests), through the page's own functions (window.coldocsTokenize,
window.coldocsQuery) and the glossary the build wrote into search-index.js.
Then, in a small guide with an English and a Chinese chapter: a Chinese query
finds the English chapter and the other way round, a match is marked whole,
and a line break between Chinese characters is no space on the page or in
the search's snippets."""
import json
import os
import shutil
import time
import urllib.parse

import pytest
from selenium.webdriver.common.by import By

from conftest import ROOT, build_fixture_guide

VECTORS = os.path.join(ROOT, "Tests", "ColDocsKitTests", "Fixtures", "search-vectors.json")

CHAPTERS = {
    "01-waterfall.md": "---\ntitle: Waterfall layouts\n---\n"
                       "A waterfall layout places each item in the shortest column.\n\n"
                       "## Compositional\n\n"
                       "`UICollectionViewCompositionalLayout` builds the same columns from groups.\n",
    "02-pubuliu.md": "---\ntitle: 瀑布流\n---\n"
                     "瀑布流把每个单元格放进最短的一列。自定义布局类就是\n一个应用的骨架。\n\n"
                     "## 补充视图\n\n"
                     "每个分区的头部\n视图悬停在顶部。\n",
}


@pytest.fixture(scope="module")
def tokenizer_site():
    """The two chapters above, built in a folder of their own (their
    project's root): no examples, so no engine is compiled. Returns the
    site's address from file://."""
    def fill(content):
        os.makedirs(content)
        with open(os.path.join(content, "coldocs.yml"), "w", encoding="utf-8") as f:
            f.write("title: Tokenizer test\nchapters:\n" + "".join(f"  - {n}\n" for n in CHAPTERS))
        for name, text in CHAPTERS.items():
            with open(os.path.join(content, name), "w", encoding="utf-8") as f:
                f.write(text)

    work, site = build_fixture_guide("coldocs-tokenizer-", fill)
    yield "file://" + site + "/"
    shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="module")
def vectors():
    with open(VECTORS, encoding="utf-8") as f:
        return json.load(f)


def test_the_pages_tokenizer_gives_the_tokens_of_the_shared_vectors(driver, tokenizer_site,
                                                                    vectors):
    driver.get(tokenizer_site + "waterfall.html")
    for case in vectors["tokens"]:
        got = json.loads(driver.execute_script(
            "return JSON.stringify(window.coldocsTokenize(arguments[0]))", case["text"]))
        assert got == case["tokens"], case["text"]


def test_the_pages_query_gives_the_groups_of_the_shared_vectors(driver, tokenizer_site, vectors):
    driver.get(tokenizer_site + "waterfall.html")
    assert driver.execute_script("return window.COLDOCS_SEARCH.g.length") >= 20
    for case in vectors["queries"]:
        got = json.loads(driver.execute_script(
            "return JSON.stringify(window.coldocsQuery(arguments[0]))", case["query"]))
        assert got == case["groups"], case["query"]


def search(driver, address, query):
    """The results of one query, typed at once: one input event, so no
    results of a shorter query typed on the way can be read instead."""
    driver.get(address)
    driver.execute_script(
        "var field = document.getElementById('cd-search'); field.value = arguments[0];"
        " field.dispatchEvent(new Event('input'));", query)
    deadline = time.time() + 5
    while time.time() < deadline:
        hits = driver.find_elements(By.CSS_SELECTOR, "#cd-results a")
        if hits:
            return hits
        time.sleep(0.05)
    return []


def hit_pages(hits):
    return [urllib.parse.unquote(hit.get_attribute("href")).rsplit("/", 1)[-1] for hit in hits]


def marks(hit):
    return [mark.text for mark in hit.find_elements(By.CSS_SELECTOR, "mark")]


def test_a_chinese_query_is_marked_whole_and_finds_the_english_chapter(driver, tokenizer_site):
    hits = search(driver, tokenizer_site + "waterfall.html", "瀑布流")
    pages = hit_pages(hits)
    assert pages[0] == "pubuliu.html", pages
    assert "瀑布流" in marks(hits[0]), "the whole query is marked, not only 瀑布"
    english = [hit for hit in hits if hit_pages([hit])[0] == "waterfall.html"]
    assert english, f"the glossary's waterfall is not looked for: {pages}"
    assert "waterfall" in [m.lower() for m in marks(english[0])]


def test_an_english_query_finds_the_chinese_chapter(driver, tokenizer_site):
    hits = search(driver, tokenizer_site + "waterfall.html", "supplementary view")
    pages = hit_pages(hits)
    assert "pubuliu.html#补充视图" in pages, pages
    hits = search(driver, tokenizer_site + "pubuliu.html", "sticky header")
    assert "pubuliu.html#补充视图" in hit_pages(hits)


def test_two_words_find_the_identifier_that_holds_both(driver, tokenizer_site):
    hits = search(driver, tokenizer_site + "pubuliu.html", "compositional layout")
    assert hit_pages(hits)[0] == "waterfall.html#compositional"
    hits = search(driver, tokenizer_site + "pubuliu.html", "CompositionalLayout")
    assert hit_pages(hits)[0] == "waterfall.html#compositional"


def test_a_line_break_between_chinese_characters_is_no_space(driver, tokenizer_site):
    driver.get(tokenizer_site + "pubuliu.html")
    text = driver.execute_script(
        "return Array.from(document.querySelectorAll('article p'), function (p) {"
        " return p.textContent; }).join('\\n')")
    assert "类就是一个应用" in text and "头部视图" in text, repr(text)
    hits = search(driver, tokenizer_site + "waterfall.html", "应用")
    snippet = hits[0].find_element(By.CSS_SELECTOR, ".cd-hit-snippet").text
    assert "类就是一个应用" in snippet, repr(snippet)
    hits = search(driver, tokenizer_site + "waterfall.html", "头部视图")
    assert hit_pages(hits)[0] == "pubuliu.html#补充视图", "the pair 部视 spans the line break"

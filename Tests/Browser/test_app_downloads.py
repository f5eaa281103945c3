"""Each chapter's examples as an app: the link under the title of every
chapter with examples, in every edition, and the zip it downloads."""
import io
import os
import urllib.request
import zipfile

from selenium.webdriver.common.by import By

from conftest import SITE


def chapters_with_examples(pages):
    """The chapter pages with an example (the print views hold them all but
    are not chapters)."""
    for page in pages:
        if os.path.basename(page).startswith("print"):
            continue
        with open(os.path.join(SITE, page), encoding="utf-8") as file:
            if 'id="example-' in file.read():
                yield page


def test_every_chapter_with_examples_links_its_app(driver, pages, served):
    chapters = list(chapters_with_examples(pages))
    assert any(page.startswith("zh-Hans/") for page in chapters), "the edition's chapters too"
    missing, broken = [], []
    for page in chapters:
        driver.get(served["base"] + page)
        links = driver.find_elements(By.CSS_SELECTOR, "header.page-header a.app-download")
        if len(links) != 1 or links[0].get_attribute("download") is None:
            missing.append(page)
            continue
        href = links[0].get_attribute("href")
        slug = os.path.basename(page)[: -len(".html")]
        with urllib.request.urlopen(href, timeout=30) as response:
            kind = response.headers.get("Content-Type")
            archive = zipfile.ZipFile(io.BytesIO(response.read()))
        names = set(archive.namelist())
        wanted = {f"{slug}.swiftpm/{name}" for name in
                  ("Package.swift", "App.swift", "Chapter.swift", "Examples.swift",
                   "ExampleScreen.swift", "ExampleViewController.swift", "README.md")}
        if kind != "application/zip" or not wanted <= names or archive.testzip() is not None:
            broken.append((page, kind, sorted(wanted - names)))
    assert not missing, f"no download link: {missing}"
    assert not broken


def test_a_page_without_examples_has_no_app(driver, pages):
    chapters = set(chapters_with_examples(pages))
    others = [page for page in pages if page not in chapters]
    assert others, "the index and the glossary have no examples"
    for page in others:
        with open(os.path.join(SITE, page), encoding="utf-8") as file:
            assert 'class="app-download"' not in file.read(), page


def test_the_readme_speaks_the_pages_language(pages):
    with zipfile.ZipFile(os.path.join(SITE, "zh-Hans", "apps", "anatomy.swiftpm.zip")) as archive:
        readme = archive.read("anatomy.swiftpm/README.md").decode("utf-8")
    assert "示例应用" in readme and "Play" in readme
    with zipfile.ZipFile(os.path.join(SITE, "apps", "anatomy.swiftpm.zip")) as archive:
        assert archive.read("anatomy.swiftpm/README.md").decode("utf-8").startswith(
            "# Anatomy of a collection view: the app")

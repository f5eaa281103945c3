"""The lines only coldocs runs: tinted and badged in the committed guide,
hidden, with nothing else, by "App code only", left out of Copy then, and
the choice kept for the next page."""
import pathlib

from selenium.webdriver.common.by import By

from conftest import SITE

# Each code block's lines as shown: [text, is it coldocs's line, its badge].
LINES = """
return Array.from(document.querySelectorAll('pre > code')).map(function (code) {
  var rows = [], line = [], only = null, badge = '';
  function visit(node, marked) {
    if (node.nodeType === Node.TEXT_NODE) {
      node.textContent.split('\\n').forEach(function (part, index) {
        if (index > 0) { rows.push([line.join(''), only, badge]); line = []; only = null; badge = ''; }
        line.push(part);
        if (part.trim()) { only = only === null ? marked : only || marked; }
      });
      return;
    }
    if (node.classList && node.classList.contains('cd-only-badge')) {
      badge = getComputedStyle(node, '::after').content;
    }
    var inside = marked || (node.classList && node.classList.contains('cd-only'));
    node.childNodes.forEach(function (child) { visit(child, inside); });
  }
  visit(code, false);
  rows.push([line.join(''), only, badge]);
  return rows;
});
"""

# The height of every marked line and of every other line, in the first
# block that has both.
HEIGHTS = """
var code = Array.from(document.querySelectorAll('pre > code')).find(function (c) {
  return c.querySelector('.cd-only');
});
var marked = Array.from(code.querySelectorAll('.cd-only')).map(function (l) {
  return l.getBoundingClientRect().height;
});
return [marked, code.getBoundingClientRect().height];
"""


def page(driver, name):
    driver.get(pathlib.Path(SITE, name).as_uri())
    driver.execute_script("localStorage.removeItem('coldocs-app-only')")
    driver.get(pathlib.Path(SITE, name).as_uri())


def test_coldocs_lines_are_marked_and_app_lines_are_not(driver):
    page(driver, "batch-updates.html")
    blocks = driver.execute_script(LINES)
    rows = [row for block in blocks for row in block if row[0].strip()]
    marked = [text for text, only, _ in rows if only]
    app = [text for text, only, _ in rows if not only]
    assert any(text.lstrip().startswith("expect(") for text in marked)
    assert not any(text.lstrip().startswith("expect(") for text in app)
    assert any("recordTimeline" in text for text in marked)
    assert any("performBatchUpdates" in text for text in app), "the app code inside a recording"
    badges = [badge for _, only, badge in rows if only and badge not in ("", "none")]
    assert any("coldocs only" in badge for badge in badges)


def test_app_code_only_hides_exactly_the_marked_lines_and_is_kept(driver):
    page(driver, "batch-updates.html")
    before = driver.execute_script(LINES)
    _, height_before = driver.execute_script(HEIGHTS)
    toggle = driver.find_element(By.CSS_SELECTOR, "pre > .app-only")
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    marked_heights, height_after = driver.execute_script(HEIGHTS)
    assert all(height == 0 for height in marked_heights)
    assert height_after < height_before
    # What stays shown is exactly the unmarked lines, in their order.
    shown = driver.execute_script(
        "return Array.from(document.querySelectorAll('pre > code')).map(function (c) {"
        " return c.innerText; });")
    for rows, text in zip(before, shown):
        kept = [row[0] for row in rows if not row[1]]
        assert text.rstrip("\n").split("\n") == kept or text.strip() == "\n".join(kept).strip()
    driver.get(pathlib.Path(SITE, "reordering.html").as_uri())
    assert driver.execute_script(
        "return document.documentElement.classList.contains('cd-app-only')")
    driver.execute_script("localStorage.removeItem('coldocs-app-only')")


def test_copy_leaves_the_marked_lines_out_when_they_are_hidden(driver):
    page(driver, "batch-updates.html")
    driver.find_element(By.CSS_SELECTOR, "pre > .app-only").click()
    copied = driver.execute_script(
        "window.cdCopied = null;"
        "Object.defineProperty(navigator, 'clipboard', {configurable: true, value: {"
        " writeText: function (text) { window.cdCopied = text; return Promise.resolve(); }}});"
        "document.execCommand = function () {"
        " window.cdCopied = document.querySelector('textarea').value; return true; };"
        "var code = Array.from(document.querySelectorAll('pre > code')).find(function (c) {"
        " return c.querySelector('.cd-only'); });"
        "code.parentNode.querySelector('.copy').click(); return window.cdCopied;")
    assert copied is not None and "expect(" not in copied and copied.strip()
    driver.execute_script("localStorage.removeItem('coldocs-app-only')")

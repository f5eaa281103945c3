"""The diagrams as a reader sees them, from file://, at a wide window and on
phones: one scale for the panels of a figure, labels never drawn too small
to read, labels that turn, fade and stack with their views, nothing wider
than the screen. What is checked is what Chromium draws: boxes on screen
and the transforms it computes."""
import math
import pathlib
import time

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE
from test_player import chapter_pages

# The smallest label a reader is asked to read, in CSS pixels: coldocs.js
# draws labels at 10 pixels or more, down to 9 to fit their element, and
# hides them below that.
SMALLEST_LABEL = 9


def open_page(driver, page, width):
    driver.set_window_size(width, 900)
    driver.get(pathlib.Path(SITE, page).as_uri())
    time.sleep(0.3)


@pytest.fixture
def window(driver):
    """The driver; its window goes back to the usual size afterwards."""
    yield driver
    driver.set_window_size(1200, 900)


# The width on screen of one element in each panel of a figure.
ELEMENT_WIDTHS = """
var figure = document.getElementById(arguments[0]), name = arguments[1];
return Array.from(figure.querySelectorAll('svg.cd-diagram')).map(function (svg) {
  var group = Array.from(svg.querySelectorAll('g.cd-el')).filter(function (g) {
    return g.getAttribute('data-el') === name; })[0];
  return group.querySelector('rect').getBoundingClientRect().width;
});
"""


@pytest.mark.parametrize("width", [1280, 375, 320])
def test_the_same_size_is_drawn_the_same_in_every_panel_of_a_figure(window, width):
    # Chapter 3 draws 100-point squares in views 320, 375 and 768 points
    # wide: each square must cover as many pixels in one panel as in the
    # others, and no more than 100 (a point is a pixel at most).
    open_page(window, "item-sizes.html", width)
    for figure in ("example-item-sizes-fixed-size-three-widths",):
        widths = window.execute_script(ELEMENT_WIDTHS, figure, "cell 0.0")
        assert len(widths) == 3
        assert max(widths) - min(widths) < 0.5, f"{figure} at {width} px: {widths}"
        assert 20 < widths[0] <= 100.5, f"{figure} at {width} px: {widths}"
    if width == 1280:
        # The page is wide enough for a point a pixel: nothing is shrunk.
        widths = window.execute_script(ELEMENT_WIDTHS, "example-item-sizes-fixed-size-three-widths",
                                       "cell 0.0")
        assert all(abs(w - 100) < 0.5 for w in widths), widths


def test_wide_panels_wrap_rather_than_shrink_the_others(window):
    # Chapter 5's four circles of one size: two rows of two at 1280, all at
    # one scale, the 30-item circle no larger than the others.
    open_page(window, "custom-layouts.html", 1280)
    boxes = window.execute_script(
        "return Array.from(document.querySelectorAll("
        "'#example-custom-layouts-circle-counts svg.cd-diagram')).map(function (svg) {"
        " var r = svg.getBoundingClientRect(); return [r.left, r.top, r.width]; })")
    assert len(boxes) == 4
    assert max(b[2] for b in boxes) - min(b[2] for b in boxes) < 0.5, boxes
    rows = sorted({round(b[1]) for b in boxes})
    assert len(rows) == 2, f"four panels in {len(rows)} rows: {boxes}"


# Every label a reader can see (not hidden, not faded out), with the height
# Chromium draws its letters at: its font size times the length of its
# vertical unit on screen.
LABELS = """
var found = [];
document.querySelectorAll('svg.cd-diagram text.cd-label').forEach(function (label) {
  if (label.classList.contains('cd-unfit') || getComputedStyle(label).visibility === 'hidden') { return; }
  var opacity = 1;
  for (var e = label; e && e.tagName !== 'svg'; e = e.parentNode) {
    opacity *= parseFloat(getComputedStyle(e).opacity);
  }
  if (opacity < 0.01) { return; }
  var m = label.getScreenCTM();
  var height = parseFloat(getComputedStyle(label).fontSize) * Math.sqrt(m.c * m.c + m.d * m.d);
  found.push([label.closest('svg').id, label.textContent, height]);
});
return found;
"""


@pytest.mark.parametrize("width", [375, 1280])
def test_labels_are_never_drawn_too_small_to_read(window, width):
    # Animations rest on their final state, the state the labels are sized
    # for (mid-animation a cell that grows from nothing grows its label too).
    window.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    checked = 0
    try:
        for page in chapter_pages():
            open_page(window, page, width)
            for diagram, text, height in window.execute_script(LABELS):
                assert height >= SMALLEST_LABEL - 0.05, (
                    f"{page} at {width} px: {diagram}'s label {text!r} is {height:.2f} px tall")
                checked += 1
    finally:
        window.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert checked > 500


def test_a_rotated_cells_caption_turns_with_it_and_a_scaled_one_stays_inside(window):
    # Chapter 4's gallery: "rotated 20°" is turned by 20°; "scale 0.6" and
    # "3D turn", when shown, stay within their cells.
    open_page(window, "layout-attributes.html", 1280)
    labels = window.execute_script(
        "var svg = document.getElementById('example-layout-attributes-attribute-gallery-1');"
        "return Array.from(svg.querySelectorAll('text.cd-label')).map(function (label) {"
        " var m = label.getScreenCTM(), cell = label.parentNode.querySelector('rect');"
        " var a = label.getBoundingClientRect(), b = cell.getBoundingClientRect();"
        " return [label.textContent, Math.atan2(m.b, m.a) * 180 / Math.PI,"
        "  label.parentNode === cell.parentNode, label.classList.contains('cd-unfit'),"
        "  [a.left, a.top, a.right, a.bottom], [b.left, b.top, b.right, b.bottom]]; })")
    by_text = {entry[0]: entry for entry in labels}
    _, angle, same_group, _, _, _ = by_text["rotated 20°"]
    assert same_group
    assert abs(angle - 20) < 0.5, f"the caption is turned by {angle:.2f}°"
    assert abs(by_text["plain"][1]) < 0.01
    for text in ("scale 0.6", "3D turn"):
        _, _, _, hidden, label, cell = by_text[text]
        if hidden:
            continue
        assert (label[0] >= cell[0] - 1 and label[2] <= cell[2] + 1), f"{text}: {label} is wider than {cell}"


def test_captions_fade_and_stack_with_their_views(window):
    open_page(window, "layout-attributes.html", 1280)
    # The half-transparent cell's caption is faded with it, once.
    opacity = window.execute_script(
        "var svg = document.getElementById('example-layout-attributes-attribute-gallery-1');"
        "var label = Array.from(svg.querySelectorAll('text.cd-label')).filter(function (t) {"
        " return t.textContent === 'alpha 0.35'; })[0], opacity = 1;"
        "for (var e = label; e.tagName !== 'svg'; e = e.parentNode) {"
        " opacity *= parseFloat(getComputedStyle(e).opacity); }"
        "return opacity;")
    assert abs(opacity - 0.35) < 0.01
    # Chapter 10: a section's card is behind its cells, with all it draws;
    # the grey card writes nothing on itself (its kind is not text on screen).
    open_page(window, "decoration-views.html", 1280)
    cards = window.execute_script(
        "var svg = document.getElementById('example-decoration-views-section-cards-1');"
        "var kale = Array.from(svg.querySelectorAll('text.cd-label')).filter(function (t) {"
        " return t.textContent === 'kale'; })[0];"
        "return Array.from(svg.querySelectorAll('g.cd-decoration')).map(function (card) {"
        " return [!!(card.compareDocumentPosition(kale) & Node.DOCUMENT_POSITION_FOLLOWING),"
        " card.textContent.trim()]; });")
    assert cards, "the figure draws the section cards"
    assert all(before for before, _ in cards), "every card is drawn before (under) the cell kale"
    assert all(text == "" for _, text in cards), f"the cards show no text: {cards}"


def test_what_lies_outside_the_viewport_is_veiled(window):
    # Chapter 6's frozen pair: Lisbon lies left of the viewport, Kyoto in it.
    open_page(window, "line-layout.html", 1280)
    veiled = window.execute_script(
        "var svg = document.getElementById('example-line-layout-zoom-frozen-1');"
        "var veil = svg.querySelector('.cd-outside');"
        "function at(name) { var g = Array.from(svg.querySelectorAll('g.cd-el')).filter(function (e) {"
        "  return e.textContent === name; })[0];"
        " var r = g.querySelector('rect').getBoundingClientRect(), p = svg.createSVGPoint();"
        " p.x = r.left + r.width / 2; p.y = r.top + r.height / 2;"
        " return veil.isPointInFill(p.matrixTransform(veil.getScreenCTM().inverse())); }"
        "return [at('Lisbon'), at('Kyoto')];")
    assert veiled == [True, False], veiled


def test_captions_count_and_group_digits(window):
    open_page(window, "custom-layouts.html", 1280)
    summaries = [s.text for s in window.find_elements(By.CSS_SELECTOR, ".cd-frames summary")]
    assert "Frame of 1 element" in summaries
    assert not any(" 1 elements" in s for s in summaries)
    open_page(window, "infinite-carousel.html", 1280)
    captions = [c.text for c in window.find_elements(By.CSS_SELECTOR, ".cd-caption")]
    assert any("1,255,124 × 300" in c for c in captions), captions
    # The minimap's viewport mark is a box a few pixels wide, not a hairline.
    widths = window.execute_script(
        "return Array.from(document.querySelectorAll('.cd-minimap .cd-here')).map(function (r) {"
        " return r.getBoundingClientRect().width; })")
    assert widths and all(w >= 4 for w in widths), widths


def test_figures_fit_a_320_pixel_wide_screen(window):
    for page in chapter_pages():
        open_page(window, page, 320)
        width = window.execute_script("return document.documentElement.scrollWidth")
        assert width <= 320, f"{page} scrolls sideways at 320 px ({width} px wide)"
        overflowing = window.execute_script(
            "return Array.from(document.querySelectorAll('svg.cd-diagram')).filter(function (svg) {"
            " var panel = svg.closest('.cd-panel').getBoundingClientRect(), r = svg.getBoundingClientRect();"
            " return r.left < panel.left - 0.5 || r.right > panel.right + 0.5; }).map(function (svg) {"
            " return svg.id; })")
        assert not overflowing, f"{page}: {overflowing} wider than their panels"


def test_a_figure_drawn_small_offers_its_actual_size(window):
    open_page(window, "item-sizes.html", 375)
    figure = window.find_element(By.ID, "example-item-sizes-fixed-size-three-widths")
    button = figure.find_element(By.CSS_SELECTOR, ".cd-zoom")
    assert button.is_displayed()
    window.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    widths = window.execute_script(ELEMENT_WIDTHS, figure.get_attribute("id"), "cell 0.0")
    assert all(abs(w - 100) < 0.5 for w in widths), widths
    assert window.execute_script("return document.documentElement.scrollWidth") <= 375
    button.click()
    widths = window.execute_script(ELEMENT_WIDTHS, figure.get_attribute("id"), "cell 0.0")
    assert all(w < 60 for w in widths), widths
    assert math.isclose(max(widths), min(widths), abs_tol=0.5)


# Seeks every player of a figure to a share (0 to 1000) of its recording.
SEEK = """
arguments[0].querySelectorAll('.cd-scrub').forEach(function (scrub) {
  scrub.value = arguments[1]; scrub.dispatchEvent(new Event('input')); });
"""

# By label text in one diagram: drawn height in pixels (font size times the
# vertical unit on screen), hidden or not.
LABEL_HEIGHTS = """
var svg = document.getElementById(arguments[0]), found = {};
svg.querySelectorAll('text.cd-label').forEach(function (label) {
  var m = label.getScreenCTM();
  found[label.textContent] = [parseFloat(getComputedStyle(label).fontSize) * Math.sqrt(m.c * m.c + m.d * m.d),
    label.classList.contains('cd-unfit')];
});
return found;
"""


def seek(driver, figure, share):
    element = driver.find_element(By.ID, figure)
    driver.execute_script(SEEK.replace("arguments[1]", str(share)), element)
    time.sleep(0.1)


@pytest.mark.parametrize("width", [375, 1280])
def test_a_deleted_items_label_starts_at_its_neighbours_size_and_shrinks_with_it(window, width):
    # Chapter 5: C shrinks to a fifth of its size and fades. At the first
    # frame it is a bead like the others, and so is its letter; halfway
    # through (0.25 s of the 0.5 s recording) its letter is as shrunk as the
    # bead.
    open_page(window, "custom-layouts.html", width)
    figure, diagram = "example-custom-layouts-tap-to-remove", "example-custom-layouts-tap-to-remove-1"
    seek(window, figure, 0)
    labels = window.execute_script(LABEL_HEIGHTS, diagram)
    c, b = labels["C"], labels["B"]
    assert not c[1] and not b[1], labels
    assert abs(c[0] - b[0]) < 0.3, f"at {width} px, C is {c[0]:.2f} px tall, B {b[0]:.2f}"
    seek(window, figure, 500)
    scale = window.execute_script(
        "var g = document.querySelector('#' + arguments[0] + ' g[data-el=\"cell 0.2\"]');"
        "var m = new DOMMatrix(getComputedStyle(g).transform);"
        "return Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));", diagram)
    labels = window.execute_script(LABEL_HEIGHTS, diagram)
    assert 0.2 < scale < 0.9, scale
    assert abs(labels["C"][0] - labels["B"][0] * scale) < 0.3, (labels, scale)
    # Chapter 11: "cat" is deleted and shrinks away; at the first frame it
    # has its label, as tall as its neighbour's.
    open_page(window, "batch-updates.html", width)
    seek(window, "example-batch-updates-grow-from-centre", 0)
    labels = window.execute_script(LABEL_HEIGHTS, "example-batch-updates-grow-from-centre-1")
    assert not labels["cat"][1], labels
    assert abs(labels["cat"][0] - labels["dog"][0]) < 0.3, labels


def test_the_minimap_shows_the_cards_on_screen_when_a_fling_starts(window):
    # Chapter 6's hard fling starts on Lisbon and ends on Accra, whose
    # neighbours are the only cells of the last frame: at the first frame the
    # viewport's mark in the minimap still lies over Lisbon's card.
    open_page(window, "line-layout.html", 1280)
    figure = "example-line-layout-carousel-hard-fling"
    seek(window, figure, 0)
    under = window.execute_script(
        "var map = document.querySelector('#' + arguments[0] + ' .cd-minimap');"
        "var here = map.querySelector('.cd-here').getBoundingClientRect();"
        "return Array.from(map.querySelectorAll('.cd-minimap-item')).filter(function (item) {"
        " var r = item.getBoundingClientRect(); return r.right > here.left + 1 && r.left < here.right - 1; }).length;",
        figure + "-1")
    assert under >= 1, "the minimap is empty under the viewport's mark at the first frame"


# Every label hidden as too small whose element is seen, with the badge its
# group holds (number, drawn height), and the legend under its drawing.
HIDDEN = """
var found = [];
document.querySelectorAll('svg.cd-diagram').forEach(function (svg) {
  var legend = svg.nextElementSibling && svg.nextElementSibling.classList.contains('cd-legend')
    && !svg.nextElementSibling.hidden ? Array.from(svg.nextElementSibling.children).map(function (li) {
      return li.textContent; }) : [];
  svg.querySelectorAll('text.cd-label.cd-unfit').forEach(function (label) {
    var group = label.parentNode;
    if (group.getAttribute('opacity') === '0' && !group.classList.contains('cd-anim')) { return; }
    var badge = group.querySelector('.cd-badge text'), height = 0;
    if (badge) { var m = badge.getScreenCTM();
      height = parseFloat(getComputedStyle(badge).fontSize) * Math.sqrt(m.c * m.c + m.d * m.d); }
    found.push([svg.id, label.textContent, badge ? badge.textContent : null, height, legend]);
  });
});
return found;
"""


@pytest.mark.parametrize("width", [320, 375])
def test_a_hidden_label_leaves_a_numbered_badge_that_a_legend_explains(window, width):
    # Chapter 4's "scale 0.6" does not fit its cell on a phone: the cell
    # shows a number and the legend under the drawing says what it is.
    checked = set()
    for page in chapter_pages():
        open_page(window, page, width)
        for diagram, text, number, height, legend in window.execute_script(HIDDEN):
            assert number, f"{page} at {width} px: {diagram}'s hidden label {text!r} has no badge"
            assert height >= SMALLEST_LABEL - 0.05, f"{diagram}: badge {number} is {height:.2f} px tall"
            assert f"{number} {text}" in legend, f"{diagram}: {number} {text!r} not in {legend}"
            checked.add((diagram, text))
    assert ("example-layout-attributes-attribute-gallery-1", "scale 0.6") in checked, checked


# The computed fill of the first rectangle whose inline style paints it with
# UIKit's light systemGray5, (229, 229, 234).
GRAY5_FILL = """
var rect = Array.from(document.querySelectorAll('svg.cd-diagram rect')).filter(function (r) {
  return (r.getAttribute('style') || '').indexOf('fill:#e5e5ea') >= 0; })[0];
return rect ? getComputedStyle(rect).fill : null;
"""


@pytest.mark.parametrize("how", ["toggle", "system"])
def test_a_system_gray5_cell_is_drawn_dark_in_the_dark_theme(driver, how):
    # Chapter 10's section cards are .systemGray5: (44, 44, 46) in the dark,
    # as on a phone in dark mode.
    page = pathlib.Path(SITE, "decoration-views.html").as_uri()
    driver.get(page)
    driver.execute_script("localStorage.removeItem('coldocs-theme')")
    try:
        driver.get(page)
        assert driver.execute_script(GRAY5_FILL) == "rgb(229, 229, 234)"
        if how == "toggle":
            driver.execute_script("document.documentElement.setAttribute('data-theme', 'dark')")
        else:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        assert driver.execute_script(GRAY5_FILL) == "rgb(44, 44, 46)"
        driver.execute_script("document.documentElement.setAttribute('data-theme', 'light')")
        assert driver.execute_script(GRAY5_FILL) == "rgb(229, 229, 234)", "a light choice wins"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        driver.execute_script("document.documentElement.removeAttribute('data-theme')")


# For each example's printed output: whether its summary lies inside the
# bordered box that holds it, that of its panel, or its own when the figure
# has several panels.
PRINTED = """
return Array.from(document.querySelectorAll('.cd-output > summary')).map(function (summary) {
  var box = summary.closest('.cd-panel') || summary.closest('.cd-output');
  var outer = box.getBoundingClientRect(), inner = summary.getBoundingClientRect();
  var bordered = parseFloat(getComputedStyle(box).borderTopWidth) >= 1;
  var inside = inner.left >= outer.left && inner.right <= outer.right &&
               inner.top >= outer.top && inner.bottom <= outer.bottom;
  var several = box.classList.contains('cd-output') && !!box.closest('figure').querySelector('.cd-panels');
  return [summary.closest('figure').id, bordered && inside, box.classList.contains('cd-panel') || several];
});
"""


@pytest.mark.parametrize("width", [1280, 375])
def test_printed_output_sits_inside_its_figures_box(window, width):
    found = []
    for page in ("diffable-data-sources.html", "layout-attributes.html"):
        open_page(window, page, width)
        found += window.execute_script(PRINTED)
    assert len(found) >= 3
    for figure, inside, right_box in found:
        assert inside and right_box, f"{figure} at {width} px"


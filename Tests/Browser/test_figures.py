"""The diagrams as a reader sees them, from file://, at a wide window and on
phones: one scale for the panels of a figure, a cell's own text drawn where
and as large as a phone draws it, turning, fading and stacking with its
view, annotations on cells that show no text never drawn too small to read,
nothing wider than the screen. What is checked is what Chromium draws:
boxes on screen and the transforms it computes.

The committed guide lays out a label in every cell, so its diagrams draw the
cells' own text (`text.cd-text`) and no annotation (`text.cd-label`, the
index path or kind coldocs writes on an element whose views show no text);
annotations are tested on the small guide of plain cells in
fixtures/annotations (the `annotations_site` fixture)."""
import math
import pathlib
import re
import time
from html.parser import HTMLParser

import pytest
from selenium.webdriver.common.by import By

from conftest import SITE
from test_player import chapter_pages

# The smallest annotation a reader is asked to read, in CSS pixels:
# coldocs.js draws annotations at 10 pixels or more, down to 9 to fit their
# element, and hides them below that. A cell's own text has no such minimum:
# it is a picture of the phone, at the phone's size.
SMALLEST_LABEL = 9


def open_page(driver, page, width, site=SITE):
    """Opens a page of a built site (the committed one unless told) from
    file:// in a window `width` pixels wide."""
    driver.set_window_size(width, 900)
    driver.get(pathlib.Path(site, page).as_uri())
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


# The cells' own text in a page's HTML: by (diagram, element, line), where
# line counts the element's lines from 0, the text, its label's font size in
# points and the width the engine measured for it (textLength). Read from the
# file rather than the page, so that nothing a script does in the browser
# changes what the drawing is compared with.
class DeviceText(HTMLParser):
    def __init__(self):
        super().__init__()
        self.lines, self.diagram, self.element, self.open = {}, None, None, None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if tag == "svg" and "cd-diagram" in classes:
            self.diagram = attributes.get("id")
        elif tag == "g" and "cd-el" in classes:
            self.element = attributes.get("data-el")
        elif tag == "text" and "cd-text" in classes:
            font = re.search(r"font-size:\s*([0-9.]+)px", attributes.get("style") or "")
            length = attributes.get("textlength")  # the parser lowercases names
            self.open = [float(font.group(1)) if font else None,
                         float(length) if length else None, ""]

    def handle_data(self, data):
        if self.open is not None:
            self.open[2] += data

    def handle_endtag(self, tag):
        if tag == "text" and self.open is not None:
            font, length, text = self.open
            line = sum(1 for key in self.lines if key[:2] == (self.diagram, self.element))
            self.lines[(self.diagram, self.element, line)] = (text, font, length)
            self.open = None


def device_text(page):
    parser = DeviceText()
    parser.feed(pathlib.Path(SITE, page).read_text(encoding="utf-8"))
    return parser.lines


# Every line of a cell's own text in the still drawings of a page (an
# animated element is wherever its animation has it): its place as
# DeviceText counts it, its text, the drawing's scale (pixels per point),
# whether its element is drawn upright at its size (its group only moved),
# the height of its em on screen (its font size times the length of its
# vertical unit on screen), the height of the box Chromium paints its glyphs
# in, and the distance on screen from its first letter's start to its last
# letter's end, with and without the width the engine measured.
DEVICE_LINES = """
var found = [];
function across(svg, text) {
  var n = text.getNumberOfChars();
  if (!n) { return 0; }
  var m = text.getScreenCTM(), a = svg.createSVGPoint(), b = svg.createSVGPoint();
  var start = text.getStartPositionOfChar(0), end = text.getEndPositionOfChar(n - 1);
  a.x = start.x; a.y = start.y; b.x = end.x; b.y = end.y;
  a = a.matrixTransform(m); b = b.matrixTransform(m);
  return Math.sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
}
document.querySelectorAll('svg.cd-diagram').forEach(function (svg) {
  var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width, lines = {};
  svg.querySelectorAll('text.cd-text').forEach(function (text) {
    var group = text.closest('g.cd-el'), name = group.getAttribute('data-el');
    var line = lines[name] = name in lines ? lines[name] + 1 : 0;
    if (group.classList.contains('cd-anim')) { return; }
    var list = group.transform.baseVal, own = list.numberOfItems ? list.consolidate().matrix : null;
    var upright = !own || (Math.abs(own.a - 1) < 1e-9 && Math.abs(own.d - 1) < 1e-9 &&
                           Math.abs(own.b) < 1e-9 && Math.abs(own.c) < 1e-9);
    var m = text.getScreenCTM();
    var bare = text.cloneNode(true);
    bare.removeAttribute('textLength');
    bare.removeAttribute('lengthAdjust');
    text.parentNode.appendChild(bare);
    var natural = across(svg, bare);
    bare.parentNode.removeChild(bare);
    found.push([svg.id, name, line, text.textContent, scale, upright,
      parseFloat(getComputedStyle(text).fontSize) * Math.sqrt(m.c * m.c + m.d * m.d),
      text.getBoundingClientRect().height, across(svg, text), natural]);
  });
});
return found;
"""

# Pages whose still drawings hold text at several sizes: 14-point captions
# (chapter 4), 15- and 17-point names and headers (chapter 10), and beads
# with letters from 29 points down to 8 (chapter 5).
DEVICE_PAGES = ("layout-attributes.html", "decoration-views.html", "custom-layouts.html")


@pytest.mark.parametrize("width", [375, 1280])
def test_a_cells_text_is_drawn_at_its_labels_font_size_times_the_drawings_scale(window, width):
    # A cell's text is a picture of the phone: a 17-point label in a drawing
    # at s pixels a point is 17·s pixels tall, whatever s is, with no
    # minimum as annotations have and no maximum. So chapter 5's thirty
    # beads, whose letters are 8 points, show them under the 9 pixels no
    # annotation goes below.
    checked, smallest = 0, math.inf
    for page in DEVICE_PAGES:
        open_page(window, page, width)
        written = device_text(page)
        for diagram, element, line, text, scale, upright, em, box, _, _ in (
                window.execute_script(DEVICE_LINES)):
            assert (diagram, element, line) in written, f"{page}: {diagram} {element} line {line}"
            written_text, font, _ = written[(diagram, element, line)]
            assert text == written_text
            if not upright:
                continue
            where = f"{page} at {width} px: {diagram} {element}'s {text!r} ({font:g} pt at {scale:.3f})"
            assert abs(em - font * scale) < 0.05, f"{where} is {em:.2f} px tall"
            # What Chromium paints: a line box a little taller than the font
            # (its ascent and descent), rounded to whole pixels.
            assert font * scale - 0.5 <= box <= font * scale * 1.35 + 1, f"{where}: a {box:.2f} px box"
            smallest = min(smallest, em)
            checked += 1
    assert checked > 100, checked
    assert smallest < SMALLEST_LABEL, f"the smallest text is {smallest:.2f} px tall"


@pytest.mark.parametrize("width", [375, 1280])
def test_a_cells_text_is_stretched_to_the_width_the_engine_measured(window, width):
    # The engine measures each line in the phone's font, and places the
    # text by that width (centred, wrapped); the browser draws it in a font
    # of its own, wider or narrower. Each line is stretched to the measured
    # width: from its first letter to its last it covers textLength · s
    # pixels, within one. The browser's own widths must be off by more than
    # that for many lines, or this would prove nothing.
    checked, off = 0, 0
    for page in DEVICE_PAGES:
        open_page(window, page, width)
        written = device_text(page)
        for diagram, element, line, text, scale, upright, _, _, across, natural in (
                window.execute_script(DEVICE_LINES)):
            _, _, length = written[(diagram, element, line)]
            if not upright or length is None:
                continue
            assert abs(across - length * scale) <= 1, (
                f"{page} at {width} px: {diagram} {element}'s {text!r} is {across:.2f} px wide, "
                f"not {length * scale:.2f}")
            off += abs(natural - length * scale) > 1
            checked += 1
    assert checked > 100, checked
    assert off > checked / 4, f"only {off} of {checked} lines would be off without textLength"


def test_a_rotated_cells_text_turns_with_it_and_a_scaled_ones_stays_inside(window):
    # Chapter 4's gallery: the caption of "rotated 20°" is turned by 20° with
    # its cell, "plain"'s not at all; the captions of "scale 0.6" and "3D
    # turn" are shrunk and squeezed with their cells and stay inside them,
    # as on a phone, where a transform changes how a view is drawn and not
    # how it lays out its label. "size 70×40" wraps onto a second line, both
    # inside the cell. A cell that shows its own text gets no annotation
    # written over it.
    open_page(window, "layout-attributes.html", 1280)
    lines = window.execute_script(
        "var svg = document.getElementById('example-layout-attributes-attribute-gallery-1');"
        "return Array.from(svg.querySelectorAll('text.cd-text')).map(function (text) {"
        " var group = text.closest('g.cd-el'), cell = group.querySelector('rect');"
        " var m = text.getScreenCTM(), a = text.getBoundingClientRect(), b = cell.getBoundingClientRect();"
        " return [text.textContent, Math.atan2(m.b, m.a) * 180 / Math.PI, cell.parentNode === group,"
        "  !!group.querySelector('text.cd-label'),"
        "  [a.left, a.top, a.right, a.bottom], [b.left, b.top, b.right, b.bottom]]; })")
    by_text = {entry[0]: entry for entry in lines}
    assert {"plain", "rotated 20°", "scale 0.6", "3D turn", "size", "70×40"} <= set(by_text), by_text
    assert not any(annotated for _, _, _, annotated, _, _ in lines), "a cell with text is annotated"
    _, angle, same_group, _, _, _ = by_text["rotated 20°"]
    assert same_group
    assert abs(angle - 20) < 0.5, f"the caption is turned by {angle:.2f}°"
    assert abs(by_text["plain"][1]) < 0.01
    for text in ("scale 0.6", "3D turn", "size", "70×40"):
        _, _, _, _, box, cell = by_text[text]
        assert (box[0] >= cell[0] - 1 and box[2] <= cell[2] + 1 and box[1] >= cell[1] - 1
                and box[3] <= cell[3] + 1), f"{text}: {box} is not inside {cell}"
    assert by_text["size"][4][3] <= by_text["70×40"][4][1] + 1, "the second line is under the first"


def test_a_cells_text_fades_and_stacks_with_its_view(window):
    open_page(window, "layout-attributes.html", 1280)
    # The half-transparent cell's caption is faded with it, once.
    opacity = window.execute_script(
        "var svg = document.getElementById('example-layout-attributes-attribute-gallery-1');"
        "var text = Array.from(svg.querySelectorAll('text.cd-text')).filter(function (t) {"
        " return t.textContent === 'alpha 0.35'; })[0], opacity = 1;"
        "for (var e = text; e.tagName !== 'svg'; e = e.parentNode) {"
        " opacity *= parseFloat(getComputedStyle(e).opacity); }"
        "return opacity;")
    assert abs(opacity - 0.35) < 0.01
    # Chapter 10: a section's card is behind its cells, with all it draws;
    # the grey card writes nothing on itself (its kind is not text on screen).
    open_page(window, "decoration-views.html", 1280)
    cards = window.execute_script(
        "var svg = document.getElementById('example-decoration-views-section-cards-1');"
        "var kale = Array.from(svg.querySelectorAll('text.cd-text')).filter(function (t) {"
        " return t.textContent === 'kale'; })[0];"
        "return Array.from(svg.querySelectorAll('g.cd-decoration')).map(function (card) {"
        " return [!!(card.compareDocumentPosition(kale) & Node.DOCUMENT_POSITION_FOLLOWING),"
        " card.textContent.trim()]; });")
    assert cards, "the figure draws the section cards"
    assert all(before for before, _ in cards), "every card is drawn before (under) the cell kale"
    assert all(text == "" for _, text in cards), f"the cards show no text: {cards}"


# Every annotation a reader can see (not hidden, not faded out), with the
# height Chromium draws its letters at: its font size times the length of
# its vertical unit on screen.
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
def test_annotations_are_never_drawn_too_small_to_read(window, annotations_site, width):
    # The fixture guide's plain cells carry their index paths: a grid of 120
    # of them, a row too small for any, turned and shrunk ones, a deleted
    # one. Animations rest on their final state, the state the annotations
    # are sized for (mid-animation a cell that grows from nothing grows its
    # annotation too).
    window.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    checked = 0
    try:
        for page in chapter_pages(annotations_site):
            open_page(window, page, width, annotations_site)
            for diagram, text, height in window.execute_script(LABELS):
                assert height >= SMALLEST_LABEL - 0.05, (
                    f"{page} at {width} px: {diagram}'s annotation {text!r} is {height:.2f} px tall")
                checked += 1
    finally:
        window.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert checked > 100, checked


def test_a_rotated_cells_annotation_turns_with_it_and_a_scaled_one_stays_inside(
        window, annotations_site):
    # The fixture's turned cells: 0.1 is turned by 20° and its index path
    # with it, 0.0 not at all; 0.2, scaled to 0.6, and 0.4, turned away to
    # half its width, keep theirs readable and inside them; 0.3, at an alpha
    # of 0.35, has its index path faded with it, once.
    open_page(window, "swatches.html", 1280, annotations_site)
    labels = window.execute_script(
        "var svg = document.getElementById('example-swatches-turned-1');"
        "return Array.from(svg.querySelectorAll('text.cd-label')).map(function (label) {"
        " var group = label.parentNode, cell = group.querySelector('rect'), opacity = 1;"
        " for (var e = label; e.tagName !== 'svg'; e = e.parentNode) {"
        "  opacity *= parseFloat(getComputedStyle(e).opacity); }"
        " var m = label.getScreenCTM(), a = label.getBoundingClientRect(), b = cell.getBoundingClientRect();"
        " return [group.getAttribute('data-el'), label.textContent, Math.atan2(m.b, m.a) * 180 / Math.PI,"
        "  group.classList.contains('cd-el'), label.classList.contains('cd-unfit'),"
        "  parseFloat(getComputedStyle(label).fontSize) * Math.sqrt(m.c * m.c + m.d * m.d), opacity,"
        "  [a.left, a.top, a.right, a.bottom], [b.left, b.top, b.right, b.bottom]]; })")
    by_cell = {entry[0]: entry for entry in labels}
    assert set(by_cell) == {f"cell 0.{n}" for n in range(5)}, by_cell
    assert all(entry[1] == entry[0][len("cell "):] for entry in labels), "each names its index path"
    _, _, angle, in_group, _, _, _, _, _ = by_cell["cell 0.1"]
    assert in_group
    assert abs(angle - 20) < 0.5, f"the annotation is turned by {angle:.2f}°"
    assert abs(by_cell["cell 0.0"][2]) < 0.01
    for name in ("cell 0.2", "cell 0.4"):
        _, _, _, _, hidden, height, _, label, cell = by_cell[name]
        assert not hidden, f"{name}'s annotation is hidden"
        assert height >= SMALLEST_LABEL - 0.05, f"{name}'s annotation is {height:.2f} px tall"
        assert (label[0] >= cell[0] - 1 and label[2] <= cell[2] + 1 and label[1] >= cell[1] - 1
                and label[3] <= cell[3] + 1), f"{name}: {label} is not inside {cell}"
    assert abs(by_cell["cell 0.3"][6] - 0.35) < 0.01, by_cell["cell 0.3"]


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

# By element of one diagram, its first line of the given kind (text.cd-text,
# a cell's own text, or text.cd-label, an annotation): its drawn height in
# pixels (font size times the vertical unit on screen), its text, and whether
# it is hidden.
HEIGHTS = """
var svg = document.getElementById(arguments[0]), found = {};
svg.querySelectorAll(arguments[1]).forEach(function (text) {
  var name = text.closest('g.cd-el').getAttribute('data-el'), m = text.getScreenCTM();
  if (name in found) { return; }
  found[name] = [parseFloat(getComputedStyle(text).fontSize) * Math.sqrt(m.c * m.c + m.d * m.d),
    text.textContent, text.classList.contains('cd-unfit') || getComputedStyle(text).visibility === 'hidden'];
});
return found;
"""

# How much an element's group scales what it holds at this moment of its
# animation: the square root of its computed transform's determinant.
ELEMENT_SCALE = """
var g = document.querySelector('#' + arguments[0] + ' g[data-el="' + arguments[1] + '"]');
var m = new DOMMatrix(getComputedStyle(g).transform);
return Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
"""


def seek(driver, figure, share):
    element = driver.find_element(By.ID, figure)
    driver.execute_script(SEEK.replace("arguments[1]", str(share)), element)
    time.sleep(0.1)


@pytest.mark.parametrize("width", [375, 1280])
def test_a_deleted_items_text_starts_at_its_neighbours_size_and_shrinks_with_it(window, width):
    # Chapter 5: bead C shrinks to a fifth of its size and fades. At the
    # first frame it is a bead like the others, and its letter is as tall as
    # B's; halfway through (0.25 s of the 0.5 s recording) its letter is as
    # shrunk as the bead, as the letter a phone draws inside the shrinking
    # view is.
    open_page(window, "custom-layouts.html", width)
    figure, diagram = "example-custom-layouts-tap-to-remove", "example-custom-layouts-tap-to-remove-1"
    seek(window, figure, 0)
    texts = window.execute_script(HEIGHTS, diagram, "text.cd-text")
    c, b = texts["cell 0.2"], texts["cell 0.1"]
    assert (c[1], b[1]) == ("C", "B") and not c[2] and not b[2], texts
    assert abs(c[0] - b[0]) < 0.3, f"at {width} px, C is {c[0]:.2f} px tall, B {b[0]:.2f}"
    seek(window, figure, 500)
    scale = window.execute_script(ELEMENT_SCALE, diagram, "cell 0.2")
    texts = window.execute_script(HEIGHTS, diagram, "text.cd-text")
    assert 0.2 < scale < 0.9, scale
    assert abs(texts["cell 0.2"][0] - texts["cell 0.1"][0] * scale) < 0.3, (texts, scale)
    # Chapter 11: "cat" is deleted and shrinks away; at the first frame its
    # word is as tall as its neighbour's.
    open_page(window, "batch-updates.html", width)
    seek(window, "example-batch-updates-grow-from-centre", 0)
    texts = window.execute_script(HEIGHTS, "example-batch-updates-grow-from-centre-1", "text.cd-text")
    cat, dog = texts["cell 0.1"], texts["cell 0.2"]
    assert (cat[1], dog[1]) == ("cat", "dog") and not cat[2], texts
    assert abs(cat[0] - dog[0]) < 0.3, texts


@pytest.mark.parametrize("width", [375, 1280])
def test_a_deleted_items_annotation_starts_at_its_neighbours_size_and_shrinks_with_it(
        window, annotations_site, width):
    # The fixture's row of five plain tiles: 0.2 is deleted, shrinking to a
    # fifth of its size as it fades. Its annotation is sized for its first
    # state, not its last: at the first frame it is as tall as its
    # neighbour's, and halfway through as shrunk as the tile.
    open_page(window, "motion.html", width, annotations_site)
    figure, diagram = "example-motion-delete-one", "example-motion-delete-one-1"
    seek(window, figure, 0)
    labels = window.execute_script(HEIGHTS, diagram, "text.cd-label")
    gone, neighbour = labels["cell 0.2"], labels["cell 0.1"]
    assert (gone[1], neighbour[1]) == ("0.2", "0.1") and not gone[2] and not neighbour[2], labels
    assert abs(gone[0] - neighbour[0]) < 0.3, (
        f"at {width} px, 0.2 is {gone[0]:.2f} px tall, 0.1 {neighbour[0]:.2f}")
    seek(window, figure, 500)
    scale = window.execute_script(ELEMENT_SCALE, diagram, "cell 0.2")
    labels = window.execute_script(HEIGHTS, diagram, "text.cd-label")
    assert 0.2 < scale < 0.9, scale
    assert abs(labels["cell 0.2"][0] - labels["cell 0.1"][0] * scale) < 0.3, (labels, scale)


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


# Every annotation hidden as too small whose element is seen, with the badge
# its group holds (number, drawn height), and the legend under its drawing.
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
def test_a_hidden_annotation_leaves_a_numbered_badge_that_a_legend_explains(
        window, annotations_site, width):
    # The fixture's row of 18-point cells has no room for "0.11" on a
    # phone: each cell shows a number and the legend under the drawing says
    # what it is.
    checked = set()
    for page in chapter_pages(annotations_site):
        open_page(window, page, width, annotations_site)
        for diagram, text, number, height, legend in window.execute_script(HIDDEN):
            assert number, f"{page} at {width} px: {diagram}'s hidden annotation {text!r} has no badge"
            assert height >= SMALLEST_LABEL - 0.05, f"{diagram}: badge {number} is {height:.2f} px tall"
            assert f"{number} {text}" in legend, f"{diagram}: {number} {text!r} not in {legend}"
            checked.add((diagram, text))
    tiny = {text for diagram, text in checked if diagram == "example-swatches-tiny-1"}
    assert tiny == {f"0.{n}" for n in range(12)}, checked


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


"""A guide whose titles are long CamelCase type names (the guide in
fixtures/long-titles): on a phone they wrap inside the window rather than
widen the page and push the Menu button off screen, and on a wide screen
they wrap inside the sidebar rather than make it scroll sideways."""
import pathlib

import pytest
from selenium.webdriver.common.by import By

from conftest import OVERFLOWING

# The pages with the sidebar: the index, both chapters (whose pager links to
# the other's long title) and the page for a missing address.
PAGES = ["index.html", "compositional.html", "boundary.html", "404.html"]

# The page's width and the window's, and what reaches past either side of
# the window, other than what a box that scrolls or clips (and itself fits)
# holds.
MEASURE = OVERFLOWING + """\
return {scrollWidth: document.documentElement.scrollWidth, innerWidth: innerWidth,
        clientWidth: limit, scrollX: scrollX, wide: found.slice(0, 5)};
"""

BOX = """
var r = arguments[0].getBoundingClientRect();
return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height};
"""

# Whether a click at the middle of the element would reach it, nothing
# covering it there.
HIT = """
var e = document.querySelector(arguments[0]), r = e.getBoundingClientRect();
var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
return !!hit && (hit === e || e.contains(hit));
"""


def open_page(driver, site, page, width):
    driver.set_window_size(width, 800)
    driver.get(pathlib.Path(site, page).as_uri())


def box(driver, element):
    """The element's box in the window, or None where the selector finds none."""
    if isinstance(element, str):
        found = driver.find_elements(By.CSS_SELECTOR, element)
        if not found:
            return None
        element = found[0]
    return driver.execute_script(BOX, element)


def assert_fits(driver, page, width, state):
    measured = driver.execute_script(MEASURE)
    where = f"{page} at {width} px with the menu {state}"
    assert measured["innerWidth"] == width, f"{where}: the window is {measured['innerWidth']} px wide"
    assert measured["scrollWidth"] <= measured["innerWidth"], (
        f"{where}: the page is {measured['scrollWidth']} px wide: {measured['wide']}")
    assert not measured["wide"], f"{where}: wider than the window: {measured['wide']}"
    assert measured["scrollX"] == 0, f"{where}: scrolled sideways by {measured['scrollX']} px"
    return measured


def assert_inside(found, limit, what):
    assert found and found["width"] > 0 and found["height"] > 0, f"{what} is not shown: {found}"
    assert found["left"] >= -0.5 and found["right"] <= limit + 0.5, (
        f"{what} spans {found['left']:.0f}..{found['right']:.0f}, the window 0..{limit}")


@pytest.fixture
def window(driver):
    """The driver; its window goes back to the usual size afterwards."""
    yield driver
    driver.set_window_size(1200, 900)


@pytest.mark.parametrize("width", [320, 390])
def test_long_titles_wrap_and_the_menu_button_stays_on_a_phones_screen(window, long_titles_site, width):
    for page in PAGES:
        open_page(window, long_titles_site, page, width)
        limit = assert_fits(window, page, width, "closed")["clientWidth"]
        where = f"{page} at {width} px"
        menu = box(window, ".menu-toggle")
        assert_inside(menu, limit, f"{where}: the Menu button")
        assert menu["top"] >= 0, f"{where}: the Menu button is above the window: {menu}"
        title = box(window, ".site-title")
        assert_inside(title, limit, f"{where}: the site's title")
        assert title["right"] <= menu["left"], f"{where}: the title runs under the Menu button"
        assert_inside(box(window, "main h1"), limit, f"{where}: the page's title")
        for link in window.find_elements(By.CSS_SELECTOR, ".pager a"):
            assert_inside(box(window, link), limit, f"{where}: the pager's link {link.text!r}")
        # The button is where it is seen, and works from there.
        assert window.execute_script(HIT, ".menu-toggle"), f"{where}: the Menu button is covered"
        toggle = window.find_element(By.CSS_SELECTOR, ".menu-toggle")
        toggle.click()
        assert toggle.get_attribute("aria-expanded") == "true", where
        assert_fits(window, page, width, "open")
        assert_inside(box(window, ".menu-toggle"), limit, f"{where}, menu open: the Menu button")
        assert_inside(box(window, "#cd-search"), limit, f"{where}, menu open: the search box")
        assert_inside(box(window, ".theme-toggle"), limit, f"{where}, menu open: the theme toggle")
        for link in window.find_elements(By.CSS_SELECTOR, "#cd-chapters a, #cd-chapters summary"):
            assert link.is_displayed(), f"{where}, menu open: {link.text!r} is hidden"
        toggle.click()
        assert toggle.get_attribute("aria-expanded") == "false", where


@pytest.mark.parametrize("width", [320, 390])
def test_the_print_view_of_long_titles_fits_a_phone(window, long_titles_site, width):
    open_page(window, long_titles_site, "print.html", width)
    limit = assert_fits(window, "print.html", width, "absent")["clientWidth"]
    for element in window.find_elements(By.CSS_SELECTOR, "main h1, main .toc a"):
        assert_inside(box(window, element), limit, f"print.html at {width} px: {element.text!r}")


def test_long_titles_wrap_inside_the_sidebar_of_a_wide_screen(window, long_titles_site):
    for page in PAGES + ["print.html"]:
        open_page(window, long_titles_site, page, 1280)
        assert_fits(window, page, 1280, "beside the page")
        if page == "print.html":
            continue
        # The sidebar scrolls up and down only: its titles wrap inside it.
        sidebar = window.find_element(By.CSS_SELECTOR, ".sidebar")
        scroll_width, client_width = window.execute_script(
            "return [arguments[0].scrollWidth, arguments[0].clientWidth]", sidebar)
        assert scroll_width <= client_width, f"{page}: the sidebar is {scroll_width} px wide inside {client_width}"
        edge = box(window, ".sidebar")["right"]
        assert_inside(box(window, ".site-title"), edge, f"{page} at 1280 px: the site's title")
        main = box(window, "main")
        title = box(window, "main h1")
        assert main["left"] <= title["left"] and title["right"] <= main["right"], (page, title, main)

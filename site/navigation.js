// The chapter list of every page's sidebar, written by coldocs build.
(function (items) {
  var list = document.getElementById("cd-chapters");
  if (!list) return;
  list.innerHTML = items;
  var here = decodeURIComponent(location.pathname.split("/").pop()) || "index.html";
  var links = list.getElementsByTagName("a");
  var current = null;
  for (var i = 0; i < links.length && !current; i++) {
    if (links[i].getAttribute("href") === here) current = links[i];
  }
  var parts = list.getElementsByTagName("details");
  if (current) {
    current.setAttribute("aria-current", "page");
    for (var node = current.parentNode; node !== list; node = node.parentNode) {
      if (node.tagName === "DETAILS") node.open = true;
    }
  } else if (links.length <= 200) {
    for (var j = 0; j < parts.length; j++) parts[j].open = true;
  }
})("\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003eFoundations\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"1\"\u003e\u003ca href=\"anatomy.html\"\u003eAnatomy of a collection view\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"2\"\u003e\u003ca href=\"flow-layout.html\"\u003eFlow layout\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"3\"\u003e\u003ca href=\"item-sizes.html\"\u003eSizes per item and per section\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"4\"\u003e\u003ca href=\"layout-attributes.html\"\u003eLayout attributes\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003eLayouts of your own\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"5\"\u003e\u003ca href=\"custom-layouts.html\"\u003eA custom layout from scratch\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"6\"\u003e\u003ca href=\"line-layout.html\"\u003eA line layout that zooms and snaps\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"7\"\u003e\u003ca href=\"paging.html\"\u003ePaging when items are narrower than the view\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"8\"\u003e\u003ca href=\"waterfall.html\"\u003eWaterfall layouts\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"9\"\u003e\u003ca href=\"headers.html\"\u003eStretchy and sticky headers\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"10\"\u003e\u003ca href=\"decoration-views.html\"\u003eDecoration views\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003eMotion\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"11\"\u003e\u003ca href=\"batch-updates.html\"\u003eBatch updates\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"12\"\u003e\u003ca href=\"switching-layouts.html\"\u003eSwitching layouts\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"13\"\u003e\u003ca href=\"reordering.html\"\u003eReordering by drag\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"14\"\u003e\u003ca href=\"infinite-carousel.html\"\u003eAn infinite carousel\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003eModern collection views\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"15\"\u003e\u003ca href=\"compositional-layout.html\"\u003eCompositional layout from items up\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"16\"\u003e\u003ca href=\"orthogonal-sections.html\"\u003eSections that scroll sideways\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"17\"\u003e\u003ca href=\"diffable-data-sources.html\"\u003eDiffable data sources\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"18\"\u003e\u003ca href=\"self-sizing-and-drag-and-drop.html\"\u003eSelf-sizing cells and drag and drop\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003eFor authors\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"19\"\u003e\u003ca href=\"writing-a-guide.html\"\u003eWriting a guide\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"20\"\u003e\u003ca href=\"example-reference.html\"\u003eWhat examples may use besides UIKit\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n");

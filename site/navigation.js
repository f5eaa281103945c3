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
})("<li class=\"part\"><details><summary>Foundations<\/summary>\n<ol>\n<li value=\"1\"><a href=\"anatomy.html\">Anatomy of a collection view<\/a><\/li>\n<li value=\"2\"><a href=\"flow-layout.html\">Flow layout<\/a><\/li>\n<li value=\"3\"><a href=\"item-sizes.html\">Sizes per item and per section<\/a><\/li>\n<li value=\"4\"><a href=\"layout-attributes.html\">Layout attributes<\/a><\/li>\n<\/ol><\/details><\/li>\n<li class=\"part\"><details><summary>Layouts of your own<\/summary>\n<ol>\n<li value=\"5\"><a href=\"custom-layouts.html\">A custom layout from scratch<\/a><\/li>\n<li value=\"6\"><a href=\"line-layout.html\">A line layout that zooms and snaps<\/a><\/li>\n<li value=\"7\"><a href=\"paging.html\">Paging when items are narrower than the view<\/a><\/li>\n<li value=\"8\"><a href=\"waterfall.html\">Waterfall layouts<\/a><\/li>\n<li value=\"9\"><a href=\"headers.html\">Stretchy and sticky headers<\/a><\/li>\n<li value=\"10\"><a href=\"decoration-views.html\">Decoration views<\/a><\/li>\n<\/ol><\/details><\/li>\n<li class=\"part\"><details><summary>Motion<\/summary>\n<ol>\n<li value=\"11\"><a href=\"batch-updates.html\">Batch updates<\/a><\/li>\n<li value=\"12\"><a href=\"switching-layouts.html\">Switching layouts<\/a><\/li>\n<li value=\"13\"><a href=\"reordering.html\">Reordering by drag<\/a><\/li>\n<li value=\"14\"><a href=\"infinite-carousel.html\">An infinite carousel<\/a><\/li>\n<\/ol><\/details><\/li>\n<li class=\"part\"><details><summary>Modern collection views<\/summary>\n<ol>\n<li value=\"15\"><a href=\"compositional-layout.html\">Compositional layout from items up<\/a><\/li>\n<li value=\"16\"><a href=\"orthogonal-sections.html\">Sections that scroll sideways<\/a><\/li>\n<li value=\"17\"><a href=\"diffable-data-sources.html\">Diffable data sources<\/a><\/li>\n<li value=\"18\"><a href=\"self-sizing-and-drag-and-drop.html\">Self-sizing cells and drag and drop<\/a><\/li>\n<\/ol><\/details><\/li>\n");

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
})("<li class=\"part\"><details><summary>Foundations<\/summary>\n<ol>\n<li><a href=\"anatomy.html\">Anatomy of a collection view<\/a><\/li>\n<li><a href=\"flow-layout.html\">Flow layout<\/a><\/li>\n<li><a href=\"item-sizes.html\">Sizes per item and per section<\/a><\/li>\n<li><a href=\"layout-attributes.html\">Layout attributes<\/a><\/li>\n<\/ol><\/details><\/li>\n<li class=\"part\"><details><summary>Layouts of your own<\/summary>\n<ol>\n<li><a href=\"custom-layouts.html\">A custom layout from scratch<\/a><\/li>\n<li><a href=\"line-layout.html\">A line layout that zooms and snaps<\/a><\/li>\n<li><a href=\"paging.html\">Paging when items are narrower than the view<\/a><\/li>\n<li><a href=\"waterfall.html\">Waterfall layouts<\/a><\/li>\n<li><a href=\"headers.html\">Stretchy and sticky headers<\/a><\/li>\n<li><a href=\"decoration-views.html\">Decoration views<\/a><\/li>\n<\/ol><\/details><\/li>\n<li class=\"part\"><details><summary>Motion<\/summary>\n<ol>\n<li><a href=\"batch-updates.html\">Batch updates<\/a><\/li>\n<li><a href=\"switching-layouts.html\">Switching layouts<\/a><\/li>\n<li><a href=\"reordering.html\">Reordering by drag<\/a><\/li>\n<li><a href=\"infinite-carousel.html\">An infinite carousel<\/a><\/li>\n<\/ol><\/details><\/li>\n<li class=\"part\"><details><summary>Modern collection views<\/summary>\n<ol>\n<li><a href=\"compositional-layout.html\">Compositional layout from items up<\/a><\/li>\n<li><a href=\"orthogonal-sections.html\">Sections that scroll sideways<\/a><\/li>\n<li><a href=\"diffable-data-sources.html\">Diffable data sources<\/a><\/li>\n<li><a href=\"self-sizing-and-drag-and-drop.html\">Self-sizing cells and drag and drop<\/a><\/li>\n<\/ol><\/details><\/li>\n");

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
})("\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003e基础\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"1\"\u003e\u003ca href=\"anatomy.html\"\u003e剖析集合视图\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"2\"\u003e\u003ca href=\"flow-layout.html\"\u003e流式布局\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"3\"\u003e\u003ca href=\"item-sizes.html\"\u003e逐项、逐分区设置尺寸\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"4\"\u003e\u003ca href=\"layout-attributes.html\"\u003e布局属性\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003e自定义布局\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"5\"\u003e\u003ca href=\"custom-layouts.html\"\u003e从零写一个自定义布局\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"6\"\u003e\u003ca href=\"line-layout.html\"\u003e会缩放、会吸附的单行布局\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"7\"\u003e\u003ca href=\"paging.html\"\u003e项比视图窄时的分页\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"8\"\u003e\u003ca href=\"waterfall.html\"\u003e瀑布流布局\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"9\"\u003e\u003ca href=\"headers.html\"\u003e可拉伸与吸顶的区头\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"10\"\u003e\u003ca href=\"decoration-views.html\"\u003e装饰视图\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003e动画与交互\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"11\"\u003e\u003ca href=\"batch-updates.html\"\u003e批量更新\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"12\"\u003e\u003ca href=\"switching-layouts.html\"\u003e切换布局\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"13\"\u003e\u003ca href=\"reordering.html\"\u003e拖动重新排序\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"14\"\u003e\u003ca href=\"infinite-carousel.html\"\u003e无限轮播图\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003e现代集合视图\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"15\"\u003e\u003ca href=\"compositional-layout.html\"\u003e组合布局：从项开始搭建\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"16\"\u003e\u003ca href=\"orthogonal-sections.html\"\u003e横向滚动的分区\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"17\"\u003e\u003ca href=\"diffable-data-sources.html\"\u003e可差异化数据源\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"18\"\u003e\u003ca href=\"self-sizing-and-drag-and-drop.html\"\u003e自适应尺寸的单元格与拖放\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003e写给作者\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"19\"\u003e\u003ca href=\"writing-a-guide.html\"\u003e编写一份指南\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"20\"\u003e\u003ca href=\"example-reference.html\"\u003e示例在 UIKit 之外还能用什么\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n\u003cli class=\"part\"\u003e\u003cdetails\u003e\u003csummary\u003e附录\u003c/summary\u003e\n\u003col\u003e\n\u003cli value=\"21\"\u003e\u003ca href=\"from-blogs.html\"\u003e从博客到本指南\u003c/a\u003e\u003c/li\u003e\n\u003cli value=\"22\"\u003e\u003ca href=\"glossary.html\"\u003e术语表\u003c/a\u003e\u003c/li\u003e\n\u003c/ol\u003e\u003c/details\u003e\u003c/li\u003e\n");

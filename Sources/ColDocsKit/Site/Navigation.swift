import Foundation

/// The sidebar's chapter list, as `navigation.js`: one file that every page
/// loads, instead of a copy of the list in every page. A page then keeps
/// the same size however many chapters the guide has, and a reader's
/// browser fetches the list once.
///
/// The script fills the page's `#cd-chapters` list where it stands (it is
/// loaded right after the list, so the sidebar is complete before the page
/// is first drawn), marks the page being read, and opens its part. It is a
/// plain script, not a fetch, so it works from `file://` too. Where scripts
/// are off, the sidebar keeps the template's link to the list of chapters
/// on the index page.
struct Navigation {
  let configuration: SiteConfiguration
  let plans: [ChapterPlan]
  /// The word after a chapter an edition does not translate yet, in the
  /// edition's language ("未翻译").
  var untranslatedMark = "untranslated"

  static let fileName = "navigation.js"

  /// Up to this many chapters, a page that is no chapter (index, 404)
  /// shows every part open.
  static let openPartsLimit = 200

  /// The list as HTML: one `<li>` per chapter, titled parts as `<details>`
  /// folded until the script opens the one being read.
  var html: String {
    configuration.runs(ofFirst: plans.count).map { title, range in
      guard let title else { return items(range) }
      return "<li class=\"part\"><details><summary>\(HTML.escape(title))</summary>\n<ol>\n"
        + items(range) + "</ol></details></li>\n"
    }.joined()
  }

  /// Each item carries its chapter's number as its `value`, so the lists of
  /// the parts count on from one another, as the pages' "Chapter N" does.
  private func items(_ range: Range<Int>) -> String {
    range.map { index in
      let plan = plans[index]
      let mark =
        plan.source.isUntranslated
        ? " <span class=\"cd-untranslated-mark\">\(HTML.escape(untranslatedMark))</span>" : ""
      return "<li value=\"\(index + 1)\"><a href=\"\(HTML.escape("\(plan.source.slug).html"))\">"
        + "\(HTML.escape(plan.source.title))\(mark)</a></li>\n"
    }.joined()
  }

  /// The script: the list as a JavaScript string (`JSONText`), and the few
  /// lines that put it in place.
  var script: String {
    """
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
      } else if (links.length <= \(Self.openPartsLimit)) {
        for (var j = 0; j < parts.length; j++) parts[j].open = true;
      }
    })(\(JSONText.string(html)));

    """
  }
}

import Foundation

/// The pages of the site and what each page's template receives: titles,
/// navigation, previous and next, all with relative links, and the theme's
/// words (`strings`, `stringsJSON`).
struct PageSet {
  let configuration: SiteConfiguration
  let plans: [ChapterPlan]
  /// The theme's words in the guide's language, for the templates and for
  /// the page bodies the renderers make.
  let strings: ThemeStrings

  init(configuration: SiteConfiguration, plans: [ChapterPlan], strings: ThemeStrings = .english) {
    self.configuration = configuration
    self.plans = plans
    self.strings = strings
  }

  /// What every template receives besides its page's own values: each
  /// string as `{{strings.KEY}}`, and those coldocs.js reads as a JSON
  /// object for `window.coldocsStrings` (`{{{stringsJSON}}}`, safe inside a
  /// script element).
  private var shared: [String: Any] {
    ["strings": strings.templateContext, "stringsJSON": strings.scriptJSON]
  }

  /// "Chapter 3" above the chapter at `index`.
  private func chapterLabel(_ index: Int) -> String {
    strings.format("chapterLabel", ["number": "\(index + 1)"])
  }

  /// Past this many chapters the print view is split (one page per part,
  /// and one per `printRunLength` loose chapters).
  static let printSplitLimit = 200
  static let printRunLength = 100

  /// `navigation.js`: the chapter list of every page's sidebar, in one file
  /// every page loads (see `Navigation`).
  var navigationScript: String { Navigation(configuration: configuration, plans: plans).script }

  func fileName(of plan: ChapterPlan) -> String { "\(plan.source.slug).html" }

  private func link(_ plan: ChapterPlan) -> [String: Any] {
    var link: [String: Any] = ["title": plan.source.title, "href": fileName(of: plan)]
    if let summary = plan.source.frontMatter.summary { link["summary"] = summary }
    return link
  }

  func chapterContext(index: Int, body: String, headings: [(level: Int, text: String, id: String)])
    -> [String: Any]
  {
    let plan = plans[index]
    var context: [String: Any] = [
      "siteTitle": configuration.title,
      "pageTitle": plan.source.title,
      "lang": plan.source.frontMatter.lang ?? configuration.lang,
      "content": body,
      "toc": headings.filter { $0.level >= 2 && $0.level <= 3 }.map {
        ["text": $0.text, "id": $0.id, "level": $0.level, "nested": $0.level == 3] as [String: Any]
      },
      "hasToc": headings.contains { $0.level >= 2 && $0.level <= 3 },
      "root": "",
      "chapterNumber": index + 1,
      "chapterLabel": chapterLabel(index),
    ]
    context.merge(shared) { current, _ in current }
    if let summary = plan.source.frontMatter.summary { context["summary"] = summary }
    if index > 0 { context["previous"] = link(plans[index - 1]) }
    if index + 1 < plans.count { context["next"] = link(plans[index + 1]) }
    return context
  }

  /// The print views: one page with every chapter, or, in a guide of more
  /// than `printSplitLimit` chapters, one print page per part or run of loose
  /// chapters (`print-1.html`, …) and `print.html` listing them, so that no
  /// page grows with the whole guide.
  struct PrintViews {
    let parts: [PrintView]
    /// `print.html` when the chapters are split over several print pages.
    let contents: (file: String, context: [String: Any])?

    /// Every print page's file name, `print.html` first.
    var files: [String] { (contents.map { [$0.file] } ?? []) + parts.map(\.file) }
  }

  /// One print page: a run of chapters.
  struct PrintView {
    let file: String
    let title: String?
    let chapters: Range<Int>
  }

  var printViews: PrintViews {
    let groups = printGroups
    guard groups.count > 1 else {
      return PrintViews(
        parts: [PrintView(file: "print.html", title: nil, chapters: plans.indices)], contents: nil)
    }
    let parts = groups.enumerated().map { number, group in
      PrintView(file: "print-\(number + 1).html", title: group.title, chapters: group.range)
    }
    var contents = printContext(
      PrintView(file: "print.html", title: nil, chapters: 0..<0), bodies: [])
    contents["parts"] = parts.map { ["title": $0.title ?? "", "href": $0.file] }
    contents["hasParts"] = true
    return PrintViews(parts: parts, contents: ("print.html", contents))
  }

  /// The runs of chapters that get a print page each in a long guide: the
  /// parts, and the loose chapters between them in runs of at most
  /// `printRunLength`.
  private var printGroups: [(title: String, range: Range<Int>)] {
    guard plans.count > Self.printSplitLimit else { return [("", plans.indices)] }
    var groups: [(title: String, range: Range<Int>)] = []
    var index = 0
    func loose(until end: Int) {
      for start in stride(from: index, to: end, by: Self.printRunLength) {
        let run = start..<min(start + Self.printRunLength, end)
        let title = strings.format(
          "printChapterRun", ["first": "\(run.lowerBound + 1)", "last": "\(run.upperBound)"])
        groups.append((title, run))
      }
    }
    for part in configuration.parts where part.chapters.upperBound <= plans.count {
      loose(until: part.chapters.lowerBound)
      groups.append((part.title, part.chapters))
      index = part.chapters.upperBound
    }
    loose(until: plans.count)
    return groups
  }

  /// A print view's context; `bodies` are its chapters' page bodies.
  func printContext(_ view: PrintView, bodies: [String]) -> [String: Any] {
    let site = configuration.title
    let context: [String: Any] = [
      "siteTitle": site,
      "lang": configuration.lang,
      "pageTitle": view.title.map { strings.format("printPartTitle", ["site": site, "part": $0]) }
        ?? strings.format("printTitle", ["site": site]),
      "root": "",
      "hasChapters": !view.chapters.isEmpty,
      "chapters": zip(view.chapters, bodies).map { index, body in
        let plan = plans[index]
        return [
          "title": plan.source.title, "content": Self.withoutHeadingIDs(body),
          "chapterNumber": index + 1, "chapterLabel": chapterLabel(index),
          "anchor": plan.source.slug, "lang": plan.source.frontMatter.lang ?? configuration.lang,
        ] as [String: Any]
      },
    ]
    return context.merging(shared) { current, _ in current }
  }

  /// Heading ids repeat from chapter to chapter; in one page they must not.
  static func withoutHeadingIDs(_ html: String) -> String {
    // `<hN id="…">` → `<hN>`, byte by byte: a regular expression over every
    // chapter costs more than the rest of the print view.
    let bytes = Array(html.utf8)
    let marker = Array(" id=\"".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "<"), i + 2 + marker.count < bytes.count,
        bytes[i + 1] == UInt8(ascii: "h"), (49...54).contains(bytes[i + 2]),
        bytes[(i + 3)..<(i + 3 + marker.count)].elementsEqual(marker),
        let close = bytes[(i + 3 + marker.count)...].firstIndex(of: UInt8(ascii: "\"")),
        close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: ">")
      {
        out += bytes[i..<(i + 3)]
        out.append(UInt8(ascii: ">"))
        i = close + 2
        continue
      }
      out.append(bytes[i])
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  func notFoundContext() -> [String: Any] {
    let context: [String: Any] = [
      "siteTitle": configuration.title, "pageTitle": strings["notFoundTitle"], "root": "",
      "lang": configuration.lang,
    ]
    return context.merging(shared) { current, _ in current }
  }

  func indexContext(introduction: String) -> [String: Any] {
    var context: [String: Any] = [
      "siteTitle": configuration.title,
      "lang": configuration.lang,
      "pageTitle": configuration.title,
      "chapters": plans.map { link($0) },
      "root": "",
      "isIndex": true,
    ]
    context.merge(shared) { current, _ in current }
    if !introduction.isEmpty { context["content"] = introduction }
    if let first = plans.first { context["next"] = link(first) }
    return context
  }
}

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
  /// The site's editions, and which of them these pages are.
  let editions: SiteEditions

  init(
    configuration: SiteConfiguration, plans: [ChapterPlan], strings: ThemeStrings = .english,
    editions: SiteEditions? = nil
  ) {
    self.configuration = configuration
    self.plans = plans
    self.strings = strings
    self.editions = editions ?? .single(lang: configuration.lang)
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
  var navigationScript: String {
    Navigation(
      configuration: configuration, plans: plans,
      untranslatedMark: strings["translationUntranslatedMark"]
    ).script
  }

  func fileName(of plan: ChapterPlan) -> String { "\(plan.source.slug).html" }

  private func link(_ plan: ChapterPlan) -> PageLink {
    PageLink(
      title: plan.source.title, href: fileName(of: plan),
      summary: plan.source.frontMatter.summary)
  }

  /// The sentence under a chapter's title that names its oldest iOS.
  private func requirement(_ minimum: MinimumIOS) -> String {
    let version = ["version": minimum.version.description]
    guard !minimum.names.isEmpty else {
      return HTML.escape(strings.format("minimumIOSFloor", version))
    }
    // Three names say why; more would only lengthen the line.
    let shown = minimum.names.prefix(3).map { "<code>\(HTML.escape($0))</code>" }
    var names = shown.last ?? ""
    if shown.count > 1 {
      let comma = HTML.escape(strings["listComma"])
      names = shown.dropLast().joined(separator: comma) + HTML.escape(strings["listAnd"]) + names
    }
    if minimum.names.count > 3 {
      names = shown.joined(separator: HTML.escape(strings["listComma"]))
      names = HTML.escape(strings.format("minimumIOSOthers", ["names": "\u{1}"]))
        .replacingOccurrences(of: "\u{1}", with: names)
    }
    let sentence = strings.format("minimumIOS", version.merging(["names": "\u{1}"]) { $1 })
    return HTML.escape(sentence).replacingOccurrences(of: "\u{1}", with: names)
  }

  func chapterContext(index: Int, body: String, headings: [(level: Int, text: String, id: String)])
    -> ChapterPageContext
  {
    let plan = plans[index]
    let toc = headings.filter { $0.level >= 2 && $0.level <= 3 }.map {
      TableOfContentsEntry(text: $0.text, id: $0.id, level: $0.level, nested: $0.level == 3)
    }
    return ChapterPageContext(
      siteTitle: configuration.title,
      pageTitle: plan.source.title,
      lang: plan.source.frontMatter.lang ?? configuration.lang,
      content: body,
      toc: toc,
      hasToc: !toc.isEmpty,
      root: editions.root, home: "", editions: editions.links(to: fileName(of: plan)),
      hasEditions: editions.all.count > 1,
      chapterNumber: index + 1,
      chapterLabel: chapterLabel(index),
      summary: plan.source.frontMatter.summary,
      minimumIOS: MinimumIOS(plan: plan).map(requirement),
      appDownload: AppPackage.exists(for: plan) ? AppPackage.path(of: plan) : nil,
      previous: index > 0 ? link(plans[index - 1]) : nil,
      next: index + 1 < plans.count ? link(plans[index + 1]) : nil,
      strings: strings.templateContext,
      stringsJSON: strings.scriptJSON)
  }

  /// The print views: one page with every chapter, or, in a guide of more
  /// than `printSplitLimit` chapters, one print page per part or run of loose
  /// chapters (`print-1.html`, …) and `print.html` listing them, so that no
  /// page grows with the whole guide.
  struct PrintViews {
    let parts: [PrintView]
    /// `print.html` when the chapters are split over several print pages.
    let contents: (file: String, context: PrintPageContext)?

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
    let contents = printContext(
      PrintView(file: "print.html", title: nil, chapters: 0..<0), bodies: [],
      parts: parts.map { PrintPageContext.Part(title: $0.title ?? "", href: $0.file) })
    return PrintViews(parts: parts, contents: ("print.html", contents))
  }

  /// The chapters under their parts, for the index page.
  private var chapterGroups: [ChapterGroup] {
    configuration.runs(ofFirst: plans.count).map { title, range in
      ChapterGroup(
        title: title, start: range.lowerBound + 1, chapters: range.map { link(plans[$0]) })
    }
  }

  /// The runs of chapters that get a print page each in a long guide: the
  /// parts, and the loose chapters between them in runs of at most
  /// `printRunLength`.
  private var printGroups: [(title: String, range: Range<Int>)] {
    guard plans.count > Self.printSplitLimit else { return [("", plans.indices)] }
    return configuration.runs(ofFirst: plans.count).flatMap {
      title, range -> [(title: String, range: Range<Int>)] in
      if let title { return [(title, range)] }
      return stride(from: range.lowerBound, to: range.upperBound, by: Self.printRunLength).map {
        let run = $0..<min($0 + Self.printRunLength, range.upperBound)
        let title = strings.format(
          "printChapterRun", ["first": "\(run.lowerBound + 1)", "last": "\(run.upperBound)"])
        return (title, run)
      }
    }
  }

  /// A print view's context; `bodies` are its chapters' page bodies. `parts`
  /// are the print pages `print.html` lists when the guide is split over
  /// several; a print page of chapters lists none.
  func printContext(_ view: PrintView, bodies: [String], parts: [PrintPageContext.Part] = [])
    -> PrintPageContext
  {
    let site = configuration.title
    let chapters = zip(view.chapters, bodies).map { index, body in
      let plan = plans[index]
      return PrintPageContext.Chapter(
        title: plan.source.title, content: Self.withoutHeadingIDs(body),
        chapterNumber: index + 1, chapterLabel: chapterLabel(index),
        anchor: plan.source.slug, lang: plan.source.frontMatter.lang ?? configuration.lang)
    }
    return PrintPageContext(
      siteTitle: site,
      lang: configuration.lang,
      pageTitle: view.title.map { strings.format("printPartTitle", ["site": site, "part": $0]) }
        ?? strings.format("printTitle", ["site": site]),
      root: editions.root, home: "", editions: editions.links(to: view.file),
      hasEditions: editions.all.count > 1,
      hasChapters: !view.chapters.isEmpty,
      chapters: chapters,
      hasParts: !parts.isEmpty,
      parts: parts,
      strings: strings.templateContext,
      stringsJSON: strings.scriptJSON)
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

  func notFoundContext() -> NotFoundPageContext {
    NotFoundPageContext(
      siteTitle: configuration.title, pageTitle: strings["notFoundTitle"], root: editions.root,
      home: "", editions: editions.links(to: "404.html"), hasEditions: editions.all.count > 1,
      lang: configuration.lang, strings: strings.templateContext,
      stringsJSON: strings.scriptJSON)
  }

  func indexContext(introduction: String) -> IndexPageContext {
    IndexPageContext(
      siteTitle: configuration.title,
      lang: configuration.lang,
      pageTitle: configuration.title,
      chapters: plans.map { link($0) },
      groups: chapterGroups,
      root: editions.root, home: "", editions: editions.links(to: "index.html"),
      hasEditions: editions.all.count > 1,
      isIndex: true,
      content: introduction.isEmpty ? nil : introduction,
      next: plans.first.map { link($0) },
      strings: strings.templateContext,
      stringsJSON: strings.scriptJSON)
  }
}

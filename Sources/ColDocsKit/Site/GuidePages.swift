import Foundation

/// The render stage: every page made from the guide's Markdown (the chapter
/// pages, their print views and the index page with its introduction), from
/// the plans and the examples' outcomes, handed to the site's output as they
/// are made.
///
/// Chapters go through in runs, one run per print view, several pages of a
/// run at a time; once a run's pages and print view are written only their
/// search documents are kept, so the memory a build needs does not grow with
/// the guide.
struct GuidePages {
  let pages: PageSet
  /// `index.md`'s plan, the index page's introduction.
  let introduction: ChapterPlan?
  let outcomes: [String: ExampleOutcome]
  let templates: TemplateSet
  let templatesFolder: String
  /// For an edition's pages, the original's plans: each translated page's
  /// heading ids are its original's. An edition's own pages (its appendix)
  /// come after the original's chapters and have none.
  var originals: ChapterPlans? = nil

  /// What the later stages need of each written page.
  struct Written {
    let file: String
    /// Its sections as the search index holds them.
    let searchDocuments: [SearchIndex.Document]
  }

  /// Renders and writes every chapter page and print view, in chapter
  /// order, then the index page.
  func write(into output: some SiteOutput) throws -> [Written] {
    let views = pages.printViews
    var written: [Written] = []
    var pending: PendingPrintView?
    for view in views.parts {
      // Each page is written by the thread that rendered it: creating a
      // file costs the kernel as much as rendering the page costs coldocs,
      // and on one thread the other cores would wait for it. The previous
      // part's print view is made beside this part's pages (task 0, so it
      // starts first), for the same reason.
      let previous = pending
      let first = view.chapters.lowerBound - (previous == nil ? 0 : 1)
      let run = try Parallel.map(first..<view.chapters.upperBound) { index -> Rendered? in
        guard index >= view.chapters.lowerBound else {
          try previous.map { try write($0, into: output) }
          return nil
        }
        let page = try render(chapter: index)
        try output.add(page.file, page.html)
        return page.withoutHTML
      }.compactMap { $0 }
      pending = PendingPrintView(view: view, bodies: run.map(\.body))
      written += run.map { Written(file: $0.file, searchDocuments: $0.searchDocuments) }
    }
    try pending.map { try write($0, into: output) }
    if let contents = views.contents {
      try output.add(
        contents.file,
        try templates.render("print", contents.context, displayFolder: templatesFolder))
    }
    try output.add("index.html", try indexPage())
    return written
  }

  private func indexPage() throws -> String {
    let intro =
      introduction.map {
        PageRenderer(
          plan: $0, outcomes: outcomes, templateIDs: templates.templateIDs, strings: pages.strings,
          idTexts: originals?.introduction.map { $0.page.headings.map(\.text) }
        ).render().html
      } ?? ""
    return try templates.render(
      "index", pages.indexContext(introduction: intro), displayFolder: templatesFolder)
  }

  /// A part's print view, made while the next part's pages are.
  private struct PendingPrintView: Sendable {
    let view: PageSet.PrintView
    let bodies: [String]
  }

  private func write(_ pending: PendingPrintView, into output: some SiteOutput) throws {
    try output.add(pending.view.file, try printView(pending.view, bodies: pending.bodies))
  }

  /// One chapter page, with its body for the print view.
  private struct Rendered {
    let file: String
    let html: String
    let body: String
    let searchDocuments: [SearchIndex.Document]

    /// The page once written: its body stays for the print view.
    var withoutHTML: Rendered {
      Rendered(file: file, html: "", body: body, searchDocuments: searchDocuments)
    }
  }

  private func render(chapter index: Int) throws -> Rendered {
    let plan = pages.plans[index]
    let body = PageRenderer(
      plan: plan, outcomes: outcomes, templateIDs: templates.templateIDs, strings: pages.strings,
      idTexts: originalHeadings(index)
    ).render()
    let context = pages.chapterContext(index: index, body: body.html, headings: body.headings)
    let html = try templates.render("page", context, displayFolder: templatesFolder)
    let file = pages.fileName(of: plan)
    let documents = SearchIndex.documents(
      of: SearchIndex.Page(
        title: plan.source.title, file: file, headings: body.headings, html: body.html))
    return Rendered(file: file, html: html, body: body.html, searchDocuments: documents)
  }

  /// The heading texts of the original of the chapter at `index`, for an
  /// edition's page.
  private func originalHeadings(_ index: Int) -> [String]? {
    guard let chapters = originals?.chapters, chapters.indices.contains(index) else { return nil }
    return chapters[index].page.headings.map(\.text)
  }

  private func printView(_ view: PageSet.PrintView, bodies: [String]) throws -> String {
    try templates.render(
      "print", pages.printContext(view, bodies: bodies), displayFolder: templatesFolder)
  }
}

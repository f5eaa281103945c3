import Foundation

/// The render stage: every chapter page, and the print views, made from the
/// plans and the examples' outcomes and handed to the site's output as they
/// are made.
///
/// Chapters go through in runs, one run per print view, several pages of a
/// run at a time; once a run's pages and print view are written only their
/// search documents are kept, so the memory a build needs does not grow with
/// the guide.
struct ChapterPages {
  let pages: PageSet
  let outcomes: [String: ExampleOutcome]
  let templates: TemplateSet
  let templatesFolder: String

  /// What the later stages need of each written page.
  struct Written {
    let file: String
    /// Its sections as the search index holds them.
    let searchDocuments: [SearchIndex.Document]
  }

  /// Renders and writes every chapter page and print view, in chapter order.
  func write(into output: some SiteOutput) throws -> [Written] {
    let views = pages.printViews
    var written: [Written] = []
    for view in views.parts {
      let run = try Parallel.map(view.chapters) { try render(chapter: $0) }
      for page in run { try output.add(page.file, page.html) }
      try output.add(view.file, try printView(view, bodies: run.map(\.body)))
      written += run.map { Written(file: $0.file, searchDocuments: $0.searchDocuments) }
    }
    if let contents = views.contents {
      try output.add(
        contents.file,
        try templates.render("print", contents.context, displayFolder: templatesFolder))
    }
    return written
  }

  /// One chapter page, with its body for the print view.
  private struct Rendered {
    let file: String
    let html: String
    let body: String
    let searchDocuments: [SearchIndex.Document]
  }

  private func render(chapter index: Int) throws -> Rendered {
    let plan = pages.plans[index]
    let body = PageRenderer(
      plan: plan, outcomes: outcomes, templateIDs: templates.templateIDs, strings: pages.strings
    ).render()
    let context = pages.chapterContext(index: index, body: body.html, headings: body.headings)
    let html = try templates.render("page", context, displayFolder: templatesFolder)
    let file = pages.fileName(of: plan)
    let documents = SearchIndex.documents(
      of: SearchIndex.Page(
        title: plan.source.title, file: file, headings: body.headings, html: body.html))
    return Rendered(file: file, html: html, body: body.html, searchDocuments: documents)
  }

  private func printView(_ view: PageSet.PrintView, bodies: [String]) throws -> String {
    try templates.render(
      "print", pages.printContext(view, bodies: bodies), displayFolder: templatesFolder)
  }
}

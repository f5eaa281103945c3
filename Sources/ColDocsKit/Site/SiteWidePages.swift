import Foundation

/// The last stage: what the site holds besides chapter pages. The search
/// index, the index and 404 pages, the sitemap, the sidebar's chapter list
/// (`navigation.js`) and the theme's assets need
/// every chapter page written and nothing of each other, so they are made
/// side by side.
struct SiteWidePages {
  let pages: PageSet
  let introduction: ChapterPlan?
  let outcomes: [String: ExampleOutcome]
  let templates: TemplateSet
  let templatesFolder: String

  func write(chapters: [ChapterPages.Written], into output: some SiteOutput) throws {
    let parts: [@Sendable () throws -> Void] = [
      { try writeSearchIndex(chapters, into: output) },
      { try output.add("index.html", try indexPage()) },
      {
        try output.add(
          "404.html",
          try templates.render("404", pages.notFoundContext(), displayFolder: templatesFolder))
      },
      { try writeSitemap(chapters, into: output) },
      { try output.add(Navigation.fileName, pages.navigationScript) },
      { for (path, data) in templates.assets { try output.add(path, data) } },
    ]
    _ = try Parallel.map(parts.indices) { try parts[$0]() }
  }

  private func writeSearchIndex(_ chapters: [ChapterPages.Written], into output: some SiteOutput)
    throws
  {
    for (path, text) in SearchIndex(documents: chapters.map(\.searchDocuments)).files {
      try output.add(path, text)
    }
  }

  private func indexPage() throws -> String {
    let intro =
      introduction.map {
        PageRenderer(
          plan: $0, outcomes: outcomes, templateIDs: templates.templateIDs, strings: pages.strings
        ).render().html
      } ?? ""
    return try templates.render(
      "index", pages.indexContext(introduction: intro), displayFolder: templatesFolder)
  }

  /// `sitemap.xml`, when the configuration gives the site's address.
  private func writeSitemap(_ chapters: [ChapterPages.Written], into output: some SiteOutput)
    throws
  {
    guard let baseURL = pages.configuration.baseURL else { return }
    let names = ["index.html"] + chapters.map(\.file) + pages.printViews.files
    try output.add("sitemap.xml", Sitemap.xml(baseURL: baseURL, pages: names))
  }
}

import Foundation

/// The last stage: what the site holds besides the pages of its Markdown.
/// The search index, the 404 page, the sitemap, the sidebar's chapter list
/// (`navigation.js`) and the theme's assets need every page written and
/// nothing of each other, so they are made side by side.
struct SiteWidePages {
  let pages: PageSet
  let templates: TemplateSet
  let templatesFolder: String
  /// False for a further edition, whose pages use the assets at the
  /// site's root.
  var writesAssets = true

  func write(chapters: [GuidePages.Written], into output: some SiteOutput) throws {
    // The search index comes first, on its own: it spreads its work over
    // the cores itself, and libdispatch narrows an apply started inside
    // another apply to the cores the outer one leaves, which on two cores
    // is one. Run among the small parts below, it took the last seconds
    // of a 10,000-page build on a single core.
    try writeSearchIndex(chapters, into: output)
    let parts: [@Sendable () throws -> Void] = [
      {
        try output.add(
          "404.html",
          try templates.render("404", pages.notFoundContext(), displayFolder: templatesFolder))
      },
      { try writeSitemap(chapters, into: output) },
      { try output.add(Navigation.fileName, pages.navigationScript) },
      {
        guard writesAssets else { return }
        for (path, data) in templates.assets { try output.add(path, data) }
      },
    ]
    _ = try Parallel.map(parts.indices) { try parts[$0]() }
  }

  private func writeSearchIndex(_ chapters: [GuidePages.Written], into output: some SiteOutput)
    throws
  {
    // Thousands of shards in a large guide: written several at a time, as
    // pages are.
    let index = SearchIndex(
      documents: chapters.map(\.searchDocuments), glossary: templates.searchGlossary)
    let files = Array(index.files)
    _ = try Parallel.map(files.indices) { try output.add(files[$0].key, files[$0].value) }
  }

  /// `sitemap.xml`, when the configuration gives the site's address.
  private func writeSitemap(_ chapters: [GuidePages.Written], into output: some SiteOutput)
    throws
  {
    guard let baseURL = pages.configuration.baseURL else { return }
    let names = ["index.html"] + chapters.map(\.file) + pages.printViews.files
    try output.add("sitemap.xml", Sitemap.xml(baseURL: baseURL, pages: names))
  }
}

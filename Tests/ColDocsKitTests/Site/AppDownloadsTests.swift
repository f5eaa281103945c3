import Foundation
import Testing

@testable import ColDocsKit

/// The apps of a rebuild: a chapter's zip is made again only when
/// something it is made from changed, and is then the same bytes a fresh
/// make gives.
@Suite struct AppDownloadsTests {
  private static let body = """
    # Grid

    ```swift example id=grid
    let layout = UICollectionViewFlowLayout()
    return UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    ```
    """

  private func downloads(_ body: String = body, language: String = "en") throws -> AppDownloads {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", body)])
    defer { test.remove() }
    let configuration = try SiteConfiguration.load(
      from: test.root.appendingPathComponent("content/coldocs.yml"),
      displayPath: "content/coldocs.yml")
    let strings = try ThemeStrings.load(
      language: language, theme: builtInTheme(), overrides: [:], displayFolder: "templates")
    let plan = try plannedChapter(body, file: "content/01-a.md")
    return AppDownloads(
      pages: PageSet(configuration: configuration, plans: [plan], strings: strings))
  }

  private func key(_ downloads: AppDownloads, page: String = "a.html") throws -> String {
    downloads.key(try #require(downloads.pages.plans.first), page: page)
  }

  @Test func theSameChapterHasTheSameKey() throws {
    #expect(try key(downloads()) == key(downloads()))
  }

  @Test func whatTheAppIsMadeFromChangesTheKey() throws {
    let base = try key(downloads())
    let otherCode = Self.body.replacingOccurrences(of: "width: 320", with: "width: 300")
    #expect(try key(downloads(otherCode)) != base, "an example's code")
    let otherHeading = Self.body.replacingOccurrences(of: "# Grid", with: "# Rows")
    #expect(try key(downloads(otherHeading)) != base, "the heading that titles the example")
    #expect(try key(downloads(language: "zh-Hans")) != base, "the language of its words")
    #expect(try key(downloads(), page: "https://example.org/a.html") != base, "its page")
  }

  @Test func aKeptZipIsTheBytesAFreshOneHas() throws {
    let downloads = try downloads()
    let plan = try #require(downloads.pages.plans.first)
    let pages = downloads.pages
    let fresh = AppPackage(
      chapter: AppChapter(plan, words: AppWords(pages.strings)),
      minimumIOS: MinimumIOS(plan: plan)?.version ?? .floor, strings: pages.strings,
      page: "a.html", guideTitle: pages.configuration.title
    ).zip
    // Written twice: the second is the kept one.
    for _ in 0..<2 {
      let site = SiteInMemory()
      try downloads.write(into: site)
      #expect(site.files["apps/a.swiftpm.zip"] == fresh)
    }
  }
}

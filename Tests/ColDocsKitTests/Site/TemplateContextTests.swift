import Foundation
import Testing

@testable import ColDocsKit

/// The typed contexts as the built-in templates read them. swift-mustache
/// looks a struct's names up by reflection and decides what a section shows
/// from the value it finds: these tests pin down the cases where a struct
/// could read differently from the dictionaries it replaced (a nil against
/// an empty string, a nested struct, a name found deeper in the stack).
@Suite struct TemplateContextTests {
  private let english = ThemeStrings.english

  /// The built-in theme, as a guide without templates/ gets it.
  private func render(_ name: String, _ context: some TemplateContext) throws -> String {
    let none = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-no-templates-\(UUID().uuidString)")
    return try templateSet(none).render(name, context, displayFolder: "templates")
  }

  private func chapter(
    summary: String? = nil, minimumIOS: String? = nil, appDownload: String? = nil,
    toc: [TableOfContentsEntry] = [],
    previous: PageLink? = nil, next: PageLink? = nil
  ) -> ChapterPageContext {
    ChapterPageContext(
      siteTitle: "Site", pageTitle: "Grids", lang: "en", content: "<p>Body</p>", toc: toc,
      hasToc: !toc.isEmpty, root: "", home: "", editions: [], hasEditions: false, chapterNumber: 2,
      chapterLabel: "Chapter 2",
      summary: summary, minimumIOS: minimumIOS, appDownload: appDownload, previous: previous,
      next: next,
      strings: english.templateContext,
      stringsJSON: english.scriptJSON)
  }

  @Test func absentValuesLeaveTheirSectionsOut() throws {
    let html = try render("page", chapter())
    #expect(!html.contains("<meta name=\"description\""))
    #expect(!html.contains("class=\"summary\""))
    #expect(!html.contains("rel=\"prev\"") && !html.contains("rel=\"next\""))
    #expect(!html.contains("<nav class=\"toc\""))
    #expect(!html.contains("class=\"requirement\""))
    #expect(!html.contains("app-download"))
    #expect(html.contains("<p>Body</p>"))
    #expect(html.contains("<p class=\"chapter-number\">Chapter 2</p>"))
    #expect(html.contains("<a class=\"skip\" href=\"#main\">Skip to content</a>"))
    #expect(html.contains("<script>window.coldocsStrings={"))
  }

  /// The requirement is HTML (its names are code) and goes under the title.
  @Test func theMinimumIOSIsWrittenAsHTMLUnderTheTitle() throws {
    let html = try render("page", chapter(minimumIOS: "Needs <code>traitOverrides</code>."))
    let header = try #require(html.firstRange(of: "<h1>Grids</h1>").map { html[$0.upperBound...] })
    #expect(
      header.drop(while: \.isWhitespace).hasPrefix(
        "<p class=\"requirement\">Needs <code>traitOverrides</code>.</p>\n</header>"))
  }

  /// The app's link follows the requirement, on its line, as a download.
  @Test func theAppLinkStandsBesideTheRequirement() throws {
    let html = try render(
      "page", chapter(minimumIOS: "Needs iOS 15.", appDownload: "apps/grids.swiftpm.zip"))
    #expect(
      html.contains(
        "<p class=\"requirement\">Needs iOS 15. <a class=\"app-download\" href=\"apps/grids.swiftpm.zip\" download title=\"This chapter&#39;s examples as an app, for Swift Playgrounds or Xcode\">Run on your iPhone</a></p>"
      ))
  }

  /// A summary written empty is there, and a section renders for any string
  /// that is there: only nil leaves it out, as an absent key did.
  @Test func anEmptySummaryStillRendersItsSection() throws {
    let html = try render("page", chapter(summary: ""))
    #expect(html.contains("<meta name=\"description\" content=\"\">"))
  }

  @Test func sectionsReadTheNestedValues() throws {
    let toc = [
      TableOfContentsEntry(text: "A & B", id: "a-b", level: 2, nested: false),
      TableOfContentsEntry(text: "C", id: "c", level: 3, nested: true),
    ]
    let html = try render(
      "page",
      chapter(
        summary: "About <grids>", toc: toc,
        previous: PageLink(title: "One", href: "one.html", summary: nil),
        next: PageLink(title: "Three", href: "three.html", summary: "Third")))
    #expect(html.contains("<meta name=\"description\" content=\"About &lt;grids&gt;\">"))
    #expect(html.contains("<nav class=\"toc\" aria-label=\"On this page\">"))
    #expect(
      html.contains(
        "<li><a href=\"#a-b\">A &amp; B</a></li>\n<li class=\"nested\"><a href=\"#c\">C</a></li>\n"
      ))
    #expect(html.contains("<a class=\"previous\" rel=\"prev\" href=\"one.html\">← One</a>"))
    #expect(html.contains("<a class=\"next\" rel=\"next\" href=\"three.html\">Three →</a>"))
  }

  /// A link without a summary finds none deeper in the stack either: the
  /// index page's context has no `summary` of its own. Likewise a loose
  /// group has no title, and finds none: the page's is `pageTitle`.
  @Test func theIndexListsChaptersWithAndWithoutSummariesUnderTheirParts() throws {
    let one = PageLink(title: "One", href: "one.html", summary: nil)
    let two = PageLink(title: "Two", href: "two.html", summary: "Second")
    let context = IndexPageContext(
      siteTitle: "Site", lang: "en", pageTitle: "Site", chapters: [one, two],
      groups: [
        ChapterGroup(title: nil, start: 1, chapters: [one]),
        ChapterGroup(title: "Basics", start: 2, chapters: [two]),
      ], root: "", home: "", editions: [], hasEditions: false, isIndex: true,
      content: "<p>Intro</p>", next: one,
      strings: english.templateContext, stringsJSON: english.scriptJSON)
    let html = try render("index", context)
    #expect(
      html.contains(
        "\n<ol class=\"chapter-list\" start=\"1\">\n<li><a href=\"one.html\">One</a></li>\n</ol>\n"
          + "<h3 class=\"chapter-part\">Basics</h3>\n"
          + "<ol class=\"chapter-list\" start=\"2\">\n<li><a href=\"two.html\">Two</a><p>Second</p></li>\n</ol>"
      ), "\(html)")
    #expect(
      html.components(separatedBy: "<h3").count == 2, "one part heading, none for loose chapters")
    #expect(html.contains("<p>Intro</p>"))
    #expect(html.contains("<a class=\"next\" rel=\"next\" href=\"one.html\">One →</a>"))
  }

  /// A chapter's own `lang` wins over the page's inside `{{#chapters}}`.
  @Test func aPrintViewOfChaptersListsNoParts() throws {
    let context = PrintPageContext(
      siteTitle: "Site", lang: "en", pageTitle: "Site (all chapters)", root: "", home: "",
      editions: [], hasEditions: false,
      hasChapters: true,
      chapters: [
        .init(
          title: "Un", content: "<p>Texte</p>", chapterNumber: 1, chapterLabel: "Chapter 1",
          anchor: "un", lang: "fr")
      ], hasParts: false, parts: [], strings: english.templateContext,
      stringsJSON: english.scriptJSON)
    let html = try render("print", context)
    #expect(html.contains("<html lang=\"en\">"))
    #expect(html.contains("<li><a href=\"#un\">Un</a></li>"))
    #expect(html.contains("<article class=\"print-chapter\" lang=\"fr\" aria-labelledby=\"un\">"))
    #expect(html.contains("<h1 id=\"un\">Un</h1>\n<p>Texte</p>"))
    #expect(!html.contains(english["printPartsNote"]))
  }

  @Test func theListOfPrintPagesShowsPartsOnly() throws {
    let context = PrintPageContext(
      siteTitle: "Site", lang: "en", pageTitle: "Site (all chapters)", root: "", home: "",
      editions: [], hasEditions: false,
      hasChapters: false, chapters: [], hasParts: true,
      parts: [.init(title: "Basics", href: "print-1.html")], strings: english.templateContext,
      stringsJSON: english.scriptJSON)
    let html = try render("print", context)
    #expect(html.contains("<li><a href=\"print-1.html\">Basics</a></li>"))
    #expect(html.contains(english["printPartsNote"]))
    #expect(!html.contains("print-chapter"))
  }

  @Test func theNotFoundPageReadsItsTitleAndWords() throws {
    let context = NotFoundPageContext(
      siteTitle: "Site", pageTitle: "Page not found", root: "", home: "", editions: [],
      hasEditions: false, lang: "en",
      strings: english.templateContext, stringsJSON: english.scriptJSON)
    let html = try render("404", context)
    #expect(html.contains("<title>Page not found · Site</title>"))
    #expect(html.contains("<h1>\(english["notFoundTitle"])</h1>"))
  }

  /// The encoded keys are the names the templates read; a nil is left out,
  /// as a template finds nothing there.
  @Test func theEncodedShapeNamesWhatTheTemplatesRead() throws {
    let data = try JSONEncoder().encode(
      chapter(next: PageLink(title: "Three", href: "three.html", summary: nil)))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "siteTitle", "pageTitle", "lang", "content", "toc", "hasToc", "root", "home", "editions",
        "hasEditions", "chapterNumber", "chapterLabel", "next", "strings", "stringsJSON",
      ])
    let next = try #require(object["next"] as? [String: Any])
    #expect(Set(next.keys) == ["title", "href"])
  }
}

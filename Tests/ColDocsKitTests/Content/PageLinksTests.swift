import Foundation
import Testing

@testable import ColDocsKit

/// A chapter links to another by its Markdown file; the page links to the
/// page that file becomes.
@Suite struct PageLinksTests {
  private let pages = PageLinks(
    pages: [
      "content/01-a.md": "a.html", "content/02-b.md": "b.html",
      "content/part/03-c.md": "c.html", "content/index.md": "index.html",
    ],
    chapters: ["content/01-a.md", "content/02-b.md", "content/part/03-c.md"])

  @Test func aMarkdownFileOfTheGuideBecomesItsPageAnchorKept() {
    #expect(pages.href(for: "02-b.md#the-grid", from: "content/01-a.md") == "b.html#the-grid")
    #expect(pages.href(for: "./02-b.md", from: "content/01-a.md") == "b.html")
    #expect(pages.href(for: "part/03-c.md", from: "content/01-a.md") == "c.html")
    #expect(pages.href(for: "../01-a.md#top", from: "content/part/03-c.md") == "a.html#top")
    #expect(pages.href(for: "index.md", from: "content/02-b.md") == "index.html")
  }

  @Test func everyOtherLinkStaysAsWritten() {
    let apple = "https://developer.apple.com/documentation/uikit/uicollectionview"
    for destination in [
      apple, "mailto:a@b.c", "/b.html", "assets/p.png", "b.html", "#x", "03-c.md",
    ] {
      #expect(pages.href(for: destination, from: "content/01-a.md") == nil, "\(destination)")
    }
  }

  @Test func whatALinkNames() {
    typealias Target = PageLinks.Target
    #expect(
      pages.target(of: "02-b.md#x", from: "content/01-a.md") == Target(page: "b.html", anchor: "x"))
    #expect(pages.target(of: "03-c.md", from: "content/01-a.md") == Target(page: nil, anchor: nil))
    #expect(
      pages.target(of: "#set-up", from: "content/01-a.md")
        == Target(page: "a.html", anchor: "set-up"))
    #expect(
      pages.target(of: "b.html#y", from: "content/01-a.md") == Target(page: "b.html", anchor: "y"))
    #expect(pages.target(of: "02-b.md#gr%C3%B6%C3%9Fe", from: "content/01-a.md")?.anchor == "größe")
    #expect(pages.target(of: "https://example.org/a.md", from: "content/01-a.md") == nil)
    #expect(pages.target(of: "assets/p.png", from: "content/01-a.md") == nil)
    #expect(pages.target(of: "#", from: "content/01-a.md") == nil)
  }

  @Test func aFileRenderedOnItsOwnKeepsEveryLink() {
    #expect(PageLinks.none.href(for: "02-b.md", from: "content/01-a.md") == nil)
    #expect(PageLinks.none.target(of: "02-b.md", from: "content/01-a.md") == nil)
  }

  @Test func filesAreNamedAsALinkFromTheChapterWouldNameThem() {
    #expect(PageLinks.relative("content/02-b.md", from: "content/01-a.md") == "02-b.md")
    #expect(PageLinks.relative("content/part/03-c.md", from: "content/01-a.md") == "part/03-c.md")
    #expect(PageLinks.relative("content/02-b.md", from: "content/part/03-c.md") == "../02-b.md")
  }
}

import Foundation
import Testing

@testable import ColDocsKit

/// Block quotes that open with `[!KIND]` are callouts titled in the page's
/// language; any other block quote stays one.
@Suite struct CalloutTests {
  private func page(_ markdown: String, lang: String = "en") throws -> String {
    let test = try TestProject(
      chapters: ["a.md": markdown], extraConfiguration: "lang: \(lang)\n")
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    return String(decoding: try #require(build.files["a.html"]), as: UTF8.self)
  }

  @Test func aKindOnTheFirstLineMakesATitledCallout() throws {
    let html = try page("> [!NOTE]\n> The flow layout *copies* nothing.\n")
    #expect(
      html.contains(
        "<div class=\"cd-callout cd-callout-note\" role=\"note\">\n"
          + "<p class=\"cd-callout-title\">Note</p>\n"
          + "<p>The flow layout <em>copies</em> nothing.</p>\n</div>"))
    #expect(!html.contains("<blockquote>"))
  }

  @Test func whatUIKitDoesNotDocumentIsTitledInTheReadersLanguage() throws {
    let english = try page("> [!undocumented]\n>\n> The engine uses `Int32.max`.\n")
    #expect(english.contains("<p class=\"cd-callout-title\">Not documented by UIKit</p>"))
    #expect(english.contains("<p>The engine uses <code>Int32.max</code>.</p>"))
    let chinese = try page("> [!UNDOCUMENTED]\n> 引擎用的是 `Int32.max`。\n", lang: "zh-Hans")
    #expect(chinese.contains("<p class=\"cd-callout-title\">官方文档未载明</p>"))
  }

  @Test func otherBlockQuotesStayQuotes() throws {
    let html = try page("> [!FOO]\n> Text.\n\n> Plain quote.\n")
    #expect(html.contains("<blockquote>\n<p>[!FOO]\nText.</p>\n</blockquote>"))
    #expect(html.contains("<blockquote>\n<p>Plain quote.</p>\n</blockquote>"))
    #expect(!html.contains("cd-callout"))
  }

  @Test func anAuthorsTextCannotOpenATitleSlot() throws {
    let slot = String(Unicode.Scalar(0xFDD2)!)
    let html = try page("Text \(slot)note\(slot) here.\n")
    #expect(!html.contains("Note here") && html.contains("\u{FFFD}note\u{FFFD}"))
  }
}

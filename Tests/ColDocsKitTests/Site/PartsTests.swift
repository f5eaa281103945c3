import Foundation
import Testing

@testable import ColDocsKit

/// Titled parts in coldocs.yml: read in order, folded in the sidebar's
/// shared chapter list, and one print view each in very long guides.
@Suite struct PartsTests {
  private func project(_ chapters: String, files: [String]) throws -> TestProject {
    var pages: [String: String] = [:]
    for file in files { pages[file] = chapter(file.uppercased(), "Text of \(file).\n") }
    let test = try TestProject(chapters: pages)
    try "title: Parts\nchapters:\n\(chapters)".write(
      to: test.root.appendingPathComponent("content/coldocs.yml"), atomically: true,
      encoding: .utf8)
    return test
  }

  @Test func partsKeepReadingOrderAndFoldInTheSharedChapterList() throws {
    let test = try project(
      "  - a.md\n  - part: Second <part>\n    chapters:\n      - b.md\n      - c.md\n  - d.md\n",
      files: ["a.md", "b.md", "c.md", "d.md"])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    let script = String(decoding: try #require(build.files["navigation.js"]), as: UTF8.self)
    // Every chapter is numbered as its page is: the part's list counts on.
    let list =
      "<li value=\"1\"><a href=\"a.html\">A.MD</a></li>\n"
      + "<li class=\"part\"><details><summary>Second &lt;part&gt;</summary>\n<ol>\n"
      + "<li value=\"2\"><a href=\"b.html\">B.MD</a></li>\n"
      + "<li value=\"3\"><a href=\"c.html\">C.MD</a></li>\n"
      + "</ol></details></li>\n<li value=\"4\"><a href=\"d.html\">D.MD</a></li>\n"
    #expect(script.contains("})(" + JSONText.string(list) + ");"))
    // Pages load the list; they do not carry it.
    let c = String(decoding: try #require(build.files["c.html"]), as: UTF8.self)
    #expect(c.contains("<script src=\"navigation.js\"></script>"))
    #expect(!c.contains("<summary>"))
    // Reading order runs through the part: c's previous page is b, its next d.
    #expect(
      c.contains("rel=\"prev\" href=\"b.html\"") && c.contains("rel=\"next\" href=\"d.html\""))
    #expect(!c.contains("href=\"a.html\""))
  }

  @Test func theChapterListIsAScriptStringNoPageCanEndEarly() {
    let literal = JSONText.string("</script>\"\\\n\u{2028}\u{01}é")
    #expect(literal == #""\u003c/script\u003e\"\\\n\u2028\u0001é""#)
  }

  @Test func aMalformedPartIsALocatedError() throws {
    let test = try project("  - a.md\n  - part: Lost\n", files: ["a.md"])
    defer { test.remove() }
    #expect {
      try SiteBuilder(project: test.project).build()
    } throws: { error in
      let text = "\(error)"
      return text.contains("coldocs.yml:2:") && text.contains("'part: TITLE'")
    }
  }

  @Test func aPageKeepsItsSizeHoweverLongTheGuide() throws {
    func firstPage(chapters count: Int) throws -> String {
      let files = (0..<count).map { String(format: "p%03d.md", $0) }
      let test = try project(files.map { "  - \($0)\n" }.joined(), files: files)
      defer { test.remove() }
      let build = try SiteBuilder(project: test.project).build()
      return String(decoding: try #require(build.files["p001.html"]), as: UTF8.self)
    }
    let short = try firstPage(chapters: 3)
    let long = try firstPage(chapters: PageSet.printSplitLimit + 10)
    #expect(!long.contains("p150.html"), "the page lists no chapter but its neighbours")
    #expect(
      abs(long.utf8.count - short.utf8.count) < 16, "\(short.utf8.count) → \(long.utf8.count)")
  }
}

/// `lang` in coldocs.yml sets every page's language; a chapter's front
/// matter may set its own.
@Suite struct LanguageTests {
  @Test func pagesTakeTheSiteLanguageUnlessTheirFrontMatterSaysOtherwise() throws {
    let test = try TestProject(
      chapters: [
        "a.md": chapter("Flow", "Text.\n"),
        "b.md": "---\ntitle: 布局\nlang: zh-Hans\n---\n集合视图。\n",
      ], extraConfiguration: "lang: fr\n")
    defer { test.remove() }
    let files = try SiteBuilder(project: test.project).build().files
    func page(_ name: String) throws -> String {
      String(decoding: try #require(files[name]), as: UTF8.self)
    }
    #expect(try page("a.html").hasPrefix("<!DOCTYPE html>\n<html lang=\"fr\">"))
    #expect(try page("b.html").hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-Hans\">"))
    #expect(try page("index.html").contains("<html lang=\"fr\">"))
    #expect(try page("print.html").contains("class=\"print-chapter\" lang=\"zh-Hans\""))
  }

  @Test func aMalformedLanguageTagIsALocatedError() throws {
    let test = try TestProject(chapters: ["a.md": "---\ntitle: A\nlang: en_US<script>\n---\nText\n"]
    )
    defer { test.remove() }
    #expect {
      try SiteBuilder(project: test.project).build()
    } throws: { "\($0)".contains("is not a language tag") }
    #expect(
      LanguageTag("en") != nil && LanguageTag("zh-Hans") != nil && LanguageTag("pt-BR") != nil)
    #expect(LanguageTag("e") == nil && LanguageTag("en_US") == nil && LanguageTag("en-") == nil)
  }
}

@Suite struct PrintViewTests {
  @Test func headingIDsAreDroppedAndNothingElse() {
    let html =
      "<h2 id=\"a\">A</h2><p id=\"p\">x</p><h3 id=\"b-1\">B <code>h</code></h3><h2>C</h2><hr id=\"z\">"
    #expect(
      PageSet.withoutHeadingIDs(html)
        == "<h2>A</h2><p id=\"p\">x</p><h3>B <code>h</code></h3><h2>C</h2><hr id=\"z\">")
  }
}

extension PartsTests {
  @Test func aLongGuideHasOnePrintViewPerPart() throws {
    let count = PageSet.printSplitLimit + 10
    let files = (0..<count).map { String(format: "p%03d.md", $0) }
    let yaml =
      "  - p000.md\n  - part: One\n    chapters:\n"
      + files[1..<100].map { "      - \($0)\n" }.joined()
      + "  - part: Two\n    chapters:\n" + files[100...].map { "      - \($0)\n" }.joined()
    let test = try project(yaml, files: files)
    defer { test.remove() }
    let built = try SiteBuilder(project: test.project).build().files
    let index = String(decoding: try #require(built["print.html"]), as: UTF8.self)
    #expect(index.contains("<a href=\"print-1.html\">Chapters 1–1</a>"))
    #expect(index.contains("<a href=\"print-2.html\">One</a>"))
    #expect(index.contains("<a href=\"print-3.html\">Two</a>"))
    #expect(!index.contains("class=\"print-chapter\""))
    let two = String(decoding: try #require(built["print-3.html"]), as: UTF8.self)
    #expect(two.contains("<title>Parts: Two</title>"))
    #expect(two.contains("Chapter 101</p>") && two.contains("Text of p100.md."))
    #expect(!two.contains("Text of p099.md."))
  }

  @Test func aLongFlatGuideHasOnePrintViewPerHundredChapters() throws {
    let count = PageSet.printSplitLimit + 10
    let files = (0..<count).map { String(format: "p%03d.md", $0) }
    let test = try project(files.map { "  - \($0)\n" }.joined(), files: files)
    defer { test.remove() }
    let built = try SiteBuilder(project: test.project).build().files
    let index = String(decoding: try #require(built["print.html"]), as: UTF8.self)
    #expect(index.contains("<a href=\"print-1.html\">Chapters 1–100</a>"))
    #expect(index.contains("<a href=\"print-3.html\">Chapters 201–\(count)</a>"))
    #expect(built["print-4.html"] == nil)
    let last = String(decoding: try #require(built["print-3.html"]), as: UTF8.self)
    #expect(last.contains("Text of p200.md.") && !last.contains("Text of p199.md."))
  }

  @Test func aShortGuideKeepsOnePrintView() throws {
    let test = try project(
      "  - part: One\n    chapters:\n      - a.md\n      - b.md\n", files: ["a.md", "b.md"])
    defer { test.remove() }
    let built = try SiteBuilder(project: test.project).build().files
    #expect(built["print-1.html"] == nil)
    let print = String(decoding: try #require(built["print.html"]), as: UTF8.self)
    #expect(print.contains("Text of a.md.") && print.contains("Text of b.md."))
  }
}

import Foundation
import Testing

@testable import ColDocsKit

/// Links between chapters are written to the Markdown files, lead to the
/// pages in the site, and `coldocs check` reports one that leads nowhere at
/// its line and column of the Markdown. No chapter here has an example, so
/// nothing is compiled.
@Suite(.serialized) struct CrossReferenceCheckerTests {
  /// Chapter b has one heading, "The grid", whose id is "the-grid".
  private let chapterB = chapter("B", "## The grid\n\nText.\n")

  /// The problems `check` reports in content/ (the site folder of a test
  /// project is never built, so `check` also says it is stale).
  private func contentProblems(_ test: TestProject) throws -> [Diagnostic] {
    try SiteChecker(project: test.project).check(update: false).problems.filter {
      $0.file.hasPrefix("content/")
    }
  }

  /// Every problem `check` reports but the stale site.
  private func allProblems(_ test: TestProject) throws -> [Diagnostic] {
    try SiteChecker(project: test.project).check(update: false).problems.filter {
      !$0.message.hasPrefix("the site is not what")
    }
  }

  private func builtPage(_ name: String, of test: TestProject) throws -> String {
    String(
      decoding: try SiteBuilder(project: test.project).build().files[name] ?? Data(), as: UTF8.self)
  }

  @Test func aLinkToAHeadingOfAnotherChapterLeadsToItsPageAndPasses() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter("A", "See [chapter 2](02-b.md#the-grid) and [it](02-b.md).\n"),
      "02-b.md": chapterB,
    ])
    defer { test.remove() }
    let page = try builtPage("a.html", of: test)
    #expect(page.contains(#"<a href="b.html#the-grid">chapter 2</a>"#))
    #expect(page.contains(#"<a href="b.html">it</a>"#))
    let problems = try allProblems(test)
    #expect(!problems.contains { $0.message.contains("b.html") || $0.message.contains("02-b.md") })
    #expect(try contentProblems(test).isEmpty)
  }

  @Test func aLinkToAFileThatIsNoChapterFailsAtItsLineAndColumn() throws {
    let test = try TestProject(chapters: [
      // Three lines of front matter: the body's third line is line 6.
      "01-a.md": chapter("A", "Intro.\n\nAs [chapter 2](02-c.md) shows.\n"),
      "02-b.md": chapterB,
    ])
    defer { test.remove() }
    let problems = try allProblems(test)
    let located = problems.filter { $0.file == "content/01-a.md" }
    #expect(located.count == 1, "\(problems)")
    #expect(located.first?.line == 6 && located.first?.column == 4)
    #expect(located.first?.severity == .error)
    #expect(located.first?.message.contains("'02-c.md' names no page") == true)
    #expect(located.first?.fix.contains("'02-b.md'") == true, "the nearest chapter file")
    #expect(
      !problems.contains { $0.file.hasPrefix("site") && $0.message.contains("02-c.md") },
      "reported once, in the Markdown")
  }

  @Test func aLinkToAHeadingThePageDoesNotHaveFailsAtItsLineAndColumn() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter("A", "# A\n\nThe [grid](02-b.md#the-gird) again.\n"),
      "02-b.md": chapterB,
    ])
    defer { test.remove() }
    let problems = try allProblems(test)
    let located = problems.filter { $0.file == "content/01-a.md" }
    #expect(located.count == 1, "\(problems)")
    #expect(located.first?.line == 6 && located.first?.column == 5)
    #expect(located.first?.message.contains("'#the-gird', which b.html does not have") == true)
    #expect(located.first?.fix.contains("'the-grid'") == true, "the nearest heading")
    #expect(!problems.contains { $0.file.hasPrefix("site") && $0.message.contains("the-gird") })
  }

  @Test func aLinkOnAContinuationLineIndentedFurtherIsPlacedWhereItIsWritten() throws {
    // cmark counts the second line's columns from its text, 4 spaces in.
    let test = try TestProject(chapters: [
      "01-a.md": chapter("A", "Some text\n    and [b](02-b.md#nope) here.\n"),
      "02-b.md": chapterB,
    ])
    defer { test.remove() }
    let located = try contentProblems(test)
    #expect(located.count == 1, "\(located)")
    #expect(located.first?.line == 5 && located.first?.column == 9)
  }

  @Test func linksInTablesLeadToPagesAndAreCheckedToo() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter(
        "A", "| where | what |\n|---|---|\n| [b](02-b.md#the-grid) | [x](02-b.md#nope) |\n"),
      "02-b.md": chapterB,
    ])
    defer { test.remove() }
    let page = try builtPage("a.html", of: test)
    #expect(page.contains(#"<a href="b.html#the-grid">b</a>"#))
    let located = try contentProblems(test)
    #expect(located.count == 1, "\(located)")
    #expect(located.first?.line == 6 && located.first?.column == 27)
  }

  @Test func anAnchorOfThePageItselfMustBeOneOfItsHeadings() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter("A", "## Setup\n\nBack to [the setup](#set-up).\n")
    ])
    defer { test.remove() }
    let located = try contentProblems(test)
    #expect(located.count == 1, "\(located)")
    #expect(located.first?.line == 6 && located.first?.column == 9)
    #expect(located.first?.fix.contains("'setup'") == true)
  }

  @Test func chapterNWrittenWithoutALinkIsAWarningNamingTheFile() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter(
        "A",
        "As chapter 2 shows; [chapter 2](02-b.md) and `chapter 2` are fine, chapter 9 is no chapter.\n"
      ),
      "02-b.md": chapterB,
    ])
    defer { test.remove() }
    let located = try contentProblems(test)
    #expect(located.count == 1, "\(located)")
    #expect(located.first?.severity == .warning)
    #expect(located.first?.line == 4 && located.first?.column == 4)
    #expect(located.first?.fix.contains("[chapter 2](02-b.md)") == true)
  }

  @Test func externalLinksAreLeftAlone() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter(
        "A",
        "[`UICollectionView`](https://developer.apple.com/documentation/uikit/uicollectionview)\n")
    ])
    defer { test.remove() }
    #expect(try contentProblems(test).isEmpty)
    let problems = try allProblems(test)
    #expect(!problems.contains { $0.message.contains("developer.apple.com") })
  }

  @Test func theNearestNamesComeFirst() {
    #expect(CrossReferenceChecker.distance("the-gird", "the-grid") == 2)
    #expect(CrossReferenceChecker.distance("", "abc") == 3)
    let names = ["pixels", "the-setup", "itemsize", "sectioninset"]
    #expect(CrossReferenceChecker.nearest(to: "item-size", among: names).first == "itemsize")
    #expect(CrossReferenceChecker.nearest(to: "x", among: names).count == 3)
  }

  @Test func headingIDsAreReadFromThePage() {
    let html = #"<h1 id="a">A</h1><hr id="rule"><h2 id="b-c">B</h2><header id="top"></header>"#
    #expect(CrossReferenceChecker.headingIDs(in: html) == ["a", "b-c"])
  }
}

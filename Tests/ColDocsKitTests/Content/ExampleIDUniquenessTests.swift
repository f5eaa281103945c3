import Foundation
import Testing

@testable import ColDocsKit

/// Every id on a page is unique, whatever case or separators authors use.
@Suite struct ExampleIDUniquenessTests {
  private func plan(_ body: String) throws -> ChapterPlan {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", body)])
    defer { test.remove() }
    let source = try ChapterSource(
      url: test.root.appendingPathComponent("content/01-a.md"), displayPath: "content/01-a.md")
    return try ChapterPlan(source, projectRoot: repositoryRoot)
  }

  private func problems(_ body: String) -> [Diagnostic] {
    do {
      _ = try plan(body)
    } catch let list as DiagnosticList {
      return list.diagnostics
    } catch {
      Issue.record("\(error)")
    }
    return []
  }

  @Test(arguments: ["Grid", "GRID", "grid"])
  func idsThatDifferOnlyInCaseOrSeparatorsAreLocated(second: String) {
    let found = problems(
      "```swift example id=grid\nreturn 1\n```\n\n```swift example id=\(second)\nreturn 2\n```\n")
    #expect(found.count == 1)
    #expect(found.first?.line == 8, "\(found)")
  }

  @Test func underscoresAndHyphensCollideToo() {
    let found = problems(
      "```swift example id=a_b\nreturn 1\n```\n\n```swift example id=a-b\nreturn 2\n```\n")
    #expect(found.first?.message.contains("only in case or in - and _") == true, "\(found)")
  }

  @Test func aVeryLongIdIsLocated() {
    let found = problems(
      "```swift example id=\(String(repeating: "a", count: 252))\nreturn 1\n```\n")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("252 characters long") == true, "\(found)")
  }

  @Test func aHeadingNeverTakesAFiguresOrTheTemplatesId() throws {
    let plan = try plan(
      "# Main\n\n## Example a grid\n\n```swift example id=grid\nreturn 1\n```\n")
    let body = PageRenderer(plan: plan, outcomes: [:], templateIDs: ["main"]).render()
    let ids = body.headings.map(\.id)
    #expect(ids == ["main-1", "example-a-grid-1"])
    #expect(body.html.contains("id=\"example-a-grid\""))
  }

  @Test func numberedHeadingSlugsSkipOnesAlreadyTaken() {
    var slugs = SlugMaker()
    #expect(
      ["Usage", "Usage 1", "Usage"].map { slugs.uniqueSlug($0) } == ["usage", "usage-1", "usage-2"])
  }
}

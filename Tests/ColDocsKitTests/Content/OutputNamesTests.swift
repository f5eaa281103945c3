import Foundation
import Testing

@testable import ColDocsKit

/// Two things are never written to one page: a chapter named like a page
/// of the site, two chapters with one page name, one file listed twice.
@Suite struct OutputNamesTests {
  @Test(arguments: ["404.md", "print.md", "index.md", "07-print.md", "print-3.md"])
  func aChapterNamedLikeAPageOfTheSiteIsLocated(name: String) throws {
    let test = try TestProject(
      chapters: ["01-a.md": chapter("A", "Text\n"), name: chapter("Reserved", "Mine\n")],
      order: ["01-a.md", name])
    defer { test.remove() }
    let problems = problemsStopping(test.project)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.file == "content/coldocs.yml")
    #expect(problems.first?.line == 4)
    #expect(problems.first?.message.contains("which the site uses for its own") == true)
  }

  @Test func namesThatOnlyLookReservedAreChapters() {
    #expect(!OutputNames.isReserved("print-guide"))
    #expect(!OutputNames.isReserved("printing"))
    #expect(!OutputNames.isReserved("print-"))
    #expect(OutputNames.isReserved("print-12"))
  }

  @Test func oneFileListedTwiceUnderTwoSpellingsIsSaidToBeOneFile() throws {
    let test = try TestProject(
      chapters: ["01-a.md": chapter("A", "Text\n")], order: ["01-a.md", "./01-a.md"])
    defer { test.remove() }
    let problems = problemsStopping(test.project)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.line == 4)
    #expect(problems.first?.message.contains("listed twice") == true)
    #expect(problems.first?.fix.contains("remove one") == true)
  }

  @Test func twoFilesWithOnePageNameAreLocated() throws {
    let test = try TestProject(
      chapters: ["01-intro.md": chapter("A", "A\n"), "02-Intro.md": chapter("B", "B\n")],
      order: ["01-intro.md", "02-Intro.md"])
    defer { test.remove() }
    let problems = problemsStopping(test.project)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.line == 4)
    #expect(problems.first?.message.contains("both be written to intro.html") == true)
  }
}

extension OutputNamesTests {
  @Test func aChapterNameTooLongForFileNamesIsLocated() throws {
    let name = String(repeating: "a", count: 247) + ".md"
    let test = try TestProject(
      chapters: [
        "01-a.md": chapter("A", "Text\n"),
        name: chapter("Long", "```swift example\nreturn 1\n```\n"),
      ],
      order: ["01-a.md", name])
    defer { test.remove() }
    let problems = problemsStopping(test.project)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.line == 4)
    #expect(problems.first?.message.contains("247 bytes; the most is 200") == true, "\(problems)")
  }
}

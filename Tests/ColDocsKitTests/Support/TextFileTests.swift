import Foundation
import Testing

@testable import ColDocsKit

/// Text files read the same whatever their line endings, and a path that is
/// not a readable file says why.
@Suite struct TextFileTests {
  private func temporaryFile(_ bytes: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-text-\(UUID().uuidString).md")
    try Data(bytes.utf8).write(to: url)
    return url
  }

  @Test(arguments: ["\r\n", "\r"])
  func windowsAndOldMacLineEndingsReadAsNewlines(ending: String) throws {
    let url = try temporaryFile(
      ["---", "title: Endings", "---", "# Heading", ""].joined(separator: ending))
    defer { try? FileManager.default.removeItem(at: url) }
    let text = try TextFile.read(url, displayPath: "content/x.md")
    #expect(text == "---\ntitle: Endings\n---\n# Heading\n")
  }

  /// Windows editors start UTF-8 files with a byte-order mark; before, it
  /// hid the opening `---` and the page lost its title.
  @Test func aByteOrderMarkAndCRLFKeepTheFrontMatter() throws {
    let test = try TestProject(chapters: [
      "01-a.md": "\u{FEFF}---\r\ntitle: Marked\r\n---\r\n# Heading\r\n"
    ])
    defer { test.remove() }
    let url = test.root.appendingPathComponent("content/01-a.md")
    #expect(try TextFile.read(url, displayPath: "x") == "---\ntitle: Marked\n---\n# Heading\n")
    #expect(try ChapterSource(url: url, displayPath: "content/01-a.md").title == "Marked")
  }

  @Test(arguments: ["title:", "title: ~", "title: []", "summary: null"])
  func anEmptyTitleOrSummaryIsLocated(line: String) throws {
    let test = try TestProject(chapters: ["01-a.md": "---\n\(line)\n---\n# Heading\n"])
    defer { test.remove() }
    let url = test.root.appendingPathComponent("content/01-a.md")
    #expect {
      try ChapterSource(url: url, displayPath: "content/01-a.md")
    } throws: { error in
      (error as? Diagnostic).map {
        $0.file == "content/01-a.md" && $0.message.contains("has no text")
      }
        ?? false
    }
  }

  @Test(arguments: ["\r\n", "\r"])
  func frontMatterAndLinesSurviveOtherLineEndings(ending: String) throws {
    let lines = [
      "---", "title: Endings", "summary: Read right", "---", "", "Text.", "", "```swift",
      "let x: Int = \"no\"", "```", "",
    ]
    let test = try TestProject(chapters: ["01-a.md": lines.joined(separator: ending)])
    defer { test.remove() }
    let source = try ChapterSource(
      url: test.root.appendingPathComponent("content/01-a.md"), displayPath: "content/01-a.md")
    #expect(source.title == "Endings")
    #expect(source.frontMatter.summary == "Read right")
    let plan = try ChapterPlan(source, projectRoot: repositoryRoot)
    #expect(plan.blocks.first?.block.line == 8)
    #expect(plan.blocks.first?.block.firstCodeLine == 9)
  }

  @Test func aFolderListedAsAChapterIsSaidToBeAFolder() throws {
    let test = try TestProject(
      chapters: ["01-a.md": chapter("A", "Text\n")], order: ["01-a.md", "02-b.md"])
    defer { test.remove() }
    try FileManager.default.createDirectory(
      at: test.root.appendingPathComponent("content/02-b.md"), withIntermediateDirectories: true)
    let problems = problemsStopping(test.project)
    #expect(problems.count == 1)
    #expect(problems.first?.file == "content/coldocs.yml" && problems.first?.line == 4)
    #expect(problems.first?.message.contains("folder") == true, "\(problems)")
  }

  @Test func aLoopOfLinksListedAsAChapterIsSaidToBeALoop() throws {
    let test = try TestProject(
      chapters: ["01-a.md": chapter("A", "Text\n")], order: ["01-a.md", "02-loop.md"])
    defer { test.remove() }
    let loop = test.root.appendingPathComponent("content/02-loop.md")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
    let problems = problemsStopping(test.project)
    #expect(problems.count == 1)
    #expect(problems.first?.line == 4)
    #expect(problems.first?.message.contains("loop of links") == true, "\(problems)")
    #expect(problems.first?.message.contains("does not exist") == false)
  }

  @Test func aFIFOIsRefusedWithoutWaitingOnIt() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-fifo-\(UUID().uuidString)")
    #expect(mkfifo(url.path, 0o644) == 0)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: Diagnostic.self) { try TextFile.read(url, displayPath: "content/fifo.md") }
    #expect(TextFile.unreadable(url)?.message.contains("not a regular file") == true)
  }
}

import Foundation
import Testing

@testable import ColDocsKit

/// `include=`: paths read from the Markdown file's folder, whole files,
/// anchors and line ranges, and files of the documented package.
@Suite struct SourceIncludeTests {
  /// A project folder with a chapter folder and a package beside it:
  /// guide/content, guide/Sources/A.swift, Package/Sources/Layout.swift.
  private struct Folders {
    let top = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-include-\(UUID().uuidString)")
    var guide: URL { top.appendingPathComponent("guide") }
    var content: URL { guide.appendingPathComponent("content") }
    var package: URL { top.appendingPathComponent("Package") }

    init() throws {
      try write(
        "line 1\n  // ANCHOR: middle\n  line 3\n    line 4\n  // ANCHOR_END: middle\nline 6\n",
        "guide/Sources/A.swift")
      try write("public struct Layout {}\n", "Package/Sources/Layout.swift")
      try write("secret\n", "Elsewhere/Secret.swift")
      try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    }

    func write(_ text: String, _ path: String) throws {
      let url = top.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }

    var includes: SourceInclude {
      SourceInclude(base: content, allowed: [guide, package], formerBase: guide)
    }

    func remove() { try? FileManager.default.removeItem(at: top) }
  }

  private let place = (file: "content/a.md", line: 9, column: 1)

  @Test func pathsAreReadFromTheMarkdownFilesFolder() throws {
    let folders = try Folders()
    defer { folders.remove() }
    let text = try folders.includes.text("../Sources/A.swift", .anchor("middle"), at: place)
    // Markers dropped, shared indentation removed.
    #expect(text == "line 3\n  line 4\n")
  }

  @Test func aWholeFileAndLineRanges() throws {
    let folders = try Folders()
    defer { folders.remove() }
    let includes = folders.includes
    #expect(
      try includes.text("../Sources/A.swift", .wholeFile, at: place)
        == "line 1\n  line 3\n    line 4\nline 6\n")
    #expect(
      try includes.text("../Sources/A.swift", .lines(3...4), at: place) == "line 3\n  line 4\n")
    #expect(try includes.text("../Sources/A.swift", .lines(6...6), at: place) == "line 6\n")
  }

  @Test func aRangePastTheEndSaysHowLongTheFileIs() throws {
    let folders = try Folders()
    defer { folders.remove() }
    let error = #expect(throws: Diagnostic.self) {
      try folders.includes.text("../Sources/A.swift", .lines(5...7), at: place)
    }
    #expect(error?.message.contains("it has 6 lines") == true, "\(String(describing: error))")
    #expect(error?.line == 9)
  }

  @Test func theDocumentedPackagesFilesMayBeIncluded() throws {
    let folders = try Folders()
    defer { folders.remove() }
    #expect(
      try folders.includes.text("../../Package/Sources/Layout.swift", .wholeFile, at: place)
        == "public struct Layout {}\n")
    // Without the package, the same file is outside what may be read.
    let guideOnly = SourceInclude(base: folders.content, allowed: [folders.guide])
    let error = #expect(throws: Diagnostic.self) {
      try guideOnly.text("../../Package/Sources/Layout.swift", .wholeFile, at: place)
    }
    #expect(error?.message.contains("outside the project") == true)
  }

  @Test func filesBesideThePackageStayOutOfReach() throws {
    let folders = try Folders()
    defer { folders.remove() }
    let error = #expect(throws: Diagnostic.self) {
      try folders.includes.text("../../Elsewhere/Secret.swift", .wholeFile, at: place)
    }
    #expect(error?.message.contains("outside the project") == true)
  }

  /// A path written the old way, from the project root, is told how to
  /// read from the Markdown file's folder.
  @Test func aPathFromTheProjectRootGetsTheRewrittenPath() throws {
    let folders = try Folders()
    defer { folders.remove() }
    let error = #expect(throws: Diagnostic.self) {
      try folders.includes.text("Sources/A.swift", .anchor("middle"), at: place)
    }
    #expect(error?.message.contains("no such file") == true)
    #expect(
      error?.fix.contains("include=../Sources/A.swift") == true, "\(String(describing: error))")
  }

  @Test func aChapterPlanReadsItsPackagesFiles() throws {
    let folders = try Folders()
    defer { folders.remove() }
    let markdown = folders.content.appendingPathComponent("01-a.md")
    try "---\ntitle: A\n---\n```swift include=../../Package/Sources/Layout.swift\n```\n".write(
      to: markdown, atomically: true, encoding: .utf8)
    let source = try ChapterSource(url: markdown, displayPath: "content/01-a.md")
    let plan = try ChapterPlan(source, projectRoot: folders.guide, packageFolder: folders.package)
    #expect(plan.blocks.first?.shownCode == "public struct Layout {}\n")
    #expect(throws: DiagnosticList.self) {
      try ChapterPlan(source, projectRoot: folders.guide)
    }
  }
}

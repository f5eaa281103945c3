import Foundation
import Testing

@testable import ColDocsKit

/// Plans a chapter from Markdown written here, without reading a file.
func plannedChapter(_ body: String, file: String = "content/a.md") throws -> ChapterPlan {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "coldocs-plan-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let url = folder.appendingPathComponent("a.md")
  try chapter("A", body).write(to: url, atomically: true, encoding: .utf8)
  return try ChapterPlan(ChapterSource(url: url, displayPath: file), projectRoot: repositoryRoot)
}

/// The generated chapter module: every compiled line maps back to its
/// Markdown line, examples become functions the runner finds by id.
@Suite struct ModuleWriterTests {
  private let body = """
    Text.

    ```swift
    let shared = 1
    # let hidden = 2
    ```

    ```swift example id=first
    let value = shared + hidden
    return value
    ```

    ```swift norun
    not compiled
    ```

    """

  @Test func declarationsAndExamplesAreMappedToTheirMarkdownLines() throws {
    let module = ChapterModule(try plannedChapter(body))
    #expect(module.name == "Chapter_a")
    let code = module.code
    // Front matter is 3 lines; `let shared` is on line 7, the example's
    // first line on line 12. A hidden line keeps its columns: `# ` becomes
    // two spaces.
    #expect(
      code.contains(
        "#sourceLocation(file: \"content/a.md\", line: 7)\nlet shared = 1\n  let hidden = 2\n#sourceLocation()"
      ))
    #expect(
      code.contains(
        "func example_1() throws -> any ExampleOutput {\n#sourceLocation(file: \"content/a.md\", line: 12)\n"
      ))
    #expect(code.contains("  \"a/first\": example_1,"))
    #expect(!code.contains("not compiled"))
  }

  @Test func capturedReturnsAreInsertionsThatMapColumnsBack() throws {
    let module = ChapterModule(try plannedChapter(body))
    // `return value` on line 13 gained the capture's prefix after `return `.
    let inserted = try #require(module.insertions.byLine[13]?.first)
    #expect(inserted.column == 8)
    #expect(module.insertions.originalColumn(8 + inserted.width + 2, line: 13) == 10)
    #expect(module.insertions.originalColumn(3, line: 13) == 3)
  }

  @Test func aChapterWithoutExamplesStillDeclaresAnEmptyTable() throws {
    let module = ChapterModule(try plannedChapter("```swift\nlet x = 1\n```\n"))
    #expect(
      module.code.contains("public let examples: [String: ExampleMain.Example] = [\n  :\n]\n"))
    // The runner finds the table through this C function.
    #expect(
      module.code.hasSuffix(
        "@_cdecl(\"coldocs_register_examples\")\n"
          + "public func registerExamples() { ExampleMain.register(examples) }\n"))
  }

  @Test func anExamplesImportsMoveToTheTopOfTheFileAtTheirLines() throws {
    let markdown = "# T\n\n```swift example id=a\nimport UIKit\nlet x = 1\nreturn x\n```\n"
    let module = ChapterModule(try plannedChapter(markdown))
    let code = module.code
    let hoisted = try #require(
      code.range(of: "#sourceLocation(file: \"content/a.md\", line: 7)\nimport UIKit\n"))
    let function = try #require(code.range(of: "func "))
    #expect(hoisted.upperBound <= function.lowerBound)
    // In the body the line is left empty, so `let x = 1` stays on line 8.
    #expect(code.contains("#sourceLocation(file: \"content/a.md\", line: 7)\n\nlet x = 1\n"))
  }

  @Test func fileNamesAreWrittenAsStringLiterals() {
    #expect(ModuleWriter.escaped(#"content/a "b"\c.md"#) == #"content/a \"b\"\\c.md"#)
  }
}

/// Compiler output read back as diagnostics at Markdown lines and columns.
@Suite struct CompilerDiagnosticsTests {
  private func module(_ body: String) throws -> ChapterModule {
    ChapterModule(try plannedChapter(body))
  }

  @Test func anErrorIsPlacedAtItsMarkdownLineAndColumn() throws {
    let module = try module(
      "Intro.\n\n  ```swift example\n  let x: Int = \"a\"\n  return x\n  ```\n")
    let output = """
      [3/5] Compiling Chapter_a Chapter_a.swift
      /somewhere/content/a.md:7:16: error: cannot convert value of type 'String' to specified type 'Int'
      /somewhere/content/a.md:7:16: error: cannot convert value of type 'String' to specified type 'Int'
      /somewhere/content/a.md:7:5: warning: something minor
      """
    let found = CompilerDiagnostics(modules: [module]).parse(output)
    #expect(found.count == 1, "repeated errors are reported once; warnings not at all")
    // The fence is indented by two spaces, so the column moves by two.
    #expect(found.first?.line == 7 && found.first?.column == 18)
    #expect(found.first?.message == "cannot convert value of type 'String' to specified type 'Int'")
  }

  @Test func aMissingReturnIsReportedAtTheExamplesFence() throws {
    let module = try module("```swift example id=quiet\nlet x = 1\n```\n")
    let found = CompilerDiagnostics(modules: [module]).parse(
      "content/a.md:6:1: error: missing return in global function expected to return 'any ExampleOutput'"
    )
    #expect(
      found.first?.line == 4 && found.first?.message == "the example returns nothing renderable")
  }

  @Test func theLongestChapterNameWins() throws {
    let short = ChapterModule(
      try plannedChapter("```swift\nlet x = 1\n```\n", file: "content/a.md"))
    let long = ChapterModule(
      try plannedChapter("```swift\nlet x = 1\n```\n", file: "content/x/a.md"))
    let found = CompilerDiagnostics(modules: [short, long]).parse(
      "content/x/a.md:5:1: error: boom")
    #expect(found.map(\.file) == ["content/x/a.md"])
  }
}

/// What a trapped or failing runner printed, read as a located problem.
@Suite struct TrapReportTests {
  private let example = ExampleSpec(
    id: "e", chapter: "a", file: "content/a.md", line: 10, column: 1, timeout: nil,
    function: "example_1", blockIndex: 0)

  @Test func aFatalErrorIsPlacedAtTheInnermostFrameOfTheExample() {
    let output = """
      Fatal error: Index out of range
      Thread 0 crashed:
      0 Swift._assertionFailure at /swift/stdlib/Assert.swift:33
      1 example_1() in Chapter_a at content/a.md:14:9
      2 ExampleMain.run at Sources/ColDocsRuntime/ExampleMain.swift:40
      """
    let report = TrapReport(example: example, output: output)
    #expect(report.location! == (14, 9))
    #expect(report.diagnostic.message == "the example trapped: Index out of range")
    #expect(report.diagnostic.line == 14)
  }

  @Test func theRunnersOwnWordsAreKeptAndTheFenceIsTheFallback() {
    let report = TrapReport(
      example: example, output: "coldocs-runner: the example threw an error: no such file\n")
    #expect(report.location == nil)
    #expect(report.diagnostic.message == "the example threw an error: no such file")
    #expect(report.diagnostic.line == 10 && report.diagnostic.column == 1)
  }
}

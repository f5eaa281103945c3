import Foundation
import Testing

/// The `coldocs` executable as a user runs it: help, exit codes, output.
@Suite(.serialized) struct CommandLineTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The binary built next to the test bundle.
  static var binary: URL {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = folder.appendingPathComponent("coldocs")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return repositoryRoot.appendingPathComponent(".build/debug/coldocs")
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  func run(_ arguments: [String], in folder: URL = repositoryRoot) throws -> Run {
    try Self.run(Self.binary, arguments, in: folder)
  }

  /// Runs `binary` with `arguments` in `folder` and collects what it wrote.
  static func run(_ binary: URL, _ arguments: [String], in folder: URL) throws -> Run {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  @Test(arguments: ["build", "check", "render", "serve"])
  func everyCommandHasHelp(command: String) throws {
    let result = try run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: coldocs \(command)"))
    #expect(result.output.contains("--content"))
  }

  @Test(arguments: ["init", "theme", "theme list", "theme copy"])
  func theAuthorsCommandsHaveHelp(command: String) throws {
    let result = try run(command.split(separator: " ").map(String.init) + ["--help"])
    #expect(result.status == 0)
    #expect(result.output.contains("USAGE: coldocs \(command)"))
  }

  @Test func theVersionNamesTheEngine() throws {
    let result = try run(["--version"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("coldocs "))
    #expect(result.output.contains("engine CollectionLayout "))
    #expect(result.output.contains("(sources "))
  }

  @Test func badUsageExitsWithTwo() throws {
    let unknown = try run(["publish"])
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("publish"))
    let missing = try run(["render"])
    #expect(missing.status == 2)
  }

  @Test func renderPrintsCmarkHTMLWithHeadingIDs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "# Hello *world*\n\n- a\n- b\n".write(
      to: folder.appendingPathComponent("page.md"), atomically: true, encoding: .utf8)
    let result = try run(["render", "page.md"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.output
        == "<h1 id=\"hello-world\">Hello <em>world</em></h1>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"
    )
  }

  @Test func problemsAreReportedWithTheirPlaceAndExitOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("content"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "title: T\nchapters:\n  - a.md\n".write(
      to: folder.appendingPathComponent("content/coldocs.yml"), atomically: true, encoding: .utf8)
    try "Text\n\n```swift exmaple\n```\n".write(
      to: folder.appendingPathComponent("content/a.md"), atomically: true, encoding: .utf8)
    let result = try run(
      ["build", "--templates", Self.repositoryRoot.appendingPathComponent("templates").path],
      in: folder)
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "content/a.md:3:1: error: unknown info-string option 'exmaple' — use one of:"))
  }

  @Test func refusesToWriteIntoAForeignFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("content"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "keep".write(
      to: folder.appendingPathComponent("docs/mine.txt"), atomically: true, encoding: .utf8)
    try "title: T\nchapters:\n  - a.md\n".write(
      to: folder.appendingPathComponent("content/coldocs.yml"), atomically: true, encoding: .utf8)
    try "# A\n".write(
      to: folder.appendingPathComponent("content/a.md"), atomically: true, encoding: .utf8)
    let result = try run(
      [
        "build", "--output", "docs", "--templates",
        Self.repositoryRoot.appendingPathComponent("templates").path,
      ],
      in: folder)
    #expect(result.status == 1)
    #expect(
      result.errors.contains(
        "docs:1:1: error: the output folder is not empty and was not written by coldocs"))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("docs/mine.txt").path))
  }

  @Test func checkComparesTheSiteInTheFolderNamedByOutput() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("content"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "title: T\nchapters:\n  - a.md\n".write(
      to: folder.appendingPathComponent("content/coldocs.yml"), atomically: true, encoding: .utf8)
    try "# A\n\nText.\n".write(
      to: folder.appendingPathComponent("content/a.md"), atomically: true, encoding: .utf8)
    let templates = ["--templates", Self.repositoryRoot.appendingPathComponent("templates").path]
    #expect(try run(["build", "--output", "public"] + templates, in: folder).status == 0)
    let published = try run(["check", "--output", "public"] + templates, in: folder)
    #expect(published.status == 0, "\(published.errors)")
    let elsewhere = try run(["check"] + templates, in: folder)
    #expect(elsewhere.status == 1)
    #expect(elsewhere.errors.contains("site"), "\(elsewhere.errors)")
  }
}

import Foundation
import Testing
import Yams

@testable import ColDocsKit

/// Hostile or broken input files: each gives a located error, promptly,
/// and never a crash, a hang, or a read outside the project.
@Suite struct ContentSafetyTests {
  /// Builds the project and returns the problems that stopped it, with the
  /// time the build took.
  private func failure(of project: Project) -> (problems: [Diagnostic], seconds: Double) {
    let start = Date()
    var problems: [Diagnostic] = []
    do {
      _ = try SiteBuilder(project: project).build()
      Issue.record("expected the build to stop")
    } catch let list as DiagnosticList {
      problems = list.diagnostics
    } catch let diagnostic as Diagnostic {
      problems = [diagnostic]
    } catch {
      Issue.record("expected a located error, got \(error)")
    }
    return (problems, Date().timeIntervalSince(start))
  }

  /// A folder outside every project, holding a file someone might want read.
  private func outsideFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-outside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "---\ntitle: Secret\n---\nSecret text.\n".write(
      to: folder.appendingPathComponent("secret.md"), atomically: true, encoding: .utf8)
    try "// ANCHOR: a\nlet secret = 1\n// ANCHOR_END: a\n".write(
      to: folder.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func invalidUTF8InAChapterIsLocated() throws {
    let test = try TestProject(chapters: ["01-a.md": "x"])
    defer { test.remove() }
    try Data([0x23, 0x20, 0x41, 0x0A, 0x0A, 0x62, 0xFF, 0x63, 0x0A]).write(
      to: test.root.appendingPathComponent("content/01-a.md"))
    let (problems, _) = failure(of: test.project)
    #expect(problems.map(\.description).first?.hasPrefix("content/01-a.md:3:2: error:") == true)
    #expect(problems.first?.message.contains("not UTF-8") == true)
  }

  @Test func aNULByteInAChapterIsLocated() throws {
    let test = try TestProject(chapters: ["01-a.md": "# Title\n\nSome\u{0}text\n"])
    defer { test.remove() }
    let (problems, _) = failure(of: test.project)
    #expect(problems.map(\.description).first?.hasPrefix("content/01-a.md:3:5: error:") == true)
    #expect(problems.first?.message.contains("NUL") == true)
  }

  @Test(arguments: ["../outside.md", "/etc/hostname", "../../../../../../etc/hostname"])
  func chapterPathsThatLeaveTheContentFolderAreLocated(path: String) throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text\n")])
    defer { test.remove() }
    try "---\ntitle: Outside\n---\nOutside text.\n".write(
      to: test.root.appendingPathComponent("outside.md"), atomically: true, encoding: .utf8)
    try "title: T\nchapters:\n  - 01-a.md\n  - \(path)\n".write(
      to: test.root.appendingPathComponent("content/coldocs.yml"), atomically: true,
      encoding: .utf8)
    let (problems, _) = failure(of: test.project)
    #expect(problems.count == 1)
    #expect(problems.first?.file == "content/coldocs.yml" && problems.first?.line == 4)
    #expect(problems.first?.message.contains("outside") == true, "\(problems)")
  }

  @Test func aChapterSymlinkLeadingOutsideIsLocated() throws {
    let outside = try outsideFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    let test = try TestProject(
      chapters: ["01-a.md": chapter("A", "Text\n")], order: ["01-a.md", "02-link.md"])
    defer { test.remove() }
    try FileManager.default.createSymbolicLink(
      at: test.root.appendingPathComponent("content/02-link.md"),
      withDestinationURL: outside.appendingPathComponent("secret.md"))
    let (problems, _) = failure(of: test.project)
    #expect(problems.count == 1)
    #expect(problems.first?.file == "content/coldocs.yml" && problems.first?.line == 4)
    #expect(problems.first?.message.contains("outside") == true, "\(problems)")
  }

  /// A project that is its own engine root, so includes resolve inside it.
  private func includeProject(_ target: String) throws -> TestProject {
    let test = try TestProject(chapters: [
      "01-inc.md": chapter("Inc", "Text\n\n```swift include=\(target)#a\n```\n")
    ])
    try test.write("// ANCHOR: a\nlet inside = 1\n// ANCHOR_END: a\n", to: "Sources/Inside.swift")
    return test
  }

  private func projectRootedAt(_ test: TestProject) -> Project {
    Project(
      root: test.root, templates: repositoryRoot.appendingPathComponent("templates"),
      scratch: test.project.scratch)
  }

  @Test func anIncludeInsideTheProjectWorks() throws {
    let test = try includeProject("../Sources/Inside.swift")
    defer { test.remove() }
    let build = try SiteBuilder(project: projectRootedAt(test)).build()
    let page = String(decoding: try #require(build.files["inc.html"]), as: UTF8.self)
    #expect(page.contains("inside"))
  }

  @Test(arguments: ["../../outside/Secret.swift", "../Sources/../../Secret.swift"])
  func includesThatLeaveTheProjectAreLocated(target: String) throws {
    let test = try includeProject(target)
    defer { test.remove() }
    let (problems, _) = failure(of: projectRootedAt(test))
    #expect(problems.map { "\($0.file):\($0.line)" } == ["content/01-inc.md:6"], "\(problems)")
    #expect(problems.first?.message.contains("outside the project") == true, "\(problems)")
  }

  @Test func anAbsoluteIncludeIsLocated() throws {
    let test = try includeProject("/etc/hostname")
    defer { test.remove() }
    let (problems, _) = failure(of: projectRootedAt(test))
    #expect(problems.map { "\($0.file):\($0.line)" } == ["content/01-inc.md:6"], "\(problems)")
    #expect(problems.first?.message.contains("absolute path") == true, "\(problems)")
  }

  @Test func anIncludeThroughASymlinkLeadingOutsideIsLocated() throws {
    let outside = try outsideFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    let test = try includeProject("../Sources/Link.swift")
    defer { test.remove() }
    try FileManager.default.createSymbolicLink(
      at: test.root.appendingPathComponent("Sources/Link.swift"),
      withDestinationURL: outside.appendingPathComponent("Secret.swift"))
    let (problems, _) = failure(of: projectRootedAt(test))
    #expect(problems.map { "\($0.file):\($0.line)" } == ["content/01-inc.md:6"], "\(problems)")
    #expect(problems.first?.message.contains("outside the project") == true, "\(problems)")
  }

  @Test func aYAMLAliasBombInTheConfigurationFailsFast() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text\n")])
    defer { test.remove() }
    // Nine levels of nine aliases each: 9^9 values once expanded.
    var yaml = "title: T\nchapters:\n  - 01-a.md\nbaseURL: https://example.org/\n"
    yaml +=
      "lol0: &l0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
    for level in 1...9 {
      let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
      yaml += "lol\(level): &l\(level) [\(aliases)]\n"
    }
    try test.write(yaml, to: "content/coldocs.yml")
    let (problems, seconds) = failure(of: test.project)
    #expect(seconds < 5, "took \(seconds) s")
    #expect(problems.count == 1)
    #expect(problems.first?.file == "content/coldocs.yml")
    #expect(problems.first?.message.contains("expands") == true, "\(problems)")
    #expect((problems.first?.line ?? 0) > 1, "\(problems)")
  }

  @Test func aYAMLAliasBombInFrontMatterFailsFast() throws {
    var matter =
      "---\nlol0: &l0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
    for level in 1...9 {
      let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ")
      matter += "lol\(level): &l\(level) [\(aliases)]\n"
    }
    matter += "title: T\n---\nText\n"
    let test = try TestProject(chapters: ["01-a.md": matter])
    defer { test.remove() }
    let (problems, seconds) = failure(of: test.project)
    #expect(seconds < 5, "took \(seconds) s")
    #expect(problems.count == 1)
    #expect(problems.first?.file == "content/01-a.md")
    #expect(problems.first?.message.contains("expands") == true, "\(problems)")
    #expect((problems.first?.line ?? 0) > 1, "\(problems)")
  }

  @Test(arguments: ["flow", "block"])
  func frontMatterNestedTenThousandLevelsDeepFailsFast(style: String) throws {
    let depth = 10_000
    let value: String
    if style == "flow" {
      value =
        "title: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    } else {
      // Block sequences written compactly, each inside the one before.
      value = "title:\n  " + String(repeating: "- ", count: depth) + "x"
    }
    let test = try TestProject(chapters: ["01-a.md": "---\n\(value)\n---\nText\n"])
    defer { test.remove() }
    let (problems, seconds) = failure(of: test.project)
    #expect(seconds < 5, "took \(seconds) s")
    #expect(problems.count == 1)
    #expect(problems.first?.file == "content/01-a.md", "\(problems)")
    #expect((problems.first?.line ?? 0) >= 2, "\(problems)")
  }

  @Test func configurationNestedTenThousandLevelsDeepFailsFast() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text\n")])
    defer { test.remove() }
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    try test.write(
      "title: T\nchapters:\n  - 01-a.md\nbaseURL: \(deep)\n", to: "content/coldocs.yml")
    let (problems, seconds) = failure(of: test.project)
    #expect(seconds < 5, "took \(seconds) s")
    #expect(problems.first?.file == "content/coldocs.yml")
    #expect(problems.first?.line == 4, "\(problems)")
  }

  /// Found by fuzzing: a key that is a list or a mapping made the YAML
  /// library trap while building a dictionary.
  @Test(arguments: ["? [a, b]\n: c\n", "[x]: y\n", "? {k: v}\n: w\n"])
  func aKeyThatIsNotTextIsLocatedNotATrap(yaml: String) throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text\n")])
    defer { test.remove() }
    try test.write("title: T\nchapters:\n  - 01-a.md\n" + yaml, to: "content/coldocs.yml")
    let (problems, _) = failure(of: test.project)
    #expect(problems.first?.file == "content/coldocs.yml", "\(problems)")
    #expect(problems.first?.message.contains("must be plain text") == true, "\(problems)")
    let page = try TestProject(chapters: ["01-a.md": "---\ntitle: A\n" + yaml + "---\nText\n"])
    defer { page.remove() }
    let (pageProblems, _) = failure(of: page.project)
    #expect(pageProblems.first?.file == "content/01-a.md", "\(pageProblems)")
    #expect(pageProblems.first?.message.contains("must be plain text") == true, "\(pageProblems)")
  }

  /// Found by fuzzing: a long unquoted base-60 number overflowed inside the
  /// YAML library.
  @Test func aLongBaseSixtyNumberIsLocatedNotATrap() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text\n")])
    defer { test.remove() }
    try test.write(
      "title: T\nchapters:\n  - 01-a.md\nexamples:\n  timeout: 2222222322222222222:20\n",
      to: "content/coldocs.yml")
    let (problems, _) = failure(of: test.project)
    #expect(
      problems.first?.file == "content/coldocs.yml" && problems.first?.line == 5, "\(problems)")
    #expect(problems.first?.message.contains("base-60") == true, "\(problems)")
    #expect(BoundedYAML.isBaseSixty(Node.Scalar("1:30", .implicit, .plain)))
    #expect(!BoundedYAML.isBaseSixty(Node.Scalar("1:30", .implicit, .doubleQuoted)))
    #expect(!BoundedYAML.isBaseSixty(Node.Scalar("10:30 am", .implicit, .plain)))
  }
}

/// Time limits have a ceiling: `1e308` seconds would hold a build for ever.
@Suite struct TimeLimitCeilingTests {
  @Test(arguments: ["1e308", "601", "inf", "nan"])
  func aFenceTimeoutAboveTheCeilingIsLocated(seconds: String) throws {
    #expect {
      try CodeBlockRole.parse("swift example timeout=\(seconds)", at: ("content/a.md", 7, 1))
    } throws: { error in
      (error as? Diagnostic).map {
        $0.file == "content/a.md" && $0.line == 7 && $0.message.contains("up to 600")
      } ?? false
    }
    _ = try CodeBlockRole.parse("swift example timeout=600", at: ("content/a.md", 7, 1))
  }

  @Test(arguments: ["1e308", "601"])
  func aConfigurationTimeoutAboveTheCeilingIsLocatedAtItsLine(seconds: String) throws {
    let test = try TestProject(
      chapters: ["01-a.md": "# A\n"], extraConfiguration: "examples:\n  timeout: \(seconds)\n")
    defer { test.remove() }
    #expect {
      try SiteConfiguration.load(
        from: test.root.appendingPathComponent("content/coldocs.yml"),
        displayPath: "content/coldocs.yml")
    } throws: { error in
      (error as? Diagnostic).map {
        $0.line == 5 && $0.message.contains("up to 600")
      } ?? false
    }
  }
}

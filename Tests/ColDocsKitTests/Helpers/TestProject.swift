import Foundation
import Synchronization
import Testing

@testable import ColDocsKit

/// The repository this test target belongs to.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A throwaway project: content written by the test, the built-in theme,
/// includes read from the repository, and its own scratch folder under its
/// root, as a guide has. Tests run in parallel and in-memory builds take no
/// lock, so a scratch folder shared between projects let one test's build
/// remove or overwrite the chapter libraries another was compiling.
struct TestProject {
  let root: URL
  let project: Project

  init(
    chapters: [String: String], order: [String]? = nil, extraConfiguration: String = "",
    root: URL? = nil
  ) throws {
    self.root =
      root
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "coldocs-test-\(UUID().uuidString)")
    let root = self.root
    let content = root.appendingPathComponent("content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    let names = order ?? chapters.keys.sorted()
    let list = names.map { "  - \($0)" }.joined(separator: "\n")
    try "title: Test guide\nchapters:\n\(list)\n\(extraConfiguration)".write(
      to: content.appendingPathComponent("coldocs.yml"), atomically: true, encoding: .utf8)
    for (name, text) in chapters {
      try text.write(to: content.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    project = Project(root: root, includeRoot: repositoryRoot)
  }

  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// A chapter page with front matter and the given body.
func chapter(_ title: String, _ body: String) -> String {
  "---\ntitle: \(title)\n---\n\(body)"
}

/// The problems that stop a build of `project`; records an issue when the
/// build succeeds or fails with anything but located problems.
func problemsStopping(_ project: Project) -> [Diagnostic] {
  do {
    _ = try SiteBuilder(project: project).build()
    Issue.record("expected the build to stop")
  } catch let list as DiagnosticList {
    return list.diagnostics
  } catch let diagnostic as Diagnostic {
    return [diagnostic]
  } catch {
    Issue.record("expected a located error, got \(error)")
  }
  return []
}

/// The progress lines a build or check logged, from whichever thread.
final class LoggedLines: Sendable {
  private let lines = Mutex<[String]>([])

  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

/// The theme a guide with `folder` as its templates/ gets.
func templateSet(_ folder: URL) throws -> TemplateSet {
  try TemplateSet(
    theme: ThemeFiles(folder: folder, displayFolder: "templates"), displayFolder: "templates")
}

import Foundation
import Testing

@testable import ColDocsKit

/// Everything under templates/assets reaches the site, or the build says
/// which file could not.
@Suite struct TemplateAssetsTests {
  private func templatesCopy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
    return folder
  }

  @Test func aLinkToAnAssetFileIsFollowed() throws {
    let folder = try templatesCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "body { margin: 0 }".write(
      to: folder.appendingPathComponent("assets/style.css"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("assets/linked.css"),
      withDestinationURL: folder.appendingPathComponent("assets/style.css"))
    let templates = try templateSet(folder)
    #expect(templates.assets["assets/linked.css"] == Data("body { margin: 0 }".utf8))
    #expect(templates.assets["assets/linked.css"] == templates.assets["assets/style.css"])
  }

  @Test(arguments: ["fifo", "broken link"])
  func anAssetThatIsNotAFileIsLocated(kind: String) throws {
    let folder = try templatesCopy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let odd = folder.appendingPathComponent("assets/odd.css")
    if kind == "fifo" {
      #expect(mkfifo(odd.path, 0o644) == 0)
    } else {
      try FileManager.default.createSymbolicLink(
        atPath: odd.path, withDestinationPath: "missing.css")
    }
    #expect {
      _ = try templateSet(folder)
    } throws: { error in
      (error as? DiagnosticList)?.diagnostics.first?.file == "templates/assets/odd.css"
    }
  }

  @Test func aHeadingNeverTakesAnIdTheTemplatesUse() throws {
    let templates = try templateSet(repositoryRoot.appendingPathComponent("templates"))
    #expect(templates.templateIDs.isSuperset(of: ["main", "cd-search"]))
  }

  @Test func includingAFolderSaysItIsAFolder() throws {
    #expect {
      _ = try SourceInclude(base: repositoryRoot, allowed: [repositoryRoot]).text(
        "Sources", .anchor("x"), at: ("content/a.md", 3, 1))
    } throws: { error in
      let problem = error as? Diagnostic
      return problem?.line == 3 && problem?.message.contains("it is a folder") == true
    }
  }
}

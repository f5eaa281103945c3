import Foundation
import Testing

@testable import ColDocsKit

/// `coldocs render` gives exactly cmark's HTML for Markdown without examples,
/// apart from the ids it adds to headings.
@Suite struct CommonMarkConformanceTests {
  static let spec = SpecExample.load("CommonMark/spec-0.30-examples.json")

  /// `<h2 id="x">` → `<h2>`.
  static func withoutHeadingIDs(_ html: String) -> String {
    html.replacingOccurrences(
      of: #"<h([1-6]) id="[^"]*">"#, with: "<h$1>", options: .regularExpression)
  }

  @Test func allSpecExamplesRenderAsCmarkDoes() throws {
    #expect(Self.spec.count == 652, "the spec examples are readable from the test fixtures")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let builder = SiteBuilder(project: Project(root: folder, includeRoot: repositoryRoot))
    var matched = 0
    var mismatches: [Int] = []
    for example in Self.spec {
      let file = folder.appendingPathComponent("example-\(example.example).md")
      try example.markdown.write(to: file, atomically: true, encoding: .utf8)
      let html = try builder.renderBody(of: file)
      if Self.withoutHeadingIDs(html) == example.html {
        matched += 1
      } else {
        mismatches.append(example.example)
      }
    }
    #expect(matched == 652, "mismatched spec examples: \(mismatches)")
  }

  @Test func headingsGetUniqueIDs() throws {
    let skeleton = MarkdownDocument(markdown: "# Flow *layout*\n\n## Usage\n\n## Usage\n")
      .skeleton(replacing: [])
    var slugs = SlugMaker()
    let ids = skeleton.headings.map { slugs.uniqueSlug($0.text) }
    #expect(
      skeleton.filled(blocks: [:], headingIDs: ids)
        == "<h1 id=\"flow-layout\">Flow <em>layout</em></h1>\n<h2 id=\"usage\">Usage</h2>\n<h2 id=\"usage-1\">Usage</h2>\n"
    )
  }
}

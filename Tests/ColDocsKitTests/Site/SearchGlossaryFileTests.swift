import Foundation
import Testing

@testable import ColDocsKit

/// A guide's own `templates/search-glossary.json` replaces the theme's, as
/// any file of the theme can be replaced, and a broken one is named.
@Suite struct SearchGlossaryFileTests {
  /// The template set of a templates/ folder holding `glossary`, if any;
  /// the folder is removed before returning or throwing.
  private func templates(glossary: String?) throws -> TemplateSet {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-glossary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    if let glossary {
      try glossary.write(
        to: folder.appendingPathComponent(SearchGlossary.fileName), atomically: true,
        encoding: .utf8)
    }
    return try templateSet(folder)
  }

  @Test func theGuidesGlossaryReachesTheIndex() throws {
    let set = try templates(glossary: #"{"entries": [["轮播图", "carousel"]]}"#)
    #expect(set.searchGlossary.entries == [["轮播图", "carousel"]])
    let index = SearchIndex(documents: [], glossary: set.searchGlossary)
    let manifest = try #require(index.files["search-index.js"])
    #expect(manifest.contains(#""g":[["轮播图","carousel"]]"#))
    #expect(!manifest.contains("瀑布流"), "the theme's entries are replaced, not added to")
  }

  @Test func withoutOneTheThemesGlossaryIsUsed() throws {
    let set = try templates(glossary: nil)
    #expect(set.searchGlossary.entries == SearchGlossary.builtIn.entries)
    #expect(set.searchGlossary.entries.contains { $0.contains("瀑布流") })
  }

  @Test func aBrokenGlossaryIsNamed() throws {
    #expect {
      _ = try templates(glossary: #"{"entries": "瀑布流 waterfall"}"#)
    } throws: { error in
      let problem = (error as? DiagnosticList)?.diagnostics.first
      return problem?.file == "templates/search-glossary.json"
        && problem?.message.hasPrefix("the search glossary is not a list of entries") == true
    }
  }
}

import ColDocsResources
import Foundation

/// Words that mean the same in Chinese and English, so that a query in one
/// language finds the chapters written in the other: `瀑布流` also looks
/// for "waterfall", and "waterfall" for `瀑布流`. Each entry is a list of
/// phrases; a query's phrase stands for any phrase of its entry (rules 1
/// and 2 of a query's terms in `SearchTokens`).
///
/// The built-in glossary is the theme's `search-glossary.json`. The build
/// writes it into `search-index.js` (`"g"`), where the page script reads
/// it, so both sides expand a query from the same list.
struct SearchGlossary: Sendable {
  /// A phrase as written, and read as units.
  struct Phrase: Sendable {
    let text: String
    let units: [Unicode.Scalar?]
    /// The units lower-cased, as matching compares them.
    let lowered: [String?]
  }

  /// The entries as the build writes them for the page: those with two
  /// phrases or more that give terms.
  let entries: [[String]]
  let phrases: [[Phrase]]

  /// The theme's file.
  static let fileName = "search-glossary.json"

  /// The glossary of the built-in theme; empty if its file is not valid.
  static let builtIn: SearchGlossary =
    (try? SearchGlossary(json: Data((EmbeddedFiles.theme[fileName] ?? "").utf8)))
    ?? SearchGlossary(entries: [])

  init(entries: [[String]]) {
    var kept: [[String]] = []
    var phrases: [[Phrase]] = []
    for entry in entries {
      let read = entry.compactMap { text -> Phrase? in
        let units = SearchTokens.units(text)
        // A phrase without terms (one Latin letter) could stand for nothing.
        guard !SearchTokens.plainTerms(units[...]).isEmpty else { return nil }
        return Phrase(
          text: text, units: units, lowered: units.map { $0.map { SearchTokens.lowered($0) } })
      }
      guard read.count > 1 else { continue }
      kept.append(read.map(\.text))
      phrases.append(read)
    }
    self.entries = kept
    self.phrases = phrases
  }

  /// Reads `{"entries": [["瀑布流", "waterfall"], …]}`; other keys (the
  /// file's `about`) are ignored.
  init(json: Data) throws {
    struct File: Decodable { let entries: [[String]] }
    self.init(entries: try JSONDecoder().decode(File.self, from: json).entries)
  }

  /// The entries as a JSON array of arrays of strings, for a script.
  var json: String {
    "["
      + entries.map { "[" + $0.map(JSONText.string).joined(separator: ",") + "]" }.joined(
        separator: ",") + "]"
  }

  /// The longest phrase that matches the query's units at `at` (rule 2 of
  /// a query's terms): its entry, its place in the entry and its length.
  func longestMatch(in units: [Unicode.Scalar?], lowered: [String?], at: Int)
    -> (entry: Int, phrase: Int, length: Int)?
  {
    var best: (entry: Int, phrase: Int, length: Int)?
    for (entry, phrases) in phrases.enumerated() {
      for (index, phrase) in phrases.enumerated() {
        let length = phrase.units.count
        guard length > (best?.length ?? 0), at + length <= units.count,
          lowered[at..<(at + length)].elementsEqual(phrase.lowered)
        else { continue }
        if let first = phrase.units.first ?? nil, !SearchTokens.isCJK(first), at > 0,
          let before = units[at - 1], SearchTokens.isWordScalar(before)
        {
          continue
        }
        if let last = phrase.units.last ?? nil, !SearchTokens.isCJK(last),
          at + length < units.count, let after = units[at + length],
          SearchTokens.isWordScalar(after)
        {
          continue
        }
        best = (entry, index, length)
      }
    }
    return best
  }
}

import Foundation

/// The site's search index, in pieces a page loads only when needed.
///
/// Every section of every page (the text under one heading) is a document.
/// `search-index.js` is small whatever the site's size: how many token
/// shards there are and where each document shard starts. A query loads
/// the token shards of its words (`search/t<N>.js`), then the document
/// shards of its best hits (`search/d<N>.js`) for their titles and
/// snippets. All are scripts that call `COLDOCS_SEARCH_SHARD(name, data)`,
/// so search works from `file://`, where pages cannot fetch JSON.
///
/// The manifest also carries the glossary a query is expanded with
/// (`"g"`, `SearchGlossary`): the page reads it there, so the page and the
/// build expand a query from the same list.
struct SearchIndex {
  /// One page to index: its title, file and rendered body.
  struct Page {
    let title: String
    let file: String
    let headings: [(level: Int, text: String, id: String)]
    let html: String
  }

  /// A section's text is cut to this many characters for snippets.
  static let snippetSource = 3000
  /// Shards aim at about this many bytes.
  static let shardBytes = 48_000

  /// The files: `search-index.js` and everything under `search/`.
  let files: [String: String]

  /// The index of pages whose documents (`documents(of:)`) were made
  /// beforehand, several pages at a time, in page order, with the glossary
  /// queries are expanded with.
  init(documents: [[Document]], glossary: SearchGlossary = .builtIn) {
    let all = documents.flatMap { $0 }
    // Postings are gathered bucket by bucket, the buckets side by side; each
    // token's list keeps document order whatever its bucket.
    let postings =
      (try? Parallel.map(0..<Self.buckets) { bucket -> [String: [Int]] in
        var postings: [String: [Int]] = [:]
        for (index, document) in all.enumerated() {
          let range = document.bucketStarts[bucket]..<document.bucketStarts[bucket + 1]
          for (token, weight) in document.weights[range] {
            // One look-up for the pair: hashing the token is most of the cost.
            Self.append(index, weight, to: &postings[token, default: []])
          }
        }
        return postings
      }) ?? []
    var files: [String: String] = [:]
    let tokenShards = Self.writeTokenShards(postings, into: &files)
    let starts = Self.writeDocumentShards(all, into: &files)
    files["search-index.js"] =
      "window.COLDOCS_SEARCH={\"t\":\(tokenShards),\"n\":\(all.count),\"d\":[\(starts.map(String.init).joined(separator: ","))],\"g\":\(glossary.json)};\n"
    self.files = files
  }

  private static func append(_ document: Int, _ weight: Int, to list: inout [Int]) {
    list.append(document)
    list.append(weight)
  }

  /// How many parts the postings are gathered in, side by side.
  static let buckets = 16

  /// A token's part: any cheap, fixed choice will do, as it only spreads
  /// the work.
  static func bucket(of token: String) -> Int {
    Int((token.utf8.first ?? 0) &+ (token.utf8.last ?? 0)) % buckets
  }

  /// A section as search shows it, and the weight of each of its tokens.
  struct Document {
    /// `[title, link, heading, text]` as JSON, as a document shard holds it.
    let entry: String
    /// Token and weight, ordered by bucket.
    let weights: [(String, Int)]
    /// Where each bucket's tokens start in `weights`, and where the last ends.
    let bucketStarts: [Int]

    init(title: String, link: String, heading: String, text: String, weights: [String: Int]) {
      entry = "[" + [title, link, heading, text].map(JSONText.string).joined(separator: ",") + "]"
      var byBucket = Array(repeating: [(String, Int)](), count: SearchIndex.buckets)
      for (token, weight) in weights {
        byBucket[SearchIndex.bucket(of: token)].append((token, weight))
      }
      self.weights = byBucket.flatMap { $0 }
      var starts = [0]
      for bucket in byBucket { starts.append(starts[starts.count - 1] + bucket.count) }
      bucketStarts = starts
    }
  }

  /// The documents of one page: a token counts once per occurrence (up to
  /// 9), five more in the section's heading, ten more in the page's title.
  static func documents(of page: Page) -> [Document] {
    let headingText = Dictionary(page.headings.map { ($0.id, $0.text) }) { first, _ in first }
    let titleTokens = SearchTokens.counts(page.title)
    return SearchText(html: page.html).sections.enumerated().map { number, section in
      let heading = headingText[section.anchor] ?? ""
      var weights = SearchTokens.counts(section.text)
      // Occurrences count up to 9; a heading adds 5 and the title 10.
      for (token, count) in weights where count > 9 { weights[token] = 9 }
      for token in SearchTokens.counts(heading).keys { weights[token, default: 0] += 5 }
      if number == 0 {
        for token in titleTokens.keys { weights[token, default: 0] += 10 }
      }
      return Document(
        title: page.title,
        link: section.anchor.isEmpty ? page.file : page.file + "#" + section.anchor,
        heading: heading, text: String(section.text.prefix(snippetSource)),
        weights: weights)
    }
  }

  /// `search/t<N>.js`: token → [document, weight, document, weight, …].
  private static func writeTokenShards(
    _ buckets: [[String: [Int]]], into files: inout [String: String]
  ) -> Int {
    let bytes = buckets.reduce(0) {
      $1.reduce($0) { $0 + $1.key.utf8.count + 6 + $1.value.count * 4 }
    }
    let count = min(1024, max(1, bytes / shardBytes))
    var shards = Array(repeating: [(String, [Int])](), count: count)
    for postings in buckets {
      for (token, list) in postings {
        shards[SearchTokens.shard(of: token, count: count)].append((token, list))
      }
    }
    // Shards are written several at a time, numbers digit by digit.
    let filled = shards
    let written =
      (try? Parallel.map(shards.indices) { number -> String in
        var js = Array("COLDOCS_SEARCH_SHARD(\"t\(number)\",{".utf8)
        for (index, (token, list)) in filled[number].sorted(by: { $0.0 < $1.0 }).enumerated() {
          if index > 0 { js.append(UInt8(ascii: ",")) }
          JSONText.append(token, to: &js)
          js += [UInt8(ascii: ":"), UInt8(ascii: "[")]
          for (position, value) in list.enumerated() {
            if position > 0 { js.append(UInt8(ascii: ",")) }
            appendDecimal(value, to: &js)
          }
          js.append(UInt8(ascii: "]"))
        }
        js += Array("});\n".utf8)
        return String(decoding: js, as: UTF8.self)
      }) ?? []
    for (number, js) in written.enumerated() { files["search/t\(number).js"] = js }
    return count
  }

  /// The decimal digits of a non-negative number: written backwards into
  /// the end of `bytes`, then turned round, with no string in between.
  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    let start = bytes.count
    var rest = max(value, 0)
    repeat {
      bytes.append(UInt8(48 + rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
  }

  /// `search/d<N>.js`: [title, link, heading, text] per document; returns
  /// the first document of each shard.
  private static func writeDocumentShards(
    _ documents: [Document], into files: inout [String: String]
  )
    -> [Int]
  {
    var starts: [Int] = []
    var entries: [String] = []
    var size = 0
    func emit() {
      guard !entries.isEmpty else { return }
      let name = "d\(starts.count - 1)"
      files["search/\(name).js"] =
        "COLDOCS_SEARCH_SHARD(\"\(name)\",[" + entries.joined(separator: ",\n") + "]);\n"
      entries = []
      size = 0
    }
    for (index, document) in documents.enumerated() {
      if entries.isEmpty { starts.append(index) }
      entries.append(document.entry)
      size += document.entry.utf8.count
      if size >= shardBytes { emit() }
    }
    emit()
    return starts
  }
}

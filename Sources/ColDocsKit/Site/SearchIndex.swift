import Foundation

/// The client-side search index: a script file (so it also loads from
/// `file://`, where pages cannot fetch JSON) that sets `window.COLDOCS_SEARCH`
/// to one entry per chapter: its title, page, headings and plain text.
struct SearchIndex {
  struct Entry: Encodable {
    /// Title.
    let t: String
    /// Page.
    let h: String
    /// Headings as [text, id] pairs.
    let s: [[String]]
    /// The page's text, tags removed, whitespace folded.
    let x: String
  }

  private(set) var entries: [Entry] = []

  mutating func add(
    title: String, page: String, headings: [(level: Int, text: String, id: String)], html: String
  ) {
    entries.append(
      Entry(t: title, h: page, s: headings.map { [$0.text, $0.id] }, x: Self.plainText(html)))
  }

  var script: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    // "</" cannot end the script early when the file is inlined; escape it anyway.
    return "window.COLDOCS_SEARCH = \(json.replacingOccurrences(of: "</", with: "<\\/"));\n"
  }

  /// The visible text of an HTML fragment: no tags, no SVG, entities for
  /// the common escapes undone, whitespace folded.
  static func plainText(_ html: String) -> String {
    var text = ""
    var inTag = false
    var skipDepth = 0
    var tag = ""
    for character in html {
      if character == "<" {
        inTag = true
        tag = ""
        continue
      }
      if inTag {
        if character == ">" {
          inTag = false
          let name = tag.lowercased()
          if name.hasPrefix("svg") || name.hasPrefix("style") { skipDepth += 1 }
          if name.hasPrefix("/svg") || name.hasPrefix("/style") {
            skipDepth = max(0, skipDepth - 1)
          }
          text += " "
        } else {
          tag.append(character)
        }
        continue
      }
      if skipDepth == 0 { text.append(character) }
    }
    let unescaped = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
      of: "&gt;", with: ">"
    )
    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
    .replacingOccurrences(of: "&amp;", with: "&")
    return unescaped.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// `sitemap.xml` for a site with a configured base URL.
enum Sitemap {
  static func xml(baseURL: String, pages: [String]) -> String {
    let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for page in pages { xml += "  <url><loc>\(HTML.escape(base + page))</loc></url>\n" }
    xml += "</urlset>\n"
    return xml
  }
}

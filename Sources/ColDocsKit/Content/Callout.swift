import CCmark
import Foundation

/// A block quote that opens with a kind in brackets, `> [!NOTE]`, drawn as
/// a callout: a framed box titled with its kind, in the reader's language.
///
/// The kinds are GitHub's five (`NOTE`, `TIP`, `IMPORTANT`, `WARNING`,
/// `CAUTION`), so a guide's Markdown reads the same on GitHub, and one of
/// coldocs's own, `UNDOCUMENTED`, for what UIKit does not document and the
/// engine had to choose (a call's cadence, a rectangle's size, a `zIndex`):
/// the page then says so in one style everywhere.
enum Callout: String, CaseIterable, Sendable {
  case note, tip, important, warning, caution, undocumented

  /// The kind a block quote's first line names: `[!NOTE]`, any case, alone
  /// on its line.
  init?(firstLine: Substring) {
    let text = firstLine.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("[!"), text.hasSuffix("]"), text.count > 3 else { return nil }
    self.init(rawValue: text.dropFirst(2).dropLast().lowercased())
  }

  /// The theme string that titles the callout ("Note", "Not documented by
  /// UIKit").
  var titleKey: String {
    "callout" + rawValue.prefix(1).uppercased() + String(rawValue.dropFirst())
  }

  /// The HTML that opens the callout. Its title is a slot the page fills
  /// with `titleKey`'s words (`filled(_:)`), since the words are the theme's.
  var opening: String {
    "<div class=\"cd-callout cd-callout-\(rawValue)\" role=\"note\">\n"
      + "<p class=\"cd-callout-title\">\(WordSlots.slot(rawValue, marker: Self.titleSlot))</p>"
  }

  static let closing = "</div>"

  /// Marks the kind in a title that is still to be filled; a noncharacter,
  /// which an author's text never holds (`MarkdownDocument` replaces them).
  static let titleSlot = WordSlots.calloutTitle

  /// `html` with every callout's title in words: `words(kind)` gives them.
  static func filled(_ html: String, words: (Callout) -> String) -> String {
    WordSlots.filled(html, marker: titleSlot) { key in
      Callout(rawValue: key).map { HTML.escape(words($0)) }
    }
  }
}

extension MarkdownDocument {
  /// Turns every block quote that opens with a callout's kind into the
  /// callout: the kind's line taken out, the quote's blocks kept, framed.
  func renderCallouts() {
    for quote in nodes(of: CMARK_NODE_BLOCK_QUOTE) {
      guard let kind = calloutKind(of: quote), let first = cmark_node_first_child(quote),
        cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH
      else { continue }
      dropFirstLine(of: first)
      let opening = cmark_node_new(CMARK_NODE_HTML_BLOCK)
      cmark_node_set_literal(opening, kind.opening)
      cmark_node_insert_before(quote, opening)
      while let child = cmark_node_first_child(quote) {
        cmark_node_unlink(child)
        cmark_node_insert_before(quote, child)
      }
      let closing = cmark_node_new(CMARK_NODE_HTML_BLOCK)
      cmark_node_set_literal(closing, Callout.closing)
      cmark_node_replace(quote, closing)
      cmark_node_free(quote)
    }
  }

  /// The callout a block quote opens with, read from its first line as
  /// written (cmark splits `[!NOTE]` into several text nodes).
  private func calloutKind(of quote: OpaquePointer) -> Callout? {
    let index = Int(cmark_node_get_start_line(quote)) - 1
    guard index >= 0, index < lineStarts.count else { return nil }
    let start = lineStarts[index]
    let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
    let line = String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    guard let marker = line.firstIndex(of: ">") else { return nil }
    return Callout(firstLine: line[line.index(after: marker)...])
  }

  /// Removes the paragraph's first line (the kind); a paragraph that held
  /// only that line goes too.
  private func dropFirstLine(of paragraph: OpaquePointer) {
    while let node = cmark_node_first_child(paragraph) {
      let type = cmark_node_get_type(node)
      cmark_node_unlink(node)
      cmark_node_free(node)
      if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK { break }
    }
    if cmark_node_first_child(paragraph) == nil {
      cmark_node_unlink(paragraph)
      cmark_node_free(paragraph)
    }
  }
}

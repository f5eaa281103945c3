import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift highlighted at build time by swift-syntax's own classifier, the one
/// editors use: every token gets a class, the page needs no script for it.
enum SwiftHighlighter {
  /// The code as HTML: escaped text with `<span class="hl-…">` around every
  /// classified token (keywords, types, literals, comments, …).
  static func html(_ code: String) -> String {
    let tree = Parser.parse(source: code)
    let bytes = Array(code.utf8)
    var html = ""
    html.reserveCapacity(bytes.count * 2)
    var position = 0
    for range in tree.classifications {
      let start = range.range.lowerBound.utf8Offset
      let end = range.range.upperBound.utf8Offset
      guard start >= position, end <= bytes.count, start <= end else { continue }
      if start > position { html += escaped(bytes[position..<start]) }
      let text = escaped(bytes[start..<end])
      if let name = className(range.kind) {
        html += "<span class=\"hl-\(name)\">\(text)</span>"
      } else {
        html += text
      }
      position = end
    }
    if position < bytes.count { html += escaped(bytes[position...]) }
    return html
  }

  private static func escaped(_ bytes: ArraySlice<UInt8>) -> String {
    HTML.escape(String(decoding: bytes, as: UTF8.self))
  }

  private static func className(_ kind: SyntaxClassification) -> String? {
    switch kind {
    case .keyword: return "keyword"
    case .type: return "type"
    case .identifier, .dollarIdentifier: return nil
    case .argumentLabel: return "label"
    case .attribute: return "attribute"
    case .ifConfigDirective: return "directive"
    case .integerLiteral, .floatLiteral: return "number"
    case .stringLiteral, .regexLiteral: return "string"
    case .lineComment, .blockComment: return "comment"
    case .docLineComment, .docBlockComment: return "doc"
    case .operator: return "operator"
    case .editorPlaceholder: return "placeholder"
    case .none: return nil
    @unknown default: return nil
    }
  }
}

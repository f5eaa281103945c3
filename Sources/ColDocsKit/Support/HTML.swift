import Foundation

/// Escaping for text and attribute values in HTML and SVG.
enum HTML {
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A code block as cmark renders one; Swift is highlighted.
  static func codeBlock(_ code: String, language: String?) -> String {
    let attribute = language.map { " class=\"language-\(escape($0))\"" } ?? ""
    let body = language == "swift" ? SwiftHighlighter.html(code) : escape(code)
    return "<pre><code\(attribute)>\(body)</code></pre>\n"
  }
}

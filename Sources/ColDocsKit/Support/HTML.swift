import Foundation

/// Escaping for text and attribute values in HTML and SVG.
enum HTML {
  /// `&`, `<`, `>` and `"` as entities; the apostrophe stays, since every
  /// attribute coldocs writes is in double quotes. `HTMLBuilder` escapes
  /// through this, so pages and figures escape alike.
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
    var html = HTMLBuilder()
    html.open("pre")
    html.open("code", ["class": language.map { "language-\($0)" }])
    if language == "swift" {
      // Markup already: the highlighter escapes the code itself, around its spans.
      html.raw(SwiftHighlighter.html(code))
    } else {
      html.text(code)
    }
    html.close("code")
    html.close("pre")
    html.newline()
    return html.markup
  }
}

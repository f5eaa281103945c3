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

  /// Every value of `name="…"` in `html`, `&amp;` read as `&`.
  static func values(of name: String, in html: String) -> [String] {
    var values: [String] = []
    var rest = Substring(html)
    let opener = " \(name)=\""
    while let start = rest.range(of: opener) {
      guard let end = rest[start.upperBound...].firstIndex(of: "\"") else { break }
      values.append(
        String(rest[start.upperBound..<end]).replacingOccurrences(of: "&amp;", with: "&"))
      rest = rest[end...]
    }
    return values
  }
}

import Foundation

/// Where a long code name in a table may wrap.
///
/// A table that is wider than the text column scrolls sideways in its own
/// box, but on a phone a column of API names would make it several screens
/// wide. Letting a name break anywhere makes it narrow and unreadable
/// ("NSCollecti / onLayoutIt / em"). So names get `<wbr>` break
/// opportunities where a reader splits them: after an opening parenthesis,
/// a colon, a comma, a dot or an underscore, and between the words of a
/// camel-case name (`targetIndexPath` / `ForMoveOf…`). The breaks are not
/// text: a copied name comes out whole.
enum CodeBreaks {
  /// `html` with break opportunities inside each of its `<code>` spans.
  /// The spans hold escaped text only (an inline code span has no markup),
  /// so what is between `<code>` and `</code>` is text and entities.
  static func inserted(into html: String) -> String {
    var result = ""
    var rest = html[...]
    while let open = rest.rangeUTF8(of: "<code>"),
      let close = rest[open.upperBound...].rangeUTF8(of: "</code>")
    {
      result += rest[..<open.upperBound]
      result += withBreaks(rest[open.upperBound..<close.lowerBound])
      result += "</code>"
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// One span's escaped text with `<wbr>` where a name may wrap; never
  /// inside an entity (`&lt;`), and never first or last.
  static func withBreaks(_ text: Substring) -> String {
    let characters = Array(text)
    var result = ""
    var inEntity = false
    for (index, character) in characters.enumerated() {
      if character == "&" { inEntity = true }
      let previous = index > 0 ? characters[index - 1] : nil
      if !inEntity, let previous, previous.isLowercase, character.isUppercase {
        result += "<wbr>"
      }
      result.append(character)
      if character == ";" && inEntity {
        inEntity = false
        continue
      }
      // Only between two parts of a name: not first (".systemBlue"), and
      // not before what cannot start a line (a ")" or a second ".").
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsAPart = next.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      if !inEntity, index > 0, startsAPart, "(:,._".contains(character) { result += "<wbr>" }
    }
    return result
  }
}

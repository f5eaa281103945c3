import Foundation

/// Words a page's HTML leaves open until the page is rendered in its
/// language: a slot is a key between two copies of a marker, a Unicode
/// noncharacter that no author's text holds (`MarkdownDocument` replaces
/// them). A callout's title and a code line's badge are slots, since the
/// HTML around them is made once, whatever the edition.
enum WordSlots {
  /// A callout's title (`Callout`).
  static let calloutTitle = String(Unicode.Scalar(0xFDD2)!)
  /// The badge of a line only coldocs runs (`EngineOnlyCall`).
  static let codeBadge = String(Unicode.Scalar(0xFDD3)!)

  /// The slot for `key`.
  static func slot(_ key: String, marker: String) -> String { marker + key + marker }

  /// `html` with each slot replaced by `words(key)`, already escaped for
  /// where the slot stands; a key it does not know leaves nothing.
  static func filled(_ html: String, marker: String, words: (String) -> String?) -> String {
    guard html.containsUTF8(marker) else { return html }
    var result = ""
    var rest = html[...]
    while let open = rest.rangeUTF8(of: marker),
      let close = rest[open.upperBound...].rangeUTF8(of: marker)
    {
      result += rest[..<open.lowerBound]
      result += words(String(rest[open.upperBound..<close.lowerBound])) ?? ""
      rest = rest[close.upperBound...]
    }
    return result + rest
  }
}

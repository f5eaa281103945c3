import Foundation

/// The one way coldocs writes a string into a page or a script the pages
/// load: a JSON string literal, which is also a JavaScript one, written so
/// that it means the same text wherever coldocs puts it: inside an inline
/// `<script>` element (the theme's words, `window.coldocsStrings`), in the
/// scripts a page loads (`navigation.js`, the search index's shards), and
/// in a double-quoted HTML attribute, should one ever hold JSON (through
/// `HTML.escape`, which escapes the literal's quotes).
///
/// Each rule, and why:
/// - `"` as `\"` and `\` as `\\`: the literal's own delimiter and escape.
/// - U+0000–U+001F as `\n`, `\r`, `\t` or `\u00XX`: JSON allows no raw
///   control character in a string, and a raw line break ends a JavaScript
///   string literal.
/// - U+007F–U+009F as `\u00XX`: HTML counts these controls as parse errors
///   in a page's text, and nobody sees them; escaped, a page holds none.
/// - `<` as `\u003c`: no `</script>` can end an inline script early, and no
///   `<!--` can switch the HTML parser into the script's comment state,
///   where a later `</script>` is no longer the end. With `<` escaped, `/`
///   needs nothing.
/// - `>` as `\u003e`: no `-->` can end an HTML comment around a script
///   early, and no `]]>` a CDATA section of a page read as XHTML.
/// - `&` as `\u0026`: in an attribute, and in a page read as XHTML, the
///   parser decodes character references before the script sees them;
///   with `&` escaped, no text (`&quot;`) can decode to a quote that ends
///   the literal.
/// - U+2028 and U+2029 as `\u2028` and `\u2029`: JSON allows them raw, but
///   JavaScript before ES2019 reads them as line breaks, which end a string
///   literal with a syntax error.
///
/// Everything else, the apostrophe and `/` included, is written as it is,
/// in UTF-8. Hexadecimal digits are lower case.
enum JSONText {
  /// `text` as a JSON string literal, quotes included.
  static func string(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `values` as a JSON object, its members sorted by key.
  static func object(_ values: [String: String]) -> String {
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    for (index, member) in values.sorted(by: { $0.key < $1.key }).enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      append(member.key, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      append(member.value, to: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` as a JSON string literal, quotes included, to `bytes`
  /// (UTF-8), for writers that build a file byte by byte.
  static func append(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): bytes += [92, 34]
        case UInt8(ascii: "\\"): bytes += [92, 92]
        case 0x0A: bytes += [92, UInt8(ascii: "n")]
        case 0x0D: bytes += [92, UInt8(ascii: "r")]
        case 0x09: bytes += [92, UInt8(ascii: "t")]
        case 0..<0x20, 0x7F, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
          appendEscape(UInt32(byte), to: &bytes)
        // U+0080–U+009F: C2 80 to C2 9F.
        case 0xC2 where index < utf8.count && utf8[index] <= 0x9F:
          appendEscape(UInt32(utf8[index]), to: &bytes)
          index += 1
        // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
        case 0xE2
        where index + 1 < utf8.count && utf8[index] == 0x80
          && (utf8[index + 1] == 0xA8 || utf8[index + 1] == 0xA9):
          appendEscape(0x2000 + UInt32(utf8[index + 1] - 0x80), to: &bytes)
          index += 2
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\uXXXX`, lower-case hexadecimal, for a code point below U+10000.
  private static func appendEscape(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [92, UInt8(ascii: "u")]
    for shift: UInt32 in [12, 8, 4, 0] {
      let digit = UInt8((value >> shift) & 0xF)
      bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }
}

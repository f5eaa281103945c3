/// The searchable text of a rendered page, cut into sections at its
/// headings, read byte by byte: no Foundation string searching, so a
/// thousand pages take milliseconds.
///
/// Tags are dropped; the contents of `svg`, `style`, `script` and `table`
/// (diagrams and frames tables) are skipped; the common entities are
/// decoded; white space is folded, and white space holding a line break
/// between two characters that `CJKLineBreak` joins is dropped, as the
/// page drops it (`类就是` and `一个应用` on two lines read `类就是一个应用`).
struct SearchText {
  struct Section: Equatable {
    /// The heading's id, empty for the text before the first heading.
    var anchor: String
    var text: String
  }

  private(set) var sections: [Section] = []

  private static let inline: Set<[UInt8]> = Set(
    [
      "a", "abbr", "b", "code", "em", "i", "kbd", "mark", "q", "s", "samp", "small", "span",
      "strong",
      "sub", "sup", "u", "var",
    ].map { Array($0.utf8) })
  private static let skipped: [[UInt8]] = ["svg", "style", "script", "table"].map { Array($0.utf8) }

  init(html: String) {
    var html = html
    sections = html.withUTF8 { Self.split(Array($0)) }
  }

  private static func split(_ bytes: [UInt8]) -> [Section] {
    var sections: [Section] = []
    var anchor = ""
    var text: [UInt8] = []
    var i = 0
    func close() {
      while text.last == 0x20 { text.removeLast() }
      if !text.isEmpty || !anchor.isEmpty {
        sections.append(Section(anchor: anchor, text: String(decoding: text, as: UTF8.self)))
      }
      text = []
    }
    func space() {
      if let last = text.last, last != 0x20 { text.append(0x20) }
    }
    // Whether the space that ends `text`, if one does, stands only for
    // white space, and whether that white space holds a line break: such a
    // space between two CJK characters is dropped.
    var softSpace = false
    var lineBreak = false
    func hardSpace() {
      space()
      softSpace = false
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte == UInt8(ascii: "<") {
        let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1
        let tag = bytes[(i + 1)..<max(i + 1, end)]
        let name = tagName(tag)
        if let skip = skipped.first(where: { $0 == name }) {
          i = endOfElement(skip, in: bytes, after: end)
          hardSpace()
          continue
        }
        if name.count == 2, name[0] == UInt8(ascii: "h"), (49...54).contains(name[1]),
          let id = attribute("id", of: tag)
        {
          close()
          anchor = id
        }
        // Block boundaries separate words; inline tags (em, code, a) do not.
        if !inline.contains(name) { hardSpace() }
        i = end + 1
        continue
      }
      if byte == UInt8(ascii: "&"), let (decoded, length) = entity(bytes, at: i) {
        text.append(contentsOf: decoded)
        softSpace = false
        i += length
        continue
      }
      if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
        if let last = text.last, last != 0x20 {
          text.append(0x20)
          softSpace = true
          lineBreak = false
        }
        if byte == 0x0A { lineBreak = true }
      } else {
        // Only a scalar of three or four bytes can be joined.
        if byte >= 0xE0, softSpace, lineBreak, text.last == 0x20,
          let after = scalar(in: bytes[i...]),
          let before = scalar(endingAt: text.count - 1, in: text),
          CJKLineBreak.joins(before, after)
        {
          text.removeLast()
        }
        softSpace = false
        text.append(byte)
      }
      i += 1
    }
    close()
    return sections
  }

  /// The scalar whose UTF-8 starts `bytes`.
  private static func scalar(in bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return scalar
  }

  /// The scalar whose UTF-8 ends just before `end` in `bytes`.
  private static func scalar(endingAt end: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
    var start = end - 1
    while start > 0, end - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0 else { return nil }
    return scalar(in: bytes[start..<end])
  }

  /// The lowercased name of a tag's bytes (`/` of a closing tag dropped).
  private static func tagName(_ tag: ArraySlice<UInt8>) -> [UInt8] {
    var name: [UInt8] = []
    for byte in tag.drop(while: { $0 == UInt8(ascii: "/") }) {
      let lower = byte | 0x20
      guard (lower >= 97 && lower <= 122) || (byte >= 48 && byte <= 57) else { break }
      name.append(byte >= 65 && byte <= 90 ? lower : byte)
    }
    return name
  }

  /// The index just past the `</name>` that closes the element opened at
  /// `start`, counting nested elements of the same name.
  private static func endOfElement(_ name: [UInt8], in bytes: [UInt8], after start: Int) -> Int {
    var depth = 1
    var i = start + 1
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<") else {
        i += 1
        continue
      }
      let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1
      let tag = bytes[(i + 1)..<max(i + 1, end)]
      if tagName(tag) == name {
        if tag.first == UInt8(ascii: "/") {
          depth -= 1
        } else if tag.last != UInt8(ascii: "/") {
          depth += 1
        }
        if depth == 0 { return end + 1 }
      }
      i = end + 1
    }
    return bytes.count
  }

  /// The value of `name="…"` in a tag.
  private static func attribute(_ name: String, of tag: ArraySlice<UInt8>) -> String? {
    let pattern = Array((" " + name + "=\"").utf8)
    guard tag.count > pattern.count else { return nil }
    var i = tag.startIndex
    while i + pattern.count <= tag.endIndex {
      if tag[i..<(i + pattern.count)].elementsEqual(pattern) {
        let start = i + pattern.count
        let end = tag[start...].firstIndex(of: UInt8(ascii: "\"")) ?? tag.endIndex
        return String(decoding: tag[start..<end], as: UTF8.self)
      }
      i += 1
    }
    return nil
  }

  private static let entities: [([UInt8], [UInt8])] = [
    ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"),
    ("&nbsp;", " "),
  ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

  /// A named or numeric entity at `i`: its bytes and its length.
  private static func entity(_ bytes: [UInt8], at i: Int) -> ([UInt8], Int)? {
    for (name, value) in entities
    where i + name.count <= bytes.count && bytes[i..<(i + name.count)].elementsEqual(name) {
      return (value, name.count)
    }
    guard i + 3 < bytes.count, bytes[i + 1] == UInt8(ascii: "#") else { return nil }
    var j = i + 2
    let hex = bytes[j] | 0x20 == UInt8(ascii: "x")
    if hex { j += 1 }
    var value: UInt32 = 0
    let start = j
    while j < bytes.count, j - start < 8, let digit = Self.digit(bytes[j], hex: hex) {
      value = value * (hex ? 16 : 10) + digit
      j += 1
    }
    guard j > start, j < bytes.count, bytes[j] == UInt8(ascii: ";"),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (Array(String(Character(scalar)).utf8), j + 1 - i)
  }

  private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
    switch byte {
    case 48...57: return UInt32(byte - 48)
    case 97...102 where hex: return UInt32(byte - 87)
    case 65...70 where hex: return UInt32(byte - 55)
    default: return nil
    }
  }
}

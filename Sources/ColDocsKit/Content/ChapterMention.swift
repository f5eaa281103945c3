import Foundation

/// "chapter 3" written as plain text: a reader expects a link there, and a
/// link is what `coldocs check` can verify when chapters move.
struct ChapterMention: Equatable, Sendable {
  /// The Markdown file as diagnostics name it.
  let file: String
  let line: Int
  let column: Int
  /// As written: "chapter 3", "Chapter 12".
  let text: String
  let number: Int

  /// One "chapter N" found in a run of text: where it starts (in bytes of
  /// the text), what it says and N.
  struct Match: Equatable {
    let offset: Int
    let text: String
    let number: Int
  }

  /// Every "chapter N" or "Chapter N" in `text` that stands as words of its
  /// own ("subchapter 2", "chapter 3b" and "chapters 3" are not mentions).
  static func matches(in text: String) -> [Match] {
    let bytes = Array(text.utf8)
    let word = Array("hapter ".utf8)
    var found: [Match] = []
    var at = 0
    while at + 1 + word.count < bytes.count {
      let startsWord =
        (bytes[at] == UInt8(ascii: "c") || bytes[at] == UInt8(ascii: "C"))
        && bytes[(at + 1)..<(at + 1 + word.count)].elementsEqual(word)
        && (at == 0 || !isWordByte(bytes[at - 1]))
      guard startsWord else {
        at += 1
        continue
      }
      let digits = at + 1 + word.count
      var end = digits
      while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
        end += 1
      }
      if end > digits, end == bytes.count || !isWordByte(bytes[end]),
        let number = Int(String(decoding: bytes[digits..<end], as: UTF8.self))
      {
        found.append(
          Match(offset: at, text: String(decoding: bytes[at..<end], as: UTF8.self), number: number))
      }
      at = max(end, at + 1)
    }
    return found
  }

  /// Letters, digits and every byte of a non-ASCII character count as part
  /// of a word, so that no mention is found inside a longer word.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

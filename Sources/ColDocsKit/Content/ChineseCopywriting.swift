import Foundation

/// The conventions of Chinese technical writing that a page in Chinese is
/// checked against, as warnings: a space between Chinese characters and
/// Latin letters, digits or code (`用 itemSize 设置`, not `用itemSize设置`),
/// and full-width punctuation next to Chinese characters (`，` `。` `：`
/// rather than `,` `.` `:`).
///
/// Only prose is read: fenced and indented code, HTML, link destinations
/// and the insides of code spans are left alone. A code span counts as
/// Latin text, so `` 用`itemSize`设置 `` wants its spaces too.
struct ChineseCopywriting {
  /// What a line of prose breaks, and where.
  struct Finding: Equatable {
    /// The column of the offending character, counted in characters from 1.
    let column: Int
    let message: String
    let fix: String
  }

  /// Every finding of a page's Markdown body, as warnings at file lines.
  static func warnings(in source: ChapterSource) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var fence: Substring?
    for (offset, line) in source.body.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = trimmed.prefix { $0 == trimmed.first }
        continue
      }
      // Indented code (four spaces) outside a list, and HTML lines.
      if line.hasPrefix("    "), !(trimmed.first.map(isListMarker) ?? false) { continue }
      if trimmed.hasPrefix("<") { continue }
      for finding in findings(in: String(line)) {
        diagnostics.append(
          Diagnostic(
            file: source.file, line: source.bodyLine + offset, column: finding.column,
            severity: .warning, message: finding.message, fix: finding.fix))
      }
    }
    return diagnostics
  }

  private static func isListMarker(_ character: Character) -> Bool {
    character == "-" || character == "*" || character == "+" || character.isNumber
  }

  /// What one line of prose breaks.
  static func findings(in line: String) -> [Finding] {
    let kept = masked(Array(line))
    let characters = kept.map(\.character)
    var found: [Finding] = []
    for index in characters.indices.dropLast() {
      let (left, right) = (characters[index], characters[index + 1])
      if isCJK(left) && isLatin(right) || isLatin(left) && isCJK(right) {
        found.append(
          Finding(
            column: kept[index + 1].column,
            message: "no space between Chinese and Latin text ('\(left)\(right)')",
            fix: "put a space between them"))
      }
      // A full stop between Latin letters or digits (`v1.2`, `U.S.`) is
      // no sentence's end.
      if isCJK(left), let fullWidth = fullWidth[right],
        right != "." || index + 2 >= characters.count || !isLatin(characters[index + 2])
      {
        found.append(
          Finding(
            column: kept[index + 1].column, message: "half-width '\(right)' after Chinese text",
            fix: "write the full-width '\(fullWidth)'"))
      } else if let fullWidth = fullWidth[left], isCJK(right),
        index == 0 || !isCJK(characters[index - 1]),
        left != "." || index == 0 || !isLatin(characters[index - 1])
      {
        // (Between two Chinese characters it was reported as the first's.)
        found.append(
          Finding(
            column: kept[index].column, message: "half-width '\(left)' before Chinese text",
            fix: "write the full-width '\(fullWidth)'"))
      }
    }
    return found
  }

  /// The half-width punctuation a Chinese sentence writes full-width.
  private static let fullWidth: [Character: String] = [
    ",": "，", ".": "。", ":": "：", ";": "；", "!": "！", "?": "？", "(": "（", ")": "）",
  ]

  /// The line with what is not prose taken out, each character kept with
  /// its column: each code span becomes one Latin letter, a link's
  /// destination and an HTML tag or comment disappear, and an autolink
  /// becomes a letter too.
  private static func masked(_ line: [Character]) -> [(character: Character, column: Int)] {
    var out: [(character: Character, column: Int)] = []
    var index = 0
    while index < line.count {
      let character = line[index]
      if character == "`", let close = line[(index + 1)...].firstIndex(of: "`") {
        out.append(("x", index + 1))
        index = close + 1
      } else if character == "]", index + 1 < line.count, line[index + 1] == "(",
        let close = line[(index + 2)...].firstIndex(of: ")")
      {
        index = close + 1
      } else if character == "<", let close = line[(index + 1)...].firstIndex(of: ">") {
        if line[(index + 1)..<close].contains(":") { out.append(("x", index + 1)) }
        index = close + 1
      } else if character == "!", index + 1 < line.count, line[index + 1] == "[" {
        index += 1
      } else if character == "[" || character == "]" || character == "*" || character == "_" {
        // Emphasis and link brackets frame text without being any.
        index += 1
      } else {
        out.append((character, index + 1))
        index += 1
      }
    }
    return out
  }

  /// A Chinese (or other CJK) ideograph, kana or Hangul syllable.
  static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0x20000...0x2FA1F:
      return true
    default: return false
    }
  }

  private static func isLatin(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }
}

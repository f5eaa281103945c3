/// Where a line break inside a paragraph is no space. Chinese and Japanese
/// put no space between words, so a paragraph written on several lines
/// must join them as they are; between Chinese and Latin text a space is
/// right (Chinese copywriting puts one there), so the break stays one.
///
/// The characters that join:
/// - *CJK*: the ideographs (U+3400–4DBF, U+4E00–9FFF, U+F900–FAFF,
///   U+20000–3FFFF) and radicals (U+2E80–2FDF), kana (U+3040–30FF,
///   U+31F0–31FF), CJK symbols and punctuation (U+3000–303F: 、。「」《》々〇),
///   vertical and small forms (U+FE10–FE1F, U+FE30–FE4F), fullwidth forms
///   (U+FF01–FF60, ：，！？ and fullwidth letters), halfwidth katakana
///   (U+FF61–FF9F) and fullwidth signs (U+FFE0–FFE6);
/// - *shared punctuation*, which Chinese sets full width but English uses
///   too: “ ” ‘ ’ (U+201C, 201D, 2018, 2019), … (U+2026) and — (U+2014).
///
/// A break joins when the characters on both sides are one of these and
/// at least one is CJK, so "他说\n“好”" joins and an English "—\n“" does
/// not. Hangul is left out: Korean puts spaces between words.
enum CJKLineBreak {
  static func joins(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
    let first = kind(before)
    let second = kind(after)
    return first != .other && second != .other && (first == .cjk || second == .cjk)
  }

  private enum Kind { case cjk, shared, other }

  private static func kind(_ scalar: Unicode.Scalar) -> Kind {
    switch scalar.value {
    case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE10...0xFE1F, 0xFE30...0xFE4F, 0xFF01...0xFF9F,
      0xFFE0...0xFFE6, 0x20000...0x3FFFF:
      return .cjk
    case 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026:
      return .shared
    default:
      return .other
    }
  }
}

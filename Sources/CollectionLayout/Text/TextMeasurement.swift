import Foundation

/// How wide text is in a font: the sum of its characters' advances.
///
/// Latin text uses the advance widths of Inter, an open font drawn to the
/// system font's proportions (`SystemFontWidths`, generated from it), so a
/// measured width is within a few per cent of a device's; the heights come
/// from `UIFont` and are exact. Chinese, Japanese and Korean characters
/// are one em wide, as PingFang (the system's CJK font) draws them.
///
/// The system font tracks its letters by an amount that depends on the
/// size (Apple's Human Interface Guidelines list it: −26 thousandths of an
/// em at 17 points); applied to Inter's advances it brings measured
/// strings within half a per cent of SF's on current iOS. Kerning is not
/// applied.
enum TextMeasurement {
  /// The width of `text` on one line.
  static func width<S: StringProtocol>(of text: S, font: UIFont) -> CGFloat {
    var thousandths = 0
    let tracking = Tracking.thousandths(atSize: font.pointSize)
    for scalar in text.unicodeScalars {
      let advance = advance(of: scalar, font: font)
      thousandths += advance
      if advance > 0, !isFullWidth(scalar) { thousandths += tracking }
    }
    return CGFloat(thousandths) * font.pointSize / 1000
  }

  /// One character's advance, in thousandths of an em.
  static func advance(of scalar: Unicode.Scalar, font: UIFont) -> Int {
    if isFullWidth(scalar) { return 1000 }
    if isZeroWidth(scalar) { return 0 }
    let weight = font.weight.number
    if font.hasMonospacedDigits, ("0"..."9").contains(scalar) {
      return SystemFontWidths.tabularDigitAdvance(weight: weight)
    }
    return SystemFontWidths.advance(of: scalar, weight: weight)
      ?? SystemFontWidths.fallbackAdvance(weight: weight)
  }

  /// Characters that are one em wide: the CJK ideographs, kana, Hangul,
  /// CJK punctuation and the full-width forms.
  static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Characters that take no space: combining marks, joiners, selectors.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return scalar.value == 0xFE0F || scalar.value == 0xFE0E
    }
  }
}

/// SF Pro's tracking by point size, in thousandths of an em: the table
/// "iOS, iPadOS tracking values" of Apple's Human Interface Guidelines
/// (Typography, Specifications). Sizes between two listed ones take the
/// smaller's value; 80 points and above have none.
enum Tracking {
  static let bySize: [(size: CGFloat, value: Int)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
    (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
    (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
    (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
    (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
  ]

  static func thousandths(atSize size: CGFloat) -> Int {
    bySize.last { $0.size <= size }?.value ?? bySize[0].value
  }
}

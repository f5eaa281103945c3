import Foundation

extension UIFont {
  /// The semantic styles of Dynamic Type: a role for a piece of text whose
  /// size follows the reader's chosen content size category.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The font of `style` at the screen's content size category (`.large`
  /// unless a trait collection says otherwise).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of `style` at the category of `traitCollection`.
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = (traitCollection ?? UIScreen.main.traitCollection).preferredContentSizeCategory
    let entry = DynamicTypeSizes.entry(style, category)
    return UIFont(pointSize: entry.size, weight: entry.weight, textStyle: style)
  }
}

/// The Dynamic Type table of Apple's Human Interface Guidelines
/// (Typography, Specifications, "iOS, iPadOS Dynamic Type sizes" and the
/// larger accessibility sizes; the revisions of June 2023 and December
/// 2025 agree): for each text style and
/// content size category, the point size and the leading (the line
/// spacing a design uses; a label spaces its lines by the font's own
/// `lineHeight`, so layout reads only the size). Every style is regular
/// but the headline, which is semibold.
enum DynamicTypeSizes {
  /// Size and leading by category, from extra small to the largest
  /// accessibility size (the order of `UIContentSizeCategory.ordered`).
  static let table: [UIFont.TextStyle: [(size: CGFloat, leading: CGFloat)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
    ],
    .title1: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
      (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
      (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
      (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
      (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
    ],
    .subheadline: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
      (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
      (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
    ],
    .caption1: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
      (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
    ],
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
      (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
    ],
  ]

  static func entry(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> (
    size: CGFloat, leading: CGFloat, weight: UIFont.Weight
  ) {
    let row = table[style] ?? table[.body]!
    let cell = row[category.index]
    return (cell.size, cell.leading, style == .headline ? .semibold : .regular)
  }
}

import Foundation
import Testing

@testable import CollectionLayout

/// Fonts, labels and Dynamic Type, against values UIKit reports.
@Suite struct TextMeasurementTests {
  /// SF Pro's `hhea` metrics (ascender 1950, descender −494 in 2048 units)
  /// give UIKit's `UIFont.systemFont(ofSize: 17).lineHeight`, 20.287109375.
  @Test func theSystemFontsLineHeightIsUIKits() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.lineHeight == 20.287109375)
    #expect(abs(font.ascender - 16.186) < 0.001)
    #expect(abs(font.descender + 4.101) < 0.001)
  }

  /// A one-line 17-point label is its line height rounded up to the
  /// pixel: 20.5 at scale 2, and 20.333… at scale 3 (measured by the
  /// constraint UIKit logs for such a label on a 3× phone).
  @Test func aOneLineLabelIsItsLineHeightRoundedUpToThePixel() {
    let label = UILabel()
    label.text = "Just text"
    #expect(label.intrinsicContentSize.height == 20.5)
    let sharp = UIView()
    sharp.traitOverrides.displayScale = 3
    sharp.addSubview(label)
    #expect(abs(label.intrinsicContentSize.height - 61.0 / 3) < 1e-9)
  }

  /// The same constraint log gives the width UIKit measured for "Just
  /// text" at 17 points: 66. The engine's widths come from Inter, and are
  /// promised within a few per cent.
  @Test func widthsAreWithinAFewPerCentOfADevices() {
    let label = UILabel()
    label.text = "Just text"
    let width = label.intrinsicContentSize.width
    #expect(abs(width - 66) / 66 < 0.05, "\(width)")
  }

  @Test func aLabelWithoutTextNeedsNoSpace() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  /// Chinese characters are one em wide, as PingFang draws them.
  @Test func chineseCharactersAreOneEmWide() {
    let width = TextMeasurement.width(of: "你好世界", font: .systemFont(ofSize: 17))
    #expect(width == 68)
  }

  /// A multi-line label wraps between words at its width; its height is
  /// its lines' height rounded up to the pixel.
  @Test func aMultiLineLabelWrapsAtItsWidth() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "The quick brown fox jumps over the lazy dog"
    label.preferredMaxLayoutWidth = 150
    let layout = label.textLayout(width: 150)
    #expect(layout.lines.count >= 2)
    #expect(layout.widths.allSatisfy { $0 <= 150 })
    #expect(
      layout.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        == label.text)
    let height = label.intrinsicContentSize.height
    #expect(height == (CGFloat(layout.lines.count) * 20.287109375 * 2).rounded(.up) / 2)
    // Without a width to wrap at, it is one line.
    label.preferredMaxLayoutWidth = 0
    #expect(label.intrinsicContentSize.height == 20.5)
  }

  /// Text too long for its one line ends in an ellipsis, within the width.
  @Test func textTooLongForItsLineEndsInAnEllipsis() {
    let font = UIFont.systemFont(ofSize: 17)
    let layout = TextLayout(
      "Collection views everywhere", font: font, width: 80, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].hasSuffix("\u{2026}"))
    #expect(layout.width <= 80)
    #expect(layout.isTruncated)
    // Two lines, then the rest cut on the second.
    let two = TextLayout(
      "one two three four five six seven eight nine ten", font: font, width: 80, numberOfLines: 2,
      lineBreakMode: .byTruncatingTail)
    #expect(two.lines.count == 2)
    #expect(two.lines[1].hasSuffix("\u{2026}"))
  }

  /// Dynamic Type: the table of Apple's Human Interface Guidelines.
  @Test func textStylesFollowTheContentSizeCategory() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    let large = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 33)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: small).pointSize == 11)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  /// A label that adjusts its font follows a category set above it.
  @Test func aLabelThatAdjustsFollowsTheCategoryAboveIt() {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    let host = UIView()
    host.addSubview(label)
    host.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    #expect(label.font.pointSize == 33)
    let fixed = UILabel()
    fixed.font = .preferredFont(forTextStyle: .body)
    host.addSubview(fixed)
    #expect(fixed.font.pointSize == 17)
  }
}

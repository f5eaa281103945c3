import CollectionLayout
import Foundation
import Testing

/// UIKit's named colours in both appearances. The expected values are the
/// 8-bit components UIKit publishes for an iPhone at default contrast, so a
/// variant typed wrongly into the engine fails here.
@Suite struct NamedColorsTests {
  private let light = UITraitCollection(userInterfaceStyle: .light)
  private let dark = UITraitCollection(userInterfaceStyle: .dark)

  /// The colour's components in 0...255 (alpha in 0...1), rounded.
  private func bytes(_ color: UIColor) -> [CGFloat] {
    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b].map { ($0 * 255).rounded() } + [(a * 100).rounded() / 100]
  }

  @Test func systemGray5IsDarkGreyUnderADarkTrait() {
    #expect(bytes(UIColor.systemGray5.resolvedColor(with: dark)) == [44, 44, 46, 1])
    #expect(bytes(UIColor.systemGray5.resolvedColor(with: light)) == [229, 229, 234, 1])
    #expect(
      bytes(
        UIColor.systemGray5.resolvedColor(with: UITraitCollection(userInterfaceStyle: .unspecified))
      )
        == [229, 229, 234, 1], "an unspecified style resolves as light")
    #expect(
      bytes(.systemGray5) == [229, 229, 234, 1], "read directly: the headless screen's light")
  }

  @Test func systemColoursBrightenInTheDark() {
    let expected: [(UIColor, [CGFloat])] = [
      (.systemRed, [255, 69, 58, 1]), (.systemOrange, [255, 159, 10, 1]),
      (.systemYellow, [255, 214, 10, 1]), (.systemGreen, [48, 209, 88, 1]),
      (.systemMint, [99, 230, 226, 1]), (.systemTeal, [64, 200, 224, 1]),
      (.systemCyan, [100, 210, 255, 1]), (.systemBlue, [10, 132, 255, 1]),
      (.systemIndigo, [94, 92, 230, 1]), (.systemPurple, [191, 90, 242, 1]),
      (.systemPink, [255, 55, 95, 1]), (.systemBrown, [172, 142, 104, 1]),
    ]
    for (color, values) in expected {
      #expect(bytes(color.resolvedColor(with: dark)) == values)
    }
  }

  @Test func theGraysInvertInTheDark() {
    let expected: [(UIColor, [CGFloat])] = [
      (.systemGray, [142, 142, 147, 1]), (.systemGray2, [99, 99, 102, 1]),
      (.systemGray3, [72, 72, 74, 1]), (.systemGray4, [58, 58, 60, 1]),
      (.systemGray6, [28, 28, 30, 1]),
    ]
    for (color, values) in expected {
      #expect(bytes(color.resolvedColor(with: dark)) == values)
    }
  }

  @Test func semanticColoursSwapForTheDark() {
    #expect(bytes(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 1])
    #expect(bytes(UIColor.label.resolvedColor(with: light)) == [0, 0, 0, 1])
    #expect(bytes(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 0.6])
    #expect(bytes(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 1])
    #expect(bytes(UIColor.secondarySystemBackground.resolvedColor(with: dark)) == [28, 28, 30, 1])
    #expect(bytes(UIColor.tertiarySystemBackground.resolvedColor(with: dark)) == [44, 44, 46, 1])
    #expect(bytes(UIColor.systemGroupedBackground.resolvedColor(with: dark)) == [0, 0, 0, 1])
    #expect(bytes(UIColor.systemFill.resolvedColor(with: dark)) == [120, 120, 128, 0.36])
    #expect(bytes(UIColor.separator.resolvedColor(with: dark)) == [84, 84, 88, 0.6])
    #expect(bytes(UIColor.tintColor.resolvedColor(with: dark)) == [10, 132, 255, 1])
  }

  @Test func fixedColoursStayFixed() {
    let made = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(made.resolvedColor(with: dark) === made)
    #expect(UIColor.white.resolvedColor(with: dark) === UIColor.white)
    #expect(UIColor.black.resolvedColor(with: dark) === UIColor.black)
  }

  @Test func aFadedSystemColourFadesBothVariants() {
    let faded = UIColor.systemTeal.withAlphaComponent(0.55)
    #expect(bytes(faded.resolvedColor(with: dark)) == [64, 200, 224, 0.55])
    #expect(bytes(faded.resolvedColor(with: light)) == [48, 176, 199, 0.55])
  }
}

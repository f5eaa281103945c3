import Foundation

/// Scales a custom font or a number with the reader's content size
/// category, as a text style scales.
///
/// Apple publishes no formula, and it is not the ratio of the style's
/// point sizes: measured on devices, the body style scales 17 to 16.333 at
/// `.medium` (where body text is 16) and to 48 at the largest
/// accessibility size (where it is 53). The ratio of the style's leading
/// at the category to its leading at `.large`, rounded to the pixel, gives
/// both measurements, and is what the engine uses; elsewhere its values
/// are unconfirmed.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
  public let textStyle: UIFont.TextStyle

  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// The body style's metrics.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, compatibleWith: nil)
  }

  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    UIFont(
      pointSize: scaledValue(for: font.pointSize, compatibleWith: traitCollection),
      weight: font.weight, monospacedDigits: font.hasMonospacedDigits, textStyle: textStyle)
  }

  /// The scaled font, no larger than `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let scaled = scaledFont(for: font)
    return scaled.pointSize <= maximumPointSize ? scaled : scaled.withSize(maximumPointSize)
  }

  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  public func scaledValue(
    for value: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> CGFloat {
    let traits = traitCollection ?? UIScreen.main.traitCollection
    let base = DynamicTypeSizes.entry(textStyle, .large).leading
    let scaled =
      value * DynamicTypeSizes.entry(textStyle, traits.preferredContentSizeCategory).leading / base
    let scale = traits.displayScale > 0 ? traits.displayScale : 2
    return (scaled * scale).rounded() / scale
  }
}

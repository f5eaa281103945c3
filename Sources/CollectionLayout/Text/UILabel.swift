import Foundation

/// A view that shows text: measured with its font, broken into lines at
/// its width, and drawn inside its own bounds, so a label that no frame or
/// constraint sized shows nothing, as on a phone.
open class UILabel: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // A label made in code hugs its text at 250, like any view (the 251
    // often quoted is what Interface Builder sets on the labels it makes).
    // It takes no touches by default.
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  open var text: String? {
    didSet { if text != oldValue { textDidChange() } }
  }

  /// The system font at 17 points unless set.
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet {
      if font == nil { font = .systemFont(ofSize: 17) }
      textDidChange()
    }
  }
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  /// How many lines the text may take: 1 by default, 0 for as many as it
  /// needs.
  open var numberOfLines = 1 {
    didSet { textDidChange() }
  }
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { textDidChange() }
  }
  /// The width a multi-line label wraps at when it measures itself; 0 lets
  /// layout use the width the label was given.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { textDidChange() }
  }
  /// Whether a font made for a text style follows the content size
  /// category when the traits change.
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { followContentSizeCategory() } }
  }

  private func textDidChange() {
    invalidateIntrinsicContentSize()
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if adjustsFontForContentSizeCategory,
      previousTraitCollection?.preferredContentSizeCategory
        != traitCollection.preferredContentSizeCategory
    {
      followContentSizeCategory()
    }
  }

  /// The font of the same text style at the current category.
  private func followContentSizeCategory() {
    guard let style = font.textStyle else { return }
    let category = traitCollection
    let styled = UIFont.preferredFont(forTextStyle: style, compatibleWith: category)
    let base = UIFont.preferredFont(forTextStyle: style)
    // A font scaled from a custom size (UIFontMetrics) keeps its ratio.
    let fromStyle = abs(font.pointSize - base.pointSize) < 0.01 || isStyleSize(font, style)
    let next =
      fromStyle
      ? UIFont(pointSize: styled.pointSize, weight: font.weight, textStyle: style)
      : UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: category)
    if next != font { font = next }
  }

  private func isStyleSize(_ font: UIFont, _ style: UIFont.TextStyle) -> Bool {
    DynamicTypeSizes.table[style]?.contains { $0.size == font.pointSize } ?? false
  }

  // MARK: Measuring

  /// The text laid out at `width` (nil: unlimited) with this label's
  /// settings.
  func textLayout(width: CGFloat?) -> TextLayout {
    TextLayout(
      text ?? "", font: font, width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
  }

  /// The width the label wraps at when it measures itself.
  private var measuringWidth: CGFloat? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return bounds.width > 0 ? bounds.width : nil
  }

  /// The text's size, rounded up to the screen's pixels: a one-line
  /// 17-point label is 20.5 points tall at scale 2 (its line height,
  /// 20.287…, rounded up). Empty text needs no space.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let layout = textLayout(width: measuringWidth)
    return pixelCeiling(CGSize(width: layout.width, height: layout.height))
  }

  /// The text's size within `size`: wrapped at its width when the label
  /// has more than one line.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width: CGFloat? = numberOfLines != 1 && size.width > 0 ? size.width : nil
    let layout = textLayout(width: width)
    return pixelCeiling(CGSize(width: layout.width, height: layout.height))
  }

  /// Where the text is drawn in `bounds`: its lines' box, centred
  /// vertically as a label draws it, at most `numberOfLines` lines.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let layout = TextLayout(
      text ?? "", font: font, width: bounds.width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    let size = pixelCeiling(CGSize(width: layout.width, height: layout.height))
    return CGRect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height)
  }

  private func pixelCeiling(_ size: CGSize) -> CGSize {
    let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 2
    return CGSize(
      width: (size.width * scale - 1e-9).rounded(.up) / scale,
      height: (size.height * scale - 1e-9).rounded(.up) / scale)
  }

  /// The alignment as drawn: `.natural` follows the layout direction.
  var resolvedAlignment: NSTextAlignment {
    guard textAlignment == .natural else { return textAlignment }
    return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
  }
}

import Foundation

/// A row of dots, one per page, the current one highlighted: what a banner
/// or an onboarding carousel shows under its pages.
///
/// The engine keeps the numbers an app sets and reads (`numberOfPages`,
/// `currentPage`, `hidesForSinglePage`, the two tint colours) with UIKit's
/// documented rules, and draws the dots as round subviews centred in the
/// control. Taps on the control and `UIControl`'s target–action are not
/// modelled: a banner moves its page control from its scroll, as here.
///
/// [?] UIKit does not document the dots' size, spacing or default colours.
/// The engine draws 7-point dots on 16-point centres in a control 37 points
/// tall, the long-standing measurement before iOS 14 redrew the control;
/// without a colour set, the current dot is white and the others white at
/// 30 % opacity, the classic look on a photo.
open class UIPageControl: UIView {
  /// [?] The dot's diameter, the distance between dot centres and the
  /// control's height (see the type's note).
  static let dotDiameter: CGFloat = 7
  static let dotPitch: CGFloat = 16
  static let controlHeight: CGFloat = 37

  /// How many dots there are; the current page is kept below it.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      rebuildDots()
    }
  }

  /// The highlighted dot, kept within 0 ..< numberOfPages as UIKit clamps it.
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
      paintDots()
    }
  }

  /// Hides the control when there is only one page.
  open var hidesForSinglePage = false {
    didSet { paintDots() }
  }

  /// The colour of the dots that are not the current page.
  open var pageIndicatorTintColor: UIColor? {
    didSet { paintDots() }
  }

  /// The colour of the current page's dot.
  open var currentPageIndicatorTintColor: UIColor? {
    didSet { paintDots() }
  }

  private var dots: [UIView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    fatalError("UIPageControl is made in code")
  }

  /// The size the dots of `pageCount` pages take, without the control's
  /// own height.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(0, pageCount))
    let width = count == 0 ? 0 : (count - 1) * Self.dotPitch + Self.dotDiameter
    return CGSize(width: width, height: Self.dotDiameter)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: size(forNumberOfPages: numberOfPages).width, height: Self.controlHeight)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  /// Centres the row of dots in the control.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let row = size(forNumberOfPages: dots.count)
    let x = (bounds.width - row.width) / 2
    let y = (bounds.height - Self.dotDiameter) / 2
    for (index, dot) in dots.enumerated() {
      dot.frame = CGRect(
        x: x + CGFloat(index) * Self.dotPitch, y: y, width: Self.dotDiameter,
        height: Self.dotDiameter)
    }
  }

  private func rebuildDots() {
    guard dots.count != numberOfPages else { return paintDots() }
    for dot in dots { dot.removeFromSuperview() }
    dots = (0..<numberOfPages).map { _ in
      let dot = UIView()
      dot.layer.cornerRadius = Self.dotDiameter / 2
      addSubview(dot)
      return dot
    }
    paintDots()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func paintDots() {
    let current = currentPageIndicatorTintColor ?? .white
    let other = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
    for (index, dot) in dots.enumerated() {
      dot.backgroundColor = index == currentPage ? current : other
      dot.isHidden = hidesForSinglePage && numberOfPages == 1
    }
  }
}

import Foundation

extension UIView {
  /// The margins in reading direction: `leading` is the left margin left
  /// to right and the right margin right to left. Setting either form
  /// sets the other, as UIKit keeps them in step.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(layoutMargins, rightToLeft: isRightToLeft) }
    set {
      let rightToLeft = isRightToLeft
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
        bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
    }
  }

  /// The margins layout uses: the view's own, moved inside the safe area
  /// when `insetsLayoutMarginsFromSafeArea` (UIKit's documentation: margins
  /// that would fall outside the safe area are moved inside it), and grown
  /// to keep clear of the superview's margins where
  /// `preservesSuperviewLayoutMargins` asks.
  var effectiveLayoutMargins: UIEdgeInsets {
    var margins = layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    guard preservesSuperviewLayoutMargins, let superview else { return margins }
    // The superview's margin edges, in this view's coordinates: this view's
    // margin on a side grows by what is needed to stay inside them.
    let outer = superview.bounds.inset(by: superview.effectiveLayoutMargins)
    let inner = convert(outer, from: superview)
    margins.left = max(margins.left, inner.minX - bounds.minX)
    margins.right = max(margins.right, bounds.maxX - inner.maxX)
    guard preservesSuperviewMarginsVertically else { return margins }
    margins.top = max(margins.top, inner.minY - bounds.minY)
    margins.bottom = max(margins.bottom, bounds.maxY - inner.maxY)
    return margins
  }

  /// The widest a column of text reads comfortably at the view's text
  /// size: 672 points at the default size, Large. That figure was
  /// measured (iPad Air 2 on its side, iOS 9); Apple documents only that
  /// the width follows the text size. [?] The engine grows and shrinks it
  /// with the body text's size (17 points at Large), to whole points.
  var readableWidth: CGFloat {
    let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    return (Self.readableWidthAtLarge * body.pointSize / 17).rounded()
  }

  static let readableWidthAtLarge: CGFloat = 672

  /// The insets of `readableContentGuide`: the effective layout margins,
  /// widened equally on both sides while the space between them is wider
  /// than `readableWidth` (Apple: the guide never reaches outside the
  /// margins guide and is centred in it). On a phone they are the margins.
  var readableContentInsets: UIEdgeInsets {
    var insets = effectiveLayoutMargins
    let excess = (bounds.width - insets.left - insets.right - readableWidth) / 2
    guard excess > 0 else { return insets }
    insets.left += excess
    insets.right += excess
    return insets
  }
}

import Foundation

extension UIView {
  /// The safe area as UIKit computes it: the superview's safe area, in this
  /// view's coordinates, cut to its bounds (a view lying wholly inside the
  /// safe area has zero insets; one reaching under the status bar has the
  /// part that it covers), plus what a view controller adds to its own
  /// view. A view with no superview (a window) has its own, from the
  /// device (`UIWindow`); any other has none.
  ///
  /// Insets are whole pixels, as UIKit reports them: 97.67 points under a
  /// navigation bar on an iPhone 16 is 293 pixels, whichever sum of
  /// fractions of a point it came from.
  var computedSafeAreaInsets: UIEdgeInsets {
    unroundedSafeAreaInsets.pixelAligned(scale: traitCollection.displayScale)
  }

  private var unroundedSafeAreaInsets: UIEdgeInsets {
    guard let superview else { return rootSafeAreaInsets + addedSafeAreaInsets }
    let region = superview.bounds.inset(by: superview.safeAreaInsets)
    let inside = convert(region, from: superview)
    let inherited = UIEdgeInsets(
      top: max(0, inside.minY - bounds.minY), left: max(0, inside.minX - bounds.minX),
      bottom: max(0, bounds.maxY - inside.maxY), right: max(0, bounds.maxX - inside.maxX))
    return inherited + addedSafeAreaInsets
  }
}

extension UIEdgeInsets {
  /// Each inset on the nearest pixel of a screen of `scale` (none when the
  /// scale is unknown).
  func pixelAligned(scale: CGFloat) -> UIEdgeInsets {
    guard scale > 0 else { return self }
    func aligned(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    return UIEdgeInsets(
      top: aligned(top), left: aligned(left), bottom: aligned(bottom), right: aligned(right))
  }

  /// Side by side sums: insets on top of insets.
  static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}

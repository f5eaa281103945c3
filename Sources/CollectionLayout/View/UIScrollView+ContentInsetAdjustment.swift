import Foundation

extension UIScrollView {
  /// `contentInset` plus the safe area, edge by edge, as the behaviour
  /// says (Apple's documentation of `UIScrollView.ContentInsetAdjustmentBehavior`):
  /// - `.never`: nothing added.
  /// - `.always`: the whole safe area.
  /// - `.scrollableAxes`: the safe area along each axis the view can
  ///   scroll in: its content (with `contentInset`) is longer than its
  ///   bounds, or it always bounces that way. (Which test UIKit applies is
  ///   not documented; this is the one its behaviour matches.)
  /// - `.automatic`: as `.scrollableAxes`, except that top and bottom are
  ///   always added when the scroll view is the view of a controller shown
  ///   by a navigation or tab bar controller.
  var computedAdjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    guard safe != .zero else { return contentInset }
    var vertical: Bool
    var horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always: return contentInset + safe
    case .scrollableAxes:
      vertical = scrollsVertically
      horizontal = scrollsHorizontally
    case .automatic:
      vertical = scrollsVertically || isShownByABarController
      horizontal = scrollsHorizontally
    }
    return contentInset
      + UIEdgeInsets(
        top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
        bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }

  private var scrollsVertically: Bool {
    alwaysBounceVertical
      || contentSize.height + contentInset.top + contentInset.bottom
        > bounds.height
  }

  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal
      || contentSize.width + contentInset.left + contentInset.right
        > bounds.width
  }

  /// Whether this is the view of a controller that a navigation or tab
  /// bar controller shows.
  private var isShownByABarController: Bool {
    guard let controller = ownerController else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// When the safe area's share of the adjusted insets changes, tells
  /// `adjustedContentInsetDidChange()`, and a view resting at its top (or
  /// leading) edge stays at the new edge, as UIKit keeps it: a list put
  /// under a navigation bar starts at `-adjustedContentInset.top`, its
  /// first row just below the bar. (A change of `contentInset` itself
  /// tells at once, and moves nothing.)
  func followAdjustedContentInset() {
    let adjusted = adjustedContentInset
    let share = adjusted - contentInset
    let old = lastSafeAreaShare
    guard share != old else { return }
    lastSafeAreaShare = share
    var offset = contentOffset
    if offset.y == -(contentInset.top + old.top) { offset.y = -adjusted.top }
    if offset.x == -(contentInset.left + old.left) { offset.x = -adjusted.left }
    if offset != contentOffset { contentOffset = offset }
    adjustedContentInsetDidChange()
  }
}

extension UIEdgeInsets {
  /// Side by side differences.
  static func - (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top - rhs.top, left: lhs.left - rhs.left, bottom: lhs.bottom - rhs.bottom,
      right: lhs.right - rhs.right)
  }
}

import Foundation

/// A view whose bounds origin is a scroll position over a larger content area.
///
/// Part 1 of the engine models the state layout reads: content size, offset
/// and insets. Animated scrolling and flings build on it.
open class UIScrollView: UIView {
  /// How quickly a fling slows down: the fraction of velocity kept per
  /// millisecond, as UIScrollView defines it.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How the safe area is added to `contentInset` to make
  /// `adjustedContentInset` (`UIScrollView+ContentInsetAdjustment.swift`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  open var contentSize: CGSize = .zero

  /// The scroll position: the origin of `bounds`. Every change is reported to
  /// the delegate's `scrollViewDidScroll(_:)`, as in UIKit.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds = CGRect(origin: newValue, size: bounds.size) }
  }

  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      adjustedContentInsetDidChange()
    }
  }

  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { setNeedsLayout() }
  }

  /// The insets the content is laid out against: `contentInset` plus the
  /// parts of the safe area that `contentInsetAdjustmentBehavior` adds.
  open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset }

  /// What the safe area added to the insets at the last layout, to tell
  /// when that changes.
  var lastSafeAreaShare = UIEdgeInsets.zero

  open override func layoutSubviews() {
    followAdjustedContentInset()
    super.layoutSubviews()
  }

  /// True while the content glides on after the finger lifted.
  public internal(set) var isDecelerating = false
  /// True while a finger is moving the content.
  public internal(set) var isDragging = false
  /// True while a finger is on the content, moving or not.
  public var isTracking: Bool { isDragging }

  open var isPagingEnabled = false
  open var isScrollEnabled = true
  open var decelerationRate: DecelerationRate = .normal
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true

  /// How far the vertical scroll indicator stays from the view's edges.
  /// Stored only: a headless view draws no indicators.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// How far the horizontal scroll indicator stays from the view's edges.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Whether the system adds the safe area to the indicator insets; nothing
  /// to add here, since a headless view has no safe area.
  @available(iOS 13.0, *)
  open var automaticallyAdjustsScrollIndicatorInsets = true

  /// The older single setting. UIKit keeps its setter as a shorthand that
  /// gives both indicators the same insets, and deprecates its getter, which
  /// cannot describe two different values; like UIKit's, it answers with the
  /// vertical indicator's.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Called when `adjustedContentInset` changes.
  open func adjustedContentInsetDidChange() {
    setNeedsLayout()
  }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The delegate that hears about scrolling. `UICollectionView` answers with
  /// its own `delegate`, whose protocol refines `UIScrollViewDelegate`.
  var scrollViewDelegate: UIScrollViewDelegate? { nil }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    if oldBounds.origin != bounds.origin {
      scrollViewDelegate?.scrollViewDidScroll(self)
    }
  }

  /// The offsets the content can rest at: from minus the leading insets to
  /// the content's far edge plus the trailing insets, less the bounds.
  var contentOffsetRange: (min: CGPoint, max: CGPoint) {
    let insets = adjustedContentInset
    let minimum = CGPoint(x: -insets.left, y: -insets.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + insets.right - bounds.width),
      y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
    return (minimum, maximum)
  }

  /// `offset` moved into `contentOffsetRange`.
  func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let range = contentOffsetRange
    // With a zero inset the lower limit is −0.0 (the negated inset), and a
    // clamp to it would print as "-0.0"; adding zero turns −0.0 into 0.0
    // and leaves every other value as it was.
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x) + 0,
      y: min(max(offset.y, range.min.y), range.max.y) + 0)
  }
}

/// What a scroll view tells its delegate. Every method is optional in UIKit;
/// here each has an empty default, so a conformer implements only what it needs.
public protocol UIScrollViewDelegate: NSObjectProtocol {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

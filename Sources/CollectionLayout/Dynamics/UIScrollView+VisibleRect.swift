import Foundation

extension UIScrollView {
  /// Scrolls the least distance that brings `rect` (content coordinates)
  /// into the bounds, as UIKit does: nothing when it is already wholly
  /// visible; when it is larger than the bounds along an axis, its leading
  /// edge is brought to the bounds' leading edge. The offset is kept within
  /// the content's scrollable range.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return }
    let visible = bounds
    let target = CGPoint(
      x: Self.nearestOrigin(showing: rect.minX, rect.maxX, in: visible.minX, visible.width),
      y: Self.nearestOrigin(showing: rect.minY, rect.maxY, in: visible.minY, visible.height))
    let clamped = clampedContentOffset(target)
    guard clamped != contentOffset else { return }
    setContentOffset(clamped, animated: animated)
  }

  /// The origin along one axis that shows `low...high` moving least from
  /// `origin` with a window of `length`.
  private static func nearestOrigin(
    showing low: CGFloat, _ high: CGFloat, in origin: CGFloat, _ length: CGFloat
  ) -> CGFloat {
    if low >= origin && high <= origin + length { return origin }
    if high - low > length || low < origin { return low }
    return high - length
  }
}

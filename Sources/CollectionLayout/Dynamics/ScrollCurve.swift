import Foundation

/// A path the content offset follows on its own after the finger lifts:
/// a deceleration after a fling, or a bounce back after a pull past an edge.
/// The scrolling code plays either the same way, frame by frame.
protocol ScrollCurve {
  /// The offset `t` seconds after release.
  func offset(at t: TimeInterval) -> CGPoint
  /// How long until the content stays within `tolerance` points of where it
  /// comes to rest.
  func duration(tolerance: CGFloat) -> TimeInterval
}

extension Deceleration: ScrollCurve {}
extension BounceBack: ScrollCurve {}

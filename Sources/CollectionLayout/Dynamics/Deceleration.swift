import Foundation

/// UIScrollView's deceleration after a fling, as an exponential decay.
///
/// With a deceleration rate d (the fraction of velocity kept per
/// millisecond) and a release velocity of v points per millisecond, the
/// velocity after t seconds is v · d^(1000 t), so the content travels
/// v / −ln d points in all. A target other than that natural end (from a
/// snapping layout or paging) keeps the same curve, scaled to end there.
struct Deceleration {
  let start: CGPoint
  let target: CGPoint
  let rate: CGFloat

  /// Where the content would come to rest on its own, for a velocity in
  /// points per second.
  static func naturalEnd(from start: CGPoint, velocity: CGPoint, rate: CGFloat) -> CGPoint {
    // A rate outside 0 < d < 1 never decays: treat it as no fling at all.
    guard rate > 0, rate < 1 else { return start }
    let reach = -1 / (1000 * log(rate))  // points travelled per point-per-second of velocity
    return CGPoint(x: start.x + velocity.x * reach, y: start.y + velocity.y * reach)
  }

  /// The offset `t` seconds after release.
  func offset(at t: TimeInterval) -> CGPoint {
    let remaining = pow(rate, CGFloat(1000 * t))
    return CGPoint(
      x: target.x + (start.x - target.x) * remaining,
      y: target.y + (start.y - target.y) * remaining)
  }

  /// How long until the content is within `tolerance` points of its target
  /// (a quarter of a pixel at the view's scale), at most ten seconds.
  func duration(tolerance: CGFloat) -> TimeInterval {
    let distance = max(abs(target.x - start.x), abs(target.y - start.y))
    guard distance > tolerance, rate > 0, rate < 1 else { return 0 }
    let seconds = log(tolerance / distance) / (1000 * log(rate))
    return min(10, TimeInterval(seconds))
  }
}

import Foundation

/// UIScrollView's return to its edge after the finger lets go of content
/// pulled past it: a critically damped spring, so the content comes back
/// quickly and settles without swinging past the edge.
///
/// UIKit documents neither the curve nor its constants. Open
/// re-implementations of UIScrollView's mechanics that set out to match a
/// device agree on a critically damped spring whose rate ω is close to 10 per
/// second: ScrollMechanics (github.com/super-ultra/ScrollMechanics, the code
/// of the article "Scrolling Mechanics of UIScrollView") bounces with mass 1
/// and stiffness 100, so ω = √(100 / 1) = 10; fluid-scroll
/// (github.com/ktiays/fluid-scroll) springs back with a response of 0.575 s,
/// so ω = 2π / 0.575 ≈ 10.9. The engine takes 10.
///
/// With x₀ the distance past the resting offset at release and v₀ the release
/// velocity, the distance t seconds later is (x₀ + (v₀ + ω x₀) t) · e^(−ω t).
/// Released at rest 100 points past the edge, 4 points are left after 0.5 s
/// (100 · 6 · e^(−5)) and under half a point after 0.75 s, where the
/// deceleration curve, a decay meant for flings, took more than 3 s.
struct BounceBack {
  /// ω, per second.
  static let rate: CGFloat = 10

  let start: CGPoint
  let target: CGPoint
  /// Points per second, in content-offset terms.
  let velocity: CGPoint

  func offset(at t: TimeInterval) -> CGPoint {
    CGPoint(
      x: target.x + Self.distance(start.x - target.x, velocity.x, at: CGFloat(t)),
      y: target.y + Self.distance(start.y - target.y, velocity.y, at: CGFloat(t)))
  }

  /// How long until the content stays within `tolerance` points of its
  /// target, to the millisecond and at most ten seconds.
  func duration(tolerance: CGFloat) -> TimeInterval {
    max(
      Self.settlingTime(start.x - target.x, velocity.x, tolerance),
      Self.settlingTime(start.y - target.y, velocity.y, tolerance))
  }

  /// The distance from the target after `t` seconds, for one axis.
  private static func distance(_ x0: CGFloat, _ v0: CGFloat, at t: CGFloat) -> CGFloat {
    (x0 + (v0 + rate * x0) * t) * exp(-rate * t)
  }

  /// The distance shrinks for good after its turning point, 1/ω after it
  /// crosses zero (a release fast enough towards the edge carries the
  /// content past it once). Before that point it may pass under the
  /// tolerance and grow again, so the search does not stop there unless the
  /// distance at the turning point is within the tolerance too.
  private static func settlingTime(_ x0: CGFloat, _ v0: CGFloat, _ tolerance: CGFloat)
    -> TimeInterval
  {
    let c2 = v0 + rate * x0
    let turn = c2 == 0 ? 0 : max(0, 1 / rate - x0 / c2)
    let growsAgain = abs(distance(x0, v0, at: turn)) > tolerance
    let step: CGFloat = 0.001
    var t: CGFloat = 0
    while t < 10, (growsAgain && t < turn) || abs(distance(x0, v0, at: t)) > tolerance {
      t += step
    }
    return TimeInterval(min(t, 10))
  }
}

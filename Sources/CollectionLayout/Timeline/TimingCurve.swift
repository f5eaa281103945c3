import Foundation

/// How an animation's progress follows time: a cubic Bézier from (0, 0) to
/// (1, 1), as Core Animation's media timing functions are.
public struct TimingCurve: Hashable, Codable, Sendable {
  public var c1x: Double
  public var c1y: Double
  public var c2x: Double
  public var c2y: Double

  public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
  }

  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Core Animation's `easeInEaseOut`, UIKit's default for view animations.
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)

  /// The progress at elapsed fraction `x` of the duration (both in 0...1).
  public func progress(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    if self == .linear { return x }
    return bezier(parameter(forX: x), c1y, c2y)
  }

  /// Solves x(t) = x for the curve parameter t: Newton's method, falling back
  /// to bisection where the slope is too flat.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = bezier(t, c1x, c2x) - x
      if abs(error) < 1e-9 { return t }
      let slope = bezierSlope(t, c1x, c2x)
      guard abs(slope) > 1e-6 else { break }
      t -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    t = x
    for _ in 0..<60 {
      let value = bezier(t, c1x, c2x)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}

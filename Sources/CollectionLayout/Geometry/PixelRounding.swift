import Foundation

extension CGFloat {
  /// The value rounded to the nearest device pixel at `scale`, halves away from
  /// zero: UIKit's rounding of layout origins.
  func roundedToPixels(scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return self }
    return (self * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// The value rounded down to a device pixel at `scale`.
  func flooredToPixels(scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return self }
    return (self * scale).rounded(.down) / scale
  }
}

extension CGRect {
  /// True when the rectangles overlap or touch: Core Graphics treats a
  /// zero-width intersection as a real one, so edge-touching counts.
  func touches(_ other: CGRect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  /// True when every component is a finite number.
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

import Foundation

/// The corners of a rectangle, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// names the ones it rounds (a common way to shape a cell with a mask).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every bit set, as in UIKit, so it holds any corner.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

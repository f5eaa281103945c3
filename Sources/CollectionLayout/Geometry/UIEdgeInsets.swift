import Foundation

/// Inset distances for the four edges of a rectangle, as UIKit defines them.
///
/// Foundation on Linux has no `UIEdgeInsets`; the engine declares it with
/// UIKit's field order (top, left, bottom, right) so that tutorial code ports
/// unchanged.
public struct UIEdgeInsets: Hashable, Codable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = UIEdgeInsets()

  public var description: String {
    "{\(top), \(left), \(bottom), \(right)}"
  }
}

extension UIEdgeInsets {
  /// The sum of the left and right insets.
  var horizontal: CGFloat { left + right }
  /// The sum of the top and bottom insets.
  var vertical: CGFloat { top + bottom }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, like UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.horizontal, height: size.height - insets.vertical)
  }
}

import Foundation

/// Insets named by reading direction rather than by side: `leading` is the
/// left inset in a left-to-right layout and the right one in a right-to-left
/// layout.
///
/// Compositional layouts take every inset in this form. The engine lays out
/// left to right and mirrors the finished frames for right-to-left, so inside
/// the solver `leading` always means left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = NSDirectionalEdgeInsets()

  public var description: String {
    "{\(top), \(leading), \(bottom), \(trailing)}"
  }
}

extension NSDirectionalEdgeInsets {
  /// The directional form of physical insets: which side is leading depends
  /// on the layout direction.
  init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }

  /// The sum of the leading and trailing insets.
  var horizontal: CGFloat { leading + trailing }
  /// The sum of the top and bottom insets.
  var vertical: CGFloat { top + bottom }

  /// Each inset plus the matching one of `other`.
  func adding(_ other: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom,
      trailing: trailing + other.trailing)
  }
}

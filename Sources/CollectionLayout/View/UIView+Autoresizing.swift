import Foundation

extension UIView {
  /// Which parts of a view's frame give way when its superview's size
  /// changes: the margins to the superview's edges, and the view's own
  /// width and height.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // UIKit's raw values (UIViewAutoresizing), so a mask stored as a
    // number reads the same.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Moves and resizes the subviews that autoresize after this view's size
  /// went from `oldSize` to its current one, as UIKit does on every change
  /// of a view's bounds size when `autoresizesSubviews` is true.
  func autoresizeSubviews(from oldSize: CGSize) {
    let newSize = bounds.size
    guard autoresizesSubviews, oldSize != newSize else { return }
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      subview.frame = Autoresizing.frame(
        subview.frame, mask: subview.autoresizingMask, from: oldSize, to: newSize)
    }
  }
}

/// UIKit's autoresizing arithmetic, one axis at a time.
///
/// Along an axis a view's superview is split in three: the margin before
/// the view, the view, and the margin after it. The parts the mask names
/// as flexible absorb the change in the superview's size; when several do,
/// UIKit's documentation of `UIView.AutoresizingMask` says the difference is
/// shared "proportionally among the flexible portions", so each takes a
/// share in proportion to its current length. When the flexible parts are
/// all of length zero there is nothing to be proportional to, and the
/// change is shared evenly (nothing documents this case).
enum Autoresizing {
  static func frame(
    _ frame: CGRect, mask: UIView.AutoresizingMask, from old: CGSize, to new: CGSize
  ) -> CGRect {
    let x = resized(
      before: frame.minX, length: frame.width, after: old.width - frame.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ), change: new.width - old.width)
    let y = resized(
      before: frame.minY, length: frame.height, after: old.height - frame.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ), change: new.height - old.height)
    return CGRect(x: x.start, y: y.start, width: x.length, height: y.length)
  }

  /// The new start and length along one axis.
  static func resized(
    before: CGFloat, length: CGFloat, after: CGFloat, flexible: (Bool, Bool, Bool),
    change: CGFloat
  ) -> (start: CGFloat, length: CGFloat) {
    let parts = [before, length, after]
    let chosen = [flexible.0, flexible.1, flexible.2]
    let count = chosen.filter { $0 }.count
    guard count > 0, change != 0 else { return (before, length) }
    let total = zip(parts, chosen).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
    func share(_ index: Int) -> CGFloat {
      guard chosen[index] else { return 0 }
      return total != 0 ? change * parts[index] / total : change / CGFloat(count)
    }
    return (before + share(0), length + share(1))
  }
}

extension Autoresizing {
  /// The fraction of a change in the superview's size that the part before
  /// the view and the view itself each take, for the constraints UIKit
  /// makes from a mask (the part after takes the rest).
  static func shares(
    before: CGFloat, length: CGFloat, after: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (before: Double, length: Double) {
    let unit = resized(before: before, length: length, after: after, flexible: flexible, change: 1)
    return (Double(unit.start - before), Double(unit.length - length))
  }
}

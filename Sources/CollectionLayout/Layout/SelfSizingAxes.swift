import Foundation

/// The physical axes along which an element may take the size its view
/// prefers: what a layout left to be measured. (An engine type: UIKit keeps
/// the same facts in private state.)
struct SelfSizingAxes: OptionSet, Hashable {
  let rawValue: UInt8

  static let width = SelfSizingAxes(rawValue: 1 << 0)
  static let height = SelfSizingAxes(rawValue: 1 << 1)
  static let both: SelfSizingAxes = [.width, .height]

  /// `preferred` on the axes in the set, `given` on the others: a measured
  /// size never changes what the layout fixed.
  func merge(preferred: CGSize, into given: CGSize) -> CGSize {
    CGSize(
      width: contains(.width) ? preferred.width : given.width,
      height: contains(.height) ? preferred.height : given.height)
  }

  /// True when the two sizes differ on an axis in the set.
  func differ(_ a: CGSize, _ b: CGSize) -> Bool {
    (contains(.width) && a.width != b.width) || (contains(.height) && a.height != b.height)
  }
}

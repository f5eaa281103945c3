import Foundation

/// How strongly a size request binds, with UIKit's values. The engine has
/// no constraint solver; priorities matter only as the arguments of
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
/// where `.required` means "keep the target on this axis" and
/// `.fittingSizeLevel` means "fit the content on this axis".
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float

  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

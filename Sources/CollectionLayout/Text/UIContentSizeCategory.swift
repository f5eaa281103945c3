import Foundation

/// The text size a person chose in Settings (Dynamic Type), which text
/// styles and `UIFontMetrics` follow. `.large` is the default.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  // UIKit's raw values, so a category stored as text reads the same.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every category from the smallest to the largest: the columns of the
  /// Dynamic Type table.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The position in `ordered`; `.unspecified` counts as the default.
  var index: Int { Self.ordered.firstIndex(of: self) ?? Self.ordered.firstIndex(of: .large)! }

  /// True for the five sizes Settings offers under Accessibility.
  public var isAccessibilityCategory: Bool {
    index >= Self.ordered.firstIndex(of: .accessibilityMedium)!
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

  public var description: String { rawValue }
}

import Foundation

/// The direction in which a view lays out its content.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight
  case rightToLeft
}

/// A view's forced or inherited layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified
  case playback
  case spatial
  case forceLeftToRight
  case forceRightToLeft
}

/// Whether the interface is drawn in its light or its dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified
  case light
  case dark
}

/// The traits of a view's environment that layout reads.
///
/// A headless view has no screen of its own, so a view that inherits nothing
/// gets the traits of `UIScreen.main`: a phone's display scale of 2, left to
/// right, light. A trait override sets another scale, as a tutorial about
/// rounding does.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  /// Pixels per point; layout rounds origins to this grid.
  public let displayScale: CGFloat
  public let layoutDirection: UIUserInterfaceLayoutDirection
  /// The appearance dynamic colours resolve against.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The reader's text size (Dynamic Type); `.large` unless overridden.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Every trait at once, each at a headless screen's value unless given.
  /// (An engine addition: UIKit makes one trait at a time, or combines
  /// collections.)
  public init(
    displayScale: CGFloat = UIScreen.main.scale,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    preferredContentSizeCategory: UIContentSizeCategory = .large
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }

  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      displayScale: UIScreen.main.scale, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  public convenience init(displayScale: CGFloat) {
    self.init(displayScale: displayScale, layoutDirection: .leftToRight)
  }

  /// Equal when every trait matches, as UIKit compares trait collections;
  /// a view compares its collection before and after a change with it.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return displayScale == other.displayScale && layoutDirection == other.layoutDirection
      && userInterfaceStyle == other.userInterfaceStyle
      && preferredContentSizeCategory == other.preferredContentSizeCategory
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(displayScale)
    hasher.combine(layoutDirection)
    hasher.combine(userInterfaceStyle)
    hasher.combine(preferredContentSizeCategory)
    return hasher.finalize()
  }
}

extension UITraitCollection {
  /// The same traits in another appearance.
  func withStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    UITraitCollection(
      displayScale: displayScale, layoutDirection: layoutDirection, userInterfaceStyle: style,
      preferredContentSizeCategory: preferredContentSizeCategory)
  }
}

/// Trait values a view sets for itself and its subviews, as UIKit 17's
/// `traitOverrides`: `collectionView.traitOverrides.displayScale = 3`.
@available(iOS 17.0, *)
public struct UITraitOverrides: Sendable {
  private var scale: CGFloat?
  private var direction: UIUserInterfaceLayoutDirection?
  private var style: UIUserInterfaceStyle?
  private var category: UIContentSizeCategory?

  /// No trait overridden. (An engine addition: a view makes its own.)
  public init() {}

  /// The overriding scale, or 0 (UIKit's "unspecified") when none is set.
  public var displayScale: CGFloat {
    get { scale ?? 0 }
    set { scale = newValue }
  }

  public var layoutDirection: UIUserInterfaceLayoutDirection {
    get { direction ?? .leftToRight }
    set { direction = newValue }
  }

  /// The overriding appearance, or `.unspecified` when none is set.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { style ?? .unspecified }
    set { style = newValue }
  }

  /// The overriding text size, or `.unspecified` when none is set: a
  /// chapter shows a layout at `.accessibilityLarge` with
  /// `collectionView.traitOverrides.preferredContentSizeCategory = …`.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { category ?? .unspecified }
    set { category = newValue == .unspecified ? nil : newValue }
  }

  /// Applies the overrides that are set to the inherited traits.
  func applied(to inherited: UITraitCollection) -> UITraitCollection {
    guard scale != nil || direction != nil || style != nil || category != nil else {
      return inherited
    }
    return UITraitCollection(
      displayScale: scale ?? inherited.displayScale,
      layoutDirection: direction ?? inherited.layoutDirection,
      userInterfaceStyle: style ?? inherited.userInterfaceStyle,
      preferredContentSizeCategory: category ?? inherited.preferredContentSizeCategory)
  }
}

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

/// The traits of a view's environment that layout reads.
///
/// A headless view has no screen. Its display scale is 1 until a trait override
/// sets another, so points and pixels coincide unless a tutorial says otherwise.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  /// Pixels per point; layout rounds origins to this grid.
  public let displayScale: CGFloat
  public let layoutDirection: UIUserInterfaceLayoutDirection

  public init(
    displayScale: CGFloat = 1, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    super.init()
  }

  public convenience init(displayScale: CGFloat) {
    self.init(displayScale: displayScale, layoutDirection: .leftToRight)
  }
}

/// Trait values a view sets for itself and its subviews, as UIKit 17's
/// `traitOverrides`: `collectionView.traitOverrides.displayScale = 3`.
public struct UITraitOverrides: Sendable {
  private var scale: CGFloat?
  private var direction: UIUserInterfaceLayoutDirection?

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

  /// Applies the overrides that are set to the inherited traits.
  func applied(to inherited: UITraitCollection) -> UITraitCollection {
    guard scale != nil || direction != nil else { return inherited }
    return UITraitCollection(
      displayScale: scale ?? inherited.displayScale,
      layoutDirection: direction ?? inherited.layoutDirection)
  }
}

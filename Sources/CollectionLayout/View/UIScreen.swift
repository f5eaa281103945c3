import Foundation

/// The display a headless app pretends to have: a 375 × 667-point phone at
/// two pixels a point (an iPhone SE, 8 or 7).
///
/// Code written for UIKit reads `UIScreen.main` to size items to the screen
/// or to round to its pixels; here the answer is fixed, so a run gives the
/// same numbers on every machine. It is also where a view that inherits no
/// traits gets its own: the top of UIKit's trait hierarchy is the screen.
public final class UIScreen: NSObject, @unchecked Sendable {
  /// The one screen. (UIKit deprecates `main` for the screen of a window
  /// scene; without windows there is no other to ask.)
  public static let main = UIScreen(
    bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)

  /// The screen's rectangle in points, portrait.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// Pixels per point of the physical panel; equal to `scale` on a phone
  /// that is not in display zoom.
  public let nativeScale: CGFloat
  /// What a view at the top of a hierarchy inherits.
  public let traitCollection: UITraitCollection

  private init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
    nativeScale = scale
    traitCollection = UITraitCollection(
      displayScale: scale, layoutDirection: .leftToRight, userInterfaceStyle: .light)
    super.init()
  }

  /// The screen's rectangle in pixels, portrait.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }
}

import Foundation

/// A view's colour as a diagram records it: as the view shows it on the
/// headless (light) screen, and as it would show it on a dark one, when that
/// differs. A fixed colour, or a view that forces the light style, has no
/// dark variant of its own.
enum AppearanceColor {
  /// The view's background colour in both appearances, as shown in
  /// `host` (see `UIView.traitCollection(onScreenStyle:host:)`); nil without
  /// one.
  static func background(of view: UIView, host: UIView?) -> (light: [CGFloat], dark: [CGFloat]?)? {
    guard let color = view.backgroundColor else { return nil }
    return resolved(color, in: view, host: host)
  }

  /// `color` as `view` shows it in both appearances: a label's text, a
  /// view's background.
  static func resolved(_ color: UIColor, in view: UIView, host: UIView?) -> (
    light: [CGFloat], dark: [CGFloat]?
  ) {
    // Recorded every frame for a moved content view: a fixed colour needs
    // no trait chain walked.
    guard color.isDynamic else { return (color.rgba, nil) }
    let light = color.resolvedColor(with: view.traitCollection(onScreenStyle: .light, host: host))
    let dark = color.resolvedColor(with: view.traitCollection(onScreenStyle: .dark, host: host))
    return (light.rgba, dark.rgba == light.rgba ? nil : dark.rgba)
  }
}

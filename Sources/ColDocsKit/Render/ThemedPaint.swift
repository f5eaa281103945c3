import Foundation

/// The CSS declarations that paint a shape with a colour a view recorded,
/// in the page's light and dark themes.
///
/// The light colour is written as the property itself (`fill:#e5e5ea`), so
/// the drawing is right with no stylesheet at all. A dynamic UIKit colour
/// (`.systemGray5`) also carries its dark variant, written as a custom
/// property (`--dark-fill:#2c2c2e`) that style.css applies while the page
/// is dark, as a phone in dark mode would show it. Only what differs is
/// written: a fixed colour, made with `UIColor(red:green:blue:alpha:)`,
/// stays as it is in both themes and adds nothing to the page.
enum ThemedPaint {
  /// The declarations for `property` (`fill` or `stroke`): its colour and
  /// opacity, then the dark colour and opacity where they differ.
  static func declarations(_ property: String, light: [CGFloat], dark: [CGFloat]?) -> [String] {
    let n: (CGFloat) -> String = PlainNumber.text
    var rules = ["\(property):\(hex(light))"]
    if light[3] < 1 { rules.append("\(property)-opacity:\(n(light[3]))") }
    guard let dark else { return rules }
    if hex(dark) != hex(light) { rules.append("--dark-\(property):\(hex(dark))") }
    if n(dark[3]) != n(light[3]) { rules.append("--dark-\(property)-opacity:\(n(dark[3]))") }
    return rules
  }

  /// A view's inline style: its fill, then its stroke and stroke width
  /// when it has a border; nil when it paints neither.
  static func style(
    fill: [CGFloat]?, darkFill: [CGFloat]?, borderWidth: CGFloat, stroke: [CGFloat]?,
    darkStroke: [CGFloat]?
  ) -> String? {
    var rules: [String] = []
    if let fill { rules += declarations("fill", light: fill, dark: darkFill) }
    if borderWidth > 0, let stroke {
      rules += declarations("stroke", light: stroke, dark: darkStroke)
      rules.append("stroke-width:\(PlainNumber.text(borderWidth))")
    }
    return rules.isEmpty ? nil : rules.joined(separator: ";")
  }

  /// `#rrggbb` for components in 0...1 (alpha is written apart).
  static func hex(_ rgba: [CGFloat]) -> String {
    let channels = rgba.prefix(3).map {
      min(255, max(0, PlainNumber.clampedInt(Double($0 * 255).rounded())))
    }
    return "#" + channels.map { String(format: "%02x", $0) }.joined()
  }
}

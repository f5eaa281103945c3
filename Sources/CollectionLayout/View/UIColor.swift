import Foundation

/// A colour in the sRGB space, with UIKit's named colours.
///
/// Only what a diagram needs: the components, UIKit's fixed named colours,
/// and its system colours, which are dynamic as on a device (see
/// `UIColor+NamedColors.swift`). A colour made with `init(dynamicProvider:)`
/// is dynamic: `resolvedColor(with:)` asks its provider for the colour of a
/// trait collection, and everything that reads components directly (`cgColor`,
/// `getRed`) sees the light variant, the appearance of a headless screen. A
/// diagram resolves the colour for both appearances, so that a page in a dark
/// theme can show what a phone in dark mode shows.
public final class UIColor: NSObject, @unchecked Sendable {
  /// The red component, in 0...1, of the light variant. (An engine
  /// addition; UIKit reads components with `getRed(_:green:blue:alpha:)`.)
  public let redComponent: CGFloat
  /// The green component, in 0...1. (An engine addition.)
  public let greenComponent: CGFloat
  /// The blue component, in 0...1. (An engine addition.)
  public let blueComponent: CGFloat
  /// The alpha component, in 0...1. (An engine addition.)
  public let alphaComponent: CGFloat
  /// What a dynamic colour resolves with; nil for a fixed colour.
  private let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

  /// Whether the colour depends on the traits it is resolved with.
  var isDynamic: Bool { dynamicProvider != nil }

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    redComponent = red.clamped01
    greenComponent = green.clamped01
    blueComponent = blue.clamped01
    alphaComponent = alpha.clamped01
    dynamicProvider = nil
    super.init()
  }

  /// A colour that depends on the traits it is shown with, typically light
  /// and dark variants chosen by `userInterfaceStyle`. Its own components are
  /// those of its light variant.
  @available(iOS 13.0, *)
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UIScreen.main.traitCollection)
      .resolvedColor(with: UIScreen.main.traitCollection)
    redComponent = light.redComponent
    greenComponent = light.greenComponent
    blueComponent = light.blueComponent
    alphaComponent = light.alphaComponent
    self.dynamicProvider = dynamicProvider
    super.init()
  }

  /// The colour to show for `traitCollection`: a dynamic colour's provider
  /// answers for those traits (its answer resolved in turn, should it be
  /// dynamic too); a fixed colour is its own answer, as in UIKit.
  @available(iOS 13.0, *)
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let dynamicProvider else { return self }
    return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Hue, saturation and brightness in 0...1, converted to RGB.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = hsbToRGB(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  public convenience init(cgColor: CGColor) {
    let c = cgColor.components
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  /// The same colour with another alpha; a dynamic colour stays dynamic,
  /// each variant taking the new alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let dynamicProvider {
      return UIColor { dynamicProvider($0).withAlphaComponent(alpha) }
    }
    return UIColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha)
  }

  /// Writes the components where pointers are given; always succeeds, since
  /// every colour here is RGB.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = redComponent
    green?.pointee = greenComponent
    blue?.pointee = blueComponent
    alpha?.pointee = alphaComponent
    return true
  }

  /// The light variant as a fixed Core Graphics colour. It keeps aside what
  /// the dark variant would have given, for a diagram's dark theme.
  public var cgColor: CGColor {
    let dark = dynamicProvider == nil ? nil : resolvedColor(with: .darkAppearance)
    return CGColor(
      red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent,
      darkComponents: dark.map(\.rgba))
  }

  /// Red, green, blue and alpha, in that order.
  var rgba: [CGFloat] {
    [redComponent, greenComponent, blueComponent, alphaComponent]
  }

  /// Fixed colours are equal when their components are; a dynamic colour
  /// only to itself, since two providers cannot be compared.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if dynamicProvider != nil || other.dynamicProvider != nil { return self === other }
    return redComponent == other.redComponent && greenComponent == other.greenComponent
      && blueComponent == other.blueComponent && alphaComponent == other.alphaComponent
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(redComponent)
    hasher.combine(greenComponent)
    hasher.combine(blueComponent)
    hasher.combine(alphaComponent)
    return hasher.finalize()
  }

  public override var description: String {
    "UIColor(red: \(redComponent), green: \(greenComponent), blue: \(blueComponent), alpha: \(alphaComponent))"
  }
}

/// A Core Graphics colour: what `CALayer` stores for borders and backgrounds.
///
/// A Core Graphics colour is fixed: `UIColor.cgColor` resolves a dynamic
/// colour once, for the appearance of the moment, and a layer keeps that
/// value when the appearance changes. An app running in dark mode makes it
/// from the dark variant; a headless run is light, so a colour made from a
/// dynamic one also notes the components a dark run would have made
/// (`darkComponents`), for a diagram's dark theme. Comparisons ignore it.
public final class CGColor: Hashable, @unchecked Sendable {
  /// Red, green, blue and alpha, each in 0...1.
  public let components: [CGFloat]
  /// What the same code would have made in the dark appearance, when that
  /// differs; nil for a colour that is the same in both. (An engine addition.)
  let darkComponents: [CGFloat]?

  @available(iOS 13.0, *)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map(\.clamped01)
    darkComponents = nil
  }

  init(
    red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, darkComponents: [CGFloat]?
  ) {
    components = [red, green, blue, alpha].map(\.clamped01)
    self.darkComponents = darkComponents == components ? nil : darkComponents
  }

  public var alpha: CGFloat { components[3] }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }
}

extension CGFloat {
  fileprivate var clamped01: CGFloat { Swift.min(1, Swift.max(0, self)) }
}

private func hsbToRGB(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat)
  -> (CGFloat, CGFloat, CGFloat)
{
  let h = (hue - hue.rounded(.down)) * 6
  let sector = Int(h) % 6
  let f = h - CGFloat(Int(h))
  let p = v * (1 - s)
  let q = v * (1 - s * f)
  let t = v * (1 - s * (1 - f))
  switch sector {
  case 0: return (v, t, p)
  case 1: return (q, v, p)
  case 2: return (p, v, t)
  case 3: return (p, q, v)
  case 4: return (t, p, v)
  default: return (v, p, q)
  }
}

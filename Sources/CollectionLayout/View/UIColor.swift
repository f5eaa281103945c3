import Foundation

/// A colour in the sRGB space, with UIKit's named colours.
///
/// Only what a diagram needs: the components and the light-appearance values of
/// UIKit's named and system colours (the system colours here are fixed, with
/// no dark variant). A colour made with `init(dynamicProvider:)` is dynamic:
/// `resolvedColor(with:)` asks its provider for the colour of a trait
/// collection, and everything that reads components (a diagram, `cgColor`,
/// `getRed`) sees the light variant, the appearance of a headless screen.
public final class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components, each in 0...1.
  public let redComponent: CGFloat
  public let greenComponent: CGFloat
  public let blueComponent: CGFloat
  public let alphaComponent: CGFloat
  /// What a dynamic colour resolves with; nil for a fixed colour.
  private let dynamicProvider: (@Sendable (UITraitCollection) -> UIColor)?

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

  public var cgColor: CGColor {
    CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
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
public final class CGColor: Hashable, @unchecked Sendable {
  /// Red, green, blue and alpha, each in 0...1.
  public let components: [CGFloat]

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map(\.clamped01)
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

extension UIColor {
  private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
  }

  // The fixed colours, with the component values UIKit documents.
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)

  // The system colours, light appearance.
  public static let systemRed = rgb(255, 59, 48)
  public static let systemOrange = rgb(255, 149, 0)
  public static let systemYellow = rgb(255, 204, 0)
  public static let systemGreen = rgb(52, 199, 89)
  public static let systemMint = rgb(0, 199, 190)
  public static let systemTeal = rgb(48, 176, 199)
  public static let systemCyan = rgb(50, 173, 230)
  public static let systemBlue = rgb(0, 122, 255)
  public static let systemIndigo = rgb(88, 86, 214)
  public static let systemPurple = rgb(175, 82, 222)
  public static let systemPink = rgb(255, 45, 85)
  public static let systemBrown = rgb(162, 132, 94)
  public static let systemGray = rgb(142, 142, 147)
  public static let systemGray2 = rgb(174, 174, 178)
  public static let systemGray3 = rgb(199, 199, 204)
  public static let systemGray4 = rgb(209, 209, 214)
  public static let systemGray5 = rgb(229, 229, 234)
  public static let systemGray6 = rgb(242, 242, 247)

  // Semantic colours, light appearance.
  public static let label = rgb(0, 0, 0)
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  public static let systemBackground = rgb(255, 255, 255)
  public static let secondarySystemBackground = rgb(242, 242, 247)
  public static let tertiarySystemBackground = rgb(255, 255, 255)
  public static let systemGroupedBackground = rgb(242, 242, 247)
  public static let systemFill = rgb(120, 120, 128, 0.2)
  public static let separator = rgb(60, 60, 67, 0.29)
  public static let tintColor = systemBlue
}

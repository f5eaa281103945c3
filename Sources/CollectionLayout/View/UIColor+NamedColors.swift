import Foundation

// UIKit's named colours. The fixed ones are the same in every appearance;
// the system and semantic ones are dynamic, as on a device: each resolves to
// its light or its dark variant by the `userInterfaceStyle` of the traits it
// is shown with (an unspecified style resolves as light). The values are
// those of an iPhone's default contrast and of the base (not elevated)
// level of the interface, which is what a collection view filling the
// screen has.

extension UIColor {
  private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
  }

  /// A colour with a light and a dark variant, chosen by the appearance.
  private static func adaptive(light: UIColor, dark: UIColor) -> UIColor {
    UIColor { $0.userInterfaceStyle == .dark ? dark : light }
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

  // The system colours: brighter in the dark appearance, so that they keep
  // their contrast against a dark background.
  public static let systemRed = adaptive(light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
  public static let systemOrange = adaptive(light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
  public static let systemYellow = adaptive(light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
  public static let systemGreen = adaptive(light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
  @available(iOS 15.0, *)
  public static let systemMint = adaptive(light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
  public static let systemTeal = adaptive(light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
  @available(iOS 15.0, *)
  public static let systemCyan = adaptive(light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
  public static let systemBlue = adaptive(light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
  @available(iOS 13.0, *)
  public static let systemIndigo = adaptive(light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
  public static let systemPurple = adaptive(light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
  public static let systemPink = adaptive(light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
  @available(iOS 13.0, *)
  public static let systemBrown = adaptive(light: rgb(162, 132, 94), dark: rgb(172, 142, 104))

  // The grays run the other way in the dark appearance: systemGray6, the
  // faintest on white, is the darkest on black. systemGray is the same in both.
  public static let systemGray = adaptive(light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
  @available(iOS 13.0, *)
  public static let systemGray2 = adaptive(light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
  @available(iOS 13.0, *)
  public static let systemGray3 = adaptive(light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
  @available(iOS 13.0, *)
  public static let systemGray4 = adaptive(light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
  @available(iOS 13.0, *)
  public static let systemGray5 = adaptive(light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
  @available(iOS 13.0, *)
  public static let systemGray6 = adaptive(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

  // Semantic colours: named for their role, so text stays readable on the
  // backgrounds of the same appearance.
  @available(iOS 13.0, *)
  public static let label = adaptive(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
  @available(iOS 13.0, *)
  public static let secondaryLabel = adaptive(
    light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
  @available(iOS 13.0, *)
  public static let systemBackground = adaptive(light: rgb(255, 255, 255), dark: rgb(0, 0, 0))
  @available(iOS 13.0, *)
  public static let secondarySystemBackground = adaptive(
    light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
  @available(iOS 13.0, *)
  public static let tertiarySystemBackground = adaptive(
    light: rgb(255, 255, 255), dark: rgb(44, 44, 46))
  @available(iOS 13.0, *)
  public static let systemGroupedBackground = adaptive(
    light: rgb(242, 242, 247), dark: rgb(0, 0, 0))
  /// The rows of a grouped list: white on the grouped grey.
  @available(iOS 13.0, *)
  public static let secondarySystemGroupedBackground = adaptive(
    light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
  @available(iOS 13.0, *)
  public static let tertiaryLabel = adaptive(
    light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  @available(iOS 13.0, *)
  public static let secondarySystemFill = adaptive(
    light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
  @available(iOS 13.0, *)
  public static let systemFill = adaptive(
    light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
  @available(iOS 13.0, *)
  public static let separator = adaptive(
    light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
  /// The tint of a view that sets none: the system blue.
  @available(iOS 15.0, *)
  public static let tintColor = systemBlue
}

extension UITraitCollection {
  /// The screen's traits in the dark appearance: what a diagram resolves a
  /// colour with for a page in a dark theme.
  static let darkAppearance = UITraitCollection(userInterfaceStyle: .dark)
}

import Foundation

/// A font as layout sees it: a size, a weight, and the vertical metrics
/// UIKit reports for the system font at that size.
///
/// The engine draws no glyphs. It needs a font for two things: how tall a
/// line of text is (the metrics below, which are exact), and how wide a
/// run of characters is (`TextMeasurement`, from a table of advance widths
/// that matches a device's to within a few per cent).
open class UIFont: NSObject, @unchecked Sendable {
  /// The size in points: the height of the em square.
  public let pointSize: CGFloat
  /// How heavy the strokes are; the widths follow it. (An engine
  /// addition; UIKit keeps it in the font descriptor.)
  public let weight: Weight
  /// Whether digits all take the width of the widest, as
  /// `monospacedDigitSystemFont(ofSize:weight:)` asks. (An engine addition.)
  public let hasMonospacedDigits: Bool
  /// The style this font was made for by `preferredFont(forTextStyle:)`,
  /// which `adjustsFontForContentSizeCategory` follows when the category
  /// changes. (An engine addition; UIKit keeps it in the font descriptor.)
  public let textStyle: TextStyle?

  init(
    pointSize: CGFloat, weight: Weight, monospacedDigits: Bool = false,
    textStyle: TextStyle? = nil
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.hasMonospacedDigits = monospacedDigits
    self.textStyle = textStyle
    super.init()
  }

  // MARK: Making fonts

  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight, monospacedDigits: true)
  }

  /// The size UIKit's controls use for their text: 17 points.
  open class var labelFontSize: CGFloat { 17 }
  open class var systemFontSize: CGFloat { 14 }
  open class var smallSystemFontSize: CGFloat { 12 }
  open class var buttonFontSize: CGFloat { 18 }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      pointSize: fontSize, weight: weight, monospacedDigits: hasMonospacedDigits,
      textStyle: textStyle)
  }

  open var familyName: String { ".AppleSystemUIFont" }
  open var fontName: String { ".SFUI-\(weight.name)" }

  // MARK: Vertical metrics

  /// The system font's vertical metrics as fractions of its size: SF Pro's
  /// `hhea` ascender of 1950 and descender of −494 font units in an em of
  /// 2048, with no line gap. Times 17 they give the values UIKit reports
  /// for `UIFont.systemFont(ofSize: 17)`: an ascender of 16.19, a
  /// descender of −4.10 and a `lineHeight` of 20.287109375.
  static let ascenderPerEm: CGFloat = 1950 / 2048
  static let descenderPerEm: CGFloat = -494 / 2048
  /// SF Pro's cap height (1443) and x-height (1078) in the same units.
  static let capHeightPerEm: CGFloat = 1443 / 2048
  static let xHeightPerEm: CGFloat = 1078 / 2048

  /// How far the tallest glyphs rise above the baseline.
  open var ascender: CGFloat { pointSize * Self.ascenderPerEm }
  /// How far the lowest glyphs fall below it, as a negative number.
  open var descender: CGFloat { pointSize * Self.descenderPerEm }
  /// The space between two baselines: ascender minus descender, plus the
  /// leading, which the system font does not have.
  open var lineHeight: CGFloat { ascender - descender + leading }
  open var leading: CGFloat { 0 }
  open var capHeight: CGFloat { pointSize * Self.capHeightPerEm }
  open var xHeight: CGFloat { pointSize * Self.xHeightPerEm }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return pointSize == other.pointSize && weight == other.weight
      && hasMonospacedDigits == other.hasMonospacedDigits && textStyle == other.textStyle
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(hasMonospacedDigits)
    return hasher.finalize()
  }

  open override var description: String {
    "<UIFont: \(fontName) \(PlainDecimal.text(pointSize)) pt>"
  }
}

extension UIFont {
  /// A font's weight, with UIKit's values (−1 to 1, regular at 0).
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The named weights in order, with the CSS-style number (100 to 900)
    /// that the width table and the page's drawing use.
    static let named: [(weight: Weight, number: Int, name: String)] = [
      (.ultraLight, 100, "Ultralight"), (.thin, 200, "Thin"), (.light, 300, "Light"),
      (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "Semibold"),
      (.bold, 700, "Bold"), (.heavy, 800, "Heavy"), (.black, 900, "Black"),
    ]

    /// The nearest named weight's number: 400 for regular, 700 for bold.
    /// (An engine addition.)
    public var number: Int { nearest.number }

    var name: String { nearest.name }

    private var nearest: (weight: Weight, number: Int, name: String) {
      Self.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
    }
  }
}

/// A number as UIKit's descriptions print it: no trailing ".0".
enum PlainDecimal {
  static func text(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
  }
}

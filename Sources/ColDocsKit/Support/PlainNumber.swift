import Foundation

/// Numbers as coldocs writes them everywhere (snapshots, SVG, CSS, tables):
/// rounded to three decimals, without trailing zeros, so that the same value
/// always reads the same and output stays byte-identical from run to run.
enum PlainNumber {
  /// A number rounded to three decimals, without trailing zeros: 137.667, 60, -0.5.
  static func text(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-inf" : "inf" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    // Past 2⁵³ a Double holds only whole numbers, and past 2⁶³ no Int
    // holds it: printed whole, never converted.
    if abs(rounded) >= 0x1p53 { return String(format: "%.0f", Double(rounded)) }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  static func text(_ value: Double) -> String { text(CGFloat(value)) }

  /// `value` as a whole number, clamped to what an Int holds (NaN is 0):
  /// numbers an example computed never trap coldocs.
  static func clampedInt(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    if value >= 0x1p62 { return 1 << 62 }
    if value <= -0x1p62 { return -(1 << 62) }
    return Int(value)
  }
}

extension PlainNumber {
  /// A number as `text` writes it, its whole part grouped in threes with
  /// commas from 10,000 up: 1,255,124 and 62,500.5, but 1500. The same in
  /// every locale, so that pages stay byte-identical wherever they are
  /// built.
  static func grouped(_ value: CGFloat) -> String {
    let plain = text(value)
    let negative = plain.hasPrefix("-")
    let digits = negative ? plain.dropFirst() : Substring(plain)
    let point = digits.firstIndex(of: ".") ?? digits.endIndex
    let whole = digits[..<point]
    guard whole.count > 4 else { return plain }
    var groups: [Substring] = []
    var end = whole.endIndex
    while end > whole.startIndex {
      let start = whole.index(end, offsetBy: -3, limitedBy: whole.startIndex) ?? whole.startIndex
      groups.insert(whole[start..<end], at: 0)
      end = start
    }
    return (negative ? "-" : "") + groups.joined(separator: ",") + digits[point...]
  }
}

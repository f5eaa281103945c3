import Foundation

/// Numbers as coldocs writes them everywhere (snapshots, SVG, CSS, tables):
/// rounded to three decimals, without trailing zeros, so that the same value
/// always reads the same and output stays byte-identical from run to run.
enum PlainNumber {
  /// A number rounded to three decimals, without trailing zeros: 137.667, 60, -0.5.
  static func text(_ value: CGFloat) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  static func text(_ value: Double) -> String { text(CGFloat(value)) }
}

import CollectionLayout
import Foundation

/// What covers the edges of the viewport, drawn faintly over it: the
/// status bar and a navigation bar along the top, a tab bar and the home
/// indicator along the bottom, the sensor housing at a side. The reader
/// sees why a list in a navigation controller rests with its first row
/// lower than the top of its frame: the part above is under the bars.
///
/// The bands are in the viewport's coordinates and move with it, as the
/// bars stay on the screen while the content scrolls.
struct SafeAreaBars {
  let insets: UIEdgeInsets
  let size: CGSize

  /// The bands as `<rect>`s, in a group placed by `transform`; `animation`
  /// names the viewport's keyframes when the viewport moves.
  func write(transform: String?, animation: String?, into svg: inout HTMLBuilder) {
    let bands = self.bands
    guard !bands.isEmpty else { return }
    let n: (CGFloat) -> String = PlainNumber.text
    svg.open(
      "g",
      [
        "class": animation == nil ? "cd-bars" : "cd-bars cd-anim",
        "style": animation.map { "animation-name:\($0)" }, "transform": transform,
      ])
    for band in bands {
      svg.selfClosing(
        "rect",
        [
          "x": n(band.minX), "y": n(band.minY), "width": n(band.width),
          "height": n(band.height),
        ])
    }
    svg.close("g")
    svg.newline()
  }

  /// The covered strips of the viewport, top, bottom, left, right; the
  /// sides between the top and bottom strips.
  var bands: [CGRect] {
    let w = size.width
    let h = size.height
    let middle = max(0, h - insets.top - insets.bottom)
    return [
      CGRect(x: 0, y: 0, width: w, height: insets.top),
      CGRect(x: 0, y: h - insets.bottom, width: w, height: insets.bottom),
      CGRect(x: 0, y: insets.top, width: insets.left, height: middle),
      CGRect(x: w - insets.right, y: insets.top, width: insets.right, height: middle),
    ].filter { $0.width > 0 && $0.height > 0 }
  }
}

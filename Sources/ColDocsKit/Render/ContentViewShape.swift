import CollectionLayout
import Foundation

/// A cell's content view, drawn over the cell where it does not simply fill
/// it: moved by a parallax layout, turned by a cube layout, anchored at an
/// edge. When the cell clips to its bounds, so does the drawing; when its
/// layer has a shape mask, the drawing keeps to the mask's shape as well.
struct ContentViewShape {
  /// The element's name, for linked highlighting.
  let name: String
  let drawn: DrawnElement
  let placement: ContentPlacement
  /// The id of the clip path, unique within the page.
  let clipID: String
  /// The element's keyframe name prefix when animated.
  let animation: String?
  /// The id of the clip path of the cell's mask (which `ElementShape`
  /// writes), when the cell is masked.
  var maskID: String? = nil

  func write(into svg: inout HTMLBuilder) {
    let n: (CGFloat) -> String = PlainNumber.text
    if placement.clipped {
      // The cell's own square, moving with the cell's own keyframes.
      svg.open("clipPath", ["id": clipID])
      svg.selfClosing(
        "rect",
        [
          "class": animation == nil ? nil : "cd-anim",
          "style": animation.map { "animation-name:\($0)" },
          "x": "-0.5", "y": "-0.5", "width": "1", "height": "1",
          "transform": drawn.shapeTransform(css: false),
        ])
      svg.close("clipPath")
      svg.newline()
    }
    let fill = placement.backgroundColor.map { color in
      "fill:\(ElementShape.hex(color))" + (color[3] < 1 ? ";fill-opacity:\(n(color[3]))" : "")
    }
    if let maskID { svg.open("g", ["clip-path": "url(#\(maskID))"]) }
    svg.open("g", ["clip-path": placement.clipped ? "url(#\(clipID))" : nil])
    svg.open(
      "g",
      [
        "class": animation == nil ? "cd-el cd-content-view" : "cd-el cd-content-view cd-anim",
        "style": animation.map { "animation-name:\($0)-content" },
        "data-el": name,
        "transform": drawn.contentTransform(placement, css: false),
        "opacity": drawn.alpha < 1 ? n(drawn.alpha) : nil,
      ])
    svg.selfClosing(
      "rect",
      [
        "x": "-0.5", "y": "-0.5", "width": "1", "height": "1", "style": fill,
        "vector-effect": "non-scaling-stroke",
      ])
    svg.close("g")
    svg.close("g")
    if maskID != nil { svg.close("g") }
    svg.newline()
  }
}

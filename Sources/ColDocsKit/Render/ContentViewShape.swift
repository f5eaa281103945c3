import CollectionLayout
import Foundation

/// A cell's content view, drawn over the cell where it does not simply fill
/// it: moved by a parallax layout, turned by a cube layout, anchored at an
/// edge. When the cell clips to its bounds, so does the drawing.
struct ContentViewShape {
  /// The element's name, for linked highlighting.
  let name: String
  let drawn: DrawnElement
  let placement: ContentPlacement
  /// The id of the clip path, unique within the page.
  let clipID: String
  /// The element's keyframe name prefix when animated.
  let animation: String?

  var svg: String {
    let n: (CGFloat) -> String = PlainNumber.text
    var svg = ""
    var clip = ""
    if placement.clipped {
      // The cell's own square, moving with the cell's own keyframes.
      let style = animation.map { " class=\"cd-anim\" style=\"animation-name:\($0)\"" } ?? ""
      svg +=
        "<clipPath id=\"\(clipID)\"><rect\(style) x=\"-0.5\" y=\"-0.5\" width=\"1\" height=\"1\" "
        + "transform=\"\(drawn.shapeTransform(css: false))\"/></clipPath>\n"
      clip = " clip-path=\"url(#\(clipID))\""
    }
    let anim = animation.map { " cd-anim\" style=\"animation-name:\($0)-content" } ?? ""
    let fill = placement.backgroundColor.map { color in
      " style=\"fill:\(ElementShape.hex(color))"
        + (color[3] < 1 ? ";fill-opacity:\(n(color[3]))\"" : "\"")
    }
    svg += "<g\(clip)>"
    svg +=
      "<g class=\"cd-el cd-content-view\(anim)\" data-el=\"\(HTML.escape(name))\" "
      + "transform=\"\(drawn.contentTransform(placement, css: false))\""
    svg += drawn.alpha < 1 ? " opacity=\"\(n(drawn.alpha))\">" : ">"
    svg +=
      "<rect x=\"-0.5\" y=\"-0.5\" width=\"1\" height=\"1\"\(fill ?? "") vector-effect=\"non-scaling-stroke\"/>"
    svg += "</g></g>\n"
    return svg
  }
}

import CollectionLayout
import Foundation

/// The clip path of an element whose layer is masked by a shape layer: the
/// mask's outline, placed on the element as it is drawn. The element's
/// rectangle and its content view are drawn inside groups that clip to it,
/// so they show only the shape, as in the app.
///
/// The clip path lives in the diagram's coordinates, not the element's: the
/// outline keeps the numbers it was recorded with, and only its transform
/// follows the element, by keyframes of its own (`…-mask`) when animated.
struct MaskClipPath {
  let outline: MaskOutline
  let drawn: DrawnElement
  /// The id of the clip path, unique within the page.
  let clipID: String
  /// The element's keyframe name prefix when animated.
  let animation: String?

  func write(into svg: inout HTMLBuilder) {
    svg.open("clipPath", ["id": clipID])
    svg.selfClosing(
      "path",
      [
        "class": animation == nil ? nil : "cd-anim",
        "style": animation.map { "animation-name:\($0)-mask" },
        "transform": drawn.maskTransform(outline, css: false),
        "d": outline.path,
      ])
    svg.close("clipPath")
    svg.newline()
  }
}

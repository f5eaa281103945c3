import CollectionLayout
import Foundation

/// The clip path of an element whose layer is masked by a shape layer: the
/// mask's outline, placed on the element. The element's group clips to it,
/// so its rectangle, content view and label show only inside the shape, as
/// in the app.
///
/// The clip path lives in the element's group's coordinates (its centre,
/// turned by its transform): the outline keeps the numbers it was recorded
/// with, and its transform only stretches it to the element's size, by
/// keyframes of its own (`…-mask`) when the element is resized.
struct MaskClipPath {
  let outline: MaskOutline
  let drawn: DrawnElement
  /// The id of the clip path, unique within the page.
  let clipID: String
  /// The element's keyframe name prefix when its size is animated.
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

import CollectionLayout
import Foundation

/// A cell's content view, drawn in the cell's group, over the cell, where
/// it does not simply fill it: moved by a parallax layout, turned by a cube
/// layout, anchored at an edge. When the cell clips to its bounds, so does
/// the drawing. The cell's group gives it the cell's place, transform,
/// opacity and mask.
struct ContentViewShape {
  let drawn: DrawnElement
  let placement: ContentPlacement
  /// The id of the clip path, unique within the page.
  let clipID: String
  /// The element's keyframe name prefix when animated.
  let animation: String?
  /// True when the content view moves within the cell during the
  /// animation (keyframes `…-content`).
  var moves = false
  /// True when the cell changes size during the animation, and with it the
  /// square its content is clipped to (keyframes `…-size`).
  var resized = false

  func write(into svg: inout HTMLBuilder) {
    if placement.clipped {
      // The cell's own square, in the cell's group.
      svg.open("clipPath", ["id": clipID])
      svg.selfClosing(
        "rect",
        [
          "class": resized && animation != nil ? "cd-anim" : nil,
          "style": resized ? animation.map { "animation-name:\($0)-size" } : nil,
          "x": "-0.5", "y": "-0.5", "width": "1", "height": "1",
          "transform": drawn.sizing(css: false),
        ])
      svg.close("clipPath")
    }
    let fill = placement.backgroundColor.map { color in
      ThemedPaint.declarations("fill", light: color, dark: placement.darkBackgroundColor)
        .joined(separator: ";")
    }
    let moving = moves && animation != nil
    let style = [moving ? animation.map { "animation-name:\($0)-content" } : nil, fill]
      .compactMap { $0 }.joined(separator: ";")
    if placement.clipped { svg.open("g", ["clip-path": "url(#\(clipID))"]) }
    svg.selfClosing(
      "rect",
      [
        "class": moving ? "cd-content-view cd-anim" : "cd-content-view",
        "style": style.isEmpty ? nil : style,
        "x": "-0.5", "y": "-0.5", "width": "1", "height": "1",
        "transform": drawn.contentTransform(placement, css: false),
      ])
    if placement.clipped { svg.close("g") }
  }
}

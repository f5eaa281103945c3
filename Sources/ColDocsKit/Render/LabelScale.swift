import CollectionLayout
import Foundation

/// The state of its element that each label of an animated diagram is
/// sized for.
///
/// A label is drawn inside its element's group, so the keyframes that
/// shrink, grow or turn the element do the same to the label, as a cell's
/// own subviews follow the cell's transform on a device. The page's script
/// picks one font size per label, in the element's units, from how much the
/// element's transform scales it: read from the group as the drawing rests,
/// that is the element's last state. For an element that shrinks away (a
/// deleted item at a fifth of its size, faded out) that is the wrong state:
/// sized for it, the label is five times too big while the item is still
/// whole, or hidden as too small for a state no one sees.
///
/// So a label is sized for the last frame when its element is seen there;
/// otherwise for the largest the element is seen at (the item before it
/// starts to shrink). Stills have one frame: nothing changes for them.
struct LabelScale {
  let timeline: LayoutTimeline
  /// The timeline's `drawingLayers`: passed in where the renderer already
  /// has them, since finding them scans every frame.
  let layers: [DrawingLayer]

  init(timeline: LayoutTimeline, layers: [DrawingLayer]? = nil) {
    self.timeline = timeline
    self.layers = layers ?? timeline.drawingLayers
  }

  /// By drawn copy (its index in `drawingLayers`), the scale of the
  /// element's plane its label is sized for; only copies for which it is
  /// not the scale the drawing rests on are listed.
  var planes: [Int: CGFloat] {
    let seen = largestSeen
    let last = timeline.frames.last.map(Self.shownByName) ?? [:]
    var found: [Int: CGFloat] = [:]
    for (index, layer) in layers.enumerated() {
      let key = Key(id: layer.element.id, zIndex: layer.zIndex)
      guard last[key] == nil, let largest = seen[key] else { continue }
      let resting = DrawnElement(layer.element).planeScale
      if abs(largest - resting) >= 0.0005 { found[index] = largest }
    }
    return found
  }

  /// A drawn copy: an element at one stacking level.
  private struct Key: Hashable {
    let id: String
    let zIndex: Int
  }

  /// The largest plane scale each copy is seen at, over the recording.
  private var largestSeen: [Key: CGFloat] {
    var largest: [Key: CGFloat] = [:]
    for frame in timeline.frames {
      for (key, element) in Self.shownByName(frame) {
        let scale = DrawnElement(element).planeScale
        largest[key] = max(largest[key] ?? 0, scale)
      }
    }
    return largest
  }

  /// The elements a frame shows (neither hidden nor fully transparent), by
  /// drawn copy.
  private static func shownByName(_ frame: LayoutFrame) -> [Key: ElementSnapshot] {
    var shown: [Key: ElementSnapshot] = [:]
    for element in frame.elements where !element.isHidden && element.alpha > 0 {
      let key = Key(id: element.id, zIndex: element.zIndex)
      if shown[key] == nil { shown[key] = element }
    }
    return shown
  }
}

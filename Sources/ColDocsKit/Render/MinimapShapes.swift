import CollectionLayout
import Foundation

/// What the minimap of a diagram framed on its viewport draws, as states of
/// elements: the elements of the last frame, as the drawing rests; then,
/// fainter, every place the recording showed an element before, so that
/// the strip is a map of the whole recording and not of its end alone.
///
/// A long scroll lays out a few cells at a time: the cards on screen when
/// a fling starts are gone from its last frame. Without their traces, the
/// viewport's mark would start over an empty strip. Each element leaves at
/// most two traces, where it was first and last seen, and none where the
/// same shape is drawn already: a cell that never moves in the content
/// (the usual scroll) leaves one, or none when the last frame holds it.
struct MinimapShapes {
  let timeline: LayoutTimeline
  /// At most this many shapes in all; the last frame's come first.
  var limit = 400

  /// The last frame's visible elements, at their state there.
  var resting: [ElementSnapshot] {
    guard let last = timeline.frames.last else { return [] }
    return Array(last.elements.filter(Self.isShown).prefix(limit))
  }

  /// Where elements were seen earlier in the recording and are not drawn
  /// at the end: each element's first and last visible states, in the
  /// order they were first seen, without repeats.
  var earlier: [ElementSnapshot] {
    let restingShapes = resting
    var drawn = Set(restingShapes.map(shape))
    var order: [String] = []
    var first: [String: ElementSnapshot] = [:]
    var latest: [String: ElementSnapshot] = [:]
    for frame in timeline.frames {
      for element in frame.elements where Self.isShown(element) {
        if first[element.id] == nil {
          first[element.id] = element
          order.append(element.id)
        }
        latest[element.id] = element
      }
    }
    var traces: [ElementSnapshot] = []
    let room = max(0, limit - restingShapes.count)
    for id in order {
      for state in [first[id], latest[id]].compactMap({ $0 }) where traces.count < room {
        if drawn.insert(shape(state)).inserted { traces.append(state) }
      }
    }
    return traces
  }

  /// Seen: neither hidden nor fully transparent.
  private static func isShown(_ element: ElementSnapshot) -> Bool {
    !element.isHidden && element.alpha > 0
  }

  /// What a state looks like in the strip, as it is written: a rectangle
  /// is its frame, a masked element its outline's placement.
  private func shape(_ element: ElementSnapshot) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    if timeline.appearances[element.id]?.mask != nil {
      let drawn = DrawnElement(element)
      return element.id + " " + drawn.placement(css: false) + " " + drawn.sizing(css: false)
    }
    let f = element.frame
    return "\(n(f.minX)) \(n(f.minY)) \(n(f.width)) \(n(f.height))"
  }
}

import Foundation

/// A boundary supplementary item placed on its section (or on the whole
/// layout), in logical coordinates, with what pinning needs.
struct PlacedBoundaryItem {
  /// How a pinned item follows the visible bounds along the scroll axis.
  struct Pin {
    /// The edge of the visible bounds the item sticks to.
    let edge: CompositionalAxis.Edge
    /// A start-pinned item goes no further than this y, an end-pinned one no
    /// higher: the far end of its section, less the pinned item at the other
    /// end, so that a pinned header and footer never overlap.
    let limit: CGFloat
  }

  let kind: String
  /// The frame where the section puts it, offset included.
  let frame: CGRect
  let zIndex: Int
  let pin: Pin?
  /// The axes its view may size itself on; empty for the layout's own
  /// boundary items, which the engine keeps at their estimates.
  var selfSizing: SelfSizingAxes = []

  /// The frame for a visible band of the scroll axis: where it is, or for a
  /// pinned item the edge of the band, kept within its section.
  func frame(visibleStart: CGFloat, visibleEnd: CGFloat) -> CGRect {
    guard let pin else { return frame }
    var pinned = frame
    switch pin.edge {
    case .start:
      pinned.origin.y = max(frame.minY, min(visibleStart, pin.limit))
    case .end:
      pinned.origin.y = min(frame.minY, max(visibleEnd - frame.height, pin.limit))
    }
    return pinned
  }
}

import Foundation

/// A drag of an item lifted from this collection view, from the lift until
/// the finger lets go: the engine's record of what UIKit's drag and drop
/// machinery tracks.
struct ItemDrag {
  let dragSession: CollectionViewDragSession
  let dropSession: CollectionViewDropSession
  /// Where the item was lifted from, in the data source's order.
  let source: IndexPath
  /// From the finger to the lifted item's centre: the item stays where it
  /// was taken hold of, rather than jumping to centre on the finger.
  let grabOffset: CGPoint
  /// True while the finger is over the collection view.
  var isOver = false
  /// True while the drop delegate follows the drag: it accepted it
  /// (`canHandle`) when it came over the collection view.
  var isTrackingDrop = false
  /// True once the drop delegate has followed the drag: it hears its end.
  var wasTracked = false
  /// The drop delegate's latest proposal while it follows the drag.
  var proposal: UICollectionViewDropProposal?
  /// The last index path the finger was over: the drop's destination.
  var lastDestination: IndexPath?
  /// Where the gap waits to move under a slower reordering cadence.
  var pendingGap: PendingGap?
  /// The touch events so far; they time the cadence when nothing records.
  var touchEvents = 0
}

/// A place the gap moves to once the finger has stayed over it long enough.
struct PendingGap {
  let target: IndexPath
  let since: TimeInterval
}

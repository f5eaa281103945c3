import Foundation

/// The finger of a drag and drop, played headlessly.
///
/// On a device, UIKit's touch system lifts an item after a long press,
/// follows the finger and drops where it lets go; the app only answers its
/// drag and drop delegates (`dragDelegate`, `dropDelegate`), which are
/// UIKit's API. The engine has no touches, so these calls stand for the
/// finger (engine additions, named `simulate…` like `simulateDrag`): they
/// drive the same delegate calls, in UIKit's order, and what the screen
/// shows follows as on a phone. Points are in the collection view's
/// coordinates (content coordinates). Each call is one touch event: while a
/// timeline records, one display frame passes and running animations go on
/// meanwhile, as for interactive movement; the recording marks these parts
/// as drag and drop. The drags handled are those of
/// items within one collection view, the reordering case.
extension UICollectionView {
  /// Presses on the item under `point` until it lifts. The drag delegate is
  /// asked for the items to drag (`itemsForBeginning`); with none, or with
  /// `dragInteractionEnabled` false, no delegate, or no item under the
  /// finger, nothing happens and this returns false. Otherwise the item
  /// lifts (it is drawn under the finger, above everything), the drag
  /// delegate hears `dragSessionWillBegin`, and the drag comes over the
  /// collection view for its drop delegate (`canHandle`,
  /// `dropSessionDidEnter`, then a first `dropSessionDidUpdate`). (An
  /// engine addition.)
  @discardableResult
  public func simulateItemDragBegin(at point: CGPoint) -> Bool {
    guard itemDrag == nil, movement == nil, dragInteractionEnabled, let dragDelegate,
      let source = indexPathForItem(at: point),
      let lifted = layoutAttributesForItem(at: source)
    else { return false }
    let dragSession = CollectionViewDragSession(collectionView: self, finger: point)
    let items = dragDelegate.collectionView(self, itemsForBeginning: dragSession, at: source)
    guard !items.isEmpty else { return false }
    dragSession.setItems(items)
    itemDrag = ItemDrag(
      dragSession: dragSession, dropSession: CollectionViewDropSession(drag: dragSession),
      source: source,
      grabOffset: CGPoint(x: lifted.center.x - point.x, y: lifted.center.y - point.y))
    movement = InteractiveMovement(original: source, current: source, position: lifted.center)
    setNeedsLayout()
    layoutIfNeeded()
    // The lift shows in the next frame; the drag begins once it is done.
    activeRecorder?.fingerStep(.dragAndDrop)
    dragDelegate.collectionView(self, dragSessionWillBegin: dragSession)
    followDrop(at: point)
    layoutIfNeeded()
    return true
  }

  /// Moves the finger to `point`. The lifted item follows it; over the
  /// collection view the drop delegate is asked for a proposal at the item
  /// under the finger, and with a move that inserts at the destination the
  /// other items make room there (after the pause `reorderingCadence` asks
  /// for). Leaving the collection view closes the gap
  /// (`dropSessionDidExit`); coming back asks `canHandle` again. (An
  /// engine addition.)
  public func simulateItemDragMove(to point: CGPoint) {
    guard var drag = itemDrag else { return }
    drag.touchEvents += 1
    itemDrag = drag
    drag.dragSession.finger = point
    movement?.position = CGPoint(x: point.x + drag.grabOffset.x, y: point.y + drag.grabOffset.y)
    followDrop(at: point)
    setNeedsLayout()
    layoutIfNeeded()
    activeRecorder?.fingerStep(.dragAndDrop)
  }

  /// Lifts the finger. Over the collection view with a proposal that copies
  /// or moves, the drop delegate performs the drop (`performDrop`): the
  /// items run from where they are shown to where the app's batch update
  /// puts them, the dropped one from under the finger. Otherwise (a
  /// `cancel` or `forbidden` proposal, outside the collection view, no drop
  /// delegate) the item goes back where it was and nothing tells the app
  /// to change its model. Either way the drop delegate, if it followed the
  /// drag, hears `dropSessionDidEnd`, then the drag delegate
  /// `dragSessionDidEnd`. (An engine addition.)
  public func simulateItemDragRelease() {
    guard let drag = itemDrag else { return }
    if drag.isTrackingDrop, let proposal = drag.proposal, proposal.acceptsDrop {
      dropItems(of: drag, proposal: proposal)
    } else {
      cancelItemDrag(drag)
    }
  }

  /// A whole drag and drop: lifts the item under `start`, moves the finger
  /// to `end` in `steps` touch events along a straight line, and lets go.
  /// Returns false, having done nothing, when no drag begins. (An engine
  /// addition.)
  @discardableResult
  public func simulateItemDragAndDrop(from start: CGPoint, to end: CGPoint, steps: Int = 10)
    -> Bool
  {
    guard simulateItemDragBegin(at: start) else { return false }
    let count = max(1, steps)
    for step in 1...count {
      let t = CGFloat(step) / CGFloat(count)
      simulateItemDragMove(
        to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
    }
    simulateItemDragRelease()
    return true
  }
}

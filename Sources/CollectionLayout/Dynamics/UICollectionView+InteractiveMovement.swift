import Foundation

/// What the screen showed when a dragged item was let go.
struct SettleStart {
  var elements: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  var inFlight: [String: UICollectionViewLayoutAttributes] = [:]
}

/// An item being dragged: where it started, where it now sits in the layout,
/// and where the finger is.
struct InteractiveMovement {
  let original: IndexPath
  var current: IndexPath
  var position: CGPoint
}

extension UICollectionView {
  /// Starts dragging an item, if the data source allows it to move.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    guard movement == nil, isValidItem(indexPath),
      dataSource?.collectionView(self, canMoveItemAt: indexPath) == true,
      let attributes = layoutAttributesForItem(at: indexPath)
    else { return false }
    movement = InteractiveMovement(
      original: indexPath, current: indexPath, position: attributes.center)
    setNeedsLayout()
    layoutIfNeeded()
    // The finger has touched down: the lifted item shows in the next frame.
    activeRecorder?.fingerStep(.interactiveMovement)
    return true
  }

  /// Moves the finger to `targetPosition` (content coordinates). When the
  /// layout (and the delegate) propose another index path, the item moves
  /// there and the others make room, animated; the data source is told only
  /// when the movement ends. Each call is one touch event: while recording,
  /// one display frame passes, and the others' animations go on meanwhile.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var moving = movement else { return }
    moving.position = targetPosition
    movement = moving
    let proposed = storedLayout.targetIndexPath(
      forInteractivelyMovingItem: moving.current, withPosition: layoutPoint(targetPosition))
    let target =
      delegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.original,
        atCurrentIndexPath: moving.current, toProposedIndexPath: proposed) ?? proposed
    if target != moving.current {
      shadowMove(from: moving.current, to: target)
    }
    setNeedsLayout()
    layoutIfNeeded()
    activeRecorder?.fingerStep(.interactiveMovement)
  }

  /// Drops the item where it is and tells the data source to move it.
  public func endInteractiveMovement() {
    guard let moving = movement else { return }
    let before = settleStart()
    movement = nil
    if moving.current != moving.original {
      dataSource?.collectionView(self, moveItemAt: moving.original, to: moving.current)
      // The model now has the new order: sizes and counts are read again,
      // and cells made ahead may stand for other items.
      discardPrefetched()
      storedLayout.invalidateLayout()
    }
    settle(from: before)
  }

  /// Puts the item back where it started; the data source is not told.
  public func cancelInteractiveMovement() {
    guard let moving = movement else { return }
    if moving.current != moving.original { shadowMove(from: moving.current, to: moving.original) }
    let before = settleStart()
    movement = nil
    settle(from: before)
  }

  /// What a recording calls the moves of the dragged item: drag and drop
  /// reuses this machinery for its lifted item and gap, and is marked as
  /// itself while one of its drags is under way.
  var movementKind: LayoutTimeline.Kind { itemDrag == nil ? .interactiveMovement : .dragAndDrop }

  /// The layout's attributes with the dragged item replaced by its
  /// interactive attributes (centred on the finger).
  func substitutingMovingItem(_ attributes: [UICollectionViewLayoutAttributes])
    -> [UICollectionViewLayoutAttributes]
  {
    guard let moving = movement else { return attributes }
    let lifted = viewAttributes(
      storedLayout.layoutAttributesForInteractivelyMovingItem(
        at: moving.current, withTargetPosition: layoutPoint(moving.position)))
    return attributes.filter {
      !($0.representedElementCategory == .cell && $0.indexPath == moving.current)
    } + [lifted]
  }

  /// Applies a move the data source has not made yet: the counts change as
  /// the move implies, and the layout recomputes around the new order.
  func shadowMove(from source: IndexPath, to destination: IndexPath) {
    var updates = BatchUpdates()
    updates.movedItems = [(source, destination)]
    var newCounts = counts
    newCounts[source.section] -= 1
    if newCounts.indices.contains(destination.section) { newCounts[destination.section] += 1 }
    let before = attributesNearVisibleArea()
    let plan = UpdatePlan(oldCounts: counts, newCounts: newCounts, updates: updates)
    // What is still animating is read while `current` is the lifted item's
    // old place: read after, an item animating at the destination would be
    // taken for the lifted one and jump to the finger.
    let inFlight = AnimationContext.animationsEnabled ? activeRecorder.map(elementsInFlight) : nil
    movement?.current = destination
    // [?] The selection moves with the items, as through a batch update's
    // move: a selected item carried across stays selected at its new
    // place. Apple documents neither way.
    moveSelection(through: plan)
    apply(
      plan, items: updates.updateItems, before: before, kind: movementKind,
      movingItem: destination, inFlightBefore: inFlight)
  }

  /// What is shown before the dragged item settles into its place: the
  /// model's elements, with the lifted item under the finger, and those
  /// still animating where they are shown.
  private func settleStart() -> SettleStart {
    guard let recorder = activeRecorder else { return SettleStart() }
    return SettleStart(
      elements: elementsByKey(in: recordedRect(recorder.region)),
      inFlight: elementsInFlight(recorder))
  }

  /// Animates every element from where it is shown to the layout's
  /// attributes; the call returns as the animation starts.
  private func settle(from start: SettleStart) {
    setNeedsLayout()
    layoutIfNeeded()
    guard let recorder = activeRecorder, AnimationContext.animationsEnabled else { return }
    let after = elementsByKey(in: recordedRect(recorder.region))
    let tracks = after.sorted(by: { $0.key < $1.key }).map { key, end in
      AnimationTrack(
        name: recorder.identities.name(for: key), start: start.elements[key] ?? end, end: end,
        leaves: false)
    }
    animateTracks(
      tracks, kind: movementKind, recorder: recorder, inFlight: start.inFlight,
      shownOffset: nil)
  }
}

import Foundation

/// The drop side of a drag within one collection view: the drag coming
/// over the collection view and leaving it, the drop delegate's proposals,
/// and the gap they open.
///
/// The gap is interactive movement's: the dragged item takes the index path
/// of the gap while the other items close up behind it and make room ahead
/// of it, so the layout is asked for the order the drop would give. The
/// data source is not told; its order changes only if the app changes it
/// when the drop is performed.
extension UICollectionView {
  /// Follows the finger at `point` for the drop delegate.
  func followDrop(at point: CGPoint) {
    guard let drag = itemDrag else { return }
    let isOver = bounds.contains(point)
    if isOver && !drag.isOver { dropSessionEntered() }
    if !isOver && drag.isOver { dropSessionExited() }
    if isOver, itemDrag?.isTrackingDrop == true { updateDropProposal(at: point) }
  }

  /// The drag came over the collection view: the drop delegate follows it
  /// if it says it can handle it.
  private func dropSessionEntered() {
    itemDrag?.isOver = true
    guard let dropDelegate, let session = itemDrag?.dropSession,
      dropDelegate.collectionView(self, canHandle: session)
    else { return }
    itemDrag?.isTrackingDrop = true
    itemDrag?.wasTracked = true
    dropDelegate.collectionView(self, dropSessionDidEnter: session)
  }

  /// The drag left: the gap closes at once and no proposal holds.
  private func dropSessionExited() {
    guard let drag = itemDrag else { return }
    itemDrag?.isOver = false
    itemDrag?.isTrackingDrop = false
    itemDrag?.proposal = nil
    itemDrag?.pendingGap = nil
    if let current = movement?.current, current != drag.source {
      shadowMove(from: current, to: drag.source)
    }
    if drag.isTrackingDrop {
      dropDelegate?.collectionView(self, dropSessionDidExit: drag.dropSession)
    }
  }

  /// Asks for a proposal at the item under the finger and moves the gap
  /// where it says.
  private func updateDropProposal(at point: CGPoint) {
    guard let dropDelegate, let drag = itemDrag else { return }
    let destination = indexPathForItem(at: point)
    if let destination { itemDrag?.lastDestination = destination }
    let proposal = dropDelegate.collectionView(
      self, dropSessionDidUpdate: drag.dropSession, withDestinationIndexPath: destination)
    itemDrag?.proposal = proposal
    if let target = gapTarget(for: proposal, destination: destination) {
      moveGap(toward: target)
    }
  }

  /// Where the dragged item's place should be: at the destination for a
  /// move that inserts there (kept where it is over empty space), back at
  /// its source for any other proposal. A drag of several items opens no
  /// gap, as observed on devices.
  private func gapTarget(for proposal: UICollectionViewDropProposal, destination: IndexPath?)
    -> IndexPath?
  {
    guard let drag = itemDrag, let current = movement?.current else { return nil }
    guard proposal.opensGap, drag.dragSession.items.count == 1 else { return drag.source }
    return destination ?? current
  }

  /// Moves the gap to `target` once the finger has stayed over it for the
  /// reordering cadence's delay (at once for `immediate`). The gap moves
  /// only on a touch event, so a resting finger is played as repeated moves
  /// to the same point.
  private func moveGap(toward target: IndexPath) {
    guard var drag = itemDrag, let current = movement?.current else { return }
    guard target != current else {
      itemDrag?.pendingGap = nil
      return
    }
    let now = dragTime(drag)
    let pending =
      drag.pendingGap.flatMap { $0.target == target ? $0 : nil }
      ?? PendingGap(target: target, since: now)
    let isDue = now - pending.since + AnimationClock.epsilon >= reorderingCadence.delay
    drag.pendingGap = isDue ? nil : pending
    itemDrag = drag
    if isDue { shadowMove(from: current, to: target) }
  }

  /// The time of the current touch event: the recording's clock, or, when
  /// nothing records, the touch events counted at the default frame rate.
  private func dragTime(_ drag: ItemDrag) -> TimeInterval {
    if let recorder = timelineRecorder { return recorder.clock.now }
    return Double(drag.touchEvents) / LayoutTimeline.defaultFramesPerSecond
  }
}

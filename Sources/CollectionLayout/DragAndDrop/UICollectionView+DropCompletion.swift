import Foundation

/// How a drag within one collection view ends: dropped, or put back.
extension UICollectionView {
  /// How long the screen holds what it showed when the finger lifted, at
  /// most: until the app's update (or the engine's settling) animates each
  /// element from there.
  private static let holdDuration: TimeInterval = 86_400

  /// Nothing takes the drag: the item returns to its place, animated, and
  /// the data source is not told.
  func cancelItemDrag(_ drag: ItemDrag) {
    cancelInteractiveMovement()
    endItemDrag(drag)
  }

  /// The drop delegate takes the drop. The collection view goes back to the
  /// data source's order without showing it (the app's index paths refer
  /// to that order), while the screen holds what it showed; the app then
  /// updates its model and the collection view in `performDrop`, and every
  /// element animates from where it was shown. What the app's update did
  /// not move settles back into place, as UIKit reverts a drop the app
  /// ignores.
  func dropItems(of drag: ItemDrag, proposal: UICollectionViewDropProposal) {
    guard let dropDelegate else { return cancelItemDrag(drag) }
    let recorder = AnimationContext.animationsEnabled ? activeRecorder : nil
    let shown = recorder.map(shownElementsByName) ?? [:]
    let lifted = recorder.flatMap { liftedItem(shown, recorder: $0) }
    let coordinator = dropCoordinator(for: drag, proposal: proposal, lifted: lifted)
    if let current = movement?.current, current != drag.source {
      UIView.performWithoutAnimation { shadowMove(from: current, to: drag.source) }
    }
    movement = nil
    setNeedsLayout()
    layoutIfNeeded()
    let hold = recorder.map { holdOnScreen(shown, recorder: $0) }
    dropDelegate.collectionView(self, performDropWith: coordinator)
    if let recorder, let hold { settleHeld(shown, hold: hold, recorder: recorder) }
    coordinator.animation.run()
    endItemDrag(drag)
  }

  /// The drag is over: the delegates hear it, the drop side first.
  private func endItemDrag(_ drag: ItemDrag) {
    itemDrag = nil
    if drag.wasTracked {
      dropDelegate?.collectionView(self, dropSessionDidEnd: drag.dropSession)
    }
    dragDelegate?.collectionView(self, dragSessionDidEnd: drag.dragSession)
  }

  /// The coordinator of a drop: every item from the drag's source, the last
  /// index path the finger was over, and the proposal, whose intent is
  /// `unspecified` when the finger was never over an item.
  private func dropCoordinator(
    for drag: ItemDrag, proposal: UICollectionViewDropProposal, lifted: LiftedItem?
  ) -> CollectionViewDropCoordinator {
    let size = layoutAttributesForItem(at: movement?.current ?? drag.source)?.size ?? .zero
    let items = drag.dragSession.items.map {
      CollectionViewDropItem(dragItem: $0, sourceIndexPath: drag.source, previewSize: size)
    }
    let destination = drag.lastDestination
    let effective =
      destination == nil && proposal.intent != .unspecified
      ? UICollectionViewDropProposal(operation: proposal.operation, intent: .unspecified)
      : proposal
    return CollectionViewDropCoordinator(
      items: items, destinationIndexPath: destination, proposal: effective,
      session: drag.dropSession, collectionView: self, lifted: lifted)
  }

  /// The lifted item as `shown`, under its recorded name.
  private func liftedItem(
    _ shown: [String: UICollectionViewLayoutAttributes], recorder: TimelineRecorder
  ) -> LiftedItem? {
    guard let current = movement?.current else { return nil }
    let name = recorder.identities.name(
      for: ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: current))
    return shown[name].map { LiftedItem(name: name, attributes: $0) }
  }

  /// The app dropped the lifted item at `indexPath`, after its update put
  /// an item there. When that item is the lifted one, moved, its animation
  /// from under the finger is already running. When the app deleted the
  /// item at its source and inserted a new one here (UIKit's documented
  /// way), the new item flies in from under the finger instead of fading
  /// in, and the deleted one, hidden on a device since the lift, goes at
  /// once rather than flying back; an item the app kept at the source (a
  /// copy) is back in its place at once, where a device showed it all along.
  func landDroppedItem(_ lifted: LiftedItem, at indexPath: IndexPath) {
    guard let recorder = AnimationContext.animationsEnabled ? activeRecorder : nil else { return }
    layoutIfNeeded()
    let key = ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: indexPath)
    guard cachedAttributes(for: key) != nil else { return }
    let target = recorder.identities.name(for: key)
    guard target != lifted.name else { return }
    let context = AnimationContext.current
    let now = recorder.clock.now
    recorder.presentation.animate(
      target,
      ElementAnimation(
        from: lifted.attributes, to: nil,
        timing: AnimationTiming(
          start: now + context.delay, duration: context.duration, curve: context.curve),
        removesAtEnd: false))
    recorder.presentation.animate(
      lifted.name,
      ElementAnimation(
        from: lifted.attributes, to: nil,
        timing: AnimationTiming(start: now, duration: 0, curve: .linear),
        removesAtEnd: recorder.identities.key(for: lifted.name) == nil))
  }

  /// What the screen shows now, by recorded name: elements still animating
  /// where they are shown, the others (the lifted item under the finger)
  /// where the layout has them.
  private func shownElementsByName(_ recorder: TimelineRecorder)
    -> [String: UICollectionViewLayoutAttributes]
  {
    var shown = elementsInFlight(recorder)
    for (key, attributes) in elementsByKey(in: recordedRect(recorder.region)) {
      let name = recorder.identities.name(for: key)
      if shown[name] == nil { shown[name] = attributes }
    }
    return shown
  }

  /// Keeps every element of `shown` where it is on screen, whatever the
  /// model does, until a new animation of it starts from there.
  private func holdOnScreen(
    _ shown: [String: UICollectionViewLayoutAttributes], recorder: TimelineRecorder
  ) -> AnimationTiming {
    let timing = AnimationTiming(
      start: recorder.clock.now, duration: Self.holdDuration, curve: .linear)
    for (name, attributes) in shown {
      recorder.presentation.animate(
        name,
        ElementAnimation(from: attributes, to: attributes, timing: timing, removesAtEnd: false))
    }
    return timing
  }

  /// Animates the elements still held (the app's update left them alone)
  /// from where they are shown to the layout's attributes.
  private func settleHeld(
    _ shown: [String: UICollectionViewLayoutAttributes], hold: AnimationTiming,
    recorder: TimelineRecorder
  ) {
    let held = shown.filter { name, _ in
      guard let timing = recorder.presentation.elements[name]?.timing else { return false }
      return timing.start == hold.start && timing.duration == hold.duration
    }
    guard !held.isEmpty else { return }
    layoutIfNeeded()
    let tracks = held.sorted { $0.key < $1.key }.map { name, attributes in
      guard let key = recorder.identities.key(for: name), let model = cachedAttributes(for: key)
      else {
        return AnimationTrack(
          name: name, start: attributes, end: attributes, leaves: true, removed: true)
      }
      return AnimationTrack(name: name, start: model, end: model, leaves: false)
    }
    animateTracks(
      tracks, kind: .dragAndDrop, recorder: recorder, inFlight: held, shownOffset: nil)
  }
}

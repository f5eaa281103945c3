import Foundation

extension UICollectionView {
  /// The work of `setCollectionViewLayout(_:animated:completion:)`: the new
  /// layout is the model's at once; while recording, every element is shown
  /// moving from where it is on screen to its new attributes. Returns the
  /// animation's identifier on the recording's clock.
  @discardableResult
  func switchLayout(to layout: UICollectionViewLayout, animated: Bool) -> Int? {
    let old = storedLayout
    layoutIfNeeded()
    let recorder = animated && AnimationContext.animationsEnabled ? activeRecorder : nil
    let before = recorder.map { elementsByKey(in: recordedRect($0.region)) } ?? [:]
    let inFlight = recorder.map(elementsInFlight) ?? [:]
    let shownOffset = recorder?.presentation.contentOffset(
      at: recorder?.clock.now ?? 0, model: contentOffset)
    if animated { old.prepareForTransition(to: layout) }
    discardPrefetched()
    storedLayout = layout
    layout.collectionView = self
    layoutNeedsPrepare = true
    if animated { layout.prepareForTransition(from: old) }
    prepareLayoutIfNeeded()
    moveContentOffset(to: restingOffset(proposed: contentOffset))
    prepareLayoutIfNeeded()
    var animation: Int?
    if let recorder {
      let tracks = transitionTracks(from: old, before: before, recorder: recorder)
      animation = animateTracks(
        tracks, kind: .layoutTransition, recorder: recorder, inFlight: inFlight,
        shownOffset: shownOffset)
    }
    if animated {
      old.finalizeLayoutTransition()
      layout.finalizeLayoutTransition()
    }
    if old.collectionView === self { old.collectionView = nil }
    setNeedsLayout()
    layoutIfNeeded()
    return animation
  }

  /// Where the content rests after a layout change: the layout's target for
  /// the current offset, then the delegate's, clamped to the new content.
  func restingOffset(proposed: CGPoint) -> CGPoint {
    var target = mirroredContentOffset(
      storedLayout.targetContentOffset(forProposedContentOffset: mirroredContentOffset(proposed)))
    if let delegate {
      target = delegate.collectionView(self, targetContentOffsetForProposedContentOffset: target)
    }
    return clampedContentOffset(target)
  }

  /// Copies of the attributes of the elements meeting `rect`, by element.
  func elementsByKey(in rect: CGRect) -> [ElementKey: UICollectionViewLayoutAttributes] {
    let elements = substitutingMovingItem(cachedAttributes(in: rect))
    return Dictionary(elements.map { (ElementKey($0), $0.copyAttributes()) }) { first, _ in first }
  }

  /// Tracks from the old layout's attributes to the new one's. An element
  /// only one layout shows comes from (or goes to) the other layout's
  /// attributes for it, or fades where it is when the other has none.
  private func transitionTracks(
    from old: UICollectionViewLayout, before: [ElementKey: UICollectionViewLayoutAttributes],
    recorder: TimelineRecorder
  ) -> [AnimationTrack] {
    let after = elementsByKey(in: recordedRect(recorder.region))
    var tracks: [AnimationTrack] = []
    for (key, start) in before.sorted(by: { $0.key < $1.key }) where after[key] == nil {
      let kept = viewAttributes(storedLayout.attributes(for: key))?.copyAttributes()
      tracks.append(
        .init(
          name: recorder.identities.name(for: key), start: start, end: kept ?? start.faded(),
          leaves: true, removed: kept == nil))
    }
    for (key, end) in after.sorted(by: { $0.key < $1.key }) {
      let start = before[key] ?? old.attributes(for: key)?.copyAttributes() ?? end.faded()
      tracks.append(
        .init(name: recorder.identities.name(for: key), start: start, end: end, leaves: false))
    }
    return tracks
  }
}

extension UICollectionViewLayoutAttributes {
  /// A copy with alpha 0: how an element with nowhere to come from appears.
  func faded() -> UICollectionViewLayoutAttributes {
    let copy = copyAttributes()
    copy.alpha = 0
    return copy
  }
}

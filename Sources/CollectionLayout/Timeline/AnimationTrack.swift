import Foundation

/// One element's path through an animated change: where it starts, where it
/// ends, and what becomes of it afterwards.
struct AnimationTrack {
  let name: String
  let start: UICollectionViewLayoutAttributes
  let end: UICollectionViewLayoutAttributes
  /// True when the element leaves the recorded region: it ends at `end`
  /// rather than following the model.
  let leaves: Bool
  /// True when the element is gone from the model: its view is removed when
  /// the animation ends.
  var removed = false
}

extension UICollectionView {
  /// The tracks of an update: elements that leave the recorded region end at
  /// their final attributes (and are removed if deleted); elements in it
  /// afterwards start at their initial attributes. Names follow surviving
  /// elements.
  ///
  /// When the update moves the content offset, the screen keeps showing the
  /// old offset at first, so "in it afterwards" covers the region around
  /// `shownOffset` too. An element the new layout puts there starts from the
  /// layout's initial attributes like any other view of the update; left
  /// without a track it would sit opaque at its final place while the bounds
  /// slide past it, drawn over the rows that were there, which no device
  /// shows (rows inserted above the screen with an anchored offset, say).
  func updateTracks(
    _ plan: UpdatePlan, before: [ElementKey: UICollectionViewLayoutAttributes],
    recorder: TimelineRecorder, movingItem: IndexPath?, shownOffset: CGPoint?
  ) -> [AnimationTrack] {
    let layout = storedLayout
    let region = updateRegion(recorder, shownOffset: shownOffset)
    let after = cachedAttributes(in: region)
    let afterKeys = Set(after.map(ElementKey.init))
    var tracks: [AnimationTrack] = []
    for (key, old) in before.sorted(by: { $0.key < $1.key }) {
      let name = recorder.identities.name(for: key)
      let moved = plan.newKey(forOld: key)
      if let moved, afterKeys.contains(moved) { continue }
      let end = viewAttributes(layout.finalAttributes(for: key)) ?? old
      tracks.append(
        AnimationTrack(name: name, start: old, end: end, leaves: true, removed: moved == nil))
    }
    recorder.identities.remap { plan.newKey(forOld: $0) }
    for element in after {
      let key = ElementKey(element)
      let name = recorder.identities.name(for: key)
      var end = element
      if key.category == .cell, key.indexPath == movingItem, let finger = movement?.position {
        end = viewAttributes(
          layout.layoutAttributesForInteractivelyMovingItem(
            at: key.indexPath, withTargetPosition: layoutPoint(finger)))
      }
      let start = viewAttributes(layout.initialAttributes(for: key)) ?? end
      tracks.append(AnimationTrack(name: name, start: start, end: end, leaves: false))
    }
    return tracks
  }

  /// The recorded region after an update, joined with the one around the
  /// offset the screen still shows when that differs from the model's.
  private func updateRegion(_ recorder: TimelineRecorder, shownOffset: CGPoint?) -> CGRect {
    let region = recordedRect(recorder.region)
    guard let shownOffset, shownOffset != contentOffset else { return region }
    let shown = CGRect(origin: shownOffset, size: bounds.size)
    return region.union(recordedRect(recorder.region, around: shown))
  }

  /// Shows a change whose model is already in place: each track's element
  /// animates from where the screen shows it now (`inFlight`, for elements
  /// still on their way from an earlier change) or from its start, with the
  /// current animation block's duration, curve and delay; the bounds follow
  /// from `shownOffset`. The change is noted as a segment of `kind`, and a
  /// completion handler waits for it on the clock: the returned identifier.
  @discardableResult
  func animateTracks(
    _ tracks: [AnimationTrack], kind: LayoutTimeline.Kind, recorder: TimelineRecorder,
    inFlight: [String: UICollectionViewLayoutAttributes], shownOffset: CGPoint?
  ) -> Int {
    let animation = AnimationContext.current
    let timing = AnimationTiming(
      start: recorder.clock.now + animation.delay, duration: animation.duration,
      curve: animation.curve)
    for track in tracks {
      let from = inFlight[track.name] ?? track.start
      if inFlight[track.name] == nil, !track.leaves, from == track.end { continue }
      recorder.presentation.animate(
        track.name,
        ElementAnimation(
          from: from, to: track.leaves ? track.end : nil, timing: timing,
          removesAtEnd: track.removed))
    }
    if let shownOffset, shownOffset != contentOffset {
      recorder.presentation.animateOffset(OffsetAnimation(from: shownOffset, timing: timing))
    }
    recorder.beginSegment(kind, delay: animation.delay, duration: animation.duration)
    return recorder.clock.start(.presentation, delay: animation.delay, duration: animation.duration)
  }

  /// Runs `completion` when the animation `identifier` ends, on the
  /// recording's clock (on the next turn of the run loop when nothing was
  /// animated); before returning when nothing is recording, since no time
  /// passes then.
  func whenAnimationEnds(_ identifier: Int?, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    guard let recorder = timelineRecorder else { return completion(true) }
    let clock = recorder.clock
    let end = identifier.flatMap { clock.end(of: $0) } ?? clock.now
    clock.start(.completion, duration: max(0, end - clock.now), finish: completion)
  }
}

import Foundation

/// One element's path through an animation: where it starts, where it ends,
/// and whether it is removed when the animation ends.
struct AnimationTrack {
  let name: String
  let start: UICollectionViewLayoutAttributes
  let end: UICollectionViewLayoutAttributes
  let disappears: Bool

  func attributes(at progress: Double) -> UICollectionViewLayoutAttributes {
    progress <= 0 ? start : progress >= 1 ? end : start.interpolated(to: end, progress)
  }
}

extension UICollectionView {
  /// The tracks of an update: elements that leave the recorded region end at
  /// their final attributes and are removed; elements in it afterwards start
  /// at their initial attributes. Names follow surviving elements.
  func updateTracks(
    _ plan: UpdatePlan, before: [ElementKey: UICollectionViewLayoutAttributes],
    recorder: TimelineRecorder, movingItem: IndexPath?
  ) -> [AnimationTrack] {
    let layout = storedLayout
    let region = recordedRect(recorder.region)
    let after = layout.layoutAttributesForElements(in: region) ?? []
    let afterKeys = Set(after.map(ElementKey.init))
    var tracks: [AnimationTrack] = []
    for (key, old) in before.sorted(by: { $0.key < $1.key }) {
      let name = recorder.identities.name(for: key)
      if let moved = plan.newKey(forOld: key), afterKeys.contains(moved) { continue }
      let end = layout.finalAttributes(for: key) ?? old
      tracks.append(AnimationTrack(name: name, start: old, end: end, disappears: true))
    }
    recorder.identities.remap { plan.newKey(forOld: $0) }
    for element in after {
      let key = ElementKey(element)
      let name = recorder.identities.name(for: key)
      var end = element
      if key.category == .cell, key.indexPath == movingItem, let finger = movement?.position {
        end = layout.layoutAttributesForInteractivelyMovingItem(
          at: key.indexPath, withTargetPosition: finger)
      }
      let start = layout.initialAttributes(for: key) ?? end
      tracks.append(AnimationTrack(name: name, start: start, end: end, disappears: false))
    }
    return tracks
  }

  /// Samples tracks over the current animation's duration and curve.
  func recordTracks(
    _ tracks: [AnimationTrack], kind: LayoutTimeline.Kind, recorder: TimelineRecorder,
    offsets: (from: CGPoint, to: CGPoint)? = nil
  ) {
    let animation = AnimationContext.current
    let duration = animation.duration
    let size = contentSize
    recorder.record(kind, duration: duration) { elapsed in
      let progress = duration > 0 ? animation.curve.progress(at: elapsed / duration) : 1
      let elements = tracks.filter { !($0.disappears && progress >= 1) }.map {
        ($0.name, $0.attributes(at: progress))
      }
      var offset = contentOffset
      if let offsets {
        let t = CGFloat(progress)
        offset = CGPoint(
          x: offsets.from.x + (offsets.to.x - offsets.from.x) * t,
          y: offsets.from.y + (offsets.to.y - offsets.from.y) * t)
      }
      return FrameState(
        contentOffset: offset, bounds: CGRect(origin: offset, size: bounds.size),
        contentSize: size, elements: elements)
    }
  }
}

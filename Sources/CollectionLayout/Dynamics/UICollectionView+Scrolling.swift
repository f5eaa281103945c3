import Foundation

extension UICollectionView {
  /// How long UIScrollView's own animated scroll takes, whatever animation
  /// block surrounds the call: it is driven frame by frame by the scroll
  /// view, not by Core Animation, so `UIView.animate(withDuration:)` does not
  /// stretch it. UIKit documents no figure; 0.3 s on an ease-in-out curve is
  /// the common measurement (unconfirmed), kept here to be easy to change.
  static let scrollAnimation = AnimationContext(duration: 0.3, curve: .easeInOut)

  /// Moves the content to `offset`: at once, or, animated, frame by frame
  /// from where it is now, replacing any scroll already running. While it
  /// runs, `contentOffset` takes each frame's value and the delegate hears
  /// `scrollViewDidScroll` each time; at the end it hears
  /// `scrollViewDidEndScrollingAnimation` (for `setContentOffset` and
  /// `scrollToItem`, when the offset changed). Outside a recording there is
  /// no clock, and an animated scroll ends before the call returns.
  func scroll(to offset: CGPoint, animated: Bool) {
    let notifies = animated
    let recorder = activeRecorder
    if let recorder { stopScrolling(recorder) }
    guard offset != contentOffset else { return }
    if notifies { releaseInterruption?.animatedScrollStarted = true }
    guard animated, AnimationContext.animationsEnabled, let recorder else {
      moveContentOffset(to: offset)
      if notifies { delegate?.scrollViewDidEndScrollingAnimation(self) }
      return
    }
    let start = contentOffset
    let animation = Self.scrollAnimation
    let segment = recorder.beginSegment(.scroll, duration: animation.duration)
    recorder.clock.start(
      .scrolling, duration: animation.duration,
      step: { [unowned self] elapsed in
        let t = CGFloat(animation.curve.progress(at: elapsed / animation.duration))
        self.moveContentOffset(
          to: CGPoint(x: start.x + (offset.x - start.x) * t, y: start.y + (offset.y - start.y) * t))
      },
      finish: { [unowned self] finished in
        guard finished else { return recorder.cutSegment(segment) }
        if notifies { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
      })
  }

  /// Stops a running animated scroll or deceleration where it is, as a
  /// touch or a non-animated `setContentOffset` does on a device.
  func stopScrolling(_ recorder: TimelineRecorder) {
    recorder.clock.cancel(.scrolling)
  }

  /// Sets the model's offset: the bounds move now and the delegate hears
  /// `scrollViewDidScroll`. A running scroll or deceleration carries on from
  /// the new place (which is how an endless carousel recentres itself
  /// mid-fling). Inside a view animation block the screen follows over the
  /// block's duration, the bounds and the elements the new bounds gave new
  /// attributes alike, as when the layout pass runs inside the block.
  func setOffsetInModel(_ offset: CGPoint) {
    guard let recorder = activeRecorder, AnimationContext.isInsideAnimationBlock,
      offset != contentOffset
    else {
      moveContentOffset(to: offset)
      return
    }
    let region = recorder.region
    let shown = recorder.presentation.contentOffset(at: recorder.clock.now, model: contentOffset)
    let newRect = CGRect(origin: offset, size: bounds.size)
    let before = elementsByKey(
      in: recordedRect(region).union(recordedRect(region, around: newRect)))
    let inFlight = elementsInFlight(recorder)
    moveContentOffset(to: offset)
    layoutIfNeeded()
    let tracks = elementsByKey(in: recordedRect(region)).sorted { $0.key < $1.key }.map {
      key, end in
      AnimationTrack(
        name: recorder.identities.name(for: key), start: before[key] ?? end, end: end,
        leaves: false)
    }
    animateTracks(tracks, kind: .scroll, recorder: recorder, inFlight: inFlight, shownOffset: shown)
  }

  /// Sets the offset without starting an animation.
  func moveContentOffset(to offset: CGPoint) {
    bounds = CGRect(origin: offset, size: bounds.size)
  }

  /// Moves the offset by `change` without starting an animation.
  func moveContentOffset(by change: CGPoint) {
    guard change != .zero else { return }
    moveContentOffset(to: CGPoint(x: contentOffset.x + change.x, y: contentOffset.y + change.y))
  }

  // MARK: Drags and flings (engine additions)

  /// Plays a user's drag headlessly: the content offset moves by `offsetChange`
  /// over `duration` seconds, then the finger lifts with `releaseVelocity`
  /// (points per second, in content-offset terms: positive y scrolls toward
  /// the end of a vertical list).
  ///
  /// As in UIScrollView, the natural resting point is where the velocity
  /// decays to nothing at `decelerationRate`; with paging it snaps to a page,
  /// otherwise the layout's `targetContentOffset(forProposedContentOffset:
  /// withScrollingVelocity:)` may move it, and the delegate's
  /// `scrollViewWillEndDragging` has the last word. The offset is clamped to
  /// the content, then the view decelerates to it. Each step is recorded when
  /// a timeline is being recorded. (An engine addition: on a device the
  /// finger does this.)
  public func simulateDrag(
    by offsetChange: CGPoint, duration: TimeInterval = 0.2, releaseVelocity: CGPoint
  ) throws {
    guard releaseVelocity.x.isFinite, releaseVelocity.y.isFinite else {
      throw TimelineError.nonFiniteVelocity(releaseVelocity)
    }
    guard offsetChange.x.isFinite, offsetChange.y.isFinite, duration.isFinite, duration >= 0 else {
      throw TimelineError.nonFiniteVelocity(offsetChange)
    }
    layoutIfNeeded()
    if let recorder = activeRecorder { stopScrolling(recorder) }
    let dragStart = contentOffset
    delegate?.scrollViewWillBeginDragging(self)
    let end = CGPoint(x: dragStart.x + offsetChange.x, y: dragStart.y + offsetChange.y)
    drag(from: dragStart, to: end, duration: duration)
    release(velocity: releaseVelocity, dragStart: dragStart)
  }

  /// The finger moving the content at a steady pace: time passes while it
  /// does, and everything else running on the clock plays alongside.
  private func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
    guard let recorder = activeRecorder, duration > 0, end != start else {
      moveContentOffset(to: end)
      return
    }
    recorder.beginSegment(.scroll, duration: duration)
    var reached = start
    recorder.clock.start(
      .dragging, duration: duration, tracksTouch: true,
      step: { [unowned self] elapsed in
        let t = CGFloat(elapsed / duration)
        let next = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        self.moveContentOffset(by: CGPoint(x: next.x - reached.x, y: next.y - reached.y))
        reached = next
      })
    isDragging = true
    recorder.clock.advance(by: duration)
    isDragging = false
  }

  /// A fling from rest: a drag of no distance released with `velocity`
  /// (points per second, content-offset terms). (An engine addition.)
  public func simulateFling(velocity: CGPoint) throws {
    try simulateDrag(by: .zero, duration: 0, releaseVelocity: velocity)
  }

  /// The finger lifts: the delegate may move the resting point, or start an
  /// animated scroll (`scrollToItem`, `setContentOffset(_:animated: true)`)
  /// from `scrollViewWillEndDragging` or `scrollViewWillBeginDecelerating`.
  /// As on a device, such a scroll replaces the deceleration: the content
  /// goes where the scroll takes it and does not glide on afterwards.
  private func release(velocity: CGPoint, dragStart: CGPoint) {
    let start = contentOffset
    var target = restingOffset(from: start, velocity: velocity, dragStart: dragStart)
    let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
    let scrolledWhileEnding = askingDelegate {
      withUnsafeMutablePointer(to: &target) {
        delegate?.scrollViewWillEndDragging(
          self, withVelocity: perMillisecond, targetContentOffset: $0)
      }
    }
    guard !scrolledWhileEnding else {
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
      return
    }
    target = clampedContentOffset(target)
    let decelerates = target != start
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    let scrolledWhileBeginning = askingDelegate { delegate?.scrollViewWillBeginDecelerating(self) }
    guard !scrolledWhileBeginning else { return }
    decelerate(from: start, to: target, velocity: velocity)
  }

  /// Runs a delegate call and tells whether it started an animated scroll.
  private func askingDelegate(_ call: () -> Void) -> Bool {
    let outer = releaseInterruption
    releaseInterruption = ReleaseInterruption()
    defer { releaseInterruption = outer }
    call()
    return releaseInterruption?.animatedScrollStarted == true
  }

  /// Where a release would come to rest before the delegate has its say.
  private func restingOffset(from start: CGPoint, velocity: CGPoint, dragStart: CGPoint) -> CGPoint
  {
    let rate = decelerationRate.rawValue
    let natural = Deceleration.naturalEnd(from: start, velocity: velocity, rate: rate)
    guard isPagingEnabled else {
      let velocityInLayout = mirrorsLayout ? CGPoint(x: -velocity.x, y: velocity.y) : velocity
      return mirroredContentOffset(
        storedLayout.targetContentOffset(
          forProposedContentOffset: mirroredContentOffset(natural),
          withScrollingVelocity: velocityInLayout))
    }
    return PageSnapping(pageSize: bounds.size).target(for: natural, dragStart: dragStart)
  }

  /// Glides from `start` to `target` along the deceleration curve, or
  /// springs back when the content was let go past an edge, on the clock:
  /// the call returns as the glide begins, and the delegate hears
  /// `scrollViewDidEndDecelerating` when it ends (not when a touch or a
  /// new scroll stops it first).
  private func decelerate(from start: CGPoint, to target: CGPoint, velocity: CGPoint) {
    let curve = releaseCurve(from: start, to: target, velocity: velocity)
    let tolerance = 0.25 / max(1, traitCollection.displayScale)
    let duration = curve.duration(tolerance: tolerance)
    guard let recorder = activeRecorder, duration > 0 else {
      moveContentOffset(to: target)
      delegate?.scrollViewDidEndDecelerating(self)
      return
    }
    let segment = recorder.beginSegment(.deceleration, duration: duration)
    isDecelerating = true
    var reached = start
    recorder.clock.start(
      .scrolling, duration: duration, tracksTouch: true,
      step: { [unowned self] elapsed in
        // Moved by the distance the curve covers since the last frame, so
        // that a jump made meanwhile (a recentring delegate) is kept.
        let next = elapsed >= duration ? target : curve.offset(at: elapsed)
        self.moveContentOffset(by: CGPoint(x: next.x - reached.x, y: next.y - reached.y))
        reached = next
      },
      finish: { [unowned self] finished in
        self.isDecelerating = false
        guard finished else { return recorder.cutSegment(segment) }
        self.delegate?.scrollViewDidEndDecelerating(self)
      })
  }
}

extension UICollectionView {
  /// The path after a release: back to the nearest edge on the bounce-back
  /// spring when the content is past that edge and is to rest on it (a
  /// release at any speed short of a fling back into the content); along
  /// the deceleration curve otherwise.
  fileprivate func releaseCurve(from start: CGPoint, to target: CGPoint, velocity: CGPoint)
    -> ScrollCurve
  {
    let edge = clampedContentOffset(start)
    guard edge != start, target == edge else {
      return Deceleration(start: start, target: target, rate: decelerationRate.rawValue)
    }
    // Only an axis past its edge springs: one already at rest (a vertical
    // list released on a diagonal) keeps still, as under the deceleration
    // curve, instead of swinging out with the finger's sideways speed.
    let springing = CGPoint(
      x: start.x == target.x ? 0 : velocity.x, y: start.y == target.y ? 0 : velocity.y)
    return BounceBack(start: start, target: target, velocity: springing)
  }
}

/// UIScrollView's paging: a release rests on a whole multiple of the bounds
/// size, the page nearest the natural resting point, and never more than one
/// page away from where the drag began (unconfirmed on a device).
struct PageSnapping {
  let pageSize: CGSize

  func target(for natural: CGPoint, dragStart: CGPoint) -> CGPoint {
    CGPoint(
      x: snap(natural.x, from: dragStart.x, page: pageSize.width),
      y: snap(natural.y, from: dragStart.y, page: pageSize.height))
  }

  private func snap(_ value: CGFloat, from start: CGFloat, page: CGFloat) -> CGFloat {
    guard page > 0 else { return value }
    let startPage = (start / page).rounded()
    let nearest = (value / page).rounded()
    return min(max(nearest, startPage - 1), startPage + 1) * page
  }
}

/// Whether a delegate asked during a release started an animated scroll.
struct ReleaseInterruption {
  var animatedScrollStarted = false
}

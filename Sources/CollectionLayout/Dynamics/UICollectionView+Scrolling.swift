import Foundation

extension UICollectionView {
  /// Moves the content to `offset`: at once, or, when animated, over the
  /// current animation's duration and curve (recorded as a scroll segment).
  /// `scrollViewDidEndScrollingAnimation` follows an animated
  /// `setContentOffset` or `scrollToItem` only, and only when the offset changes.
  func scroll(to offset: CGPoint, animated: Bool, notifiesEnd: Bool = true) {
    guard offset != contentOffset else { return }
    let notifies = animated && notifiesEnd
    if notifies { releaseInterruption?.animatedScrollStarted = true }
    guard animated, AnimationContext.animationsEnabled, let recorder = activeRecorder else {
      moveContentOffset(to: offset)
      if notifies { delegate?.scrollViewDidEndScrollingAnimation(self) }
      return
    }
    let start = contentOffset
    let animation = AnimationContext.current
    recorder.record(.scroll, duration: animation.duration) { elapsed in
      let progress =
        animation.duration > 0 ? animation.curve.progress(at: elapsed / animation.duration) : 1
      let t = CGFloat(progress)
      moveContentOffset(
        to: CGPoint(x: start.x + (offset.x - start.x) * t, y: start.y + (offset.y - start.y) * t))
      return currentFrameState(recorder)
    }
    if notifies { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Sets the offset without starting an animation.
  func moveContentOffset(to offset: CGPoint) {
    bounds = CGRect(origin: offset, size: bounds.size)
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
  /// a timeline is being recorded.
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
    let dragStart = contentOffset
    delegate?.scrollViewWillBeginDragging(self)
    let end = CGPoint(x: dragStart.x + offsetChange.x, y: dragStart.y + offsetChange.y)
    UIView.animate(withDuration: duration, delay: 0, options: .curveLinear) {
      self.scroll(to: end, animated: duration > 0, notifiesEnd: false)
    }
    release(velocity: releaseVelocity, dragStart: dragStart)
  }

  /// A fling from rest: a drag of no distance released with `velocity`
  /// (points per second, content-offset terms).
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
    decelerate(from: start, to: target)
    delegate?.scrollViewDidEndDecelerating(self)
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
      return storedLayout.targetContentOffset(
        forProposedContentOffset: natural, withScrollingVelocity: velocity)
    }
    return PageSnapping(pageSize: bounds.size).target(for: natural, dragStart: dragStart)
  }

  /// Glides from `start` to `target` along the deceleration curve.
  private func decelerate(from start: CGPoint, to target: CGPoint) {
    let curve = Deceleration(start: start, target: target, rate: decelerationRate.rawValue)
    guard let recorder = activeRecorder else {
      moveContentOffset(to: target)
      return
    }
    let tolerance = 0.25 / max(1, traitCollection.displayScale)
    let duration = curve.duration(tolerance: tolerance)
    recorder.record(.deceleration, duration: duration) { elapsed in
      moveContentOffset(to: elapsed >= duration ? target : curve.offset(at: elapsed))
      return currentFrameState(recorder)
    }
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

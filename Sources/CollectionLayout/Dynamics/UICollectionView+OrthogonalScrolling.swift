import Foundation

/// Engine stand-ins for a finger on an orthogonal section of a
/// compositional layout.
///
/// On a device each such section lives in a scroll view of its own, inside
/// the collection view, that the user swipes sideways (or up and down in a
/// horizontally scrolling layout) while the collection view itself stays
/// where it is; its delegate hears nothing of it (reference 2.9). UIKit
/// offers no API to read or move that scroll view: these calls play the
/// user's part headlessly. Offsets and velocities are along the section's
/// own axis, positive toward the end of its row (leftward content in a
/// right-to-left layout).
extension UICollectionView {
  /// Engine addition: how far orthogonal section `section` has scrolled
  /// along its own axis, 0 as laid out. 0 for any other section.
  public func orthogonalScrollOffset(inSection section: Int) -> CGFloat {
    prepareLayoutIfNeeded()
    return (storedLayout as? UICollectionViewCompositionalLayout)?
      .orthogonalScrollOffset(inSection: section) ?? 0
  }

  /// Engine addition: puts orthogonal section `section` at `offset` at
  /// once (kept within its content), stopping any glide it was in: for a
  /// still picture of a scrolled row. Nothing is animated, and the
  /// collection view's own offset does not change.
  public func setOrthogonalScrollOffset(_ offset: CGFloat, inSection section: Int) {
    let layout = orthogonalLayout(forSection: section)
    if let recorder = activeRecorder {
      recorder.clock.cancel(.orthogonalScrolling(section: section))
    }
    layout.setOrthogonalScrollOffset(offset, inSection: section)
  }

  /// Engine stand-in for a finger dragging orthogonal section `section`:
  /// its offset moves by `offsetChange` over `duration` seconds, then the
  /// finger lifts with `releaseVelocity` (points per second). The section
  /// then glides as its scroll view would: to where the velocity decays
  /// (UIScrollView's normal rate, the fast one for the paging behaviours),
  /// moved by its `orthogonalScrollingBehavior` to a group or page
  /// boundary, kept within its content. Each step is recorded when a
  /// timeline is being recorded; the glide goes on after the call returns.
  /// (An engine addition.)
  public func simulateOrthogonalDrag(
    inSection section: Int, by offsetChange: CGFloat, duration: TimeInterval = 0.2,
    releaseVelocity: CGFloat = 0
  ) throws {
    guard releaseVelocity.isFinite else {
      throw TimelineError.nonFiniteVelocity(CGPoint(x: releaseVelocity, y: 0))
    }
    guard offsetChange.isFinite, duration.isFinite, duration >= 0 else {
      throw TimelineError.nonFiniteVelocity(CGPoint(x: offsetChange, y: 0))
    }
    layoutIfNeeded()
    let layout = orthogonalLayout(forSection: section)
    if let recorder = activeRecorder {
      recorder.clock.cancel(.orthogonalScrolling(section: section))
    }
    let start = layout.orthogonalScrollOffset(inSection: section)
    dragSection(section, of: layout, from: start, to: start + offsetChange, duration: duration)
    releaseSection(section, of: layout, velocity: releaseVelocity)
  }

  /// Engine stand-in for a flick on orthogonal section `section`: a drag of
  /// no distance released with `velocity` (points per second along the
  /// section's axis). (An engine addition.)
  public func simulateOrthogonalFling(inSection section: Int, velocity: CGFloat) throws {
    try simulateOrthogonalDrag(
      inSection: section, by: 0, duration: 0, releaseVelocity: velocity)
  }

  /// Moves the row of an orthogonal section so that the item at
  /// `indexPath` sits at `position` across the layout's axis: at once, or
  /// over UIScrollView's animated-scroll time on the clock. Returns false
  /// when the item's section does not scroll on its own. [?] UIKit documents
  /// only that `scrollToItem` makes the item visible; that it moves the
  /// section's own scroll view, and with the same animation as the
  /// collection view's, is the engine's reading of what apps show.
  func scrollOrthogonalSection(
    toShow indexPath: IndexPath, at position: ScrollPosition, animated: Bool
  ) -> Bool {
    guard let layout = storedLayout as? UICollectionViewCompositionalLayout,
      layout.isOrthogonal(section: indexPath.section)
    else { return false }
    let section = indexPath.section
    var position = position
    if mirrorsLayout {
      let left = position.contains(.left)
      let right = position.contains(.right)
      position.subtract([.left, .right])
      if left { position.insert(.right) }
      if right { position.insert(.left) }
    }
    guard let target = layout.orthogonalOffset(showing: indexPath, at: position) else {
      return true
    }
    let recorder = activeRecorder
    recorder?.clock.cancel(.orthogonalScrolling(section: section))
    let start = layout.orthogonalScrollOffset(inSection: section)
    let animation = Self.scrollAnimation
    guard animated, AnimationContext.animationsEnabled, let recorder, target != start else {
      layout.setOrthogonalScrollOffset(target, inSection: section)
      return true
    }
    let segment = recorder.beginSegment(.scroll, duration: animation.duration)
    recorder.clock.start(
      .orthogonalScrolling(section: section), duration: animation.duration,
      step: { elapsed in
        let t = CGFloat(animation.curve.progress(at: elapsed / animation.duration))
        layout.setOrthogonalScrollOffset(start + (target - start) * t, inSection: section)
      },
      finish: { finished in
        if !finished { recorder.cutSegment(segment) }
      })
    return true
  }

  /// The layout, when it is compositional and `section` scrolls on its own;
  /// anything else is a mistake in the calling code.
  private func orthogonalLayout(forSection section: Int) -> UICollectionViewCompositionalLayout {
    prepareLayoutIfNeeded()
    guard let layout = storedLayout as? UICollectionViewCompositionalLayout,
      layout.isOrthogonal(section: section)
    else {
      raiseUIKitException(
        "NSInvalidArgumentException",
        reason:
          "section \(section) does not scroll on its own: only a section of a "
          + "UICollectionViewCompositionalLayout with an orthogonalScrollingBehavior other "
          + "than .none does")
    }
    return layout
  }

  /// The finger moving the section at a steady pace while time passes.
  private func dragSection(
    _ section: Int, of layout: UICollectionViewCompositionalLayout, from start: CGFloat,
    to end: CGFloat, duration: TimeInterval
  ) {
    guard let recorder = activeRecorder, duration > 0, end != start else {
      layout.setOrthogonalScrollOffset(end, inSection: section)
      return
    }
    recorder.beginSegment(.scroll, duration: duration)
    recorder.clock.start(
      .dragging, duration: duration, tracksTouch: true,
      step: { elapsed in
        let t = CGFloat(elapsed / duration)
        layout.setOrthogonalScrollOffset(start + (end - start) * t, inSection: section)
      })
    recorder.clock.advance(by: duration)
  }

  /// The finger lifts: the section glides to its resting offset on the
  /// clock, or jumps there when nothing is being recorded.
  private func releaseSection(
    _ section: Int, of layout: UICollectionViewCompositionalLayout, velocity: CGFloat
  ) {
    let start = layout.orthogonalScrollOffset(inSection: section)
    let rate = layout.orthogonalDecelerationRate(inSection: section).rawValue
    let natural = Deceleration.naturalEnd(
      from: CGPoint(x: start, y: 0), velocity: CGPoint(x: velocity, y: 0), rate: rate
    ).x
    let target = layout.orthogonalRestingOffset(
      inSection: section, proposed: natural, velocity: velocity)
    let curve = Deceleration(
      start: CGPoint(x: start, y: 0), target: CGPoint(x: target, y: 0), rate: rate)
    let duration = curve.duration(tolerance: 0.25 / max(1, traitCollection.displayScale))
    guard let recorder = activeRecorder, duration > 0 else {
      layout.setOrthogonalScrollOffset(target, inSection: section)
      return
    }
    let segment = recorder.beginSegment(.deceleration, duration: duration)
    recorder.clock.start(
      .orthogonalScrolling(section: section), duration: duration, tracksTouch: true,
      step: { elapsed in
        let next = elapsed >= duration ? target : curve.offset(at: elapsed).x
        layout.setOrthogonalScrollOffset(next, inSection: section)
      },
      finish: { finished in
        if !finished { recorder.cutSegment(segment) }
      })
  }
}

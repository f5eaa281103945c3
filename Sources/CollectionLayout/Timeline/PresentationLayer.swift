import Foundation

/// What the screen shows while view animations run, as opposed to the model.
///
/// In UIKit a change made inside an animation gives the model its final
/// value at once (a cell's `frame`, the collection view's `bounds`) while
/// the render server draws the way there. The engine keeps the same split:
/// the collection view and its layout hold the model, and this layer holds,
/// for each element still on its way, where it started and how long it has.
/// A new animation of an element starts from where this layer shows it, so
/// overlapping animations retarget instead of jumping, as
/// `UIView.AnimationOptions.beginFromCurrentState` (and UIKit's additive
/// animations, to the eye) make them do.
struct PresentationLayer {
  private(set) var elements: [String: ElementAnimation] = [:]
  private(set) var offset: OffsetAnimation?

  mutating func animate(_ name: String, _ animation: ElementAnimation) {
    elements[name] = animation
  }

  mutating func animateOffset(_ animation: OffsetAnimation) {
    offset = animation
  }

  /// Forgets animations that have ended by `time`.
  mutating func prune(at time: TimeInterval) {
    elements = elements.filter { !$0.value.timing.hasEnded(at: time) }
    if offset?.timing.hasEnded(at: time) == true { offset = nil }
  }

  /// The shown content offset: the model's, unless a bounds animation is
  /// still carrying it there.
  func contentOffset(at time: TimeInterval, model: CGPoint) -> CGPoint {
    guard let offset, !offset.timing.hasEnded(at: time) else { return model }
    let t = CGFloat(offset.timing.progress(at: time))
    return CGPoint(
      x: offset.from.x + (model.x - offset.from.x) * t,
      y: offset.from.y + (model.y - offset.from.y) * t)
  }
}

/// When an animation runs and how its progress follows time.
struct AnimationTiming {
  var start: TimeInterval
  var duration: TimeInterval
  var curve: TimingCurve

  var end: TimeInterval { start + duration }

  func hasEnded(at time: TimeInterval) -> Bool {
    time >= end - AnimationClock.epsilon
  }

  /// From 0 before the start to 1 at the end, along the curve.
  func progress(at time: TimeInterval) -> Double {
    guard duration > 0 else { return time >= start ? 1 : 0 }
    return curve.progress(at: min(1, max(0, (time - start) / duration)))
  }
}

/// One element on its way: from the attributes it was shown with to the
/// model's (or, for an element leaving, to fixed final attributes).
struct ElementAnimation {
  let from: UICollectionViewLayoutAttributes
  /// Fixed end attributes; nil when the element heads for whatever the model
  /// says at each instant (which moves if the layout changes meanwhile).
  let to: UICollectionViewLayoutAttributes?
  let timing: AnimationTiming
  /// True for an element that is gone from the model: its view is removed
  /// when the animation ends.
  let removesAtEnd: Bool

  /// The attributes shown at `time`, given the model's current ones.
  func attributes(at time: TimeInterval, model: UICollectionViewLayoutAttributes?)
    -> UICollectionViewLayoutAttributes
  {
    let end = to ?? model ?? from
    let progress = timing.progress(at: time)
    return progress <= 0 ? from : progress >= 1 ? end : from.interpolated(to: end, progress)
  }
}

/// The collection view's bounds on their way to the model's content offset.
struct OffsetAnimation {
  let from: CGPoint
  let timing: AnimationTiming
}

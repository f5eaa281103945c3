import Foundation

/// The virtual time of a recording, as a device's run loop and render
/// server keep it.
///
/// Nothing moves while an example's code runs: every call made in one turn
/// of the run loop starts its animation at the same instant, `now`. Time
/// passes only when the code lets it (`RunLoop.main.run(until:)`), when a
/// simulated finger moves, or when the recording ends and every running
/// animation plays out. While it passes, the clock stops at each frame of
/// the display and at each animation's end: model-driven animations (an
/// animated scroll, a deceleration) take their next value, animations that
/// reached their end run their completions, and the recorder samples what
/// the screen shows.
final class AnimationClock {
  /// The clocks of the recordings running on this thread, innermost last:
  /// what `RunLoop.run(until:)` lets time pass on. Kept per thread, as a
  /// run loop is.
  static var runningOnThread: [AnimationClock] {
    Thread.current.threadDictionary[threadKey] as? [AnimationClock] ?? []
  }
  private static let threadKey = "CollectionLayout.AnimationClock.running"

  /// Runs `body` with `clock` among the running clocks.
  static func whileRunning<T>(_ clock: AnimationClock, _ body: () throws -> T) rethrows -> T {
    let outer = runningOnThread
    Thread.current.threadDictionary[threadKey] = outer + [clock]
    defer { Thread.current.threadDictionary[threadKey] = outer }
    return try body()
  }

  /// The display's refresh rate: frames are sampled at multiples of its period.
  let framesPerSecond: Double
  private(set) var now: TimeInterval = 0
  private var running: [ClockAnimation] = []
  private var nextIdentifier = 0
  /// How many view animations (presentation changes and transitions, not
  /// the scroll view's own frame-by-frame scrolls) have started: a view
  /// animation block compares it before and after to know whether it
  /// animated anything.
  private(set) var startedCount = 0
  /// Called at every stop, after animations have stepped and finished.
  var sample: (TimeInterval) -> Void = { _ in }
  /// Called before time starts to pass, with `now` still the instant the
  /// calls of this turn were made: the recorder's first frame.
  var beforeAdvancing: () -> Void = {}

  /// Time differences below this are the same instant (floating-point slack).
  static let epsilon: TimeInterval = 1e-9
  /// The longest a recording may play on after its code returns, so that a
  /// completion handler that keeps starting animations cannot run forever.
  static let drainLimit: TimeInterval = 600

  init(framesPerSecond: Double) {
    self.framesPerSecond = framesPerSecond
  }

  /// Starts an animation at `now` (or after `delay`) lasting `duration`.
  /// `step` runs at every stop while it plays, with the elapsed time (never
  /// beyond `duration`); `finish` runs once, with `true` when it played to
  /// its end and `false` when it was cancelled.
  @discardableResult
  func start(
    _ kind: AnimationKind, delay: TimeInterval = 0, duration: TimeInterval,
    tracksTouch: Bool = false,
    step: ((TimeInterval) -> Void)? = nil, finish: ((Bool) -> Void)? = nil
  ) -> Int {
    nextIdentifier += 1
    if kind == .presentation || kind == .transition { startedCount += 1 }
    running.append(
      ClockAnimation(
        identifier: nextIdentifier, kind: kind, start: now + max(0, delay),
        duration: max(0, duration), tracksTouch: tracksTouch, step: step, finish: finish))
    return nextIdentifier
  }

  /// The run loop's mode at `now`: `.tracking` while an animation a touch
  /// drives (a drag, the glide after it) has started and not ended.
  var mode: RunLoop.Mode {
    running.contains { $0.tracksTouch && $0.start <= now + Self.epsilon } ? .tracking : .default
  }

  /// Stops the running animations of `kind` where they are; their `finish`
  /// hears `false`.
  func cancel(_ kind: AnimationKind) {
    let stopped = running.filter { $0.kind == kind }
    running.removeAll { $0.kind == kind }
    for animation in stopped { animation.finish?(false) }
  }

  /// The end time of the running animation with this identifier, if any.
  func end(of identifier: Int) -> TimeInterval? {
    running.first { $0.identifier == identifier }?.end
  }

  /// Lets time pass until `target`, stopping at every frame and every end.
  func advance(to target: TimeInterval) {
    finishDue()
    if now < target - Self.epsilon { beforeAdvancing() }
    // Read once, not at every stop: whether this clock is the run loop's
    // cannot change while it advances (a nested recording's clock comes
    // after it), and each read is a look into the thread's dictionary.
    let timers = isRunLoopClock ? RunLoopTimers.current : nil
    while now < target - Self.epsilon {
      fireDueTimers(timers)
      let next = min(
        nextFrame(after: now), nextEnd(after: now) ?? .infinity,
        nextTimer(after: now, timers) ?? .infinity, target)
      timers?.time += next - now
      now = next
      tick(timers)
    }
  }

  func advance(by interval: TimeInterval) {
    advance(to: now + max(0, interval))
  }

  /// Plays every running animation to its end, and those their completions
  /// start. Returns false if animations were still running at the limit.
  @discardableResult
  func drain() -> Bool {
    let limit = now + Self.drainLimit
    isDraining = true
    defer { isDraining = false }
    finishDue()
    while let end = running.map(\.end).max(), now < limit {
      advance(to: min(max(end, now), limit))
      finishDue()
    }
    return running.isEmpty
  }

  /// Set while the recording plays out after its code returned: timers no
  /// longer fire, or a repeating one would keep the recording going.
  private var isDraining = false

  /// Whether this clock moves the run loop's time and fires its timers:
  /// only the outermost recording's does, so nested recordings never count
  /// the same second twice.
  private var isRunLoopClock: Bool {
    AnimationClock.runningOnThread.first === self
  }

  /// Fires the timers due in the current mode (those a finger held back
  /// fire here once it lifts and the glide ends); `timers` is nil unless
  /// this is the run loop's clock.
  private func fireDueTimers(_ timers: RunLoopTimers?) {
    guard let timers, !isDraining else { return }
    timers.fireDue(in: mode)
  }

  /// The clock time of the next timer due in the current mode, if after
  /// `time`; `timers` is nil unless this is the run loop's clock.
  private func nextTimer(after time: TimeInterval, _ timers: RunLoopTimers?) -> TimeInterval? {
    guard let timers, !isDraining else { return nil }
    guard let due = timers.nextDue(in: mode) else { return nil }
    let clockTime = now + (due - timers.time)
    return clockTime > time + Self.epsilon ? clockTime : nil
  }

  /// The next multiple of the frame period strictly after `time`.
  private func nextFrame(after time: TimeInterval) -> TimeInterval {
    (((time * framesPerSecond) + Self.epsilon).rounded(.down) + 1) / framesPerSecond
  }

  private func nextEnd(after time: TimeInterval) -> TimeInterval? {
    running.map(\.end).filter { $0 > time + Self.epsilon }.min()
  }

  /// One stop: model animations take their value, due timers fire,
  /// animations that reached their end complete, and the screen is sampled.
  private func tick(_ timers: RunLoopTimers?) {
    for animation in running where animation.start <= now + Self.epsilon {
      // An animation due to end now gets exactly its duration, whatever the
      // floating-point slack, so that it lands exactly on its end value.
      let due = animation.end <= now + Self.epsilon
      animation.step?(due ? animation.duration : min(now - animation.start, animation.duration))
    }
    // Timers see the mode of this instant, before the animations ending
    // now are gone: a drag's last step still holds back a default timer.
    fireDueTimers(timers)
    finishDue()
    sample(now)
  }

  /// Completes every animation whose end has come, in the order they
  /// started. A completion may start animations of its own, at `now`.
  private func finishDue() {
    while let index = running.firstIndex(where: { $0.end <= now + Self.epsilon }) {
      let finished = running.remove(at: index)
      finished.finish?(true)
    }
  }
}

/// What a clock animation stands for; animations of one kind replace each
/// other where UIKit's do (a new scroll stops the running one).
enum AnimationKind: Equatable {
  /// An animated scroll or a deceleration: it moves `contentOffset` itself.
  case scrolling
  /// A finger dragging the content.
  case dragging
  /// An orthogonal section of a compositional layout gliding on its own
  /// (an engine stand-in for its private scroll view): only a new touch on
  /// that section stops it.
  case orthogonalScrolling(section: Int)
  /// A change whose elements animate in the presentation (an update, a
  /// layout switch, a view animation block): the model already has its end.
  case presentation
  /// An interactive transition playing to its end.
  case transition
  /// A completion handler's wait for the animations of its call.
  case completion
}

/// One animation running on the clock.
struct ClockAnimation {
  let identifier: Int
  let kind: AnimationKind
  let start: TimeInterval
  let duration: TimeInterval
  /// Whether a touch drives it, which keeps the run loop in `.tracking`.
  let tracksTouch: Bool
  let step: ((TimeInterval) -> Void)?
  let finish: ((Bool) -> Void)?

  var end: TimeInterval { start + duration }
}

import Foundation

/// The timers of this thread's main run loop and the run loop's own time,
/// which passes only while the outermost recording lets its clock advance
/// (time stands still between recordings, as nothing runs).
final class RunLoopTimers {
  private static let threadKey = "CollectionLayout.RunLoopTimers"

  /// This thread's timers, made on first use. Kept per thread, as a run
  /// loop is, so that tests running side by side never share timers.
  static var current: RunLoopTimers {
    if let timers = Thread.current.threadDictionary[threadKey] as? RunLoopTimers {
      return timers
    }
    let timers = RunLoopTimers()
    Thread.current.threadDictionary[threadKey] = timers
    return timers
  }

  /// Seconds the run loop has run on this thread.
  var time: TimeInterval = 0
  /// The valid timers added to the run loop, in the order they were added.
  private(set) var scheduled: [Timer] = []

  func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    guard timer.isValid else { return }
    timer.modes.insert(mode)
    if !scheduled.contains(where: { $0 === timer }) { scheduled.append(timer) }
  }

  func remove(_ timer: Timer) {
    scheduled.removeAll { $0 === timer }
  }

  /// The earliest time a timer that fires in `mode` is due.
  func nextDue(in mode: RunLoop.Mode) -> TimeInterval? {
    scheduled.filter { $0.fires(in: mode) }.map(\.due).min()
  }

  /// Fires every timer of `mode` whose time has come, earliest first (the
  /// one added first on a tie). A block may add or invalidate timers; one
  /// added now is due an interval later; each timer fires at most once a
  /// call, even if its block moves its own date back, so this ends.
  func fireDue(in mode: RunLoop.Mode) {
    var fired: [Timer] = []
    while let timer =
      scheduled
      .filter({ timer in
        timer.fires(in: mode) && timer.due <= time + AnimationClock.epsilon
          && !fired.contains { $0 === timer }
      })
      .min(by: { $0.due < $1.due })
    {
      fired.append(timer)
      timer.fireOnSchedule(at: time)
    }
  }
}

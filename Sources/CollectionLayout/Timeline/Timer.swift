import Foundation

/// A timer on the engine's main run loop: a block run after an interval,
/// once or again and again, while virtual time passes in a recording.
///
/// It shadows Foundation's `Timer` for code that imports `UIKit` (or the
/// engine), so an app's banner or countdown runs here unchanged; a file
/// that also imports Foundation by name writes `UIKit.Timer`. Only the
/// block-based API exists: the target–selector one needs the Objective-C
/// runtime.
///
/// What it keeps of Foundation's documented behaviour:
/// - `scheduledTimer(withTimeInterval:repeats:block:)` adds the timer to the
///   main run loop in the default mode, so it does not fire while a finger
///   scrolls (the run loop is then in `.tracking`); add it for `.common` to
///   have it fire in both.
/// - A timer whose time comes while its mode is not running fires once when
///   the mode runs again, however many times it missed; a repeating timer
///   then keeps its schedule (its next time is a whole number of intervals
///   after the first), not the time it actually fired.
/// - An interval of zero or less becomes 0.1 ms; a non-repeating timer's
///   `timeInterval` reads 0.
/// - Time passes only while a recording lets it (`RunLoop.main.run(until:)`,
///   a simulated finger); when the recording's code returns, its animations
///   play out but timers no longer fire. Each example runs in a process of
///   its own, so timers never reach another example.
public final class Timer {
  /// The shortest interval Foundation accepts; shorter ones become it.
  static let minimumInterval: TimeInterval = 0.0001

  private let interval: TimeInterval
  private let block: (Timer) -> Void
  /// Whether the timer fires again after each firing.
  public let repeats: Bool
  /// How late the system may fire the timer to save power. Kept, but the
  /// engine always fires on time.
  public var tolerance: TimeInterval = 0
  /// False once the timer is invalidated, or once a non-repeating timer has
  /// fired.
  public private(set) var isValid = true
  /// Run-loop time of the next firing (`RunLoopTimers.time`).
  var due: TimeInterval
  /// The modes the timer was added for.
  var modes: Set<RunLoop.Mode> = []

  /// A timer not yet on any run loop: add it with `RunLoop.main.add(_:forMode:)`.
  /// Its first firing is `interval` from now.
  @available(iOS 10.0, *)
  public init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) {
    self.interval = max(interval, Self.minimumInterval)
    self.repeats = repeats
    self.block = block
    due = RunLoopTimers.current.time + self.interval
  }

  /// A timer added to the main run loop in the default mode.
  @available(iOS 10.0, *)
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }

  /// The interval between firings; 0 for a timer that does not repeat, as
  /// Foundation answers.
  public var timeInterval: TimeInterval { repeats ? interval : 0 }

  /// When the timer fires next. Setting it moves the next firing (a date
  /// in the distant future is how many apps pause a timer); the new date
  /// is taken in whole display frames from now, as `RunLoop.run(until:)`
  /// takes its date, so that recordings stay the same from run to run.
  public var fireDate: Date {
    get { Date(timeIntervalSinceNow: due - RunLoopTimers.current.time) }
    set { due = RunLoopTimers.current.time + RunLoop.wholeFrames(until: newValue) }
  }

  /// Runs the block now, outside the schedule: a repeating timer keeps its
  /// next time, a non-repeating one is invalidated, as Foundation documents.
  public func fire() {
    guard isValid else { return }
    block(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer for good and takes it off the run loop.
  public func invalidate() {
    isValid = false
    RunLoopTimers.current.remove(self)
  }

  /// Fires on schedule at run-loop time `now`: once, however many times
  /// were missed, then moves to the first scheduled time after `now`.
  func fireOnSchedule(at now: TimeInterval) {
    if repeats {
      let missed = ((now - due) / interval).rounded(.down) + 1
      due += max(1, missed) * interval
      // Sums of frame periods drift by a few ulps; a time that lands on
      // `now` is still this firing's, not the next one's.
      while due <= now + AnimationClock.epsilon { due += interval }
    }
    fire()
  }

  /// Whether the run loop fires this timer while running in `mode`.
  func fires(in mode: RunLoop.Mode) -> Bool {
    modes.contains(mode) || modes.contains(.common)
  }
}

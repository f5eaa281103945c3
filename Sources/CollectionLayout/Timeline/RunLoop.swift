import Foundation

/// The main run loop, as far as an example needs it: a way to let time pass.
///
/// In an app, `RunLoop.main.run(until:)` keeps the main thread busy with
/// events and animation frames until the date; tests use it to wait for an
/// animation. Here it lets the virtual clock of every recording running on
/// this thread advance by as much: animations play, completions run and
/// frames are recorded. Outside a recording it returns at once, since no
/// animation is running. Because this type shadows Foundation's for code
/// that imports `UIKit` (or the engine), a file that also imports
/// Foundation by name must write `UIKit.RunLoop`. (The engine's own
/// type; Foundation's run loop is never entered.)
public final class RunLoop: Sendable {
  private init() {}

  /// The one run loop of the engine's (single) main thread.
  public static let main = RunLoop()
  /// The current thread's run loop: the main one.
  public static var current: RunLoop { main }

  /// Frames a second of the display a run loop returns on.
  static let displayRate: TimeInterval = 60

  /// Lets the time until `limitDate` pass on every running recording.
  ///
  /// The interval is rounded up to a whole number of display frames (1/60 s),
  /// as a device's run loop, which returns on a frame, would give. That also
  /// keeps recordings deterministic: a date made with
  /// `Date(timeIntervalSinceNow: 0.1)` reaches here a little less than 0.1 s
  /// away, by however long the machine took in between (milliseconds on a
  /// busy one), and still gives exactly six frames. It can also arrive a
  /// hair more than 0.1 s away, since a `Date` near today holds time to
  /// about 0.1 µs; up to a hundredth of a frame over still counts as six.
  public func run(until limitDate: Date) {
    let interval = Self.wholeFrames(until: limitDate)
    guard interval > 0 else { return }
    for clock in AnimationClock.runningOnThread {
      clock.advance(by: interval)
    }
  }

  /// The time until `date` in whole display frames, rounded up, with a
  /// hundredth of a frame of slack either way (see `run(until:)`); 0 for a
  /// date already past. A timer's `fireDate` is read the same way, so the
  /// real time an example takes between two lines never reaches a recording.
  static func wholeFrames(until date: Date) -> TimeInterval {
    let frames = (date.timeIntervalSinceNow * displayRate - 0.01).rounded(.up)
    return max(0, frames) / displayRate
  }

  /// Adds `timer` to the run loop for `mode`; added for several modes, it
  /// fires in each. An invalidated timer is not added.
  public func add(_ timer: Timer, forMode mode: Mode) {
    RunLoopTimers.current.add(timer, forMode: mode)
  }

  /// The mode the run loop is running in: `.tracking` while a finger is on
  /// a scroll view or its content glides after one, `.default` otherwise,
  /// and nil when no recording is running (nothing runs then).
  public var currentMode: Mode? {
    AnimationClock.runningOnThread.first?.mode
  }

  /// A run-loop mode: the set of timers (and, on a device, sources) the run
  /// loop serves while running in it. The raw values are Core Foundation's
  /// and UIKit's constants.
  public struct Mode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The mode the main run loop runs in when nothing is being tracked.
    public static let `default` = Mode("kCFRunLoopDefaultMode")
    /// The modes marked common, `default` and `tracking` on the main run
    /// loop: a timer added for it fires in either.
    public static let common = Mode("kCFRunLoopCommonModes")
    /// UIKit's mode while it tracks a touch, which includes a scroll view
    /// being dragged and, as developers widely report (UIKit does not
    /// document it), the glide after the finger lifts.
    public static let tracking = Mode("UITrackingRunLoopMode")
  }
}

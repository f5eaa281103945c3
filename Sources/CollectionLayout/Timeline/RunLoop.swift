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
    let frames = (limitDate.timeIntervalSinceNow * Self.displayRate - 0.01).rounded(.up)
    guard frames > 0 else { return }
    let interval = frames / Self.displayRate
    for clock in AnimationClock.runningOnThread {
      clock.advance(by: interval)
    }
  }
}

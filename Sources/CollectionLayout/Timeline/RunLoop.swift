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

  /// Lets the time until `limitDate` pass on every running recording. The
  /// interval is rounded to the millisecond, so a date made a moment
  /// earlier with `Date(timeIntervalSinceNow:)` gives the same frames on
  /// every run.
  public func run(until limitDate: Date) {
    let interval = (limitDate.timeIntervalSinceNow * 1000).rounded() / 1000
    guard interval > 0 else { return }
    for clock in AnimationClock.runningOnThread {
      clock.advance(by: interval)
    }
  }
}

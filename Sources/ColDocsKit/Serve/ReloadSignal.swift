import Foundation

/// The number of the last finished build, which open pages wait on: each
/// page is served with the number of the build it shows, keeps a stream of
/// Server-Sent Events open (`HTTPGate`'s events path), and reloads when the
/// stream names another number. A page that connects late, or comes back
/// from a hidden tab, still reloads, since it compares numbers instead of
/// waiting for a message it may have missed.
///
/// The connection threads block on it, so it is a condition variable rather
/// than an actor; the number is only read and written under its lock.
final class ReloadSignal: @unchecked Sendable {
  private let condition = NSCondition()
  private var generation = 0

  var current: Int {
    condition.lock()
    defer { condition.unlock() }
    return generation
  }

  /// Publishes a finished build's number and wakes every waiting stream.
  func publish(_ number: Int) {
    condition.lock()
    generation = number
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until the number differs from `seen`, at most `seconds`; returns
  /// the number then.
  func wait(after seen: Int, upTo seconds: Double) -> Int {
    let deadline = Date().addingTimeInterval(seconds)
    condition.lock()
    defer { condition.unlock() }
    while generation == seen, condition.wait(until: deadline) {}
    return generation
  }
}

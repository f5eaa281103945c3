import Synchronization

/// Results of a pure, costly function of text, kept for the life of the
/// process. `serve` builds again after every edit, and most of what a build
/// parses with swift-syntax (each code block highlighted, each example's
/// returns rewritten) is the same text as last time: remembering it keeps a
/// rebuild's cost to what the edit changed. A one-off `build` only pays a
/// lookup per call.
///
/// Bounded by `capacity`: when full it forgets everything and starts again,
/// which costs one slow build in a long session and never grows past the
/// guide.
final class Memo<Value: Sendable>: Sendable {
  private let values = Mutex<[String: Value]>([:])
  private let capacity: Int

  init(capacity: Int = 20_000) {
    self.capacity = capacity
  }

  /// The value for `key`, computed by `compute` when not kept. Two threads
  /// asking for the same new key may both compute it; the values are equal.
  func value(for key: String, _ compute: () -> Value) -> Value {
    if let kept = values.withLock({ $0[key] }) { return kept }
    let value = compute()
    values.withLock { values in
      if values.count >= capacity { values.removeAll(keepingCapacity: true) }
      values[key] = value
    }
    return value
  }
}

import Synchronization

/// A value computed once, on first use, by whichever thread asks first.
final class LazyValue<Value: Sendable>: Sendable {
  private let state: Mutex<Value?>
  private let compute: @Sendable () -> Value

  init(_ compute: @escaping @Sendable () -> Value) {
    state = Mutex(nil)
    self.compute = compute
  }

  var value: Value {
    state.withLock { value in
      if let value { return value }
      let computed = compute()
      value = computed
      return computed
    }
  }
}

import Foundation

/// Work spread over the machine's cores, results kept in order.
enum Parallel {
  /// `transform` applied to every index, as many at a time as there are
  /// cores; the first error thrown is rethrown.
  static func map<Output>(_ indices: Range<Int>, _ transform: (Int) throws -> Output) throws
    -> [Output]
  {
    let slots = ResultSlots<Output>(indices.count)
    withoutActuallyEscaping(transform) { transform in
      DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
        slots.store(Result { try transform(indices.lowerBound + offset) }, at: offset)
      }
    }
    return try slots.results.map { try $0!.get() }
  }
}

/// One result per task, written under a lock by the tasks that finish.
private final class ResultSlots<Output>: @unchecked Sendable {
  private(set) var results: [Result<Output, Error>?]
  private let lock = NSLock()

  init(_ count: Int) {
    results = Array(repeating: nil, count: count)
  }

  func store(_ result: Result<Output, Error>, at index: Int) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }
}

import Foundation
import Synchronization

/// Work spread over the machine's cores, results kept in order.
enum Parallel {
  /// `transform` applied to every index, as many at a time as there are
  /// cores; the first error thrown is rethrown.
  static func map<Output: Sendable>(
    _ indices: Range<Int>, _ transform: @Sendable (Int) throws -> Output
  ) throws
    -> [Output]
  {
    let slots = Mutex<[Result<Output, Error>?]>(Array(repeating: nil, count: indices.count))
    withoutActuallyEscaping(transform) { transform in
      DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
        let result = Result { try transform(indices.lowerBound + offset) }
        slots.withLock { $0[offset] = result }
      }
    }
    return try slots.withLock { $0 }.map { try $0!.get() }
  }
}

import Foundation
import Synchronization
import Testing

@testable import ColDocsKit

/// The build lock: a second build of a project waits for the first, says
/// whom it waits for, and goes on as soon as the first releases the lock.
@Suite struct BuildLockTests {
  @Test func aSecondHolderWaitsUntilTheFirstReleases() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-lock-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let first = try BuildLock.acquire(in: scratch, log: { _ in })
    let said = Mutex<[String]>([])
    let acquiredAt = Mutex<Date?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      if let second = try? BuildLock.acquire(
        in: scratch, log: { line in said.withLock { $0.append(line) } })
      {
        acquiredAt.withLock { $0 = Date() }
        second.release()
      }
      done.signal()
    }
    Thread.sleep(forTimeInterval: 0.3)
    #expect(acquiredAt.withLock { $0 } == nil, "the second waits while the first holds the lock")
    let released = Date()
    first.release()
    #expect(done.wait(timeout: .now() + 10) == .success)
    #expect(try #require(acquiredAt.withLock { $0 }) >= released)
    #expect(
      said.withLock { $0 } == ["waiting for another build of this project (pid \(getpid()))…"])
  }
}

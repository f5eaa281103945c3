import Foundation
import Synchronization

/// A site kept in memory, for `check` (which compares it with the folder)
/// and for tests.
final class SiteInMemory: SiteOutput {
  private let storage = Mutex<[String: Data]>([:])

  func add(_ path: String, _ data: Data) throws {
    storage.withLock { $0[path] = data }
  }

  var files: [String: Data] { storage.withLock { $0 } }
}

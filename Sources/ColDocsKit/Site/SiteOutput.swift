import Foundation
import Synchronization

/// Where a build puts the site's files as it makes them: a build never
/// holds the whole site, only the pages of the batch it is rendering.
///
/// `add` may be called from several threads at once, each path once.
protocol SiteOutput: Sendable {
  func add(_ path: String, _ data: Data) throws
}

extension SiteOutput {
  func add(_ path: String, _ text: String) throws { try add(path, Data(text.utf8)) }
}

/// A site kept in memory, for `check` (which compares it with the folder)
/// and for tests.
final class SiteInMemory: SiteOutput {
  private let storage = Mutex<[String: Data]>([:])

  func add(_ path: String, _ data: Data) throws {
    storage.withLock { $0[path] = data }
  }

  var files: [String: Data] { storage.withLock { $0 } }
}

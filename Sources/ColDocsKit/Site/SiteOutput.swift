import Foundation

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

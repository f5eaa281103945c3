import Foundation

/// Where a guide's parts are: its content, templates and output folders, and
/// the project root whose engine sources the examples compile against.
public struct Project: Sendable {
  public var root: URL
  public var content: URL
  public var templates: URL
  public var output: URL

  /// The standard layout under `root`: content/, templates/ and site/.
  public init(root: URL, content: URL? = nil, templates: URL? = nil, output: URL? = nil) {
    self.root = root.standardizedFileURL
    self.content = (content ?? root.appendingPathComponent("content")).standardizedFileURL
    self.templates = (templates ?? root.appendingPathComponent("templates")).standardizedFileURL
    self.output = (output ?? root.appendingPathComponent("site")).standardizedFileURL
  }

  /// Scratch space under `.build/`: the examples package and the results cache.
  var scratch: URL { root.appendingPathComponent(".build/coldocs") }

  /// A path as diagnostics show it: relative to the root when inside it.
  public func display(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

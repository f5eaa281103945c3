import Foundation

/// Where a guide's parts are: its content, templates and output folders, and
/// the project root whose engine sources the examples compile against.
public struct Project: Sendable {
  public var root: URL
  public var content: URL
  public var templates: URL
  public var output: URL
  /// The package whose `Sources/CollectionLayout` and `Sources/ColDocsRuntime`
  /// the examples compile against; includes are read from it too.
  public var engineRoot: URL
  /// Scratch space: the examples package and the results cache.
  public var scratch: URL

  /// The standard layout under `root`: content/, templates/ and site/, the
  /// engine in the same package, scratch space under .build/coldocs.
  public init(
    root: URL, content: URL? = nil, templates: URL? = nil, output: URL? = nil,
    engineRoot: URL? = nil, scratch: URL? = nil
  ) {
    self.root = root.standardizedFileURL
    self.content = (content ?? root.appendingPathComponent("content")).standardizedFileURL
    self.templates = (templates ?? root.appendingPathComponent("templates")).standardizedFileURL
    self.output = (output ?? root.appendingPathComponent("site")).standardizedFileURL
    self.engineRoot = (engineRoot ?? root).standardizedFileURL
    self.scratch = (scratch ?? root.appendingPathComponent(".build/coldocs")).standardizedFileURL
  }

  /// A path as diagnostics show it: relative to the root when inside it.
  public func display(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

import Foundation

/// Where a guide's parts are: its content, templates and output folders, and
/// the project root whose engine sources the examples compile against.
public struct Project: Sendable {
  public var root: URL
  public var content: URL
  public var templates: URL
  public var output: URL
  /// The folder `include=` paths are read from: the root by default.
  public var includeRoot: URL
  /// Scratch space: the compiled chapters and the results cache.
  public var scratch: URL
  /// This machine's cache of compiled engines, shared by every guide.
  public var engineCache: URL

  /// The standard layout under `root`: content/, templates/ and site/,
  /// scratch space under .build/coldocs, compiled engines in the user's
  /// cache folder (`$XDG_CACHE_HOME/coldocs`, or `~/.cache/coldocs`).
  public init(
    root: URL, content: URL? = nil, templates: URL? = nil, output: URL? = nil,
    includeRoot: URL? = nil, scratch: URL? = nil, engineCache: URL? = nil
  ) {
    self.root = root.standardizedFileURL
    self.content = (content ?? root.appendingPathComponent("content")).standardizedFileURL
    self.templates = (templates ?? root.appendingPathComponent("templates")).standardizedFileURL
    self.output = (output ?? root.appendingPathComponent("site")).standardizedFileURL
    self.includeRoot = (includeRoot ?? root).standardizedFileURL
    self.scratch = (scratch ?? root.appendingPathComponent(".build/coldocs")).standardizedFileURL
    self.engineCache = (engineCache ?? Self.userCache).standardizedFileURL
  }

  /// The input folder (content/ or templates/) that the output folder is,
  /// or lies in, once links are followed: a site written there would be
  /// read back by the next build, and copied into itself on every one.
  public var inputHoldingOutput: URL? {
    let output = ContainedPath.realAsFarAsExists(self.output).path
    return [content, templates].first { input in
      let folder = ContainedPath.realAsFarAsExists(input).path
      return output == folder || output.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
  }

  /// `$XDG_CACHE_HOME/coldocs`, or `~/.cache/coldocs`.
  public static var userCache: URL {
    let environment = ProcessInfo.processInfo.environment
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return URL(fileURLWithPath: cache).appendingPathComponent("coldocs")
    }
    return FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".cache/coldocs")
  }

  /// A path relative to the root, with `..` where it lies outside: how
  /// diagnostics name a documented package's files.
  public func relativePath(_ url: URL) -> String {
    let from = root.pathComponents
    let to = url.standardizedFileURL.pathComponents
    let shared = zip(from, to).prefix { $0 == $1 }.count
    let parts = Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// A path as diagnostics show it: relative to the root when inside it.
  public func display(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

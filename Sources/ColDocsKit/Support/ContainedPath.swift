import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where a file of a guide really is, once every symbolic link on its way is
/// followed; and whether that place is still inside the folder it was named
/// in. What coldocs reads of a guide (its chapters, index, templates and
/// documented package) never leaves the guide's own folders through a link:
/// a link to `/proc/self/environ` would otherwise publish the build's
/// environment.
enum ContainedPath {
  /// The real path of `url`, or nil when it does not exist.
  static func real(_ url: URL) -> URL? {
    guard let resolved = realpath(url.path, nil) else { return nil }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved))
  }

  /// Whether `url` exists and its real path lies inside the real path of
  /// `root` (or is `root` itself).
  static func isInside(_ url: URL, root: URL) -> Bool {
    guard let target = real(url), let base = real(root) else { return false }
    let prefix = base.path == "/" ? "/" : base.path + "/"
    return target.path == base.path || target.path.hasPrefix(prefix)
  }

  /// The real path of `url`'s nearest existing ancestor (itself when it
  /// exists), with the rest of `url`'s path appended: where a file would
  /// really be written.
  static func realAsFarAsExists(_ url: URL) -> URL {
    var missing: [String] = []
    var next = url.standardizedFileURL
    while real(next) == nil, next.path != "/" {
      missing.insert(next.lastPathComponent, at: 0)
      next = next.deletingLastPathComponent()
    }
    return missing.reduce(real(next) ?? next) { $0.appendingPathComponent($1) }
  }
}

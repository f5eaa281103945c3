import Foundation

/// The regular files under a folder, by path relative to it, in sorted
/// order: what the results cache hashes, the templates copy and the checker
/// compares.
enum FileTree {
  /// With `skippingHidden`, files and folders whose names start with a dot
  /// (a package's .build, .git and .swiftpm) are left out.
  static func files(under folder: URL, skippingHidden: Bool = false) -> [(
    relative: String, url: URL
  )] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: skippingHidden ? [.skipsHiddenFiles] : [])
    else { return [] }
    let base = folder.standardizedFileURL.path
    var files: [(String, URL)] = []
    for case let url as URL in enumerator
    where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
      files.append((String(url.standardizedFileURL.path.dropFirst(base.count + 1)), url))
    }
    return files.sorted { $0.0 < $1.0 }
  }
}

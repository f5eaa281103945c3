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

  /// The entries under `folder` that are neither regular files nor folders
  /// (symbolic links above all, never followed), by sorted relative path:
  /// what no folder coldocs writes may hold.
  static func oddEntries(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    for case let path as String in enumerator {
      let type =
        (try? FileManager.default.attributesOfItem(
          atPath: folder.appendingPathComponent(path).path))?[.type] as? FileAttributeType
      if type != .typeRegular && type != .typeDirectory { found.append(path) }
    }
    return found.sorted()
  }
}

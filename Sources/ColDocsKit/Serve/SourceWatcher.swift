import Foundation

/// Notices edits to the folders a build reads: content, templates, and the
/// engine's and runtime's sources (an example's output changes with them).
/// It compares the path, size and modification time of every file, which
/// costs a few milliseconds for a guide, so polling twice a second is cheap.
struct SourceWatcher {
  let folders: [URL]

  /// A fingerprint of the watched files; it changes when any file does.
  func signature() -> String {
    var hash = ContentHash()
    for folder in folders {
      guard
        let enumerator = FileManager.default.enumerator(
          at: folder,
          includingPropertiesForKeys: [
            .contentModificationDateKey, .fileSizeKey, .isRegularFileKey,
          ],
          // Hidden files and folders are left out: a documented package's
          // .build and .git, and editors' swap files.
          options: [.skipsHiddenFiles])
      else { continue }
      var lines: [String] = []
      for case let url as URL in enumerator {
        guard
          let values = try? url.resourceValues(forKeys: [
            .contentModificationDateKey, .fileSizeKey, .isRegularFileKey,
          ]),
          values.isRegularFile == true
        else { continue }
        let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
        lines.append("\(url.path) \(values.fileSize ?? 0) \(time)")
      }
      for line in lines.sorted() { hash.add(line) }
    }
    return hash.hex
  }
}

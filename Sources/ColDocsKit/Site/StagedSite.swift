import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A site being written into the staging folder, file by file, as a build
/// makes it. Safe to use from several threads: each file is written by one
/// call, and folders are made once, under a lock.
final class StagedSite: SiteOutput {
  let root: String
  /// The previous site's folder, whose unchanged files are linked, not written.
  let previous: String?
  private let madeFolders = Mutex<Set<String>>([])
  private let added = Mutex(0)

  /// How many files have been added.
  var fileCount: Int { added.withLock { $0 } }

  init(root: String, previous: String?) {
    self.root = root
    self.previous = previous
  }

  /// Writes one file of the new site. A file the previous site already
  /// holds, byte for byte, is linked into the new one rather than written:
  /// a new link costs a directory entry, a new file an inode, and inodes are
  /// what a fresh folder of a thousand pages spends its time allocating.
  /// Paths are plain strings: URL arithmetic costs more than the writes.
  func add(_ path: String, _ data: Data) throws {
    added.withLock { $0 += 1 }
    if let slash = path.lastIndex(of: "/") {
      let folder = String(path[..<slash])
      try madeFolders.withLock { made in
        guard !made.contains(folder) else { return }
        try FileManager.default.createDirectory(
          atPath: root + "/" + folder, withIntermediateDirectories: true)
        made.insert(folder)
      }
    }
    if let previous, Self.link(previous + "/" + path, to: root + "/" + path, ifHolding: data) {
      return
    }
    try Self.writeFile(data, to: root + "/" + path)
  }

  /// Links `existing` at `path` when it holds exactly `data`; false when it
  /// does not, or cannot be linked (then the caller writes the file).
  static func link(_ existing: String, to path: String, ifHolding data: Data) -> Bool {
    var status = stat()
    guard stat(existing, &status) == 0, Int(status.st_size) == data.count,
      let current = FileManager.default.contents(atPath: existing), current == data
    else { return false }
    return Glibc.link(existing, path) == 0
  }

  /// Writes a new file with plain system calls: for a thousand small pages,
  /// several times faster than `Data.write(to:)`. The file must not exist
  /// yet: an existing path could be a link into the previous site.
  static func writeFile(_ data: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw writeError(path) }
    defer { close(descriptor) }
    try data.withUnsafeBytes { buffer in
      // An empty buffer may have no address; there is nothing to write then.
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw writeError(path) }
        offset += written
      }
    }
  }

  /// The error of a failed write, with the system's reason and the path.
  private static func writeError(_ path: String) -> Error {
    let code = errno
    return NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
      userInfo: [
        NSFilePathErrorKey: path,
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
      ])
  }
}

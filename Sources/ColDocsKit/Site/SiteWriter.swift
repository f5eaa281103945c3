import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a built site into its folder atomically: everything is written to
/// a sibling folder first, then swapped in, so a failed build leaves the
/// previous site untouched. coldocs only replaces folders it created (they
/// hold a marker file), and pages that are no longer built disappear.
public struct SiteWriter {
  /// The file that marks a folder as coldocs's.
  public static let marker = ".coldocs-site"
  static let markerText =
    "This folder is written by coldocs build. Edit content/ and templates/ instead.\n"

  let folder: URL
  let displayFolder: String

  /// Refuses a folder that exists, is not empty and was not made by coldocs.
  func checkOwnership() throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw Diagnostic(
        file: displayFolder, message: "the output path is a file, not a folder",
        fix: "choose another --output")
    }
    let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    let ignorable: Set<String> = [".gitkeep", ".DS_Store"]
    guard entries.contains(Self.marker) || entries.allSatisfy(ignorable.contains) else {
      throw Diagnostic(
        file: displayFolder,
        message: "the output folder is not empty and was not written by coldocs",
        fix: "choose an empty folder with --output, or remove the folder's contents yourself")
    }
  }

  /// Writes the site; `swapLock`, when given, is held while the folders are
  /// swapped, so a reader holding it never sees a missing or partial site.
  func write(_ files: [String: Data], swapLock: NSLock? = nil) throws {
    try checkOwnership()
    let manager = FileManager.default
    let parent = folder.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).coldocs-new")
    let retired = parent.appendingPathComponent(".\(folder.lastPathComponent).coldocs-old")
    try? manager.removeItem(at: staging)
    try? manager.removeItem(at: retired)
    try manager.createDirectory(at: staging, withIntermediateDirectories: true)
    do {
      // Folders first, one by one; then the files, several at a time. Paths
      // are plain strings: URL arithmetic costs more than the writes.
      let root = staging.path
      let ordered = files.sorted(by: { $0.key < $1.key })
      var made = Set<String>()
      for (path, _) in ordered {
        guard let slash = path.lastIndex(of: "/") else { continue }
        let folder = String(path[..<slash])
        if made.insert(folder).inserted {
          try manager.createDirectory(
            atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
      }
      // A file the previous site already holds, byte for byte, is linked
      // into the new one rather than written: a new link costs a directory
      // entry, a new file an inode, and inodes are what a fresh folder of a
      // thousand pages spends its time allocating.
      let previous =
        manager.fileExists(atPath: folder.appendingPathComponent(Self.marker).path)
        ? folder.path : nil
      _ = try Parallel.map(ordered.indices) { index in
        let (path, data) = ordered[index]
        if let previous, Self.link(previous + "/" + path, to: root + "/" + path, ifHolding: data) {
          return
        }
        try Self.writeFile(data, to: root + "/" + path)
      }
      try Data(Self.markerText.utf8).write(to: staging.appendingPathComponent(Self.marker))
      swapLock?.lock()
      defer { swapLock?.unlock() }
      if manager.fileExists(atPath: folder.path) { try manager.moveItem(at: folder, to: retired) }
      try manager.moveItem(at: staging, to: folder)
      try? manager.removeItem(at: retired)
    } catch {
      try? manager.removeItem(at: staging)
      if !manager.fileExists(atPath: folder.path), manager.fileExists(atPath: retired.path) {
        try? manager.moveItem(at: retired, to: folder)
      }
      throw Diagnostic(
        file: displayFolder, message: "writing the site failed: \(error.localizedDescription)",
        fix: "the previous site was kept; check the disk and permissions")
    }
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
  /// several times faster than `Data.write(to:)`.
  static func writeFile(_ data: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    defer { close(descriptor) }
    try data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        guard written > 0 else {
          throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        offset += written
      }
    }
  }

  /// The files of the folder as it is now (without the marker), for comparison.
  func currentFiles() -> [String: Data] {
    var files: [String: Data] = [:]
    for file in FileTree.files(under: folder)
    where file.relative != Self.marker && file.relative != ".gitkeep" {
      files[file.relative] = try? Data(contentsOf: file.url)
    }
    return files
  }
}

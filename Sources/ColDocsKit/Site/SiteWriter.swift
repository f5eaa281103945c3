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

  /// The sibling folder a new site is written into before it is swapped in;
  /// after a swap it briefly holds the previous site while that is removed.
  var staging: URL {
    folder.deletingLastPathComponent().appendingPathComponent(
      ".\(folder.lastPathComponent).coldocs-new")
  }

  /// Where the previous site waits during a two-step swap (only on file
  /// systems that cannot exchange two folders in one step).
  var retired: URL {
    folder.deletingLastPathComponent().appendingPathComponent(
      ".\(folder.lastPathComponent).coldocs-old")
  }

  /// Repairs what a build killed while writing left behind: when the output
  /// folder is missing but a two-step swap had already moved the previous
  /// site aside, moves it back; then removes the staging and retired folders.
  /// Run only by the holder of the build lock.
  func recoverInterruptedWrite() throws {
    let manager = FileManager.default
    if !manager.fileExists(atPath: folder.path),
      manager.fileExists(atPath: retired.appendingPathComponent(Self.marker).path)
    {
      try manager.moveItem(at: retired, to: folder)
    }
    for leftover in [staging, retired] where manager.fileExists(atPath: leftover.path) {
      do {
        try manager.removeItem(at: leftover)
      } catch {
        throw Diagnostic(
          file: displayFolder,
          message:
            "could not remove the leftover folder \(leftover.lastPathComponent) of an earlier build: \(Self.reason(error))",
          fix: "remove it yourself, then build again")
      }
    }
  }

  /// Writes the site; `swapLock`, when given, is held while the folders are
  /// swapped, so a reader holding it never sees a missing or partial site.
  ///
  /// A process killed at any moment leaves the output folder holding either
  /// the previous site or the new one: the new site is complete in the
  /// staging folder before the two folders are exchanged in one `renameat2`
  /// call. What may be left is the staging folder (a partial new site, or the
  /// previous site not yet removed), which the next write removes first.
  func write(_ files: [String: Data], swapLock: NSLock? = nil) throws {
    try recoverInterruptedWrite()
    try checkOwnership()
    let manager = FileManager.default
    let hadSite = manager.fileExists(atPath: folder.appendingPathComponent(Self.marker).path)
    let staging = self.staging
    do {
      try manager.createDirectory(
        at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw failure(
        "could not create \(staging.lastPathComponent) beside it: \(Self.reason(error))",
        hadSite: hadSite)
    }
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
      let previous = hadSite ? folder.path : nil
      _ = try Parallel.map(ordered.indices) { index in
        let (path, data) = ordered[index]
        if let previous, Self.link(previous + "/" + path, to: root + "/" + path, ifHolding: data) {
          return
        }
        try Self.writeFile(data, to: root + "/" + path)
      }
      try Self.writeFile(Data(Self.markerText.utf8), to: root + "/" + Self.marker)
      try swap(swapLock: swapLock)
    } catch {
      try? manager.removeItem(at: staging)
      if !manager.fileExists(atPath: folder.path), manager.fileExists(atPath: retired.path) {
        try? manager.moveItem(at: retired, to: folder)
      }
      throw failure(Self.reason(error), hadSite: hadSite)
    }
    // The staging folder now holds the previous site; a kill before it is
    // gone leaves it for the next write to remove.
    try? manager.removeItem(at: staging)
    try? manager.removeItem(at: retired)
  }

  /// Puts the complete staging folder in place of the output folder.
  private func swap(swapLock: NSLock?) throws {
    let manager = FileManager.default
    swapLock?.lock()
    defer { swapLock?.unlock() }
    guard manager.fileExists(atPath: folder.path) else {
      try manager.moveItem(at: staging, to: folder)
      return
    }
    if Self.exchange(staging.path, folder.path) { return }
    // No atomic exchange here: two renames, repaired by
    // `recoverInterruptedWrite` if the process dies between them.
    try manager.moveItem(at: folder, to: retired)
    try manager.moveItem(at: staging, to: folder)
  }

  /// Exchanges two paths in one step (Linux `renameat2` with
  /// `RENAME_EXCHANGE`); false when the system or file system cannot.
  static func exchange(_ first: String, _ second: String) -> Bool {
    typealias RenameAt2 =
      @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard let symbol = renameAt2Symbol else { return false }
    let renameAt2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
    return renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
  }

  /// `renameat2` is in glibc 2.28 and later, but not in Swift's Glibc module.
  nonisolated(unsafe) static let renameAt2Symbol: UnsafeMutableRawPointer? = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "renameat2")

  /// The diagnostic for a failed write, saying what happened to the old site.
  private func failure(_ reason: String, hadSite: Bool) -> Diagnostic {
    Diagnostic(
      file: displayFolder, message: "writing the site failed: \(reason)",
      fix: hadSite
        ? "the previous site in \(displayFolder)/ was kept; free disk space or fix the folder's permissions, then build again"
        : "no site was written; free disk space or fix the folder's permissions, then build again")
  }

  /// The system's reason for a failed file operation, in plain words.
  static func reason(_ error: Error) -> String {
    let path = ((error as NSError).userInfo[NSFilePathErrorKey] as? String).map { " (\($0))" }
    return FileErrorReason.of(error) + (path ?? "")
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
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
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

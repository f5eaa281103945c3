import Foundation

/// Where snapshots live: `content/snapshots/CHAPTER/EXAMPLE.txt`.
struct SnapshotStore {
  let folder: URL
  let displayFolder: String

  func url(for example: ExampleSpec) -> URL {
    folder.appendingPathComponent(example.chapter).appendingPathComponent("\(example.id).txt")
  }

  func displayPath(for example: ExampleSpec) -> String {
    "\(displayFolder)/snapshots/\(example.chapter)/\(example.id).txt"
  }

  func recorded(_ example: ExampleSpec) -> Snapshot? {
    (try? String(contentsOf: url(for: example), encoding: .utf8)).map(Snapshot.init(text:))
  }

  func record(_ snapshot: Snapshot, for example: ExampleSpec) throws {
    let url = url(for: example)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try snapshot.text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Why the snapshot of `example` could not be written, at its fence.
  func unwritable(_ example: ExampleSpec, _ error: Error) -> Diagnostic {
    let reason = FileErrorReason.of(error)
    var blocker = ""
    var isFolder: ObjCBool = false
    for path in [folder.path, url(for: example).deletingLastPathComponent().path]
    where FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && !isFolder.boolValue
    {
      blocker =
        " (\(path == folder.path ? "\(displayFolder)/snapshots" : "\(displayFolder)/snapshots/\(example.chapter)") is a file, not a folder)"
    }
    return Diagnostic(
      file: example.file, line: example.line, column: example.column,
      message: "cannot write the snapshot \(displayPath(for: example)): \(reason)\(blocker)",
      fix:
        "make the snapshots folder and its files writable folders and files, then run 'coldocs check --update' again"
    )
  }

  /// Snapshot files no example produces any more. Only files coldocs
  /// wrote count: `CHAPTER/ID.txt` whose first line is `snapshot CHAPTER/ID`;
  /// anything else an author keeps in the folder is left alone.
  func orphans(keeping examples: [ExampleSpec]) -> [URL] {
    let wanted = Set(examples.map(\.qualifiedID))
    let manager = FileManager.default
    var found: [URL] = []
    for chapter in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let chapterFolder = folder.appendingPathComponent(chapter)
      for name in (try? manager.contentsOfDirectory(atPath: chapterFolder.path)) ?? []
      where name.hasSuffix(".txt") {
        let id = "\(chapter)/\(name.dropLast(4))"
        let url = chapterFolder.appendingPathComponent(name)
        guard !wanted.contains(id), Self.firstLine(of: url) == "snapshot \(id)" else { continue }
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The first line of a file, reading no more than a line's worth of it.
  private static func firstLine(of url: URL) -> String? {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 512) else { return nil }
    return String(decoding: head.prefix { $0 != 0x0A }, as: UTF8.self)
  }
}

import Foundation

/// Writes a set of files that must all be new: when any of them exists,
/// nothing is written and the error names every one that does. It writes
/// all or nothing: when one write fails (a full disk, a folder that is a
/// file), the files and folders written before it are removed again, so
/// the command can simply be run again once the cause is fixed.
enum NewFiles {
  /// Writes `files` (relative path → text) into `folder`; returns the paths
  /// written, sorted.
  static func write(_ files: [String: String], into folder: URL, displayFolder: String) throws
    -> [String]
  {
    let paths = files.keys.sorted()
    let existing = paths.filter {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }
    guard existing.isEmpty else {
      throw DiagnosticList(
        existing.map {
          Diagnostic(
            file: display($0, in: displayFolder), message: "this file exists already",
            fix: "move it away or choose another folder; coldocs never overwrites a file")
        })
    }
    var made = MadeSoFar()
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(path)
      do {
        try made.createFolder(url.deletingLastPathComponent())
        try text.write(to: url, atomically: true, encoding: .utf8)
        made.files.append(url)
      } catch {
        made.undo()
        throw Diagnostic(
          file: display(path, in: displayFolder),
          message:
            "could not write the file: \(FileErrorReason.withPath(error)); nothing was written",
          fix: "check that the folder is writable, then run the command again")
      }
    }
    return paths
  }

  /// The files and folders written so far, to remove on failure.
  private struct MadeSoFar {
    var files: [URL] = []
    var folders: [URL] = []

    /// Creates `folder` and its missing parents, remembering each.
    mutating func createFolder(_ folder: URL) throws {
      var missing: [URL] = []
      var next = folder.standardizedFileURL
      while !FileManager.default.fileExists(atPath: next.path), next.path != "/" {
        missing.append(next)
        next = next.deletingLastPathComponent()
      }
      for created in missing.reversed() {
        try FileManager.default.createDirectory(at: created, withIntermediateDirectories: false)
        folders.append(created)
      }
    }

    /// Removes the files, then the folders, newest first.
    func undo() {
      for file in files.reversed() { try? FileManager.default.removeItem(at: file) }
      for folder in folders.reversed() { rmdir(folder.path) }
    }
  }

  private static func display(_ path: String, in folder: String) -> String {
    folder.isEmpty || folder == "." ? path : "\(folder)/\(path)"
  }
}

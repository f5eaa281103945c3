import Foundation

/// Writes a set of files that must all be new: when any of them exists,
/// nothing is written and the error names every one that does.
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
    for path in paths {
      let url = folder.appendingPathComponent(path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files[path]!.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        throw Diagnostic(
          file: display(path, in: displayFolder),
          message: "could not write the file: \(SiteWriter.reason(error))",
          fix: "check that the folder is writable")
      }
    }
    return paths
  }

  private static func display(_ path: String, in folder: String) -> String {
    folder.isEmpty || folder == "." ? path : "\(folder)/\(path)"
  }
}

import Foundation

/// The SHA-256 of every file coldocs compiled into an engine folder, written
/// beside them when the folder is made and compared before the folder is
/// used.
///
/// Every guide on the machine links the engine in the shared cache, so a
/// folder that anything but coldocs's own engine compile changed (a file
/// rewritten, added, removed or replaced by a link) must never run: it is
/// compiled again instead. The digests come from coreutils' `sha256sum`,
/// which reads the tens of megabytes of a debug engine in well under a
/// second.
enum EngineSeal {
  static let fileName = "engine.sha256"

  /// Writes the seal of `folder`'s files.
  static func seal(_ folder: URL) throws {
    guard let digests = digests(of: folder) else {
      throw Diagnostic(
        file: "coldocs", message: "cannot seal the compiled engine in \(folder.path)",
        fix: "coldocs needs coreutils' sha256sum on PATH")
    }
    try Data(digests.utf8).write(to: folder.appendingPathComponent(fileName), options: .atomic)
  }

  /// Whether `folder` holds exactly the files its seal lists, unchanged.
  static func holds(_ folder: URL) -> Bool {
    guard
      let sealed = try? String(
        contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8),
      let now = digests(of: folder)
    else { return false }
    return sealed == now
  }

  /// `sha256sum`'s lines for every file under `folder` but the seal, by
  /// sorted relative path; nil when the folder holds anything but files
  /// and folders (a link, say) or cannot be read.
  static func digests(of folder: URL) -> String? {
    guard let files = regularFiles(under: folder) else { return nil }
    guard let tool = Subprocess.onPath("sha256sum") else { return nil }
    let base = folder.standardizedFileURL.path + "/"
    var lines: [String] = []
    // A few hundred paths per call keep the command line short.
    for start in stride(from: 0, to: files.count, by: 256) {
      let batch = files[start..<min(start + 256, files.count)].map { base + $0 }
      guard
        let outcome = try? Subprocess(executable: tool, arguments: ["--"] + batch).run(
          timeout: 120),
        outcome.status == 0, !outcome.crashed
      else { return nil }
      lines += outcome.output.split(separator: "\n").map {
        $0.replacingOccurrences(of: base, with: "")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func regularFiles(under folder: URL) -> [String]? {
    guard FileTree.oddEntries(under: folder).isEmpty else { return nil }
    return FileTree.files(under: folder).map(\.relative).filter { $0 != fileName }
  }
}

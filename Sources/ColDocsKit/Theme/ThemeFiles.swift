import ColDocsResources
import Foundation

/// The files of a guide's theme: coldocs's built-in theme, each file of it
/// replaced by the guide's file of the same path under templates/, and the
/// guide's other files added, as Hugo and mdBook themes are overridden.
/// A guide without templates/ gets the built-in theme whole.
struct ThemeFiles {
  struct File {
    let data: Data
    /// How diagnostics name it: `templates/page.mustache`, or
    /// `(built-in theme)/page.mustache`.
    let display: String
  }

  /// Relative path (`page.mustache`, `assets/style.css`) → file.
  let files: [String: File]

  /// How diagnostics name a file of the built-in theme.
  static let builtInFolder = "(built-in theme)"

  init(builtIn: [String: String] = EmbeddedFiles.theme, folder: URL, displayFolder: String) throws {
    var files: [String: File] = [:]
    for (path, text) in builtIn {
      files[path] = File(data: Data(text.utf8), display: "\(Self.builtInFolder)/\(path)")
    }
    for (path, data) in try Self.read(folder, displayFolder: displayFolder) {
      files[path] = File(data: data, display: "\(displayFolder)/\(path)")
    }
    self.files = files
  }

  /// Every file under `folder`, read as it is. Symbolic links to files in
  /// the folder are followed, links out of it refused; anything that is not a file (a FIFO, a socket, a broken or
  /// looping link) is a problem, never silently left out of the site.
  private static func read(_ folder: URL, displayFolder: String) throws -> [String: Data] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    else { return [:] }
    let base = folder.standardizedFileURL.path
    var found: [String: Data] = [:]
    var problems: [Diagnostic] = []
    for case let url as URL in enumerator {
      let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      if exists, isFolder.boolValue { continue }
      if exists, !ContainedPath.isInside(url, root: folder) {
        problems.append(
          Diagnostic(
            file: "\(displayFolder)/\(relative)",
            message: "this file is a symbolic link to a place outside \(displayFolder)/",
            fix: "copy the file into \(displayFolder)/ instead of linking to it"))
        continue
      }
      guard exists, isRegularFile(url), let data = try? Data(contentsOf: url) else {
        problems.append(
          Diagnostic(
            file: "\(displayFolder)/\(relative)",
            message: exists
              ? "this file is not a regular file or cannot be read"
              : "this file is a symbolic link that leads nowhere",
            fix: "replace it with an ordinary file, or remove it"))
        continue
      }
      found[relative] = data
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return found
  }

  /// True for a regular file, or a link that ends at one.
  private static func isRegularFile(_ url: URL) -> Bool {
    var status = stat()
    return stat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }
}

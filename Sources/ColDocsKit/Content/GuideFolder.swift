import Foundation

/// Where a guide is, for the advice given when coldocs runs somewhere
/// that holds none: the commands read `content/coldocs.yml` below the
/// current folder, and an author inside `content/` or deeper, or in an
/// empty folder, should be told where to go rather than to create a file.
enum GuideFolder {
  /// What to do when `content` has no configuration.
  static func whereToRun(missing content: URL) -> String {
    let here = content.deletingLastPathComponent().standardizedFileURL
    let name = SiteConfiguration.fileName
    if exists(here.appendingPathComponent(name)) {
      return
        "this is a guide's content folder; run coldocs from the folder above it (cd ..), or pass --content ."
    }
    var folder = here.deletingLastPathComponent()
    var steps = 1
    while folder.path != "/" && steps < 64 {
      if exists(folder.appendingPathComponent("content").appendingPathComponent(name)) {
        let up = Array(repeating: "..", count: steps).joined(separator: "/")
        return "run coldocs from the guide's folder, \(folder.path) (cd \(up))"
      }
      folder = folder.deletingLastPathComponent()
      steps += 1
    }
    return
      "run coldocs from a guide's folder (the one holding content/\(name)), or make a new guide there with 'coldocs init'"
  }

  private static func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }
}

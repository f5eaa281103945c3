import Foundation

/// Maps a request path to a file of the output folder, and never to anything
/// outside it: `..` segments (plain or percent-encoded), absolute paths and
/// paths through symbolic links that leave the folder are refused.
struct ServedFiles {
  let root: URL

  enum Resolution: Equatable {
    case file(URL)
    case notFound
    case forbidden
  }

  func resolve(_ requestPath: String) -> Resolution {
    let withoutQuery = requestPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
    guard let decoded = withoutQuery.removingPercentEncoding, !decoded.contains("\0"),
      !decoded.contains("\\")
    else { return .forbidden }
    let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
    guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return .forbidden }
    var relative = segments.joined(separator: "/")
    if relative.isEmpty || decoded.hasSuffix("/") {
      relative += relative.isEmpty ? "index.html" : "/index.html"
    }
    let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
    let candidate = root.appendingPathComponent(relative).standardizedFileURL
      .resolvingSymlinksInPath()
    guard candidate.path.hasPrefix(rootPath + "/") else { return .forbidden }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) else {
      return .notFound
    }
    if isDirectory.boolValue {
      return resolve("/" + relative + "/")
    }
    return .file(candidate)
  }

  /// The media type for a file name.
  static func contentType(_ name: String) -> String {
    switch (name as NSString).pathExtension.lowercased() {
    case "html": return "text/html; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "js": return "text/javascript; charset=utf-8"
    case "svg": return "image/svg+xml"
    case "xml": return "application/xml; charset=utf-8"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "json": return "application/json"
    case "zip": return "application/zip"
    default: return "application/octet-stream"
    }
  }
}

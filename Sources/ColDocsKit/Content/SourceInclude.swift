import Foundation

/// Shows a region of the project's own sources, so that code the guide quotes
/// is the code that runs. A region is marked in the source file by
/// `// ANCHOR: name` and `// ANCHOR_END: name` lines.
struct SourceInclude {
  let root: URL

  func region(_ path: String, anchor: String, at place: (file: String, line: Int, column: Int))
    throws -> String
  {
    func problem(_ message: String, fix: String = "") -> Diagnostic {
      Diagnostic(
        file: place.file, line: place.line, column: place.column, message: message, fix: fix)
    }
    let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
    let target = root.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
    guard !path.hasPrefix("/"), target.path.hasPrefix(rootPath + "/") else {
      throw problem(
        "include of '\(path)' reaches outside the project",
        fix: "include files under the project root only")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else {
      throw problem(
        "cannot include '\(path)': no such file", fix: "give a path relative to the project root")
    }
    guard !isFolder.boolValue else {
      throw problem(
        "cannot include '\(path)': it is a folder", fix: "name a file inside it")
    }
    let text: String
    do {
      text = try TextFile.read(target, displayPath: path)
    } catch let unreadable as Diagnostic {
      throw problem("cannot include '\(path)': \(unreadable.message)", fix: unreadable.fix)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let isStart = { (line: Substring) in Self.marker(line).map { $0 == ("ANCHOR", anchor) } ?? false
    }
    let isEnd = { (line: Substring) in
      Self.marker(line).map { $0 == ("ANCHOR_END", anchor) } ?? false
    }
    guard let start = lines.firstIndex(where: isStart),
      let end = lines[(start + 1)...].firstIndex(where: isEnd)
    else {
      throw problem(
        "'\(path)' has no anchor '\(anchor)'",
        fix: "mark the region with // ANCHOR: \(anchor) and // ANCHOR_END: \(anchor)")
    }
    let body = lines[(start + 1)..<end].filter { Self.marker($0) == nil }
    return Self.dedent(body).joined(separator: "\n") + "\n"
  }

  /// ("ANCHOR", "name") for a marker line, nil for any other line.
  private static func marker(_ line: Substring) -> (String, String)? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    for kind in ["ANCHOR_END", "ANCHOR"] where trimmed.hasPrefix("// \(kind): ") {
      return (kind, String(trimmed.dropFirst(kind.count + 5)).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// The lines without the indentation they all share.
  private static func dedent(_ lines: [Substring]) -> [Substring] {
    let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }
    let common = indents.min() ?? 0
    return lines.map { $0.count >= common ? $0.dropFirst(common) : "" }
  }
}

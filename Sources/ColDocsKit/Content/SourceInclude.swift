import Foundation

/// Shows a file of the guide or of the package it documents, or a part of
/// one, so that the code a page quotes is the code that runs.
///
/// A path is read from the folder of the Markdown file that names it, as
/// mdBook reads its includes, so that a link-checker, an editor's "go to
/// file" and the author all read it the same way. The file must lie, once
/// links are followed, inside one of the allowed folders: the project's
/// include root (the guide's folder) or the documented package's folder,
/// which for a guide beside its library is outside the guide.
struct SourceInclude {
  /// The folder of the Markdown file: paths are relative to it.
  let base: URL
  /// The folders a file may be read from.
  let allowed: [URL]
  /// Where paths were read from before they were read from the Markdown
  /// file's folder: a path found only from there gets a hint to rewrite it.
  var formerBase: URL? = nil

  typealias Place = (file: String, line: Int, column: Int)

  /// The lines `selection` picks from the file at `path`, without the
  /// indentation they share and without anchor markers.
  func text(_ path: String, _ selection: IncludeSelection, at place: Place) throws -> String {
    let target = try file(path, at: place)
    let text: String
    do {
      text = try TextFile.read(target, displayPath: path)
    } catch let unreadable as Diagnostic {
      throw Self.problem("cannot include '\(path)': \(unreadable.message)", place, unreadable.fix)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let picked = try Self.pick(selection, from: lines, path: path, at: place)
    return Self.dedent(picked.filter { Self.marker($0) == nil }).joined(separator: "\n") + "\n"
  }

  /// The file `path` names, checked to exist inside an allowed folder.
  private func file(_ path: String, at place: Place) throws -> URL {
    guard !path.hasPrefix("/") else {
      throw Self.problem(
        "include of '\(path)' is an absolute path", place,
        "give the path relative to the folder of this Markdown file")
    }
    let target = base.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
    guard isAllowed(target) else {
      throw Self.problem(
        "include of '\(path)' reaches outside the project and the documented package", place,
        "include files of the guide's project or of its package only")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else {
      throw Self.problem("cannot include '\(path)': no such file", place, hint(for: path))
    }
    guard !isFolder.boolValue else {
      throw Self.problem("cannot include '\(path)': it is a folder", place, "name a file inside it")
    }
    return target
  }

  private func isAllowed(_ target: URL) -> Bool {
    allowed.contains { folder in
      let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
      return target.path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
  }

  /// What to do about a missing file: the rewritten path when the former
  /// rule finds it, else where paths are read from.
  private func hint(for path: String) -> String {
    let relativeToBase = "give the path relative to the folder of this Markdown file"
    guard let formerBase else { return relativeToBase }
    let former = formerBase.appendingPathComponent(path).standardizedFileURL
    guard FileManager.default.fileExists(atPath: former.path), isAllowed(former) else {
      return relativeToBase
    }
    return
      "paths are read from the folder of this Markdown file: write include=\(Self.path(of: former, from: base))"
  }

  private static func pick(
    _ selection: IncludeSelection, from lines: [Substring], path: String, at place: Place
  ) throws -> ArraySlice<Substring> {
    switch selection {
    case .wholeFile:
      return lines[...]
    case .lines(let range):
      guard range.upperBound <= lines.count else {
        throw problem(
          "cannot include lines \(range.lowerBound)–\(range.upperBound) of '\(path)': it has \(lines.count) lines",
          place, "give a range within the file")
      }
      return lines[(range.lowerBound - 1)...(range.upperBound - 1)]
    case .anchor(let anchor):
      let isStart = { (line: Substring) in marker(line).map { $0 == ("ANCHOR", anchor) } ?? false }
      let isEnd = { (line: Substring) in
        marker(line).map { $0 == ("ANCHOR_END", anchor) } ?? false
      }
      guard let start = lines.firstIndex(where: isStart),
        let end = lines[(start + 1)...].firstIndex(where: isEnd)
      else {
        throw problem(
          "'\(path)' has no anchor '\(anchor)'", place,
          "mark the region with // ANCHOR: \(anchor) and // ANCHOR_END: \(anchor)")
      }
      return lines[(start + 1)..<end]
    }
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

  /// `url` relative to the folder `from`: "../Sources/A.swift".
  private static func path(of url: URL, from folder: URL) -> String {
    let from = folder.standardizedFileURL.pathComponents
    let to = url.standardizedFileURL.pathComponents
    let shared = zip(from, to).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared))
      .joined(separator: "/")
  }

  private static func problem(_ message: String, _ place: Place, _ fix: String) -> Diagnostic {
    Diagnostic(file: place.file, line: place.line, column: place.column, message: message, fix: fix)
  }
}

import Foundation
import Yams

/// The YAML block at the top of a page, between two `---` lines.
struct FrontMatter: Equatable {
  var title: String?
  var summary: String?

  /// Splits a page into its front matter and its Markdown body; `bodyLine`
  /// is the file line where the body starts.
  ///
  /// A page has front matter when it opens with a `---` line followed by
  /// `key: value` lines. Anything else (two thematic breaks, a setext
  /// heading) stays Markdown, so plain CommonMark renders as cmark renders it.
  static func split(_ text: String, file: String) throws -> (
    FrontMatter, body: String, bodyLine: Int
  ) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first.map({ $0.trimmingCharacters(in: .whitespaces) }) == "---",
      lines.count > 1, looksLikeKey(lines[1])
    else {
      return (FrontMatter(), text, 1)
    }
    guard
      let end = lines.dropFirst().firstIndex(where: {
        $0.trimmingCharacters(in: .whitespaces) == "---"
      })
    else {
      throw Diagnostic(
        file: file, line: 1, message: "front matter is not closed",
        fix: "end it with a line holding only ---")
    }
    let yaml = lines[1..<end].joined(separator: "\n")
    let matter = try parse(yaml, file: file)
    let body = lines[(end + 1)...].joined(separator: "\n")
    return (matter, body, end + 2)
  }

  /// "title: …" or "summary:" — a YAML key at the start of a line.
  private static func looksLikeKey(_ line: Substring) -> Bool {
    guard let colon = line.firstIndex(of: ":") else { return false }
    let key = line[..<colon]
    return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  private static func parse(_ yaml: String, file: String) throws -> FrontMatter {
    let value: Any?
    do {
      value = try Yams.load(yaml: yaml)
    } catch let error as YamlError {
      throw Diagnostic(
        file: file, line: 1 + YAMLErrors.line(of: error), column: YAMLErrors.column(of: error),
        message: "malformed front matter: \(YAMLErrors.summary(of: error))",
        fix: "write it as YAML, for example 'title: Flow layout'")
    }
    guard let value else { return FrontMatter() }
    guard let fields = value as? [String: Any] else {
      throw Diagnostic(
        file: file, line: 2, message: "front matter must be a set of 'key: value' lines")
    }
    var matter = FrontMatter()
    for (key, field) in fields {
      switch key {
      case "title": matter.title = "\(field)"
      case "summary": matter.summary = "\(field)"
      default:
        throw Diagnostic(
          file: file, line: 2, message: "unknown front-matter key '\(key)'",
          fix: "use title or summary")
      }
    }
    return matter
  }
}

/// Positions and short messages out of Yams' errors.
enum YAMLErrors {
  static func line(of error: YamlError) -> Int {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return mark.line
    default:
      return 1
    }
  }

  static func column(of error: YamlError) -> Int {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return mark.column
    default:
      return 1
    }
  }

  static func summary(of error: YamlError) -> String {
    switch error {
    case .scanner(_, let problem, _, _), .parser(_, let problem, _, _),
      .composer(_, let problem, _, _):
      return problem
    default:
      return "\(error)"
    }
  }
}

import Foundation
import Yams

/// The YAML block at the top of a page, between two `---` lines.
struct FrontMatter: Equatable {
  var title: String?
  var summary: String?
  /// The page's language (a BCP 47 tag such as `en` or `zh-Hans`) when it
  /// differs from the site's.
  var lang: String?

  /// Splits a page into its front matter and its Markdown body; `bodyLine`
  /// is the file line where the body starts.
  ///
  /// A page has front matter when it opens with a `---` line followed by
  /// `key: value` lines. Anything else (two thematic breaks, a setext
  /// heading) stays Markdown, so plain CommonMark renders as cmark renders it.
  static func split(_ text: String, file: String) throws -> (
    FrontMatter, body: String, bodyLine: Int
  ) {
    // Only the head of the page is split into lines, never the body.
    let head = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    guard head.count > 1, head[0].trimmingCharacters(in: .whitespaces) == "---",
      looksLikeKey(head[1])
    else {
      return (FrontMatter(), text, 1)
    }
    var yaml: [Substring] = []
    var rest = text[head[0].endIndex...].dropFirst()
    var lineNumber = 1
    while let newline = rest.firstIndex(of: "\n") {
      let line = rest[..<newline]
      rest = rest[rest.index(after: newline)...]
      lineNumber += 1
      if line.trimmingCharacters(in: .whitespaces) == "---" {
        let matter = try parse(yaml.joined(separator: "\n"), file: file)
        return (matter, String(rest), lineNumber + 1)
      }
      yaml.append(line)
    }
    if rest.trimmingCharacters(in: .whitespaces) == "---" {
      return (try parse(yaml.joined(separator: "\n"), file: file), "", lineNumber + 2)
    }
    throw Diagnostic(
      file: file, line: 1, message: "front matter is not closed",
      fix: "end it with a line holding only ---")
  }

  /// "title: …" or "summary:" — a YAML key at the start of a line.
  private static func looksLikeKey(_ line: Substring) -> Bool {
    guard let colon = line.firstIndex(of: ":") else { return false }
    let key = line[..<colon]
    return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
  }

  private static func parse(_ yaml: String, file: String) throws -> FrontMatter {
    if let simple = simpleFields(yaml) { return try fromFields(simple, file: file) }
    let value: Any?
    do {
      value = try BoundedYAML.load(yaml: yaml)
    } catch let error as BoundedYAML.TooLarge {
      throw Diagnostic(
        file: file, line: 1 + error.line, column: error.column,
        message: "front matter expands to more than \(BoundedYAML.maximumNodes) values",
        fix: "write the title and summary as plain text, without aliases")
    } catch let error as BoundedYAML.BaseSixtyNumber {
      throw Diagnostic(
        file: file, line: 1 + error.line, column: error.column,
        message: "a value written as digits and colons reads as a base-60 number in YAML",
        fix: "put it in quotes")
    } catch let error as BoundedYAML.KeyNotText {
      throw Diagnostic(
        file: file, line: 1 + error.line, column: error.column,
        message: "a front-matter key must be plain text, not a list or a mapping",
        fix: "write keys as 'title:', 'summary:' or 'lang:'")
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
    return try fromFields(fields, file: file)
  }

  /// Plain `key: value` lines, read without a YAML parser (much faster on a
  /// thousand pages); nil when any line needs one: quotes, lists, comments,
  /// special characters.
  private static func simpleFields(_ yaml: String) -> [String: Any]? {
    var fields: [String: Any] = [:]
    for line in yaml.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty
    {
      guard looksLikeKey(line), let colon = line.firstIndex(of: ":") else { return nil }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      let special = "\"'[]{}#&*!|>%@`:-?,"
      guard let first = value.first, !special.contains(first), !value.contains(": "),
        !value.contains(" #"), value.lowercased() != "null", value != "~"
      else { return nil }
      fields[String(line[..<colon])] = value
    }
    return fields
  }

  /// A title or summary: text, or a number written as text; never empty,
  /// null, a list or a mapping (which would print as "<null>" or worse).
  private static func text(_ field: Any, key: String, file: String) throws -> String {
    let value: String? =
      switch field {
      case let text as String: text
      case let number as Int: "\(number)"
      case let number as Double: "\(number)"
      default: nil
      }
    guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw Diagnostic(
        file: file, line: 2, message: "'\(key):' has no text",
        fix: "write the \(key) after the colon, or remove the line")
    }
    return value
  }

  private static func fromFields(_ fields: [String: Any], file: String) throws -> FrontMatter {
    var matter = FrontMatter()
    for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
      switch key {
      case "title": matter.title = try text(field, key: key, file: file)
      case "summary": matter.summary = try text(field, key: key, file: file)
      case "lang":
        guard let tag = LanguageTag("\(field)") else {
          throw Diagnostic(
            file: file, line: 2, message: "'\(field)' is not a language tag",
            fix: "write a tag such as en, fr or zh-Hans")
        }
        matter.lang = tag.value
      default:
        throw Diagnostic(
          file: file, line: 2, message: "unknown front-matter key '\(key)'",
          fix: "use title, summary or lang")
      }
    }
    return matter
  }
}

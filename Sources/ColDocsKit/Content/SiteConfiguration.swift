import Foundation
import Yams

/// `content/coldocs.yml`: the guide's title, its chapters in reading order,
/// and the options examples run with.
///
/// ```yaml
/// title: Collection-view layouts
/// chapters:
///   - 01-flow-layout.md
///   - part: Custom layouts               # optional: a titled group,
///     chapters:                          # collapsed in the sidebar
///       - 02-custom-layouts.md           # unless a page of it is open
/// baseURL: https://example.org/guide/   # optional
/// lang: en                               # optional, the default language
/// examples:
///   timeout: 10          # seconds per example
///   framesPerSecond: 30  # animation sampling
///   sandbox: true        # run examples in a bubblewrap sandbox (the default)
/// ```
public struct SiteConfiguration: Equatable, Sendable {
  public var title: String
  /// Every chapter file, in reading order, parts flattened.
  public var chapters: [String]
  /// The titled parts, each a run of `chapters`.
  public var parts: [Part] = []
  public var baseURL: String?
  /// The language of the pages (`<html lang>`); a chapter's front matter
  /// may say otherwise.
  public var lang = "en"
  public var exampleTimeout: Double = 10
  /// Whether examples run in a sandbox: no network, nothing of the project
  /// or the user visible, nothing left running (see `ExampleSandbox`).
  public var sandboxesExamples = true
  public var framesPerSecond: Double = 30

  public static let fileName = "coldocs.yml"
  /// The keys a configuration may hold, and those of its `examples` mapping.
  public static let keys = ["title", "chapters", "baseURL", "lang", "examples"]
  public static let exampleKeys = ["timeout", "framesPerSecond", "sandbox"]

  static func load(from url: URL, displayPath: String) throws -> SiteConfiguration {
    let text = try TextFile.read(url, displayPath: displayPath)
    let value: Any?
    do {
      value = try BoundedYAML.load(yaml: text)
    } catch let error as BoundedYAML.TooLarge {
      throw Diagnostic(
        file: displayPath, line: error.line, column: error.column,
        message: "the configuration expands to more than \(BoundedYAML.maximumNodes) values",
        fix: "write it without nested aliases")
    } catch let error as BoundedYAML.BaseSixtyNumber {
      throw Diagnostic(
        file: displayPath, line: error.line, column: error.column,
        message: "a value written as digits and colons reads as a base-60 number in YAML",
        fix: "put it in quotes, or write the number plainly")
    } catch let error as BoundedYAML.KeyNotText {
      throw Diagnostic(
        file: displayPath, line: error.line, column: error.column,
        message: "a configuration key must be plain text, not a list or a mapping",
        fix: "write keys as in the README: 'title:', 'chapters:', 'part:' …")
    } catch let error as YamlError {
      throw Diagnostic(
        file: displayPath, line: YAMLErrors.line(of: error), column: YAMLErrors.column(of: error),
        message: "malformed configuration: \(YAMLErrors.summary(of: error))")
    }
    guard let fields = value as? [String: Any] else {
      throw Diagnostic(
        file: displayPath, message: "the configuration must be a set of 'key: value' lines")
    }
    return try SiteConfiguration(fields: fields, file: displayPath, text: text)
  }

  private init(fields: [String: Any], file: String, text: String) throws {
    func problem(_ key: String, _ message: String) -> Diagnostic {
      Diagnostic(file: file, line: TextFile.line(ofKey: key, in: text), message: message)
    }
    guard let title = fields["title"] as? String, !title.isEmpty else {
      throw problem("title", "the configuration needs a 'title'")
    }
    let missing = problem(
      "chapters", "the configuration needs 'chapters': a list of Markdown files in reading order")
    guard let entries = fields["chapters"] as? [Any], !entries.isEmpty else { throw missing }
    var chapters: [String] = []
    for entry in entries {
      if let file = entry as? String {
        chapters.append(file)
      } else if let group = entry as? [String: Any], let title = group["part"] as? String,
        let files = group["chapters"] as? [String], !files.isEmpty,
        Set(group.keys).isSubset(of: ["part", "chapters"])
      {
        parts.append(Part(title: title, chapters: chapters.count..<(chapters.count + files.count)))
        chapters += files
      } else {
        throw problem(
          "chapters",
          "each entry of 'chapters' must be a file name, or 'part: TITLE' with its own 'chapters' list"
        )
      }
    }
    guard !chapters.isEmpty else { throw missing }
    self.title = title
    self.chapters = chapters
    baseURL = fields["baseURL"] as? String
    if let value = fields["lang"] {
      guard let tag = LanguageTag("\(value)") else {
        throw problem("lang", "'\(value)' is not a language tag — write one such as en or zh-Hans")
      }
      lang = tag.value
    }
    for key in fields.keys where !Self.keys.contains(key) {
      throw problem(
        key, "unknown configuration key '\(key)' — use title, chapters, baseURL, lang or examples")
    }
    if let examples = fields["examples"] {
      guard let options = examples as? [String: Any] else {
        throw problem("examples", "'examples' must hold 'timeout', 'framesPerSecond' or 'sandbox'")
      }
      for key in options.keys where !Self.exampleKeys.contains(key) {
        throw problem(
          key, "unknown examples option '\(key)' — use timeout, framesPerSecond or sandbox")
      }
      if let value = options["sandbox"] {
        guard let flag = value as? Bool else {
          throw problem("sandbox", "examples.sandbox must be true or false")
        }
        sandboxesExamples = flag
      }
      exampleTimeout = try Self.positive(options["timeout"], default: 10) {
        problem("timeout", "examples.timeout must be a positive number of seconds")
      }
      framesPerSecond = try Self.positive(options["framesPerSecond"], default: 30) {
        problem("framesPerSecond", "examples.framesPerSecond must be a positive number")
      }
    }
  }

  /// A titled group of consecutive chapters.
  public struct Part: Equatable, Sendable {
    public var title: String
    /// Positions in `chapters`.
    public var chapters: Range<Int>
  }

  private static func positive(_ value: Any?, default fallback: Double, _ error: () -> Diagnostic)
    throws -> Double
  {
    guard let value else { return fallback }
    let number = (value as? Double) ?? (value as? Int).map(Double.init)
    guard let number, number > 0, number.isFinite else { throw error() }
    return number
  }
}

/// Reading text files strictly: UTF-8 or a located error.
enum TextFile {
  static func read(_ url: URL, displayPath: String) throws -> String {
    if let problem = unreadable(url) {
      throw Diagnostic(file: displayPath, message: problem.message, fix: problem.fix)
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw Diagnostic(
        file: displayPath, message: "cannot read the file (\(String(cString: strerror(errno))))",
        fix: "check that it is readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = firstInvalidUTF8(data)
      throw Diagnostic(
        file: displayPath, line: line, column: column, message: "the file is not UTF-8 text",
        fix: "save it with UTF-8 encoding")
    }
    // cmark and libyaml read C strings: a NUL byte would cut the text short.
    let nulOffset = data.withUnsafeBytes { buffer -> Int? in
      guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else {
        return nil
      }
      return base.distance(to: UnsafeRawPointer(found))
    }
    if let offset = nulOffset {
      let nul = data.startIndex + offset
      let before = data[data.startIndex..<nul]
      let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
      throw Diagnostic(
        file: displayPath, line: line, column: nul - lineStart + 1,
        message: "the file holds a NUL byte", fix: "remove it; a text file has none")
    }
    return normalizingLineEndings(text, in: data)
  }

  /// Why a path cannot be read as a text file, before trying: reading a
  /// FIFO would wait forever, and Foundation's errors for the rest name no
  /// cause a reader can act on.
  static func unreadable(_ url: URL) -> (message: String, fix: String, isMissing: Bool)? {
    var link = stat()
    guard lstat(url.path, &link) == 0 else {
      return errno == ENAMETOOLONG
        ? ("the file name is too long for this system", "give it a shorter name", false)
        : ("the file does not exist", "create it, or fix the name that refers to it", true)
    }
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      return (
        "the file is a symbolic link that leads to no file (broken, or a loop of links)",
        "point the link at a file, or replace it with the file", false
      )
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return ("this is a folder, not a file", "name a Markdown file", false)
    default:
      return ("this is not a regular file (a FIFO, socket or device)", "name a regular file", false)
    }
    guard access(url.path, R_OK) == 0 else {
      return ("the file cannot be read: permission denied", "make it readable (chmod +r)", false)
    }
    return nil
  }

  /// The text with every CRLF and lone CR turned into LF, as cmark counts
  /// lines. Swift keeps "\r\n" as one `Character`, so a file saved on
  /// Windows would otherwise hide its line breaks from every `split`.
  static func normalizingLineEndings(_ text: String, in data: Data) -> String {
    let hasCR = data.withUnsafeBytes { buffer in
      buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) != nil } ?? false
    }
    guard hasCR else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count)
    var previousWasCR = false
    for byte in data {
      if byte == 0x0A, previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = byte == 0x0D
      bytes.append(previousWasCR ? 0x0A : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The line and column of the first byte that is not valid UTF-8.
  static func firstInvalidUTF8(_ data: Data) -> (Int, Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    let bytes = [UInt8](data)
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0..<0x80: length = 1
      case 0xC2..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      case 0xF0..<0xF5: length = 4
      default: return (line, index - lineStart + 1)
      }
      guard index + length <= bytes.count,
        String(bytes: bytes[index..<(index + length)], encoding: .utf8) != nil
      else { return (line, index - lineStart + 1) }
      if byte == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += length
    }
    return (line, 1)
  }

  /// The line where `key:` first appears at the start of a line, else 1.
  static func line(ofKey key: String, in text: String) -> Int {
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.trimmingCharacters(in: .whitespaces).hasPrefix("\(key):") {
      return number + 1
    }
    return 1
  }
}

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
/// editions: [zh-Hans]                    # optional: translations, each in
///                                        # its folder here (`Edition`)
/// strings:                               # optional: single words of the
///   searchPlaceholder: Find a page       # theme, replaced (keys in the
///                                        # theme's strings/en.yml)
/// package:                               # optional: a Swift package the
///   path: ../../MyLayouts                # examples import, relative to
///   products: [MyLayouts]                # this file's folder
/// examples:
///   timeout: 10          # seconds per example
///   framesPerSecond: 30  # animation sampling
///   sandbox: true        # run examples in a bubblewrap sandbox (the default)
///   memory: 512          # optional limits (`ExampleLimits`), here in MB
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
  /// The languages of the guide's further editions, each translated in
  /// the content folder's subfolder of that name and published under the
  /// site's (`Edition`).
  public var editions: [String] = []
  public var exampleTimeout: Double = 10
  /// Whether examples run in a sandbox: no network, nothing of the project
  /// or the user visible, nothing left running (see `ExampleSandbox`).
  public var sandboxesExamples = true
  public var framesPerSecond: Double = 30
  /// What one example, and one compile of the author's code, may take.
  public var exampleLimits = ExampleLimits()
  /// Single strings of the theme, replaced: name (a key of the theme's
  /// `strings/en.yml`) → text. `ThemeStrings.load` checks the names, since
  /// only the theme knows them.
  public var strings: [String: String] = [:]
  /// The line of each name in `strings`, for the problems found there.
  public var stringLines: [String: Int] = [:]
  /// The Swift package the guide documents, as written.
  public var package: PackageSetting?

  /// `package:`: a local Swift package whose library products examples may
  /// import. Its path is relative to the folder holding coldocs.yml; the
  /// lines say where each key was written.
  public struct PackageSetting: Equatable, Sendable {
    public var path: String
    public var products: [String]
    public var pathLine: Int
    public var productsLine: Int

    /// The package's folder: `path` as written, read from the folder
    /// holding coldocs.yml when it is relative.
    func folder(besideConfigurationIn content: URL) -> URL {
      let folder =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : content.appendingPathComponent(path)
      return folder.standardizedFileURL
    }
  }

  public static let fileName = "coldocs.yml"
  /// The keys a configuration may hold, and those of its `examples` mapping.
  public static let keys = [
    "title", "chapters", "baseURL", "lang", "editions", "examples", "strings", "package",
  ]
  public static let packageKeys = ["path", "products"]
  /// The keys of a part: an entry of `chapters` that groups chapters.
  public static let partKeys = ["part", "chapters"]
  public static let exampleKeys =
    ["timeout", "framesPerSecond", "sandbox"] + ExampleLimits.settings.map(\.key)
  /// The longest time limit an example may be given (ten minutes): a
  /// larger one would let one example hold a build, or CI, for ever.
  public static let longestTimeout = 600.0

  static func load(from url: URL, displayPath: String) throws -> SiteConfiguration {
    let text = try TextFile.read(url, displayPath: displayPath)
    let fields = try Self.fields(of: text, displayPath: displayPath)
    return try SiteConfiguration(fields: fields, file: displayPath, text: text)
  }

  /// The `key: value` lines of a YAML settings file (coldocs.yml, an
  /// edition's edition.yml), or a located problem.
  static func fields(of text: String, displayPath: String) throws -> [String: Any] {
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
    return fields
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
        Set(group.keys).isSubset(of: Self.partKeys)
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
    if let value = fields["baseURL"] {
      guard let text = value as? String else {
        throw problem("baseURL", "'baseURL' must be the address the site is published at, as text")
      }
      baseURL = text
    }
    if let value = fields["lang"] {
      guard let tag = LanguageTag("\(value)") else {
        throw problem("lang", "'\(value)' is not a language tag — write one such as en or zh-Hans")
      }
      lang = tag.value
    }
    for key in fields.keys where !Self.keys.contains(key) {
      throw problem(
        key,
        "unknown configuration key '\(key)' — use title, chapters, baseURL, lang, editions, "
          + "examples, strings or package")
    }
    if let value = fields["editions"] {
      editions = try Self.editions(value, besides: lang) { problem("editions", $0) }
    }
    if let value = fields["strings"] {
      guard let texts = value as? [String: Any] else {
        throw problem(
          "strings",
          "'strings' must hold 'name: text' lines, such as 'searchPlaceholder: Find a page'")
      }
      for (name, given) in texts.sorted(by: { $0.key < $1.key }) {
        guard let entry = given as? String else {
          throw problem(name, "the string '\(name)' must be text — put it in quotes")
        }
        strings[name] = entry
        stringLines[name] = TextFile.line(ofKey: name, in: text)
      }
    }
    if let value = fields["package"] {
      package = try Self.package(value, problem: problem) { TextFile.line(ofKey: $0, in: text) }
    }
    if let examples = fields["examples"] {
      guard let options = examples as? [String: Any] else {
        throw problem(
          "examples",
          "'examples' must hold options such as 'timeout', 'framesPerSecond' or 'sandbox'")
      }
      for key in options.keys.sorted() where !Self.exampleKeys.contains(key) {
        throw problem(
          key,
          "unknown examples option '\(key)' — use \(Self.exampleKeys.joined(separator: ", "))")
      }
      for setting in ExampleLimits.settings {
        guard let value = options[setting.key] else { continue }
        guard exampleLimits.set(setting, to: value) else {
          throw problem(setting.key, setting.expectation)
        }
      }
      if let value = options["sandbox"] {
        guard let flag = value as? Bool else {
          throw problem("sandbox", "examples.sandbox must be true or false")
        }
        sandboxesExamples = flag
      }
      exampleTimeout = try Self.positive(options["timeout"], default: 10) {
        problem(
          "timeout",
          "examples.timeout must be a positive number of seconds up to \(Int(Self.longestTimeout))")
      }
      guard exampleTimeout <= Self.longestTimeout else {
        throw problem(
          "timeout",
          "examples.timeout must be a positive number of seconds up to \(Int(Self.longestTimeout))")
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

  private static func package(
    _ value: Any, problem: (String, String) -> Diagnostic, line: (String) -> Int
  ) throws -> PackageSetting {
    let shape = "'package' must hold 'path: FOLDER' and 'products: [NAME, …]'"
    guard let fields = value as? [String: Any] else { throw problem("package", shape) }
    for key in fields.keys where !Self.packageKeys.contains(key) {
      throw problem(key, "unknown package option '\(key)' — use path and products")
    }
    guard let path = fields["path"] as? String, !path.isEmpty else {
      throw problem(fields["path"] == nil ? "package" : "path", shape)
    }
    let products = (fields["products"] as? [Any])?.compactMap { $0 as? String }
    guard let products, !products.isEmpty,
      products.count == (fields["products"] as? [Any])?.count
    else {
      throw problem(
        fields["products"] == nil ? "package" : "products",
        "'products' must list the package's library products that examples import")
    }
    return PackageSetting(
      path: path, products: products, pathLine: line("path"), productsLine: line("products"))
  }

  /// `editions:`: a list of language tags, none of them the guide's own
  /// language and none twice.
  private static func editions(
    _ value: Any, besides lang: String, problem: (String) -> Diagnostic
  ) throws -> [String] {
    guard let entries = value as? [Any] else {
      throw problem("'editions' must list the languages of the translations, such as [zh-Hans]")
    }
    var editions: [String] = []
    for entry in entries {
      guard let tag = LanguageTag("\(entry)") else {
        throw problem("'\(entry)' is not a language tag — write one such as zh-Hans or ja")
      }
      guard tag.value != lang else {
        throw problem(
          "'\(tag.value)' is the guide's own language (lang): an edition is a translation")
      }
      guard !editions.contains(tag.value) else {
        throw problem("the edition '\(tag.value)' is listed twice")
      }
      editions.append(tag.value)
    }
    return editions
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

extension SiteConfiguration {
  /// The first `count` chapters in runs, in reading order: each part, and
  /// the loose chapters before, between and after parts (nil title). Empty
  /// runs are left out; a part reaching past `count` is treated as loose.
  func runs(ofFirst count: Int) -> [(title: String?, range: Range<Int>)] {
    var runs: [(title: String?, range: Range<Int>)] = []
    var index = 0
    for part in parts where part.chapters.upperBound <= count {
      if index < part.chapters.lowerBound { runs.append((nil, index..<part.chapters.lowerBound)) }
      runs.append((part.title, part.chapters))
      index = part.chapters.upperBound
    }
    if index < count { runs.append((nil, index..<count)) }
    return runs
  }
}

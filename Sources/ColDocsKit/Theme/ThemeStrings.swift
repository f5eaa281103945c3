import ColDocsResources
import Foundation
import Yams

/// The fixed words of the theme: navigation, search, the player's controls,
/// frames tables, diagram descriptions, the 404 and print pages, aria
/// labels. A guide written in Chinese gets them in Chinese.
///
/// They come from the theme's tables, `strings/<lang>.yml` (English and
/// Simplified Chinese built in; a guide adds or replaces one with its own
/// `templates/strings/<lang>.yml`), in four layers: the built-in English
/// table, the theme's `strings/en.yml` (which may add keys for a guide's own
/// templates), the table the guide's `lang` chooses, and last the single
/// strings `coldocs.yml` sets under `strings:`. A key a table leaves out is
/// read from the layers below it, so every page always has every word.
///
/// Templates read them as `{{strings.KEY}}`; coldocs.js reads the few it
/// needs from `window.coldocsStrings` (`scriptJSON`); the renderers look
/// them up and `format` them.
struct ThemeStrings: Sendable, Equatable {
  /// Key → text, every key of the English table present.
  let values: [String: String]
  /// The table chosen, by its file name without `.yml` (`en`, `zh-Hans`).
  let table: String
  /// The strings `assets/coldocs.js` uses, as a JSON object, keys sorted,
  /// that may stand inside a `<script>` element (`JSONText`).
  let scriptJSON: String

  /// The theme's folder of tables.
  static let folder = "strings"

  /// The strings coldocs.js uses; the pages hand them to it as
  /// `window.coldocsStrings` (see head.mustache).
  static let scriptKeys: Set<String> = [
    "codeAppOnly", "codeCopied", "codeCopy", "diagramZoomIn", "diagramZoomOut", "headingLinkLabel",
    "playerPause",
    "playerPlay", "searchNoResults",
  ]

  /// The built-in English table, what every renderer shows unless it is
  /// handed another.
  static let english: ThemeStrings = {
    let file = "\(ThemeStrings.folder)/en.yml"
    do {
      let table = try ThemeStrings.parse(EmbeddedFiles.theme[file] ?? "", file: file)
      return ThemeStrings(values: table.values, table: "en")
    } catch {
      fatalError("coldocs's own \(file) does not load: \(error)")
    }
  }()

  private init(values: [String: String], table: String) {
    self.values = values
    self.table = table
    scriptJSON = JSONText.object(values.filter { Self.scriptKeys.contains($0.key) })
  }

  /// The text of `key`, or the key itself where no table has it.
  subscript(key: String) -> String { values[key] ?? key }

  /// The text of `key`, each `{name}` in it replaced by `values[name]`;
  /// braces around any other name stay as they are.
  func format(_ key: String, _ values: [String: String]) -> String {
    Self.fill(self[key], values)
  }

  /// `format(key, values)` for a text that counts something: where the
  /// count is 1 and the table has a `KEYOne` form ("Frame of 1 element"),
  /// that form. `{count}` is filled with the count.
  func format(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
    format(count == 1 ? singular(key) : key, values.merging(["count": "\(count)"]) { $1 })
  }

  /// `KEYOne` where there is one, unless a guide's table translated `KEY`
  /// and left `KEYOne` English: then `KEY`, in the guide's language.
  func singular(_ key: String) -> String {
    form(of: key, "One")
  }

  /// The variant `KEY + suffix` of a string (`diagramItemsOneRow`) where
  /// the tables have it and it is in the same language as `KEY`; else `KEY`.
  func form(of key: String, _ suffix: String) -> String {
    let variant = key + suffix
    guard let text = values[variant] else { return key }
    let english = Self.english.values
    let translated = values[key] != english[key]
    return translated && text == english[variant] ? key : variant
  }

  /// Every string, for the templates' `{{strings.KEY}}`.
  var templateContext: [String: String] { values }

  // MARK: - Choosing and reading the tables

  /// The strings for a guide: its `lang` chooses the table, its `strings`
  /// replace single strings. `theme` is the theme's files by path (the
  /// built-in ones with the guide's own laid over them); problems name
  /// `displayFolder/strings/FILE.yml` (or the built-in file), and
  /// `overridesFile` at the line `overridesLines` gives for an override.
  ///
  /// Every table of the theme is read and checked, chosen or not: a name
  /// that English does not have, a value that is not text, or a `{name}`
  /// that coldocs does not fill is a problem.
  static func load(
    language: String, theme: [String: String], overrides: [String: String],
    displayFolder: String, overridesFile: String = SiteConfiguration.fileName,
    overridesLines: [String: Int] = [:]
  ) throws -> ThemeStrings {
    var files: [TableFile] = []
    for (path, text) in theme {
      guard let name = tableName(of: path) else { continue }
      let folder = EmbeddedFiles.theme[path] == text ? ThemeFiles.builtInFolder : displayFolder
      files.append(TableFile(name: name, text: text, display: "\(folder)/\(path)"))
    }
    return try load(
      language: language, files: files, overrides: overrides, overridesFile: overridesFile,
      overridesLines: overridesLines)
  }

  /// The strings a guide asks for with its configuration's `lang` and
  /// `strings`, from its theme's tables; `configurationFile` is coldocs.yml
  /// as problems name it.
  static func load(
    for configuration: SiteConfiguration, theme: ThemeFiles, configurationFile: String
  ) throws -> ThemeStrings {
    var files: [TableFile] = []
    var problems: [Diagnostic] = []
    for (path, file) in theme.files {
      guard let name = tableName(of: path) else { continue }
      do {
        let text = try TextFile.decode(file.data, displayPath: file.display)
        files.append(TableFile(name: name, text: text, display: file.display))
      } catch let diagnostic as Diagnostic {
        problems.append(diagnostic)
      }
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return try load(
      language: configuration.lang, files: files, overrides: configuration.strings,
      overridesFile: configurationFile, overridesLines: configuration.stringLines)
  }

  /// A table's file: its name (`zh-Hans`), its text, and how problems name
  /// it.
  private struct TableFile {
    let name: String
    let text: String
    let display: String
  }

  private static func load(
    language: String, files: [TableFile], overrides: [String: String], overridesFile: String,
    overridesLines: [String: Int]
  ) throws -> ThemeStrings {
    var problems: [Diagnostic] = []
    var tables: [String: (table: Table, display: String)] = [:]
    for file in files.sorted(by: { $0.name < $1.name }) {
      do {
        let table = try parse(file.text, file: file.display)
        tables[file.name] = (table: table, display: file.display)
      } catch let list as DiagnosticList {
        problems += list.diagnostics
      } catch let diagnostic as Diagnostic {
        problems.append(diagnostic)
      }
    }
    // English: the built-in table, with the theme's own en.yml over it.
    var base = english.values
    if let own = tables["en"] { base.merge(own.table.values) { $1 } }
    for (_, entry) in tables.sorted(by: { $0.key < $1.key }) {
      for (key, text) in entry.table.values.sorted(by: { $0.key < $1.key }) {
        let line = entry.table.lines[key] ?? 1
        if base[key] == nil {
          problems.append(unknownString(key, file: entry.display, line: line, known: base.keys))
        } else if let problem = placeholderProblem(key, text, file: entry.display, line: line) {
          problems.append(problem)
        }
      }
    }
    let byName = Dictionary(tables.keys.map { ($0.lowercased(), $0) }) { min($0, $1) }
    let chosen = candidates(for: language).lazy.compactMap { byName[$0.lowercased()] }.first ?? "en"
    var values = base
    if let entry = tables[chosen] { values.merge(entry.table.values) { $1 } }
    for (key, text) in overrides.sorted(by: { $0.key < $1.key }) {
      let line = overridesLines[key] ?? 1
      if base[key] == nil {
        problems.append(unknownString(key, file: overridesFile, line: line, known: base.keys))
      } else if let problem = placeholderProblem(key, text, file: overridesFile, line: line) {
        problems.append(problem)
      } else {
        values[key] = text
      }
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return ThemeStrings(values: values, table: chosen)
  }

  /// The tables to look for, best first, for a BCP 47 tag: the tag itself;
  /// for Chinese, the script it is written in (`zh`, `zh-CN`, `zh-SG` and
  /// `zh-Hans-…` are Simplified, `zh-TW`, `zh-HK`, `zh-MO` and `zh-Hant-…`
  /// Traditional); the tag shortened a subtag at a time (`de-CH` → `de`);
  /// for any Chinese, Simplified Chinese, which reads better than English;
  /// then English. Table names are compared without regard to case.
  static func candidates(for language: String) -> [String] {
    let parts = language.split(separator: "-").map(String.init)
    var list = [language]
    let chinese = parts.first?.lowercased() == "zh"
    if chinese {
      let subtags = Set(parts.dropFirst().map { $0.lowercased() })
      let traditional =
        subtags.contains("hant")
        || (!subtags.contains("hans") && !subtags.isDisjoint(with: ["tw", "hk", "mo"]))
      list.append(traditional ? "zh-Hant" : "zh-Hans")
    }
    for count in stride(from: parts.count - 1, through: 1, by: -1) {
      list.append(parts.prefix(count).joined(separator: "-"))
    }
    if chinese { list.append("zh-Hans") }
    list.append("en")
    return list
  }

  /// `fr` for `strings/fr.yml`; nil for any other path.
  private static func tableName(of path: String) -> String? {
    guard path.hasPrefix("\(folder)/"), path.hasSuffix(".yml") else { return nil }
    let name = path.dropFirst(folder.count + 1).dropLast(4)
    guard !name.isEmpty, !name.contains("/") else { return nil }
    return String(name)
  }

  /// One table as its file holds it: each string's text and line.
  struct Table: Sendable, Equatable {
    var values: [String: String] = [:]
    var lines: [String: Int] = [:]
  }

  /// Reads a table: a YAML mapping of names to texts. `file` is the path
  /// its problems name.
  static func parse(_ text: String, file: String) throws -> Table {
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw Diagnostic(
        file: file, line: YAMLErrors.line(of: error), column: YAMLErrors.column(of: error),
        message: "malformed strings table: \(YAMLErrors.summary(of: error))",
        fix: "write one 'name: \"text\"' line per string")
    }
    var table = Table()
    guard let root else { return table }
    guard case .mapping(let mapping) = root else {
      throw Diagnostic(
        file: file, line: root.mark?.line ?? 1, column: root.mark?.column ?? 1,
        message: "a strings table must be a set of 'name: \"text\"' lines")
    }
    var problems: [Diagnostic] = []
    for (key, value) in mapping {
      let line = key.mark?.line ?? 1
      guard case .scalar(let name) = key, !name.string.isEmpty else {
        problems.append(
          Diagnostic(
            file: file, line: line, column: key.mark?.column ?? 1,
            message: "a string's name must be plain text, such as searchPlaceholder"))
        continue
      }
      guard case .scalar(let scalar) = value, value.tag.description == Tag.Name.str.rawValue else {
        problems.append(
          Diagnostic(
            file: file, line: value.mark?.line ?? line, column: value.mark?.column ?? 1,
            message: "the string '\(name.string)' must be text",
            fix: "put its text in double quotes"))
        continue
      }
      guard table.values[name.string] == nil else {
        problems.append(
          Diagnostic(
            file: file, line: line, message: "the string '\(name.string)' is given twice",
            fix: "keep one of its lines"))
        continue
      }
      table.values[name.string] = scalar.string
      table.lines[name.string] = line
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return table
  }

  // MARK: - Checks

  private static func unknownString(
    _ key: String, file: String, line: Int, known: some Sequence<String>
  ) -> Diagnostic {
    let guess = nearest(key, in: known).map { "did you mean '\($0)'? " } ?? ""
    return Diagnostic(
      file: file, line: line, message: "unknown string '\(key)'",
      fix: guess
        + "'coldocs theme copy strings/en.yml' writes out the table that names every string")
  }

  /// A problem when `text`, given for `key`, names a placeholder that
  /// coldocs does not fill for that string.
  private static func placeholderProblem(_ key: String, _ text: String, file: String, line: Int)
    -> Diagnostic?
  {
    guard let reference = english.values[key] else { return nil }
    let allowed = placeholders(in: reference)
    guard let stray = placeholders(in: text).subtracting(allowed).sorted().first else {
      return nil
    }
    return Diagnostic(
      file: file, line: line,
      message: "the string '\(key)' has {\(stray)}, which coldocs does not fill in",
      fix: allowed.isEmpty
        ? "this string takes no placeholder"
        : "use \(allowed.sorted().map { "{\($0)}" }.joined(separator: ", "))")
  }

  /// The names written `{name}` in `text` (a letter, then letters and
  /// digits).
  static func placeholders(in text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      let name = after[..<close]
      if let first = name.first, first.isASCII, first.isLetter,
        name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      {
        names.insert(String(name))
        rest = after[after.index(after: close)...]
      } else {
        rest = after
      }
    }
    return names
  }

  /// The known name closest to a misspelt one, if one is close.
  private static func nearest(_ key: String, in known: some Sequence<String>) -> String? {
    guard key.count <= 64 else { return nil }
    var best: (name: String, distance: Int)?
    for name in known {
      let distance = editDistance(key.lowercased(), name.lowercased())
      guard distance <= max(2, key.count / 4) else { continue }
      if let current = best,
        current.distance < distance || (current.distance == distance && current.name < name)
      {
        continue
      }
      best = (name, distance)
    }
    return best?.name
  }

  /// Levenshtein distance, by characters.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      previous = current
    }
    return previous[b.count]
  }

  // MARK: - Filling in

  /// `text` with each `{name}` replaced by `values[name]`, in one pass (a
  /// value that holds braces is not filled in again).
  static func fill(_ text: String, _ values: [String: String]) -> String {
    guard text.contains("{") else { return text }
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      out.append(contentsOf: rest[..<open])
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
        out.append(contentsOf: value)
        rest = after[after.index(after: close)...]
      } else {
        out.append("{")
        rest = after
      }
    }
    out.append(contentsOf: rest)
    return out
  }
}

import Foundation
import Mustache

/// The theme as the site uses it: its Mustache templates (`page.mustache`
/// for chapters, `index.mustache` for the index page, `print`, `404`, and
/// any partials), and the files under `assets/`, copied as they are. The
/// files come from `ThemeFiles`: the built-in theme with the guide's own
/// templates/ laid over it.
struct TemplateSet {
  static let required = ["page", "index", "print", "404"]

  let library: MustacheLibrary
  /// Asset path relative to the output folder → contents.
  let assets: [String: Data]
  /// The glossary search expands queries with: the theme's
  /// `search-glossary.json`, the guide's own when its templates/ has one.
  let searchGlossary: SearchGlossary
  /// How diagnostics name each template, by template name.
  private let displays: [String: String]
  /// For each template naming a partial that does not exist: the partial
  /// and its line. Found once, so rendering a thousand pages looks nothing up.
  private let missingPartials: [String: (partial: String, line: Int)]

  init(theme: ThemeFiles, displayFolder: String) throws {
    var library = MustacheLibrary()
    var problems: [Diagnostic] = []
    var displays: [String: String] = [:]
    let names = theme.files.keys.filter { $0.hasSuffix(".mustache") && !$0.contains("/") }
    for path in names.sorted() {
      // Each name is a key of the theme's files.
      guard let file = theme.files[path] else { continue }
      let name = String(path.dropLast(9))
      displays[name] = file.display
      do {
        let text = try TextFile.decode(file.data, displayPath: file.display)
        library.register(try MustacheTemplate(string: text), named: name)
      } catch let error as MustacheTemplate.ParserError {
        problems.append(
          Diagnostic(
            file: file.display, line: error.context.lineNumber,
            column: error.context.columnNumber, message: "template syntax error: \(error.error)",
            fix: "check the {{ }} tags on this line"))
      } catch let diagnostic as Diagnostic {
        problems.append(diagnostic)
      }
    }
    for required in Self.required
    where library.getTemplate(named: required) == nil && problems.isEmpty {
      problems.append(
        Diagnostic(
          file: "\(displayFolder)/\(required).mustache", message: "the template is missing",
          fix: "add \(required).mustache to \(displayFolder)/"))
    }
    if problems.isEmpty, let loop = Self.partialLoop(in: library, names: names) {
      problems.append(
        Diagnostic(
          file: displays[loop.template] ?? loop.template, line: loop.line,
          message:
            "the partial '\(loop.path.last ?? "")' includes itself (\(loop.path.joined(separator: " → "))), so a page would never end",
          fix:
            "remove the {{> }} tag that closes the loop; a guide's pages hold no nested data for a partial to walk"
        ))
    }
    let glossary = Self.searchGlossary(in: theme)
    if case .failure(let problem) = glossary { problems.append(problem) }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    searchGlossary = (try? glossary.get()) ?? .builtIn
    self.library = library
    self.displays = displays
    missingPartials = Self.missingPartials(in: library, names: names)
    templateIDs = Self.fixedIDs(in: library, names: names)
    assets = theme.files.filter { $0.key.hasPrefix("assets/") }.mapValues(\.data)
  }

  /// The theme's glossary; the built-in one, read once per process, when
  /// the guide has none of its own.
  private static func searchGlossary(in theme: ThemeFiles) -> Result<SearchGlossary, Diagnostic> {
    guard let file = theme.files[SearchGlossary.fileName],
      !file.display.hasPrefix(ThemeFiles.builtInFolder)
    else { return .success(.builtIn) }
    do {
      return .success(try SearchGlossary(json: file.data))
    } catch {
      return .failure(
        Diagnostic(
          file: file.display, line: 1, column: 1,
          message: "the search glossary is not a list of entries (\(error))",
          fix:
            "write it as {\"entries\": [[\"瀑布流\", \"waterfall\"], …]}: each entry the phrases that mean the same"
        ))
    }
  }

  private static func missingPartials(in library: MustacheLibrary, names: [String])
    -> [String: (partial: String, line: Int)]
  {
    var missing: [String: (partial: String, line: Int)] = [:]
    for file in names where file.hasSuffix(".mustache") {
      let name = String(file.dropLast(9))
      guard let text = library.getTemplate(named: name)?.description else { continue }
      if let partial = partials(in: text).first(where: { library.getTemplate(named: $0) == nil }) {
        missing[name] = (partial, line(of: "{{>", partial, in: text))
      }
    }
    return missing
  }

  /// A chain of templates that includes its own start (`page → a → page`,
  /// or `a → a`), with the template and line of the tag closing it. Every
  /// lookup in Mustache falls back to the enclosing contexts, so with the
  /// flat data of a guide's pages such a chain recurses until the stack
  /// runs out: it is refused before anything renders.
  private static func partialLoop(in library: MustacheLibrary, names: [String])
    -> (template: String, line: Int, path: [String])?
  {
    var texts: [String: String] = [:]
    for file in names {
      let name = String(file.dropLast(9))
      texts[name] = library.getTemplate(named: name)?.description
    }
    var finished: Set<String> = []
    func visit(_ name: String, _ path: [String]) -> (String, Int, [String])? {
      guard !finished.contains(name), let text = texts[name] else { return nil }
      for partial in partials(in: text) {
        if partial == path.first || path.contains(partial) {
          let start = path.firstIndex(of: partial) ?? 0
          return (name, line(of: "{{>", partial, in: text), path[start...] + [partial])
        }
        if let loop = visit(partial, path + [partial]) { return loop }
      }
      finished.insert(name)
      return nil
    }
    for name in texts.keys.sorted() {
      if let loop = visit(name, [name]) { return loop }
    }
    return nil
  }

  /// The fixed `id="…"` values of every template (template tags left out):
  /// a heading must not take one of them.
  let templateIDs: Set<String>

  private static func fixedIDs(in library: MustacheLibrary, names: [String]) -> Set<String> {
    var ids: Set<String> = []
    for file in names where file.hasSuffix(".mustache") {
      guard let text = library.getTemplate(named: String(file.dropLast(9)))?.description
      else { continue }
      ids.formUnion(HTML.values(of: "id", in: text).filter { !$0.contains("{") })
    }
    return ids
  }

  /// Renders a template, or reports a partial it names that does not exist.
  /// The context goes to swift-mustache as the struct it is: the library
  /// reads its stored properties by reflection (see `TemplateContext`).
  func render(_ name: String, _ context: some TemplateContext, displayFolder: String) throws
    -> String
  {
    guard let template = library.getTemplate(named: name) else {
      throw Diagnostic(
        file: "\(displayFolder)/\(name).mustache", message: "the template is missing")
    }
    if let (partial, line) = missingPartials[name] {
      throw Diagnostic(
        file: displays[name] ?? "\(displayFolder)/\(name).mustache", line: line,
        message: "the partial '\(partial)' is missing",
        fix: "add \(partial).mustache to \(displayFolder)/")
    }
    return template.render(context.templateValues, library: library)
  }

  /// Names used as `{{> name}}`.
  private static func partials(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "{{>") {
      guard let end = rest[start.upperBound...].range(of: "}}") else { break }
      names.append(rest[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespaces))
      rest = rest[end.upperBound...]
    }
    return names
  }

  private static func line(of tag: String, _ name: String, in text: String) -> Int {
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.contains(tag) && line.contains(name) {
      return number + 1
    }
    return 1
  }
}

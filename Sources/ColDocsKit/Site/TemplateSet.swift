import Foundation
import Mustache

/// The Mustache templates and static assets of templates/: `page.mustache`
/// for chapters, `index.mustache` for the index page, any partials, and the
/// files under `assets/`, copied as they are.
struct TemplateSet {
  static let required = ["page", "index", "print", "404"]

  let library: MustacheLibrary
  /// Asset path relative to the output folder → contents.
  let assets: [String: Data]
  /// For each template naming a partial that does not exist: the partial
  /// and its line. Found once, so rendering a thousand pages looks nothing up.
  private let missingPartials: [String: (partial: String, line: Int)]

  init(folder: URL, displayFolder: String) throws {
    var library = MustacheLibrary()
    var problems: [Diagnostic] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".mustache") {
      let display = "\(displayFolder)/\(name)"
      do {
        let text = try TextFile.read(folder.appendingPathComponent(name), displayPath: display)
        library.register(try MustacheTemplate(string: text), named: String(name.dropLast(9)))
      } catch let error as MustacheTemplate.ParserError {
        problems.append(
          Diagnostic(
            file: display, line: error.context.lineNumber, column: error.context.columnNumber,
            message: "template syntax error: \(error.error)",
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
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    self.library = library
    missingPartials = Self.missingPartials(in: library, names: names)
    assets = Self.readAssets(folder.appendingPathComponent("assets"))
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

  private static func readAssets(_ folder: URL) -> [String: Data] {
    var assets: [String: Data] = [:]
    for file in FileTree.files(under: folder) {
      assets["assets/" + file.relative] = try? Data(contentsOf: file.url)
    }
    return assets
  }

  /// Renders a template, or reports a partial it names that does not exist.
  func render(_ name: String, _ context: [String: Any], displayFolder: String) throws -> String {
    guard let template = library.getTemplate(named: name) else {
      throw Diagnostic(
        file: "\(displayFolder)/\(name).mustache", message: "the template is missing")
    }
    if let (partial, line) = missingPartials[name] {
      throw Diagnostic(
        file: "\(displayFolder)/\(name).mustache", line: line,
        message: "the partial '\(partial)' is missing",
        fix: "add \(partial).mustache to \(displayFolder)/")
    }
    return template.render(context, library: library)
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

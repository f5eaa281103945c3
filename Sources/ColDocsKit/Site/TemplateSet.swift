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
    templateIDs = Self.fixedIDs(in: library, names: names)
    assets = try Self.readAssets(
      folder.appendingPathComponent("assets"), displayFolder: displayFolder)
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

  /// Every file under assets/, read as it is. Symbolic links to files are
  /// followed; anything that is not a file (a FIFO, a socket, a broken or
  /// looping link) is a problem, never silently left out of the site.
  private static func readAssets(_ folder: URL, displayFolder: String) throws -> [String: Data] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey])
    else { return [:] }
    let base = folder.standardizedFileURL.path
    var assets: [String: Data] = [:]
    var problems: [Diagnostic] = []
    for case let url as URL in enumerator {
      let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
      let display = "\(displayFolder)/assets/\(relative)"
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      if exists, isFolder.boolValue { continue }
      guard exists, Self.isRegularFile(url), let data = try? Data(contentsOf: url) else {
        problems.append(
          Diagnostic(
            file: display,
            message: exists
              ? "this asset is not a regular file or cannot be read"
              : "this asset is a symbolic link that leads nowhere",
            fix: "replace it with an ordinary file, or remove it"))
        continue
      }
      assets["assets/" + relative] = data
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return assets
  }

  /// True for a regular file, or a link that ends at one.
  private static func isRegularFile(_ url: URL) -> Bool {
    var status = stat()
    return stat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// The fixed `id="…"` values of every template (template tags left out):
  /// a heading must not take one of them.
  let templateIDs: Set<String>

  private static func fixedIDs(in library: MustacheLibrary, names: [String]) -> Set<String> {
    var ids: Set<String> = []
    for file in names where file.hasSuffix(".mustache") {
      guard let text = library.getTemplate(named: String(file.dropLast(9)))?.description
      else { continue }
      ids.formUnion(LinkChecker.values(of: "id", in: text).filter { !$0.contains("{") })
    }
    return ids
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

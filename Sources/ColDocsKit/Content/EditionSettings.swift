import Foundation

/// An edition's `edition.yml`: what a translation translates besides its
/// chapters.
///
/// ```yaml
/// title: 集合视图布局，算出来的      # the edition's site title
/// parts:                            # each part's title, by the original's
///   Foundations: 基础
/// strings:                          # single theme words, as in coldocs.yml
///   searchPlaceholder: 搜索
/// appendix:                         # pages of this edition only, after
///   title: 附录                      # the chapters (the title optional)
///   chapters: [90-from-blogs.md]
/// ```
///
/// Every key is optional: what it leaves out shows the original's title
/// and parts, and the theme's own words for the edition's language.
struct EditionSettings: Equatable, Sendable {
  static let fileName = "edition.yml"
  static let keys = ["title", "parts", "strings", "appendix"]
  static let appendixKeys = ["title", "chapters"]

  var title: String?
  /// Original part title → its translation.
  var parts: [String: String] = [:]
  var strings: [String: String] = [:]
  /// The line of each name in `strings`, for the problems found there.
  var stringLines: [String: Int] = [:]
  /// The edition's own pages, written in its language from the start: file
  /// names in its folder, shown after the guide's chapters.
  var appendix: [String] = []
  /// The part the appendix's pages are grouped in, if titled.
  var appendixTitle: String?
  /// The line of `appendix:`, for problems with its pages.
  var appendixLine = 1

  init() {}

  static func load(from url: URL, displayPath: String) throws -> EditionSettings {
    let text = try TextFile.read(url, displayPath: displayPath)
    let fields = try SiteConfiguration.fields(of: text, displayPath: displayPath)
    func problem(_ key: String, _ message: String) -> Diagnostic {
      Diagnostic(file: displayPath, line: TextFile.line(ofKey: key, in: text), message: message)
    }
    var settings = EditionSettings()
    for key in fields.keys.sorted() where !keys.contains(key) {
      throw problem(key, "unknown edition key '\(key)' — use title, parts, strings or appendix")
    }
    if let value = fields["title"] {
      guard let title = value as? String, !title.isEmpty else {
        throw problem("title", "'title' must be the edition's site title, as text")
      }
      settings.title = title
    }
    settings.parts = try texts(fields["parts"], named: "parts", problem: problem)
    settings.strings = try texts(fields["strings"], named: "strings", problem: problem)
    for name in settings.strings.keys {
      settings.stringLines[name] = TextFile.line(ofKey: name, in: text)
    }
    if let value = fields["appendix"] {
      let shape = "'appendix' must hold 'chapters: [FILE, …]' and may hold a 'title'"
      guard let appendix = value as? [String: Any],
        Set(appendix.keys).isSubset(of: appendixKeys),
        let chapters = appendix["chapters"] as? [Any], !chapters.isEmpty
      else { throw problem("appendix", shape) }
      settings.appendix = try chapters.map { entry in
        guard let name = entry as? String, name.hasSuffix(".md"), !name.contains("/") else {
          throw problem("appendix", "each page of the appendix is a Markdown file of this folder")
        }
        return name
      }
      if let title = appendix["title"] {
        guard let title = title as? String, !title.isEmpty else { throw problem("appendix", shape) }
        settings.appendixTitle = title
      }
      settings.appendixLine = TextFile.line(ofKey: "appendix", in: text)
    }
    return settings
  }

  /// A mapping of text to text, such as `parts:` and `strings:`.
  private static func texts(
    _ value: Any?, named key: String, problem: (String, String) -> Diagnostic
  ) throws -> [String: String] {
    guard let value else { return [:] }
    guard let mapping = value as? [String: Any] else {
      throw problem(key, "'\(key)' must hold 'original: translation' lines")
    }
    var texts: [String: String] = [:]
    for (name, given) in mapping.sorted(by: { $0.key < $1.key }) {
      guard let text = given as? String else {
        throw problem(name, "the translation of '\(name)' must be text — put it in quotes")
      }
      texts[name] = text
    }
    return texts
  }
}

import Foundation

/// What `coldocs translate` does for a translator: how far each edition
/// follows the original (`status`), and a first draft of a chapter's
/// translation (`startDraft`).
public struct Translations {
  let project: Project

  public init(project: Project) {
    self.project = project
  }

  /// Each edition's translation status, in the order coldocs.yml lists
  /// them; `only` keeps one edition.
  public func status(only lang: String? = nil) throws -> [TranslationStatus] {
    let content = try ContentSet.load(
      folder: project.content, displayFolder: project.display(project.content))
    let editions = content.configuration.editions
    if let lang, !editions.contains(lang) {
      throw unknownEdition(lang, editions)
    }
    return try editions.filter { lang == nil || $0 == lang }.map { edition in
      TranslationStatus(content: content, edition: try load(edition, content))
    }
  }

  /// The pages of the guide (chapters as coldocs.yml lists them, then
  /// `index.md`) that the edition `lang` does not translate yet.
  public func untranslated(lang: String) throws -> [String] {
    let content = try ContentSet.load(
      folder: project.content, displayFolder: project.display(project.content))
    guard content.configuration.editions.contains(lang) else {
      throw unknownEdition(lang, content.configuration.editions)
    }
    let folder = project.content.appendingPathComponent(lang)
    let pages = content.configuration.chapters + (content.introduction == nil ? [] : ["index.md"])
    return pages.filter {
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }
  }

  /// Writes a first draft of each chapter's translation into the edition
  /// `lang`: the original's front matter and each of its prose blocks under
  /// its source tag, to be translated in place, with no code (a translated
  /// page shows the original's). Never replaces a file: a chapter already
  /// translated stops it before anything is written. Returns how the new
  /// files are named.
  public func startDrafts(lang: String, chapters: [String]) throws -> [String] {
    let content = try ContentSet.load(
      folder: project.content, displayFolder: project.display(project.content))
    guard content.configuration.editions.contains(lang) else {
      throw unknownEdition(lang, content.configuration.editions)
    }
    let sources =
      zip(content.configuration.chapters, content.chapters).map { ($0, $1) }
      + (content.introduction.map { [("index.md", $0)] } ?? [])
    let drafts = try chapters.map { chapter in
      let name = URL(fileURLWithPath: chapter).lastPathComponent
      guard let (listed, source) = sources.first(where: { $0.0 == chapter || $0.0 == name })
      else {
        throw Diagnostic(
          file: project.display(project.content.appendingPathComponent(SiteConfiguration.fileName)),
          message: "'\(chapter)' is not a chapter of the guide",
          fix:
            "name a chapter as coldocs.yml lists it, such as \(content.configuration.chapters[0])")
      }
      let url = project.content.appendingPathComponent(lang).appendingPathComponent(listed)
      guard !FileManager.default.fileExists(atPath: url.path) else {
        throw Diagnostic(
          file: project.display(url), message: "the translation exists already",
          fix: "edit it; coldocs translate status lists what changed in the original")
      }
      return (url, Self.draft(of: source))
    }
    return try drafts.map { url, text in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .withoutOverwriting)
      return project.display(url)
    }
  }

  /// `startDrafts` for one chapter.
  public func startDraft(lang: String, chapter: String) throws -> String {
    try startDrafts(lang: lang, chapters: [chapter])[0]
  }

  /// The draft's text: front matter, then every translatable block of the
  /// original under its tag, blocks apart by a blank line.
  static func draft(of source: ChapterSource) -> String {
    var lines: [String] = []
    let matter = [("title", source.frontMatter.title), ("summary", source.frontMatter.summary)]
      .compactMap { key, value in value.map { "\(key): \(JSONText.string($0))" } }
    if !matter.isEmpty { lines += ["---"] + matter + ["---"] }
    let blocks = TranslatableBlocks(markdown: source.body, lineOffset: source.bodyLine - 1)
    for block in blocks.blocks where block.isTranslatable {
      lines += [TranslatableBlocks.tagLine(for: block.hash), block.text, ""]
    }
    return lines.joined(separator: "\n")
  }

  private func load(_ lang: String, _ content: ContentSet) throws -> Edition {
    try Edition.load(
      lang: lang, of: content.configuration, contentFolder: project.content,
      displayFolder: project.display(project.content))
  }

  private func unknownEdition(_ lang: String, _ editions: [String]) -> Diagnostic {
    Diagnostic(
      file: project.display(project.content.appendingPathComponent(SiteConfiguration.fileName)),
      message: "the guide has no edition '\(lang)'"
        + (editions.isEmpty ? "" : " (it has \(editions.joined(separator: ", ")))"),
      fix: "add it to 'editions:' in coldocs.yml, such as editions: [\(lang)]")
  }
}

import Foundation

/// A further edition of the guide: its translation into one language, read
/// from the folder of that language under content/ (`content/zh-Hans/`),
/// which `editions:` in coldocs.yml names.
///
/// The folder holds `edition.yml` (the edition's title, its parts' titles
/// and the theme words it replaces), a translation of any chapter under the
/// chapter's own file name, and of `index.md`. A translation holds prose
/// only, each block tagged with the original's block it translates
/// (`TranslatableBlocks`): code and examples are the original's, so every
/// example runs once and its figure appears in every edition.
struct Edition {
  /// The edition's language tag, also the name of its folder in the
  /// content folder and in the site.
  let lang: String
  let folder: URL
  /// How diagnostics name the folder: "content/zh-Hans".
  let displayFolder: String
  let settings: EditionSettings
  /// Each translated chapter, by the original's file name as coldocs.yml
  /// lists it; a chapter not yet translated has none.
  let translations: [String: ChapterSource]
  /// The translation of `index.md`, if there is one.
  let introduction: ChapterSource?
  /// The edition's own pages (`appendix:` in edition.yml), in order.
  let appendix: [ChapterSource]

  /// Reads the edition `lang` of the guide in `contentFolder`: its
  /// settings and whichever chapters are translated.
  static func load(
    lang: String, of configuration: SiteConfiguration, contentFolder: URL, displayFolder: String
  ) throws -> Edition {
    let folder = contentFolder.appendingPathComponent(lang)
    let display = "\(displayFolder)/\(lang)"
    let settingsURL = folder.appendingPathComponent(EditionSettings.fileName)
    let settings =
      FileManager.default.fileExists(atPath: settingsURL.path)
      ? try EditionSettings.load(
        from: settingsURL, displayPath: "\(display)/\(EditionSettings.fileName)")
      : EditionSettings()
    // Translations are read several at a time, as chapters are.
    let names = configuration.chapters
    let read = try Parallel.map(names.indices) { index -> ChapterSource? in
      let url = folder.appendingPathComponent(names[index])
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      try refuseLinkOut(url, from: contentFolder, display: "\(display)/\(names[index])")
      return try ChapterSource(url: url, displayPath: "\(display)/\(names[index])")
    }
    var translations: [String: ChapterSource] = [:]
    for (name, source) in zip(names, read) { translations[name] = source }
    let indexURL = folder.appendingPathComponent("index.md")
    var introduction: ChapterSource?
    if FileManager.default.fileExists(atPath: indexURL.path) {
      try refuseLinkOut(indexURL, from: contentFolder, display: "\(display)/index.md")
      introduction = try ChapterSource(url: indexURL, displayPath: "\(display)/index.md")
    }
    let appendix = try settings.appendix.map { name in
      let url = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw Diagnostic(
          file: "\(display)/\(EditionSettings.fileName)", line: settings.appendixLine,
          message: "the appendix page '\(name)' does not exist",
          fix: "create \(display)/\(name) or remove it from the list")
      }
      try refuseLinkOut(url, from: contentFolder, display: "\(display)/\(name)")
      return try ChapterSource(url: url, displayPath: "\(display)/\(name)")
    }
    return Edition(
      lang: lang, folder: folder, displayFolder: display, settings: settings,
      translations: translations, introduction: introduction, appendix: appendix)
  }

  /// Markdown files of the folder that translate nothing the guide lists:
  /// a chapter renamed or removed in the original, or a misspelt name.
  func strayFiles(listed chapters: [String]) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let known = Set(chapters + ["index.md"] + settings.appendix)
    return names.filter { $0.hasSuffix(".md") && !known.contains($0) }.sorted()
  }

  /// A translation is read only from inside the content folder.
  private static func refuseLinkOut(_ url: URL, from folder: URL, display: String) throws {
    guard !ContainedPath.isInside(url, root: folder) else { return }
    throw Diagnostic(
      file: display, message: "this file is a symbolic link to a place outside the content folder",
      fix: "copy the file here instead of linking to it")
  }
}

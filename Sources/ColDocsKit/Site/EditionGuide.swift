import Foundation

/// A further edition as the build reads it: the guide with the edition's
/// translations in place (`ContentSet.edition`), its theme words, every
/// page planned, and how far the translation follows the original.
struct EditionGuide {
  let edition: Edition
  let content: ContentSet
  let strings: ThemeStrings
  let plans: ChapterPlans
  let status: TranslationStatus

  /// The edition's folder in the site, with its slash.
  var folder: String { edition.lang + "/" }

  /// A language's name for the switcher: the table's own name for its
  /// language, or the tag where no table of the theme is in that language
  /// (the strings fell back to English).
  static func name(of lang: String, in strings: ThemeStrings) -> String {
    let tableLanguage = strings.table.split(separator: "-").first.map(String.init) ?? ""
    let language = lang.split(separator: "-").first.map(String.init) ?? lang
    return tableLanguage.lowercased() == language.lowercased() ? strings["languageName"] : lang
  }
}

extension BuildStages {
  /// Reads the edition `lang` of the guide: its folder, its theme words
  /// (the edition.yml's over the theme's table for the language), every
  /// page merged and planned.
  func readEdition(_ lang: String, of content: ContentSet, theme: ThemeFiles) throws
    -> EditionGuide
  {
    let edition = try Edition.load(
      lang: lang, of: content.configuration, contentFolder: project.content,
      displayFolder: project.display(project.content))
    let strings = try ThemeStrings.load(
      for: content.configuration.edition(edition), theme: theme,
      configurationFile: "\(edition.displayFolder)/\(EditionSettings.fileName)")
    let notes = TranslationNotes(
      stale: strings["translationStale"], missing: strings["translationMissing"],
      untranslatedChapter: strings["translationUntranslated"])
    let merged = content.edition(edition, notes: notes)
    return EditionGuide(
      edition: edition, content: merged, strings: strings,
      plans: try ChapterPlans(merged, includeRoot: project.includeRoot),
      status: TranslationStatus(content: content, edition: edition))
  }
}

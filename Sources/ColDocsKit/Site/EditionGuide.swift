import Foundation

/// A further edition as the build reads it: the guide with the edition's
/// translations in place (`ContentSet.edition`), its theme words, every
/// page planned, and how far the translation follows the original.
struct EditionGuide {
  let edition: Edition
  let content: ContentSet
  let strings: ThemeStrings
  let plans: ChapterPlans
  /// The guide as its own language has it, which the edition translates.
  let original: ContentSet

  /// How far the translation follows the original: worked out when asked
  /// (by `check`), not by every build.
  var status: TranslationStatus { TranslationStatus(content: original, edition: edition) }

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
    try Self.checkAppendix(edition, besides: content)
    let plans = try ChapterPlans(merged, includeRoot: project.includeRoot)
    // Examples run once, from the original: a page of the edition's own
    // has none to take its results from.
    if let example = plans.chapters.dropFirst(content.chapters.count).flatMap(\.examples).first {
      throw Diagnostic(
        file: example.file, line: example.line,
        message: "a page of an edition's appendix cannot run examples",
        fix: "show the code with 'swift norun', or put the example in a chapter of the guide")
    }
    return EditionGuide(
      edition: edition, content: merged, strings: strings, plans: plans,
      original: content)
  }

  /// An appendix page may not take the name of a chapter's page or of the
  /// site's own pages.
  private static func checkAppendix(_ edition: Edition, besides content: ContentSet) throws {
    var taken = Set(content.chapters.map(\.slug) + ["index", "404", "print"])
    for page in edition.appendix {
      guard taken.insert(page.slug).inserted, !page.slug.hasPrefix("print-") else {
        throw Diagnostic(
          file: "\(edition.displayFolder)/\(EditionSettings.fileName)",
          line: edition.settings.appendixLine,
          message:
            "the appendix page \(page.file) would be \(page.slug).html, a page the site has already",
          fix: "rename the file")
      }
    }
  }
}

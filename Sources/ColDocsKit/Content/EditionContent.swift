import Foundation

/// The words of the notes a translated page shows, in the edition's
/// language: the build passes the theme's (`translationStale`, …).
struct TranslationNotes: Sendable {
  /// After a block whose original changed since it was translated; a link
  /// to the original's section.
  var stale: String
  /// After a block not translated yet, which the page shows in the
  /// original's language.
  var missing: String
  /// Above a chapter with no translation at all.
  var untranslatedChapter: String
}

extension ContentSet {
  /// The guide as `edition` shows it: a content set of its own, so every
  /// later stage treats it as a guide. Its configuration has the edition's
  /// title, part titles, language and theme words; each chapter is the
  /// original's body with the translated blocks in place
  /// (`TranslatedMarkdown`), so its code and examples are the original's,
  /// byte for byte, and their results are the original's too.
  func edition(_ edition: Edition, notes: TranslationNotes) -> ContentSet {
    let configuration = self.configuration.edition(edition)
    let original = self.configuration.lang
    // Each chapter is parsed twice to be merged: several at a time.
    let names = self.configuration.chapters
    let sources = self.chapters
    let merged =
      (try? Parallel.map(sources.indices) { index in
        sources[index].translated(
          by: edition.translations[names[index]], lang: edition.lang, originalLang: original,
          notes: notes)
      }) ?? []
    let chapters = merged + edition.appendix
    return ContentSet(
      configuration: configuration, chapters: chapters,
      introduction: introduction.map {
        $0.translated(
          by: edition.introduction, lang: edition.lang, originalLang: original, notes: notes,
          page: "index.html")
      },
      snapshotsFolder: snapshotsFolder, contentFolder: contentFolder, displayFolder: displayFolder)
  }
}

extension SiteConfiguration {
  /// The configuration as `edition` reads it: its title, part titles,
  /// language and theme words, and its own address under the site's.
  func edition(_ edition: Edition) -> SiteConfiguration {
    var configuration = self
    configuration.title = edition.settings.title ?? title
    configuration.parts = parts.map { part in
      var part = part
      part.title = edition.settings.parts[part.title] ?? part.title
      return part
    }
    configuration.lang = edition.lang
    configuration.editions = []
    configuration.strings = edition.settings.strings
    configuration.stringLines = edition.settings.stringLines
    configuration.baseURL = baseURL.map {
      ($0.hasSuffix("/") ? $0 : $0 + "/") + edition.lang + "/"
    }
    // The appendix's pages follow the chapters, in a part of their own when
    // it has a title; they are listed from the edition's folder.
    let first = configuration.chapters.count
    configuration.chapters += edition.settings.appendix.map { "\(edition.lang)/\($0)" }
    if let title = edition.settings.appendixTitle {
      configuration.parts.append(
        Part(title: title, chapters: first..<configuration.chapters.count))
    }
    return configuration
  }
}

extension ChapterSource {
  /// This page as an edition shows it: the translation's title and summary
  /// over the original's body with the translated blocks in place. Links
  /// and `include=` paths are read as the original's are, from the
  /// original's file: a translation writes them as the original does.
  func translated(
    by translation: ChapterSource?, lang: String, originalLang: String, notes: TranslationNotes,
    page: String? = nil
  ) -> ChapterSource {
    let originalPage = "../" + (page ?? "\(slug).html")
    var matter = frontMatter
    matter.title = translation?.frontMatter.title ?? frontMatter.title
    matter.summary = translation?.frontMatter.summary ?? frontMatter.summary
    matter.lang = nil
    guard let translation else {
      let note = Self.note(
        notes.untranslatedChapter, link: originalPage, kind: "untranslated", lang: lang,
        originalLang: originalLang)
      // The original's body inside an element in its language, the note
      // above it in the edition's: an HTML block, a blank line, Markdown.
      let body = "<div lang=\"\(originalLang)\">\n\(note)\n\n\(self.body)\n\n</div>\n"
      return replacingBody(body, frontMatter: matter, untranslated: true)
    }
    let originalBlocks = TranslatableBlocks(markdown: body, lineOffset: bodyLine - 1)
    let translatedBlocks = TranslatableBlocks(
      markdown: translation.body, lineOffset: translation.bodyLine - 1)
    let alignment = TranslationAlignment(original: originalBlocks, translation: translatedBlocks)
    let sections = TranslatedMarkdown.headings(before: originalBlocks.blocks)
    let merged = TranslatedMarkdown(
      original: originalBlocks, translation: translatedBlocks, alignment: alignment
    ) { state, block in
      let index = originalBlocks.blocks.firstIndex(of: block)
      let heading = index.flatMap { sections.indices.contains($0) ? sections[$0] : nil }
      let anchor = heading.flatMap { originalBlocks.blocks[$0].headingText }.map {
        "#" + SlugMaker.slug($0)
      }
      if case .stale = state {
        return Self.note(
          notes.stale, link: originalPage + (anchor ?? ""), kind: "stale", lang: lang,
          originalLang: originalLang)
      }
      return Self.note(
        notes.missing, link: originalPage + (anchor ?? ""), kind: "missing", lang: lang,
        originalLang: originalLang)
    }
    return replacingBody(merged.text, frontMatter: matter)
  }

  /// A note of a translated page: one line of HTML, a link to the
  /// original's page in the original's language.
  private static func note(
    _ text: String, link: String, kind: String, lang: String, originalLang: String
  ) -> String {
    "<p class=\"cd-translation-note cd-\(kind)\" lang=\"\(HTML.escape(lang))\">"
      + "<a href=\"\(HTML.escape(link))\" hreflang=\"\(HTML.escape(originalLang))\">"
      + "\(HTML.escape(text))</a></p>"
  }
}

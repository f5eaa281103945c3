import Foundation

/// How far an edition's translation follows the original, block by block
/// and chapter by chapter: what `coldocs check` reports and `coldocs
/// translate status` prints.
///
/// A block is fresh when its translation names the original's block as it
/// is now, stale when the original changed since it was translated, missing
/// when nothing translates it; a translated block is orphaned when what it
/// translated is gone from the original, and untagged when it names no
/// block at all.
public struct TranslationStatus: Sendable {
  /// One page of the guide (a chapter, or the index page's introduction).
  public struct Page: Sendable {
    /// The original's file as diagnostics name it.
    public let original: String
    /// The translation's file, nil when the page is not translated.
    public let translation: String?
    public var fresh = 0
    public var stale = 0
    public var missing = 0
    public var orphaned = 0
    /// Every stale, missing, orphaned or untagged block, and every problem
    /// of the translation's tags, as a warning at its place.
    public var problems: [Diagnostic] = []

    /// True when every block of the original is translated and current.
    public var isComplete: Bool { stale == 0 && missing == 0 && orphaned == 0 && problems.isEmpty }
  }

  public let lang: String
  public let pages: [Page]

  /// Every problem of every page, in page order; each a warning.
  public var problems: [Diagnostic] { pages.flatMap(\.problems) }

  init(content: ContentSet, edition: Edition) {
    lang = edition.lang
    let originals =
      zip(content.configuration.chapters, content.chapters).map {
        ($0.1, edition.translations[$0.0])
      } + (content.introduction.map { [($0, edition.introduction)] } ?? [])
    // Each page is parsed twice (original and translation): several at a time.
    var pages =
      (try? Parallel.map(originals.indices) {
        Self.page(originals[$0].0, translation: originals[$0].1, edition: edition.displayFolder)
      }) ?? []
    for stray in edition.strayFiles(listed: content.configuration.chapters) {
      var page = Page(original: "", translation: "\(edition.displayFolder)/\(stray)")
      page.problems.append(
        Diagnostic(
          file: "\(edition.displayFolder)/\(stray)", severity: .warning,
          message: "this file translates no chapter coldocs.yml lists",
          fix: "name it as the chapter it translates, or remove it"))
      pages.append(page)
    }
    self.pages = pages
  }

  /// One page's blocks compared with its translation's.
  static func page(_ original: ChapterSource, translation: ChapterSource?, edition: String) -> Page
  {
    let blocks = TranslatableBlocks(markdown: original.body, lineOffset: original.bodyLine - 1)
    var page = Page(original: original.file, translation: translation?.file)
    guard let translation else {
      page.missing = blocks.blocks.filter(\.isTranslatable).count
      page.problems.append(
        Diagnostic(
          file: original.file, severity: .warning,
          message: "the chapter is not translated in the edition \(edition)/",
          fix:
            "translate it into \(edition)/\(URL(fileURLWithPath: original.file).lastPathComponent) (coldocs translate start makes a first draft to fill in)"
        ))
      return page
    }
    let translated = TranslatableBlocks(
      markdown: translation.body, lineOffset: translation.bodyLine - 1)
    let alignment = TranslationAlignment(original: blocks, translation: translated)
    page.problems += translated.problems.map { warning($0.diagnostic(file: translation.file)) }
    page.problems += alignment.problems.map { warning($0.diagnostic(file: translation.file)) }
    for (index, state) in alignment.states.enumerated() {
      guard let state else { continue }
      let block = blocks.blocks[index]
      switch state {
      case .fresh: page.fresh += 1
      case .stale(let at):
        page.stale += 1
        page.problems.append(
          Diagnostic(
            file: translation.file, line: translated.blocks[at].firstLine, severity: .warning,
            message:
              "stale: the original changed since this was translated (\(original.file):\(block.firstLine))",
            fix:
              "update the translation, then its tag to \(TranslatableBlocks.tagLine(for: block.hash))"
          ))
      case .missing:
        page.missing += 1
        page.problems.append(
          Diagnostic(
            file: original.file, line: block.firstLine, severity: .warning,
            message: "missing: this \(block.kind.name) is not translated in \(translation.file)",
            fix: "translate it there under \(TranslatableBlocks.tagLine(for: block.hash))"))
      }
    }
    for index in alignment.orphaned {
      page.orphaned += 1
      page.problems.append(
        Diagnostic(
          file: translation.file, line: translated.blocks[index].firstLine, severity: .warning,
          message:
            "orphaned: this translates a block \(original.file) no longer has",
          fix: "remove it, or tag it with the block it now translates"))
    }
    for index in alignment.untagged {
      page.problems.append(
        Diagnostic(
          file: translation.file, line: translated.blocks[index].firstLine, severity: .warning,
          message: "this block does not say which block of the original it translates",
          fix:
            "put the source tag of the block it translates on the line above it: each block not yet translated is listed as missing, with its tag"
        ))
    }
    return page
  }

  private static func warning(_ diagnostic: Diagnostic) -> Diagnostic {
    var warning = diagnostic
    warning.severity = .warning
    return warning
  }

  /// The summary `coldocs translate status` prints: a line per page.
  public var summary: String {
    var lines = ["edition \(lang): fresh, stale, missing, orphaned blocks"]
    for page in pages where !page.original.isEmpty {
      let name = page.translation ?? "\(page.original) (not translated)"
      lines.append(
        "  \(name): \(page.fresh) fresh, \(page.stale) stale, \(page.missing) missing, \(page.orphaned) orphaned"
      )
    }
    let total = pages.reduce(into: (0, 0, 0, 0)) {
      $0.0 += $1.fresh
      $0.1 += $1.stale
      $0.2 += $1.missing
      $0.3 += $1.orphaned
    }
    lines.append(
      "  in all: \(total.0) fresh, \(total.1) stale, \(total.2) missing, \(total.3) orphaned")
    return lines.joined(separator: "\n")
  }
}

extension TranslatableBlocks.Kind {
  /// The kind as a diagnostic names it.
  var name: String {
    switch self {
    case .heading: return "heading"
    case .paragraph: return "paragraph"
    case .listItem: return "list item"
    case .blockQuote: return "block quote"
    case .table: return "table"
    case .fixed: return "block"
    }
  }
}

import Foundation

/// A chapter with every code block classified: what the page shows, what
/// is compiled, and which blocks are examples.
struct ChapterPlan {
  let source: ChapterSource
  /// The page's HTML, with a slot for each block coldocs renders itself.
  let page: PageSkeleton
  /// One per code block, in document order.
  let blocks: [PlannedBlock]
  let examples: [ExampleSpec]
  /// The page's links to pages of the guide, where they were written.
  let references: [CrossReference]
  /// "chapter N" written without a link.
  let mentions: [ChapterMention]

  /// Classifies the blocks of `source`, reporting every problem at once;
  /// its links to the Markdown files of `pages` lead to their pages. Its
  /// `include=` blocks may show files under `projectRoot` and, when the
  /// guide documents a package, under `packageFolder`.
  init(
    _ source: ChapterSource, projectRoot: URL, packageFolder: URL? = nil,
    pages: PageLinks = .none
  ) throws {
    self.source = source
    let includes = SourceInclude(
      base: source.folder, allowed: [projectRoot] + (packageFolder.map { [$0] } ?? []),
      formerBase: projectRoot)
    let document = source.parse(pages: pages)
    var problems: [Diagnostic] = []
    var blocks: [PlannedBlock] = []
    var examples: [ExampleSpec] = []
    for block in document.codeBlocks {
      do {
        let role = try CodeBlockRole.parse(block.info, at: (source.file, block.line, block.column))
        let planned = try PlannedBlock(
          block, role: role, file: source.file, includes: includes)
        if case .example(let options) = role {
          let id = options.id ?? "example-\(examples.count + 1)"
          // Ids become element ids (lowercased, `_` read as `-`) and file
          // names on disks that may ignore case: they must differ in more.
          if let other = examples.first(where: { SlugMaker.slug($0.id) == SlugMaker.slug(id) }) {
            throw Diagnostic(
              file: source.file, line: block.line, column: block.column,
              message: other.id == id
                ? "two examples of this chapter are named '\(id)'"
                : "example id '\(id)' differs from '\(other.id)' (line \(other.line)) only in case or in - and _",
              fix: "give each a different id=")
          }
          examples.append(
            ExampleSpec(
              id: id, chapter: source.slug, file: source.file, line: block.line,
              column: block.column,
              timeout: options.timeout, function: "example_\(examples.count + 1)",
              blockIndex: blocks.count))
        }
        blocks.append(planned)
      } catch let diagnostic as Diagnostic {
        problems.append(diagnostic)
      }
    }
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    self.blocks = blocks
    self.examples = examples
    references = document.links.compactMap { link in
      pages.target(of: link.destination, from: source.file).map {
        CrossReference(
          file: source.file, line: link.line, column: link.column,
          destination: link.destination, target: $0,
          href: pages.href(for: link.destination, from: source.file) ?? link.destination)
      }
    }
    mentions = document.chapterMentions.map {
      ChapterMention(
        file: source.file, line: $0.line, column: $0.column, text: $0.match.text,
        number: $0.match.number)
    }
    page = document.skeleton(replacing: blocks.indices.filter { blocks[$0].role != .shown })
  }

  /// True when the chapter has Swift to compile.
  var compilesCode: Bool {
    blocks.contains { if case .declaration = $0.role { return true } else { return false } }
      || !examples.isEmpty
  }
}

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

  /// Classifies the blocks of `source`, reporting every problem at once.
  init(_ source: ChapterSource, projectRoot: URL) throws {
    self.source = source
    let document = source.parse()
    var problems: [Diagnostic] = []
    var blocks: [PlannedBlock] = []
    var examples: [ExampleSpec] = []
    for block in document.codeBlocks {
      do {
        let role = try CodeBlockRole.parse(block.info, at: (source.file, block.line, block.column))
        let planned = try PlannedBlock(
          block, role: role, file: source.file, projectRoot: projectRoot)
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
    page = document.skeleton(replacing: blocks.indices.filter { blocks[$0].role != .shown })
  }

  /// True when the chapter has Swift to compile.
  var compilesCode: Bool {
    blocks.contains { if case .declaration = $0.role { return true } else { return false } }
      || !examples.isEmpty
  }
}

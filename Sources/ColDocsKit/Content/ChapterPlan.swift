import Foundation

/// A chapter with every code block classified: what the page shows, and
/// the Swift module its declarations and examples compile into.
struct ChapterPlan {
  let source: ChapterSource
  let document: MarkdownDocument
  let blocks: [PlannedBlock]
  let examples: [ExampleSpec]
  /// The chapter's Swift module, e.g. `Chapter_flow_layout`.
  let moduleName: String
  /// The module's single source file, with `#sourceLocation` lines that map
  /// every compiled line back to the Markdown file.
  let moduleSource: String
  /// Text the module writer inserted into Markdown lines, so that compiler
  /// columns can be mapped back.
  let insertions: ColumnInsertions

  /// Classifies the blocks of `source`, reporting every problem at once.
  init(_ source: ChapterSource, projectRoot: URL) throws {
    self.source = source
    document = source.parse()
    moduleName = "Chapter_" + source.slug.replacingOccurrences(of: "-", with: "_")
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
    let writer = ModuleWriter(file: source.file, blocks: blocks, examples: examples)
    moduleSource = writer.source
    insertions = writer.insertions
  }

  /// True when the chapter has Swift to compile.
  var compilesCode: Bool {
    blocks.contains { if case .declaration = $0.role { return true } else { return false } }
      || !examples.isEmpty
  }
}

/// One code block with its role and the code the page shows.
struct PlannedBlock {
  let block: CodeBlock
  let role: CodeBlockRole
  /// What the page shows; nil when the block is hidden.
  let shownCode: String?
  /// What the compiler sees; nil when the block is not compiled.
  let compiledCode: String?

  init(_ block: CodeBlock, role: CodeBlockRole, file: String, projectRoot: URL) throws {
    self.block = block
    self.role = role
    switch role {
    case .declaration(let hidden):
      let lines = SwiftLines(block.code)
      shownCode = hidden ? nil : lines.shown
      compiledCode = lines.compiled
    case .example:
      let lines = SwiftLines(block.code)
      shownCode = lines.shown
      compiledCode = lines.compiled
    case .noRun, .shown:
      shownCode = block.code
      compiledCode = nil
    case .include(let path, let anchor):
      shownCode = try SourceInclude(root: projectRoot).region(
        path, anchor: anchor, at: (file, block.line, block.column))
      compiledCode = nil
    }
  }
}

/// An example: the function it compiles into and where it came from.
struct ExampleSpec: Equatable {
  let id: String
  let chapter: String
  let file: String
  let line: Int
  let column: Int
  let timeout: Double?
  let function: String
  /// Its position among the chapter's planned blocks.
  let blockIndex: Int

  /// The file name as compiled code reports it (see `ModuleWriter.escaped`).
  var compiledFile: String { ModuleWriter.escaped(file) }

  /// The name the runner knows it by: "flow-layout/example-1".
  var qualifiedID: String { "\(chapter)/\(id)" }
}

/// Text inserted into compiled lines, by Markdown line: each entry is the
/// column where it starts and its width in UTF-8 bytes.
struct ColumnInsertions: Equatable {
  var byLine: [Int: [(column: Int, width: Int)]] = [:]

  static func == (a: Self, b: Self) -> Bool {
    a.byLine.mapValues { $0.map { [$0.column, $0.width] } }
      == b.byLine.mapValues { $0.map { [$0.column, $0.width] } }
  }

  /// The Markdown column of a compiler column on `line`.
  func originalColumn(_ column: Int, line: Int) -> Int {
    var result = column
    for inserted in (byLine[line] ?? []).sorted(by: { $0.column > $1.column }) {
      if result >= inserted.column + inserted.width {
        result -= inserted.width
      } else if result >= inserted.column {
        result = inserted.column
      }
    }
    return result
  }
}

/// Writes a chapter's Swift module.
struct ModuleWriter {
  let file: String
  let blocks: [PlannedBlock]
  let examples: [ExampleSpec]

  /// Each example's compiled code, its returns captured (`ReturnCapture`).
  private var captured: [ReturnCapture] {
    examples.map { ReturnCapture(blocks[$0.blockIndex].compiledCode ?? "") }
  }

  var insertions: ColumnInsertions {
    var insertions = ColumnInsertions()
    for (example, capture) in zip(examples, captured) {
      let firstLine = blocks[example.blockIndex].block.firstCodeLine
      for inserted in capture.insertions {
        insertions.byLine[firstLine + inserted.line - 1, default: []].append(
          (inserted.column, ReturnCapture.prefix.utf8.count))
      }
    }
    return insertions
  }

  var source: String {
    var text = "// Generated by coldocs from \(file). Edit the Markdown, not this file.\n"
    text += "import CollectionLayout\nimport ColDocsRuntime\nimport Foundation\n\n"
    for planned in blocks {
      guard case .declaration = planned.role, let code = planned.compiledCode else { continue }
      text += located(code, line: planned.block.firstCodeLine) + "\n"
    }
    for (example, capture) in zip(examples, captured) {
      let planned = blocks[example.blockIndex]
      text += "func \(example.function)() throws -> any ExampleOutput {\n"
      // The closing brace stays inside the mapped region, so that "missing
      // return" is reported at the example's closing fence.
      let code = capture.code
      text += located(
        code + (code.hasSuffix("\n") || code.isEmpty ? "" : "\n") + "}",
        line: planned.block.firstCodeLine)
      text += "\n"
    }
    text += "public let examples: [String: ExampleMain.Example] = [\n"
    for example in examples {
      text += "  \(literal(example.qualifiedID)): \(example.function),\n"
    }
    text += examples.isEmpty ? "  :\n]\n" : "]\n"
    return text
  }

  private func located(_ code: String, line: Int) -> String {
    "#sourceLocation(file: \(literal(file)), line: \(line))\n\(code)\(code.hasSuffix("\n") ? "" : "\n")#sourceLocation()\n"
  }

  private func literal(_ text: String) -> String {
    "\"" + Self.escaped(text) + "\""
  }

  /// Text as it stands inside a Swift string literal. The compiler reports
  /// `#sourceLocation` file names in this form, escapes kept.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
      of: "\"", with: "\\\"")
  }
}

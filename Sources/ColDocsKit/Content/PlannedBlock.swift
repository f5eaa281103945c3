import Foundation

/// One code block with its role and the code the page shows.
struct PlannedBlock {
  let block: CodeBlock
  let role: CodeBlockRole
  /// What the page shows; nil when the block is hidden.
  let shownCode: String?
  /// What the compiler sees; nil when the block is not compiled.
  let compiledCode: String?

  init(_ block: CodeBlock, role: CodeBlockRole, file: String, includes: SourceInclude) throws {
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
    case .include(let path, let selection):
      shownCode = try includes.text(path, selection, at: (file, block.line, block.column))
      compiledCode = nil
    }
  }
}

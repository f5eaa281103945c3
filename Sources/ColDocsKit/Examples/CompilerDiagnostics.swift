import Foundation

/// Turns the compiler's output into diagnostics at Markdown lines.
struct CompilerDiagnostics {
  let modules: [ChapterModule]

  func parse(_ output: String) -> [Diagnostic] {
    var seen = Set<String>()
    var found: [Diagnostic] = []
    // Longest names first: "content/a.md:" also occurs in "content/x/a.md:".
    let byName = modules.sorted { $0.chapter.file.count > $1.chapter.file.count }
    for line in output.split(separator: "\n") {
      guard let diagnostic = diagnostic(String(line), modules: byName),
        seen.insert(diagnostic.description).inserted
      else { continue }
      found.append(diagnostic)
    }
    return found
  }

  /// `content/x.md:12:5: error: message` → a diagnostic with the column shifted
  /// by the fence's indentation. The file is found by the name the compiler
  /// was given (escaped as in a string literal), so a name holding `:`, `"`
  /// or `\` still maps to its chapter.
  private func diagnostic(_ line: String, modules: [ChapterModule]) -> Diagnostic? {
    for module in modules {
      let reported = ModuleWriter.escaped(module.chapter.file) + ":"
      guard let at = line.range(of: reported) else { continue }
      let parts = line[at.upperBound...].split(
        separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, parts[2] == " error", let number = Int(parts[0]),
        let compiledColumn = Int(parts[1])
      else { return nil }
      return diagnostic(
        in: module, line: number, compiledColumn: compiledColumn,
        message: parts[3].trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  private func diagnostic(
    in module: ChapterModule, line number: Int, compiledColumn: Int, message: String
  )
    -> Diagnostic
  {
    let block = module.plan.blocks.last { $0.block.line <= number }?.block
    let shift = (block?.column ?? 1) - 1
    let column = module.insertions.originalColumn(compiledColumn, line: number)
    if message.hasPrefix("missing return"),
      let example = module.examples.last(where: { $0.line <= number })
    {
      return Diagnostic(
        file: module.chapter.file, line: example.line, column: example.column,
        message: "the example returns nothing renderable",
        fix: "end it with 'return collectionView', a recorded timeline, or SideBySide(...)")
    }
    return Diagnostic(
      file: module.chapter.file, line: number, column: column + shift, message: message,
      fix: ObjectiveCAdvice.fix(for: message) ?? "")
  }
}

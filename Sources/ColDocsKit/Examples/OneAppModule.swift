import Foundation

/// Every chapter's declarations compiled together, as a reader who builds
/// the whole guide into one app compiles them. Each chapter compiles alone
/// into a module of its own, where two chapters that both declare a
/// `TileCell` never meet; here they do, and the second is reported at its
/// Markdown line.
///
/// Only the chapters' top-level declarations take part: an example is the
/// body of a function, and its own names cannot clash with another's.
struct OneAppModule {
  /// The module's name, as an app target's might be.
  static let name = "GuideApp"

  let modules: [ChapterModule]

  /// One file per chapter: the engine and the examples' runtime imported
  /// as each chapter's module imports them, then its declarations.
  func sources() -> [(name: String, code: String)] {
    modules.map { module in
      let writer = ModuleWriter(
        file: module.chapter.file, blocks: module.plan.blocks, examples: [])
      return (
        "\(module.name).swift",
        "import CollectionLayout\nimport ColDocsRuntime\n\n"
          + writer.declarations
      )
    }
  }

  /// The compiler's errors at their Markdown lines. A name declared twice
  /// is reported at one declaration and names the other, with what to do.
  func problems(in output: String) -> [Diagnostic] {
    let earlier = previousDeclarations(in: output)
    return CompilerDiagnostics(modules: modules).parse(output).map { problem in
      guard problem.message.hasPrefix("invalid redeclaration") else { return problem }
      var problem = problem
      if let other = earlier.first(where: { $0 != "\(problem.file):\(problem.line)" }) {
        problem.message += " (also declared at \(other))"
      }
      problem.fix =
        "every chapter's declarations build together into one app, as a reader who copies the whole guide builds them: give one of them a name of its own chapter's"
      return problem
    }
  }

  /// Where the compiler's notes say a name was declared first, as
  /// `file:line` of the Markdown.
  private func previousDeclarations(in output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasSuffix("previously declared here"), let note = line.range(of: ": note: ")
      else { return nil }
      let place = line[..<note.lowerBound].split(separator: ":")
      guard place.count >= 3, let number = Int(place[place.count - 2]) else { return nil }
      let file = place.dropLast(2).joined(separator: ":")
      guard
        let module = modules.first(where: { file.hasSuffix(ModuleWriter.escaped($0.chapter.file)) })
      else { return nil }
      return "\(module.chapter.file):\(number)"
    }
  }
}

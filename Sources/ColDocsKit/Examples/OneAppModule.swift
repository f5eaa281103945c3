import Foundation

/// Every chapter's app code compiled together, as a reader who builds the
/// whole guide into one app compiles it: each chapter's declarations and
/// its examples as the app runs them, with nothing of coldocs's examples'
/// runtime. Each chapter compiles alone into a module of its own, where two
/// chapters that both declare a `TileCell` never meet; here they do, and
/// the second is reported at its Markdown line. So is a call the app code
/// makes to what only the examples' runtime has.
///
/// The sources come from the layer that writes the apps (`AppChapter`),
/// each line mapped to its Markdown line with `#sourceLocation`.
struct OneAppModule {
  /// The module's name, as an app target's might be.
  static let name = "GuideApp"

  let modules: [ChapterModule]
  /// The files: name and code.
  let sources: [(name: String, code: String)]

  /// The compiler's errors at their Markdown lines. A name declared twice
  /// is reported at one declaration and names the other, with what to do.
  func problems(in output: String) -> [Diagnostic] {
    let earlier = previousDeclarations(in: output)
    return CompilerDiagnostics(modules: modules).parse(output).map { problem in
      guard problem.message.hasPrefix("invalid redeclaration") else { return problem }
      var problem = problem
      let name = Self.quotedName(in: problem.message[...])
      if let other = earlier.first(where: {
        $0.name == name && $0.place != "\(problem.file):\(problem.line)"
      }) {
        problem.message += " (also declared at \(other.place))"
      }
      problem.fix =
        "every chapter's app code builds together into one app, as a reader who copies the whole guide builds it: give one of them a name of its own chapter's"
      return problem
    }
  }

  /// Where the compiler's notes say each name was declared first, as
  /// `file:line` of the Markdown: "'TileCell' previously declared here".
  private func previousDeclarations(in output: String) -> [(name: String, place: String)] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasSuffix("previously declared here"), let note = line.range(of: ": note: ")
      else { return nil }
      let place = line[..<note.lowerBound].split(separator: ":")
      guard place.count >= 3, let number = Int(place[place.count - 2]) else { return nil }
      let file = place.dropLast(2).joined(separator: ":")
      guard
        let module = modules.first(where: { file.hasSuffix(ModuleWriter.escaped($0.chapter.file)) })
      else { return nil }
      return (Self.quotedName(in: line[note.upperBound...]), "\(module.chapter.file):\(number)")
    }
  }

  /// The first name in single quotes in `text`, or "".
  static func quotedName(in text: Substring) -> String {
    let parts = text.split(separator: "'", omittingEmptySubsequences: false)
    return parts.count >= 3 ? String(parts[1]) : ""
  }
}

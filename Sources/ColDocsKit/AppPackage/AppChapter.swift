import SwiftParser

/// A chapter as an app's code: its declarations, and each example as a
/// function that makes the example's screen, both as `AppCode` rewrites
/// them; or the reason an example stays on the page.
///
/// The same code is written two ways: as the reader's files in the
/// downloaded package, and, for `check`, with each line mapped to its
/// Markdown line, so that what does not compile is reported there.
struct AppChapter {
  let plan: ChapterPlan
  /// The chapter's name in Swift, from its slug: `FlowLayout`.
  let name: String
  let examples: [Example]
  /// The functions and variables of the chapter's declarations that the app
  /// leaves out, because they name what only coldocs has.
  let droppedNames: Set<String>
  /// Each declaration block, hidden ones too, in order.
  let declarations: [Declaration]

  struct Declaration {
    let code: AppCode
    /// The Markdown line of its first line of code.
    let firstLine: Int
  }

  struct Example {
    let spec: ExampleSpec
    /// The heading the example stands under, or the chapter's title.
    let title: String
    /// The function's name: the example's id in lower camel case, then
    /// `Example`.
    let function: String
    let code: Result<AppCode, AppCode.LeftOutError>
    let imports: [String]
    /// The Markdown line of the example's first line of code.
    let firstLine: Int
  }

  /// `words`: the app's button titles and prompts, in the language of the
  /// edition the app is written for.
  init(_ plan: ChapterPlan, words: AppWords = .english) {
    self.plan = plan
    name = Self.upperCamelCase(plan.source.slug)
    let titles = Self.headingsAbove(plan)
    let wrappers = EngineOnlyWrappers.of(plan)
    var droppedMembers = Set<String>()
    var droppedNames = Set<String>()
    declarations = plan.blocks.compactMap { planned in
      guard case .declaration = planned.role, let code = planned.compiledCode else { return nil }
      let rewritten = AppCode.declarations(code, wrappers: wrappers, words: words)
      droppedMembers.formUnion(rewritten.droppedMembers)
      droppedNames.formUnion(rewritten.droppedNames)
      return Declaration(code: rewritten.code, firstLine: planned.block.firstCodeLine)
    }
    examples = plan.examples.map { spec in
      let hoisted = HoistedImports(plan.blocks[spec.blockIndex].compiledCode ?? "")
      return Example(
        spec: spec, title: titles[spec.blockIndex] ?? plan.source.title,
        function: Self.lowerCamelCase(spec.id),
        code: AppCode.example(
          hoisted.body, droppedMembers: droppedMembers, wrappers: wrappers, words: words),
        imports: hoisted.imports.map(\.text),
        firstLine: plan.blocks[spec.blockIndex].block.firstCodeLine)
    }
    self.droppedNames = droppedNames
  }

  /// The enum that holds the chapter's example functions: `FlowLayoutExamples`.
  var examplesType: String { name + "Examples" }

  /// The examples the app shows.
  var shown: [(Example, AppCode)] {
    examples.compactMap { example in
      guard case .success(let code) = example.code else { return nil }
      return (example, code)
    }
  }

  /// The examples that stay on the page, with why.
  var leftOut: [(Example, AppCode.LeftOut)] {
    examples.compactMap { example in
      guard case .failure(let error) = example.code else { return nil }
      return (example, error.reason)
    }
  }

  // MARK: Files

  private var generated: String {
    "// Made by coldocs from \(plan.source.file), the chapter \"\(plan.source.title)\".\n"
  }

  /// `Chapter.swift`: every declaration block, hidden ones too, in order.
  var declarationsFile: String {
    var text = generated + "\nimport UIKit\n"
    for declaration in declarations {
      text += "\n" + declaration.code.readable + "\n"
    }
    return text
  }

  /// `Chapter.swift` for `check`: each block at its Markdown lines.
  var locatedDeclarationsFile: String {
    var text = "import UIKit\n\n"
    for declaration in declarations {
      text += located(
        HoistedImports.mappingAppModules(declaration.code.compiled), line: declaration.firstLine)
    }
    return text
  }

  private func located(_ code: String, line: Int) -> String {
    ModuleWriter.located(code, file: plan.source.file, line: line)
  }

  /// The lines the app keeps that still call what only coldocs has: a
  /// window for a device in a function of the chapter's own, say.
  var leftovers: [Diagnostic] {
    let code =
      declarations.map { ($0.code, $0.firstLine) }
      + shown.map { ($1, $0.firstLine) }
    return code.flatMap { code, firstLine in
      EngineOnlyLines(Parser.parse(source: code.compiled), example: false).kinds
        .filter { [.phone, .recording, .finger, .check].contains($0.value) }
        .map { line, kind in
          Diagnostic(
            file: plan.source.file, line: firstLine + line, column: 1,
            message:
              "this line \(kind.appWords), which only coldocs can, and the chapter's app keeps it",
            fix:
              "the app leaves out only what an example's own lines do; move the call from the chapter's shared code into the examples that use it"
          )
        }
    }.sorted { $0.line < $1.line }
  }

  /// `Examples.swift`: one function per example the app shows, and the
  /// list the app's first screen shows.
  var examplesFile: String { examplesFile(located: false) }

  /// `Examples.swift` for `check`: each body at its Markdown lines.
  var locatedExamplesFile: String { examplesFile(located: true) }

  private func examplesFile(located isLocated: Bool) -> String {
    let imports = Set(shown.flatMap { $0.0.imports }).subtracting(["import UIKit"]).sorted()
    var text = isLocated ? "" : generated + "\n"
    text += (["import UIKit"] + imports).joined(separator: "\n") + "\n\n"
    text += "/// The examples of \"\(plan.source.title)\", as the app shows them.\n"
    text += "enum \(examplesType) {\n"
    text += "  static let all: [ChapterExample] = [\n"
    for (example, _) in shown {
      text +=
        "    ChapterExample(id: \(literal(example.spec.id)), title: \(literal(example.title)), make: \(example.function)),\n"
    }
    text += "  ]\n"
    for (example, code) in shown {
      text += "\n  /// \(example.title)\n"
      text +=
        "  static func \(example.function)() throws -> Any {\n"
      if isLocated {
        text += located(code.compiled, line: example.firstLine)
      } else {
        text += Self.indented(code.readable, by: "    ") + "\n"
      }
      text += "  }\n"
    }
    return text + "}\n"
  }

  // MARK: Names

  private func literal(_ text: String) -> String { ModuleWriter.literal(text) }

  static func indented(_ code: String, by indent: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isWhitespace) ? "" : indent + $0 }.joined(separator: "\n")
  }

  /// `flow-layout` → `FlowLayout`; a name that would start with a digit
  /// starts with `Chapter`.
  static func upperCamelCase(_ slug: String) -> String {
    let words = slug.split { !$0.isLetter && !$0.isNumber }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = name.first, first.isLetter, name.allSatisfy(\.isASCII) else {
      return "Chapter" + name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    return name
  }

  /// `scroll-in-code` → `scrollInCodeExample`: the ending keeps the name
  /// clear of keywords and of the chapter's own functions, which a static
  /// member of the same name would hide inside the examples' enum.
  static func lowerCamelCase(_ id: String) -> String {
    let words = id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var name = words.enumerated().map { index, word in
      index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if !(name.first?.isLetter ?? false) { name = "example" + name }
    return name + "Example"
  }

  /// Each planned block's index → the text of the heading above it.
  private static func headingsAbove(_ plan: ChapterPlan) -> [Int: String] {
    var current: String?
    var titles: [Int: String] = [:]
    for slot in plan.page.slots {
      switch slot {
      case .headingID(let index): current = plan.page.headings[index].text
      case .block(let index): titles[index] = current
      }
    }
    return titles
  }
}

import Foundation

/// A chapter's Swift module: the code its declarations and examples compile
/// into, generated from its plan by `ModuleWriter`.
struct ChapterModule {
  let plan: ChapterPlan
  /// The module's name, e.g. `Chapter_flow_layout`.
  let name: String
  /// The module's single source file, with `#sourceLocation` lines that map
  /// every compiled line back to the Markdown file.
  let code: String
  /// Text the module writer inserted into Markdown lines, so that compiler
  /// columns can be mapped back.
  let insertions: ColumnInsertions

  init(_ plan: ChapterPlan) {
    self.plan = plan
    name = "Chapter_" + plan.source.slug.replacingOccurrences(of: "-", with: "_")
    let writer = ModuleWriter(file: plan.source.file, blocks: plan.blocks, examples: plan.examples)
    code = writer.source
    insertions = writer.insertions
  }

  /// The Markdown file the module comes from.
  var chapter: ChapterSource { plan.source }
  var examples: [ExampleSpec] { plan.examples }
  var compilesCode: Bool { plan.compilesCode }
}

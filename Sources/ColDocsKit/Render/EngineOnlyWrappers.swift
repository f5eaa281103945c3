import SwiftParser
import SwiftSyntax

/// A chapter's own functions that do nothing an app does: every statement
/// of their body only coldocs runs, as `swipeLeft(_:)` plays a finger and
/// lets time pass. A call of one is as much coldocs's as what it calls, so
/// the page marks it with the kind of the function's first statement, and
/// the chapter's app replaces it as it would that statement.
enum EngineOnlyWrappers {
  /// The words a block must hold to declare one: most hold none, and are
  /// not parsed again.
  private static let signs = [
    "simulate", "recordTimeline", "snapshot(", "expect", "RunLoop", "rotate(", "device:",
    "OrthogonalScrollOffset",
  ]

  /// The wrappers the chapter's declaration blocks declare at their top
  /// level, by name.
  static func of(_ plan: ChapterPlan) -> [String: EngineOnlyCall] {
    guard !plan.examples.isEmpty else { return [:] }
    var wrappers: [String: EngineOnlyCall] = [:]
    for planned in plan.blocks {
      guard case .declaration = planned.role, let code = planned.compiledCode,
        code.contains("func "), signs.contains(where: code.contains)
      else { continue }
      wrappers.merge(of(Parser.parse(source: code))) { first, _ in first }
    }
    return wrappers
  }

  /// The wrappers `tree` declares at its top level.
  static func of(_ tree: SourceFileSyntax) -> [String: EngineOnlyCall] {
    let lines = EngineOnlyLines(tree, example: false).kinds
    guard !lines.isEmpty else { return [:] }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var wrappers: [String: EngineOnlyCall] = [:]
    for item in tree.statements {
      guard let function = item.item.as(FunctionDeclSyntax.self),
        let statements = function.body?.statements, !statements.isEmpty
      else { continue }
      let kinds = statements.map { statement in
        lines[converter.location(for: statement.positionAfterSkippingLeadingTrivia).line - 1]
      }
      guard kinds.allSatisfy({ $0 != nil }), let first = kinds.first ?? nil else { continue }
      wrappers[function.name.text] = first
    }
    return wrappers
  }
}

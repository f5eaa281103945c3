import ColDocsRuntime
import Foundation

/// The HTML that replaces an example's code block: its code, then what it
/// computed (a diagram, a player for animations, a frames table per panel),
/// or the problems that kept it from computing anything.
struct ExampleFigure: MarkupWriter {
  let example: ExampleSpec
  let code: String
  let outcome: ExampleOutcome?
  /// The figure's words, in the guide's language.
  var strings: ThemeStrings = .english
  /// The chapter's functions that only call what coldocs has.
  var wrappers: [String: EngineOnlyCall] = [:]

  func write(into html: inout HTMLBuilder) {
    let anchor = Self.anchor(of: example)
    let diagrams = (outcome?.result?.panels ?? []).enumerated().map { index, panel in
      DiagramRenderer(panel: panel, id: "\(anchor)-\(index + 1)", strings: strings)
    }
    // The page draws every panel at one scale: the widest fits the page
    // (style.css), so the same size is drawn the same in every panel.
    let widest = diagrams.map(\.size.width).max() ?? 0
    html.open(
      "figure",
      [
        "class": "cd-example", "id": anchor,
        "style": widest > 0 ? "--cd-widest:\(PlainNumber.text(widest))" : nil,
      ])
    html.newline()
    html.open("pre")
    html.open("code", ["class": "language-swift"])
    // Markup already: the highlighter escapes the code itself, around its spans.
    html.raw(SwiftHighlighter.html(code, linkingItems: true, wrappers: wrappers))
    html.close("code")
    html.close("pre")
    html.newline()
    switch outcome {
    case .succeeded(let result, let output)?:
      // Several panels sit side by side where the page is wide enough and
      // wrap onto new rows where it is not.
      let grouped = result.panels.count > 1
      if grouped {
        html.open("div", ["class": "cd-panels"])
        html.newline()
      }
      // What the example printed belongs to its one panel, in its box under
      // the frames table; when there are several (or none), it is the
      // figure's own and gets a box of its own below them (style.css).
      let printedInPanel = diagrams.count == 1
      for diagram in diagrams {
        write(diagram, output: printedInPanel ? output : "", into: &html)
      }
      if grouped {
        html.close("div")
        html.newline()
      }
      if !printedInPanel { writeOutput(output, into: &html) }
      problems(
        result.failures.map {
          strings.format(
            "exampleExpectationFailed",
            ["file": $0.file, "line": "\($0.line)", "message": $0.message])
        }, into: &html)
    case .failed(let diagnostics)?, .notRun(let diagnostics)?, .timedOut(let diagnostics)?:
      problems(diagnostics.map(\.description), into: &html)
    case nil:
      problems(
        [strings.format("exampleNotRun", ["file": example.file, "line": "\(example.line)"])],
        into: &html)
    }
    html.close("figure")
    html.newline()
  }

  /// The figure's id, unique in the whole site so that the print view can
  /// hold every chapter; its panels add "-1", "-2", ….
  static func anchor(of example: ExampleSpec) -> String {
    "example-\(example.chapter)-\(SlugMaker.slug(example.id))"
  }

  /// Every id the figure gives an element: a heading must not take one.
  var ids: [String] {
    let anchor = Self.anchor(of: example)
    let panels = outcome?.result?.panels.count ?? 0
    return [anchor] + (0..<panels).map { "\(anchor)-\($0 + 1)" }
  }

  /// One panel: its title, its diagram (its width in points travels with
  /// it, for the page to draw it at the figure's scale), its player when it
  /// is animated, its frames table, and `output` when the example printed
  /// something for it.
  private func write(_ diagram: DiagramRenderer, output: String, into html: inout HTMLBuilder) {
    let panel = diagram.panel
    let id = diagram.id
    let width = diagram.size.width
    html.open(
      "div",
      ["class": "cd-panel", "style": width > 0 ? "--cd-width:\(PlainNumber.text(width))" : nil])
    html.newline()
    if let title = panel.title {
      html.element("p", ["class": "cd-panel-title"], text: title)
      html.newline()
    }
    diagram.write(into: &html)
    if panel.isAnimated {
      Player(
        id: id, duration: panel.timeline.duration, timeline: panel.timeline, strings: strings
      ).write(into: &html)
    }
    if let last = panel.timeline.frames.last {
      FramesTable(frame: last, animated: panel.isAnimated, strings: strings).write(into: &html)
    }
    writeOutput(output, into: &html)
    html.close("div")
    html.newline()
  }

  /// What the example printed, folded; nothing when it printed nothing.
  private func writeOutput(_ output: String, into html: inout HTMLBuilder) {
    guard !output.isEmpty else { return }
    html.open("details", ["class": "cd-output"])
    html.element("summary", text: strings["exampleOutput"])
    html.element("pre", text: output)
    html.close("details")
    html.newline()
  }

  /// The problems that kept the example from computing, or the
  /// expectations it failed; nothing when there are none.
  private func problems(_ lines: [String], into html: inout HTMLBuilder) {
    guard !lines.isEmpty else { return }
    html.open("div", ["class": "cd-problems", "role": "alert"])
    html.element("p", text: strings["exampleProblems"])
    html.open("ul")
    for line in lines {
      html.open("li")
      html.element("code", text: line)
      html.close("li")
    }
    html.close("ul")
    html.close("div")
    html.newline()
  }
}

import ColDocsRuntime
import Foundation

/// The HTML that replaces an example's code block: its code, then what it
/// computed (a diagram, a player for animations, a frames table per panel),
/// or the problems that kept it from computing anything.
struct ExampleFigure {
  let example: ExampleSpec
  let code: String
  let outcome: ExampleOutcome?
  /// The figure's words, in the guide's language.
  var strings: ThemeStrings = .english

  var html: String {
    let anchor = Self.anchor(of: example)
    var html = "<figure class=\"cd-example\" id=\"\(anchor)\">\n"
    html +=
      "<pre><code class=\"language-swift\">\(SwiftHighlighter.html(code, linkingItems: true))</code></pre>\n"
    switch outcome {
    case .succeeded(let result, let output)?:
      // Several panels sit side by side where the page is wide enough and
      // wrap onto new rows where it is not.
      if result.panels.count > 1 { html += "<div class=\"cd-panels\">\n" }
      for (index, panel) in result.panels.enumerated() {
        html += panelHTML(panel, id: "\(anchor)-\(index + 1)")
      }
      if result.panels.count > 1 { html += "</div>\n" }
      if !output.isEmpty {
        html += "<details class=\"cd-output\"><summary>\(HTML.escape(strings["exampleOutput"]))"
        html += "</summary><pre>\(HTML.escape(output))</pre></details>\n"
      }
      html += problems(
        result.failures.map {
          strings.format(
            "exampleExpectationFailed",
            ["file": $0.file, "line": "\($0.line)", "message": $0.message])
        })
    case .failed(let diagnostics)?, .notRun(let diagnostics)?:
      html += problems(diagnostics.map(\.description))
    case nil:
      html += problems([
        strings.format("exampleNotRun", ["file": example.file, "line": "\(example.line)"])
      ])
    }
    html += "</figure>\n"
    return html
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

  private func panelHTML(_ panel: ExamplePanel, id: String) -> String {
    var html = "<div class=\"cd-panel\">\n"
    if let title = panel.title { html += "<p class=\"cd-panel-title\">\(HTML.escape(title))</p>\n" }
    html += DiagramRenderer(panel: panel, id: id, strings: strings).svg + "\n"
    if panel.isAnimated {
      html += Player(id: id, duration: panel.timeline.duration, strings: strings).html
    }
    if let last = panel.timeline.frames.last {
      html += FramesTable(frame: last, animated: panel.isAnimated, strings: strings).html
    }
    html += "</div>\n"
    return html
  }

  private func problems(_ lines: [String]) -> String {
    guard !lines.isEmpty else { return "" }
    let heading = HTML.escape(strings["exampleProblems"])
    return "<div class=\"cd-problems\" role=\"alert\"><p>\(heading)</p><ul>"
      + lines.map { "<li><code>\(HTML.escape($0))</code></li>" }.joined() + "</ul></div>\n"
  }
}

/// Play/pause and a scrubber for an animated diagram; the page's script
/// drives the CSS animations through them.
struct Player {
  let id: String
  let duration: Double
  /// The button's and the scrubber's words; the page's script reads the
  /// button's other word (play) from the same table.
  var strings: ThemeStrings = .english

  var html: String {
    let cycle = PlainNumber.text(duration + KeyframeWriter.hold)
    let pause = HTML.escape(strings["playerPause"])
    let time = HTML.escape(strings["playerTimeLabel"])
    return "<div class=\"cd-player\" data-diagram=\"\(id)\" data-cycle=\"\(cycle)\">"
      + "<button type=\"button\" class=\"cd-play\" aria-pressed=\"false\">\(pause)</button>"
      + "<input type=\"range\" class=\"cd-scrub\" min=\"0\" max=\"1000\" value=\"0\" "
      + "aria-label=\"\(time)\"></div>\n"
  }
}

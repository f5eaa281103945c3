import Foundation

extension HTML {
  /// A code block as cmark renders one; Swift is highlighted.
  /// `wrappers`: the chapter's functions that only call what coldocs has.
  static func codeBlock(
    _ code: String, language: String?, wrappers: [String: EngineOnlyCall] = [:]
  ) -> String {
    var html = HTMLBuilder()
    html.open("pre")
    html.open("code", ["class": language.map { "language-\($0)" }])
    if language == "swift" {
      // Markup already: the highlighter escapes the code itself, around its spans.
      html.raw(SwiftHighlighter.html(code, wrappers: wrappers))
    } else {
      html.text(code)
    }
    html.close("code")
    html.close("pre")
    html.newline()
    return html.markup
  }
}

import Foundation

/// Turns a chapter plan and its examples' outcomes into the page's HTML body:
/// code blocks replaced by what they show, headings given ids, the rest
/// rendered by cmark.
struct PageRenderer {
  let plan: ChapterPlan
  let outcomes: [String: ExampleOutcome]
  /// Ids the page's template already uses (`main`, `cd-search`, …).
  var templateIDs: Set<String> = []

  /// The body HTML and the page's table of contents.
  func render() -> (html: String, headings: [(level: Int, text: String, id: String)]) {
    let document = plan.document
    var slugs = SlugMaker(reserving: templateIDs)
    for planned in plan.blocks {
      switch planned.role {
      case .example:
        guard let example = plan.examples.first(where: { $0.line == planned.block.line }) else {
          continue
        }
        let figure = ExampleFigure(
          example: example, code: planned.shownCode ?? "", outcome: outcomes[example.qualifiedID])
        slugs.reserve(figure.ids)
        document.replace(planned.block, withHTML: figure.html)
      case .declaration(hidden: true):
        document.replace(planned.block, withHTML: "")
      case .declaration(hidden: false), .include, .noRun:
        document.replace(
          planned.block, withHTML: HTML.codeBlock(planned.shownCode ?? "", language: "swift"))
      case .shown:
        break
      }
    }
    var headings: [(Int, String, String)] = []
    for heading in document.headings {
      let id = slugs.uniqueSlug(heading.text)
      document.setID(id, of: heading)
      headings.append((heading.level, heading.text, id))
    }
    return (document.renderHTML(), headings)
  }
}

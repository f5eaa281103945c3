import Foundation

/// Turns a chapter plan and its examples' outcomes into the page's HTML body:
/// each code block coldocs renders itself in its slot (an example's figure,
/// highlighted Swift, nothing for hidden declarations), each heading given
/// an id. The plan is only read: it can be rendered again.
struct PageRenderer {
  let plan: ChapterPlan
  let outcomes: [String: ExampleOutcome]
  /// Ids the page's template already uses (`main`, `cd-search`, …).
  var templateIDs: Set<String> = []
  /// The words figures show (frames tables, the player, diagram
  /// descriptions), in the guide's language.
  var strings: ThemeStrings = .english
  /// The texts heading ids are made from, when not the page's own: a
  /// translated page takes its original's, heading for heading, so that a
  /// link to a section (`#item-size`) holds in every edition. Ignored when
  /// the count differs from the page's headings.
  var idTexts: [String]? = nil

  /// A heading as the page's table of contents lists it.
  typealias Heading = (level: Int, text: String, id: String)

  /// The body HTML and the page's headings with their ids.
  func render() -> (html: String, headings: [Heading]) {
    var slugs = SlugMaker(reserving: templateIDs)
    let examples = Dictionary(uniqueKeysWithValues: plan.examples.map { ($0.blockIndex, $0) })
    let wrappers = EngineOnlyWrappers.of(plan)
    var blocks: [Int: String] = [:]
    for (index, planned) in plan.blocks.enumerated() {
      switch planned.role {
      case .example:
        guard let example = examples[index] else { continue }
        let figure = ExampleFigure(
          example: example, code: planned.shownCode ?? "", outcome: outcomes[example.qualifiedID],
          strings: strings, wrappers: wrappers)
        // Figure ids are taken before any heading's, in page order.
        slugs.reserve(figure.ids)
        blocks[index] = figure.html
      case .declaration(hidden: true):
        blocks[index] = ""
      case .declaration(hidden: false), .include, .noRun:
        blocks[index] = HTML.codeBlock(
          planned.shownCode ?? "", language: "swift", wrappers: wrappers)
      case .shown:
        break
      }
    }
    let own = plan.page.headings.map(\.text)
    let sources = idTexts.flatMap { $0.count == own.count ? $0 : nil } ?? own
    let headings = zip(plan.page.headings, sources).map { heading, source in
      (heading.level, heading.text, slugs.uniqueSlug(source))
    }
    let html = plan.page.filled(blocks: blocks, headingIDs: headings.map(\.2))
    let titled = Callout.filled(html) { strings[$0.titleKey] }
    return (EngineOnlyMarks.filled(titled) { strings[$0.wordsKey] }, headings)
  }
}

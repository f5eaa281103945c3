import Foundation

/// Every chapter of a guide planned, and the index page's introduction
/// planned like a chapter (its examples run too; it has no place in the
/// navigation).
struct ChapterPlans {
  let chapters: [ChapterPlan]
  let introduction: ChapterPlan?
  /// The pages the guide's Markdown files become.
  let pages: PageLinks

  /// Every plan whose examples run: the chapters, then the introduction.
  var all: [ChapterPlan] { chapters + (introduction.map { [$0] } ?? []) }

  /// Plans every chapter, several at a time, and reports all their problems.
  init(_ content: ContentSet, includeRoot: URL) throws {
    let sources = content.chapters + (content.introduction.map { [$0] } ?? [])
    let pages = PageLinks(content: content)
    let package = content.packageFolder
    let attempts = try Parallel.map(sources.indices) { index -> Result<ChapterPlan, Error> in
      Result {
        try ChapterPlan(
          sources[index], projectRoot: includeRoot, packageFolder: package, pages: pages)
      }
    }
    var report = ProblemReport()
    let plans = try attempts.compactMap { attempt in try report.collect { try attempt.get() } }
    try report.throwIfAny()
    chapters = Array(plans.prefix(content.chapters.count))
    introduction = content.introduction == nil ? nil : plans.last
    self.pages = pages
  }
}

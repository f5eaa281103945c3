/// Every chapter's app code as `check` compiles it: one module, as a reader
/// who builds the whole guide into one app has it (`OneAppModule`).
struct AppGuide {
  /// The chapters that have an app.
  let plans: [ChapterPlan]
  let chapters: [AppChapter]

  init(plans: [ChapterPlan]) {
    self.plans = plans.filter(AppPackage.exists(for:))
    chapters = self.plans.map { AppChapter($0) }
  }

  /// The files shared by every app, then each chapter's declarations and
  /// examples, their lines mapped to the Markdown's.
  var sources: [(name: String, code: String)] {
    [("ExampleScreen.swift", AppSupportFiles.screen)]
      + chapters.flatMap {
        [
          ("\($0.name).swift", $0.locatedDeclarationsFile),
          ("\($0.examplesType).swift", $0.locatedExamplesFile),
        ]
      }
  }

  /// The lines the apps keep that still call what only coldocs has.
  var leftovers: [Diagnostic] { chapters.flatMap(\.leftovers) }

  /// `problem` with why, when it is "cannot find 'framing' in scope" for a
  /// function of a chapter's that the app left out.
  func explained(_ problem: Diagnostic) -> Diagnostic {
    let prefix = "cannot find '"
    guard problem.message.hasPrefix(prefix),
      let name = problem.message.dropFirst(prefix.count).split(separator: "'").first,
      chapters.contains(where: { $0.droppedNames.contains(String(name)) })
    else { return problem }
    var problem = problem
    problem.fix =
      "the chapter's '\(name)' names what only coldocs has (a recording, a check, a type of the engine's own), so the app leaves it out: keep such code in the example's own lines, which the app rewrites"
    return problem
  }
}

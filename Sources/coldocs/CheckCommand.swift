import ArgumentParser
import ColDocsKit
import Foundation

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Verify every example, every link, and that site/ is up to date.",
    discussion: """
      Compiles and runs every example, compares what each computed with its recorded \
      snapshot under content/snapshots/, compiles every chapter's app code together \
      as one module against the engine (a name two chapters declare, or a call only \
      coldocs has that the app keeps, is an error), checks that every link from a chapter to a \
      chapter (02-flow-layout.md#itemsize) names a page and one of its headings, \
      reporting each at its place in the Markdown, checks internal links and images, \
      and checks that the committed site/ is exactly what 'coldocs build' writes. \
      "chapter N" written without a link is a warning, and so is a label with text that a \
      device would not show (no frame, or clipped away). In a guide with editions, every \
      translated block that is stale, missing or orphaned is a warning too (an error with \
      --strict). Ends with 'N passed, N failed' (one count per example) and exits 1 on any \
      failure.
      """)

  @OptionGroup var options: ProjectOptions

  @Option(help: "The folder holding the committed site that a build must reproduce.")
  var output = "site"

  @Flag(help: "Rewrite the recorded snapshots from this run instead of comparing (never in CI).")
  var update = false

  @Flag(help: "Fail when an edition has a block that is stale, missing or orphaned.")
  var strict = false

  func run() throws {
    try Report.guarding {
      let report = try SiteChecker(project: options.project(output: output), log: Report.progress)
        .check(update: update, strictTranslations: strict)
      Report.problems(report.problems)
      for path in report.updated { Report.progress("updated \(path)") }
      print(report.summary)
      if !report.succeeded { throw ExitCode.failure }
    }
  }
}

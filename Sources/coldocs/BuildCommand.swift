import ArgumentParser
import ColDocsKit
import Foundation

struct Build: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compile and run the examples, then write the site.",
    discussion: """
      The site is written atomically: built aside, then swapped in, so a failed build \
      leaves the previous site untouched, and a build killed at any moment leaves the \
      previous site or the new one. Builds of one project take turns: a second one waits \
      for the first (a lock under .build/coldocs). Results of unchanged examples come from the \
      cache under .build/coldocs. An example that fails is drawn as an error box and \
      reported here; the rest of the site is still written. Each chapter with examples \
      also gets its app, apps/SLUG.swiftpm.zip: an App Playground of its examples for \
      Swift Playgrounds or Xcode, linked under the chapter's title.
      """)

  @OptionGroup var options: ProjectOptions

  @Option(help: "The folder to write the site to; coldocs only replaces folders it created.")
  var output = "site"

  func run() throws {
    let project = options.project(output: output)
    try Report.guarding {
      let build = try SiteBuilder(project: project, log: Report.progress).buildAndWrite()
      Report.problems(build.problems)
      Report.progress("wrote \(build.fileCount) files to \(project.display(project.output))/")
      if !build.problems.isEmpty { throw ExitCode.failure }
    }
  }
}

import ArgumentParser
import ColDocsKit
import Foundation

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the HTML body of one Markdown file, its examples run.",
    discussion: "Without examples, the output is cmark's HTML with ids added to headings.")

  @OptionGroup var options: ProjectOptions

  @Argument(help: "The Markdown file to render.")
  var file: String

  func run() throws {
    let project = options.project
    try Report.guarding {
      let url = URL(fileURLWithPath: file, relativeTo: project.root)
      let html = try SiteBuilder(project: project, log: Report.progress).renderBody(of: url)
      FileHandle.standardOutput.write(Data(html.utf8))
    }
  }
}

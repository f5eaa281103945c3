import ArgumentParser
import ColDocsKit
import Foundation

struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a new guide, ready to build.",
    discussion: """
      Writes content/coldocs.yml, content/index.md, a first chapter whose example draws \
      a collection view, a .gitignore for the scratch space and a GitHub Actions workflow \
      that runs 'coldocs check'. The folder is created when missing. If any of these \
      files exists already, nothing is written. Then, in that folder: 'coldocs build', \
      'coldocs check' or 'coldocs serve'. The theme is built in; 'coldocs theme copy' \
      writes it out for customising.
      """)

  @Argument(help: "The folder to write the guide into.")
  var folder = "."

  @Option(help: "The guide's language: en, or zh-Hans for a guide in Simplified Chinese.")
  var lang = "en"

  func validate() throws {
    guard StarterGuide.languages.contains(lang) else {
      throw ValidationError(
        "coldocs has no starter guide in '\(lang)': choose one of "
          + StarterGuide.languages.joined(separator: ", "))
    }
  }

  func run() throws {
    try Report.guarding {
      let url = URL(fileURLWithPath: folder).standardizedFileURL
      let written = try StarterGuide.write(into: url, displayFolder: folder, lang: lang)
      for path in written { Report.progress("wrote \(folder == "." ? path : "\(folder)/\(path)")") }
      let enter = folder == "." ? "" : "cd \(folder) && "
      Report.progress("a new guide is ready: \(enter)coldocs serve")
    }
  }
}

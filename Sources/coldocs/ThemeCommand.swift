import ArgumentParser
import ColDocsKit
import Foundation

struct Theme: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List or copy out the built-in theme.",
    discussion: """
      A guide without a templates/ folder uses coldocs's built-in theme. A file in \
      templates/ replaces the built-in file of the same path, and the others stay built \
      in: copy out only what you change.
      """,
    subcommands: [List.self, Copy.self])

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the paths of the built-in theme's files.")

    func run() {
      for path in BuiltInTheme.paths { print(path) }
    }
  }

  struct Copy: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the built-in theme's files into templates/ for customising.",
      discussion: """
        Without FILES, every file of the theme. Refuses, writing nothing, when any of \
        them exists already.
        """)

    @Option(help: "The folder to write into.")
    var templates = "templates"

    @Argument(help: "Paths as 'coldocs theme list' prints them, e.g. page.mustache.")
    var files: [String] = []

    func run() throws {
      try Report.guarding {
        let folder = URL(fileURLWithPath: templates).standardizedFileURL
        let written = try BuiltInTheme.copy(files, into: folder, displayFolder: templates)
        for path in written { Report.progress("wrote \(templates)/\(path)") }
      }
    }
  }
}

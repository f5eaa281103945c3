import ArgumentParser
import ColDocsKit
import Foundation

/// The `coldocs` command line: argument parsing and calls into ColDocsKit.
/// Exit codes: 0 success, 1 problems found, 2 bad usage.
@main
struct Coldocs: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build and check a guide whose collection-view examples run at build time.",
    discussion: """
      Markdown chapters in content/ are rendered with cmark; their Swift examples are \
      compiled against the CollectionLayout engine and run, and what they computed is \
      drawn into the pages. Run the commands from the guide's folder; 'coldocs init' \
      writes a new one.
      """,
    version: ColDocsVersion.description,
    subcommands: [
      Init.self, Build.self, Check.self, Render.self, Serve.self, Theme.self, Translate.self,
    ])

  static func main() async {
    // Ctrl-C and kill end the runners and compilers coldocs started too.
    Interruption.install()
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      // Usage errors: ArgumentParser's own message, then exit code 2.
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(2)
    }
  }
}

/// Options every command shares: where the project's parts are.
struct ProjectOptions: ParsableArguments {
  @Option(help: "The folder with the Markdown chapters and coldocs.yml.")
  var content = "content"

  @Option(help: "The folder whose files replace those of the built-in theme.")
  var templates = "templates"

  var project: Project {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return Project(
      root: root, content: URL(fileURLWithPath: content, relativeTo: root),
      templates: URL(fileURLWithPath: templates, relativeTo: root))
  }

  /// The project, its site in `output` (relative to the current folder).
  func project(output: String) -> Project {
    var project = self.project
    project.output = URL(fileURLWithPath: output, relativeTo: project.root).standardizedFileURL
    return project
  }
}

/// Prints problems the way compilers do, one per line, to standard error.
enum Report {
  static func problems(_ problems: [Diagnostic]) {
    for problem in problems { printError(problem.description) }
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  static func progress(_ text: String) {
    printError("coldocs: \(text)")
  }

  /// Runs a command body, printing located problems instead of a trace.
  static func guarding(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let diagnostic as Diagnostic {
      problems([diagnostic])
      throw ExitCode.failure
    } catch let list as DiagnosticList {
      problems(list.diagnostics)
      throw ExitCode.failure
    }
  }
}

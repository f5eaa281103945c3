import ArgumentParser
import ColDocsKit
import Foundation

struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Build the site, serve it on loopback, and reload pages on every edit.",
    discussion: """
      Watches content/, templates/ and the documented package (the one coldocs.yml names \
      at the time of each build), and rebuilds once per burst of edits. A Markdown edit \
      reloads the open page within moments; an example edit as soon as its chapter \
      compiles. When a build fails, the last good pages stay and the problems are shown \
      over them. The server answers requests whose Host is localhost or a numeric address.
      """)

  @OptionGroup var options: ProjectOptions

  @Option(help: "The folder to write and serve the site from.")
  var output = "site"

  @Option(help: "The port to listen on.")
  var port: UInt16 = 8000

  @Option(help: "The IPv4 address to listen on; loopback by default.")
  var host = "127.0.0.1"

  func run() async throws {
    let project = options.project(output: output)
    do {
      try await PreviewServer(
        project: project, host: host, port: port, log: { Report.progress($0) }
      ).run()
    } catch let diagnostic as Diagnostic {
      Report.problems([diagnostic])
      throw ExitCode.failure
    }
  }
}

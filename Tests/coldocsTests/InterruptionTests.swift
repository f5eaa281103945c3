import Foundation
import Testing

/// Interrupting `coldocs` while an example runs ends that example's runner
/// too, whatever the signal: runners live in process groups of their own,
/// which a terminal's Ctrl-C does not reach.
@Suite(.serialized) struct InterruptionTests {
  /// A project outside the repository whose engine sources are the
  /// repository's (linked), with one chapter whose example sleeps.
  private func sleepyProject(mark: String, sandboxed: Bool) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cli-interrupt-\(UUID().uuidString)")
    let content = folder.appendingPathComponent("content")
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Sources"),
      withDestinationURL: CommandLineTests.repositoryRoot.appendingPathComponent("Sources"))
    let examples = sandboxed ? "" : "examples:\n  sandbox: false\n"
    try "title: T\nchapters:\n  - 01-nap-\(mark).md\n\(examples)".write(
      to: content.appendingPathComponent("coldocs.yml"), atomically: true, encoding: .utf8)
    let chapter = """
      # Nap

      ```swift example id=nap timeout=120
      Thread.sleep(forTimeInterval: 100)
      return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      ```
      """
    try chapter.write(
      to: content.appendingPathComponent("01-nap-\(mark).md"), atomically: true, encoding: .utf8)
    return folder
  }

  /// The runners of this test's chapter still alive (zombies aside).
  private func runners(_ mark: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name in
      guard Int(name) != nil,
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        !stat.contains(") Z "),
        let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline")
      else { return nil }
      let command = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        .joined(separator: " ")
      return command.contains("nap-\(mark)/nap") ? "\(name): \(command)" : nil
    }
  }

  /// Unsandboxed, coldocs itself must end the runner; sandboxed, the
  /// sandbox ends with coldocs too.
  @Test(arguments: [(SIGINT, false), (SIGTERM, false), (SIGINT, true), (SIGTERM, true)])
  func interruptingABuildEndsTheExampleItRuns(signal: Int32, sandboxed: Bool) throws {
    let mark = String(UInt32.random(in: 100_000...999_999))
    let folder = try sleepyProject(mark: mark, sandboxed: sandboxed)
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = [
      "build", "--templates",
      CommandLineTests.repositoryRoot.appendingPathComponent("templates").path,
    ]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Compiling the engine for a new project takes a while; then the example naps.
    let deadline = Date().addingTimeInterval(300)
    while runners(mark).isEmpty, process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.2)
    }
    #expect(!runners(mark).isEmpty, "the example started")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + signal)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(runners(mark).isEmpty, "\(runners(mark))")
  }
}

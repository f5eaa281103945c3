import Foundation

/// Runs a program to completion or to its time limit, collecting its output.
struct Subprocess {
  struct Outcome {
    var status: Int32
    var output: String
    var errorOutput: String
    var timedOut: Bool
    /// True when a signal, not `exit`, ended the process.
    var crashed: Bool
  }

  let executable: URL
  let arguments: [String]
  var workingDirectory: URL?
  var environment: [String: String]?

  /// Output goes to temporary files rather than pipes, so a chatty program
  /// can never block on a full pipe.
  func run(timeout: Double? = nil) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = workingDirectory
    if let environment { process.environment = environment }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    var timedOut = false
    if let timeout, finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      process.terminate()
      if finished.wait(timeout: .now() + 2) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
    } else if timeout == nil {
      finished.wait()
    }
    try? out.close()
    try? err.close()
    return Outcome(
      status: process.terminationStatus,
      output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
      errorOutput: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
      timedOut: timedOut,
      crashed: process.terminationReason == .uncaughtSignal)
  }

  /// A program found on PATH.
  static func onPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

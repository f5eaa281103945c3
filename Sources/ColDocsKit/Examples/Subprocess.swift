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
  /// The signal a process past its time limit gets first; it is killed
  /// outright `grace` seconds later if still running, or as soon as its
  /// error output contains `graceEndsAfter`.
  var timeoutSignal: Int32 = SIGTERM
  var grace: Double = 2
  var graceEndsAfter: String?

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
      kill(process.processIdentifier, timeoutSignal)
      if !waitForGrace(finished, errorOutput: errURL) {
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

  /// Waits up to `grace` seconds for the process to end; true if it did.
  /// Stops waiting early once the error output holds `graceEndsAfter`.
  private func waitForGrace(_ finished: DispatchSemaphore, errorOutput: URL) -> Bool {
    let deadline = Date().addingTimeInterval(grace)
    while Date() < deadline {
      if finished.wait(timeout: .now() + 0.05) == .success { return true }
      if let marker = graceEndsAfter,
        let text = try? String(contentsOf: errorOutput, encoding: .utf8), text.contains(marker)
      {
        return false
      }
    }
    return false
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

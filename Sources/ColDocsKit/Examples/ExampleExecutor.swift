import ColDocsRuntime
import Foundation
import Synchronization

/// Runs each example in a process of its own, with a time limit, so one
/// example that traps or loops loses only itself.
struct ExampleExecutor {
  /// The engine's runner, and the library of each chapter by chapter file.
  let runner: URL
  let libraries: [String: URL]
  /// The folders the runner and the libraries live in, which a sandboxed
  /// runner sees read-only.
  let readable: [URL]
  let defaultTimeout: Double
  /// Where examples run; nil runs them as the author's own processes.
  var sandbox: ExampleSandbox?
  /// The rate of timelines an example records without naming one; nil
  /// leaves the engine's own default.
  var framesPerSecond: Double? = nil

  /// Runs the examples, two at a time on a two-core machine, and returns
  /// their outcomes in the order given.
  func run(
    _ examples: [ExampleSpec], progress: @escaping @Sendable (ExampleSpec) -> Void
  ) -> [ExampleOutcome] {
    let slots = Mutex<[ExampleOutcome?]>(Array(repeating: nil, count: examples.count))
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = width
    for (index, example) in examples.enumerated() {
      queue.addOperation {
        let outcome = self.run(example)
        slots.withLock { outcomes in
          outcomes[index] = outcome
          progress(example)
        }
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    return slots.withLock { $0 }.map { $0 ?? .notRun([]) }
  }

  /// The most memory an example may allocate, and the most it may print to
  /// each of standard output and error; past them it is stopped or cut.
  static let memoryLimit = 512 << 20
  static let outputLimit = 1 << 20

  /// Swift's backtracer prints where the program was, with Markdown lines,
  /// on a trap, and on the SIGILL that a runner past its time limit gets
  /// (it handles that signal even when sent by another process; the runner
  /// is killed once the backtrace is out).
  static let backtrace = "enable=yes,interactive=no,color=no,sanitize=no,threads=all,timeout=5s"

  /// The runner of one example, sandboxed or not, with its scratch folder
  /// (where it writes its result).
  private func process(for example: ExampleSpec, scratch: URL, output: URL) -> Subprocess {
    let library = libraries[example.file]?.path ?? ""
    let arguments =
      [library, example.qualifiedID, output.path] + (framesPerSecond.map { ["\($0)"] } ?? [])
    guard let sandbox else {
      var environment = ProcessInfo.processInfo.environment
      environment["SWIFT_BACKTRACE"] = Self.backtrace
      return Subprocess(executable: runner, arguments: arguments, environment: environment)
    }
    let program = runner.resolvingSymlinksInPath()
    let command = sandbox.command(
      [program.path] + arguments, readable: readable.map { $0.resolvingSymlinksInPath() },
      scratch: scratch, environment: ["SWIFT_BACKTRACE": Self.backtrace])
    var process = Subprocess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()))
    process.signalTarget = { ExampleSandbox.program(under: $0) }
    process.statusAbove128IsSignal = true
    return process
  }

  func run(_ example: ExampleSpec) -> ExampleOutcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-run-\(UUID().uuidString)")
    let output = scratch.appendingPathComponent("result.json")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let timeout = example.timeout ?? defaultTimeout
    var outcome: Subprocess.Outcome
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      var process = process(for: example, scratch: scratch, output: output)
      process.timeoutSignal = SIGILL
      // The backtrace normally takes well under a second, but symbolicating
      // a large runner on a loaded machine can take several; the wait ends
      // as soon as the backtrace is out, and a hung backtracer is killed.
      process.grace = 10
      process.graceEndsAfter = "\nRegisters:"
      process.memoryLimit = Self.memoryLimit
      process.outputLimit = Self.outputLimit
      outcome = try process.run(timeout: timeout)
    } catch {
      return .notRun([at(example, "could not start the example runner: \(error)")])
    }
    if outcome.errorOutput.contains("coldocs-runner: no example named") {
      return .notRun([
        at(
          example, "the example runner was built without this example",
          fix: "build again; if it persists, delete the examples package under .build/coldocs")
      ])
    }
    outcome.strays += Self.leftInSandbox(&outcome.errorOutput)
    var problems = ExampleFaults(example: example, timeout: timeout, outcome: outcome).problems
    if sandbox != nil, outcome.errorOutput.contains("coldocs-runner: the example threw an error") {
      // What failed may be what the sandbox forbids: say what it allows.
      for index in problems.indices {
        problems[index].fix =
          "examples run in a sandbox: no network, no file of the project or the user, and only their current folder writable (see the README)"
      }
    }
    let result = problems.isEmpty ? decodedResult(at: output) : nil
    if problems.isEmpty {
      if let result {
        if result.panels.isEmpty || !result.panels.allSatisfy({ !$0.timeline.frames.isEmpty }) {
          problems.append(
            at(
              example, "the example returned nothing renderable",
              fix: "return a collection view, a recorded timeline with frames, or SideBySide(...)"))
        }
      } else {
        problems.append(at(example, "the example runner wrote no result"))
      }
    }
    if outcome.droppedOutputBytes > 0 {
      problems.append(
        at(
          example,
          "the example printed \(Self.size(outcome.outputBytes)); only \(Self.size(Self.outputLimit)) of it is kept, the rest was cut",
          fix: "print less: a summary rather than every value"))
    }
    if !outcome.strays.isEmpty {
      let listed = outcome.strays.prefix(3).map { "'\(Self.shortened($0, to: 80))'" }.joined(
        separator: ", ")
      problems.append(
        at(
          example,
          "the example left \(outcome.strays.count == 1 ? "a process" : "\(outcome.strays.count) processes") running when it ended (\(listed)); coldocs killed \(outcome.strays.count == 1 ? "it" : "them")",
          fix: "wait for what the example starts (waitUntilExit()) or terminate it before returning"
        ))
    }
    guard let result, problems.isEmpty else {
      if let printed = printedOutput(example, outcome) { problems.append(printed) }
      // Standard error is only read to find where a failed example stopped;
      // say when part of it was dropped.
      if outcome.droppedErrorOutputBytes > 0 {
        var note = at(
          example,
          "the example wrote \(Self.size(outcome.errorOutputBytes)) to standard error; only \(Self.size(Self.outputLimit)) of it, its start and its end, was read",
          fix: "write less to standard error")
        note.severity = .warning
        problems.append(note)
      }
      return .failed(problems)
    }
    return .succeeded(result, output: outcome.output)
  }

  /// The processes the sandbox's first process found still running when
  /// the runner ended (the namespace ended them), taken out of the output.
  private static func leftInSandbox(_ errorOutput: inout String) -> [String] {
    guard errorOutput.contains(ExampleSandbox.leftoverPrefix) else { return [] }
    var left: [String] = []
    var kept: [Substring] = []
    for line in errorOutput.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(ExampleSandbox.leftoverPrefix) {
        let name = String(line.dropFirst(ExampleSandbox.leftoverPrefix.count))
        if !name.contains("swift-backtrace") { left.append(name) }
      } else {
        kept.append(line)
      }
    }
    errorOutput = kept.joined(separator: "\n")
    return left
  }

  private func decodedResult(at url: URL) -> ExampleResult? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(ExampleResult.self, from: data)
  }

  /// What a failed example printed, its last few lines, as a warning next to
  /// the failure: its output is never dropped silently.
  private func printedOutput(_ example: ExampleSpec, _ outcome: Subprocess.Outcome) -> Diagnostic? {
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let trimmed = lines.last == "" ? Array(lines.dropLast()) : lines
    guard !trimmed.isEmpty else { return nil }
    let shown = trimmed.suffix(5).map { "\n    | " + Self.shortened($0, to: 160) }.joined()
    let earlier =
      trimmed.count > 5 || outcome.droppedOutputBytes > 0
      ? "last lines of \(Self.size(outcome.outputBytes))" : "all of it"
    return Diagnostic(
      file: example.file, line: example.line, column: example.column, severity: .warning,
      message: "before it failed, the example printed (\(earlier)):\(shown)")
  }

  private func at(_ example: ExampleSpec, _ message: String, fix: String = "") -> Diagnostic {
    Diagnostic(
      file: example.file, line: example.line, column: example.column, message: message, fix: fix)
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }

  /// "200 MB", "1 MB", "512 KB", "12 bytes".
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20 { return "\(bytes >> 20) MB" }
    if bytes >= 1 << 10 { return "\(bytes >> 10) KB" }
    return "\(bytes) bytes"
  }

  static func shortened(_ text: String, to length: Int) -> String {
    text.count <= length ? text : String(text.prefix(length - 1)) + "…"
  }
}

/// Why a runner that ended did not produce a result: the time limit, the
/// memory limit, an early `exit`, or a trap; empty when it ended normally.
struct ExampleFaults {
  let example: ExampleSpec
  let timeout: Double
  let outcome: Subprocess.Outcome

  var problems: [Diagnostic] {
    let report = TrapReport(example: example, output: outcome.errorOutput)
    let (line, column) = report.location ?? (example.line, example.column)
    func here(_ message: String, fix: String) -> [Diagnostic] {
      [Diagnostic(file: example.file, line: line, column: column, message: message, fix: fix)]
    }
    if outcome.timedOut {
      let limit = ExampleExecutor.seconds(timeout)
      guard report.location != nil else {
        if report.inExampleWithoutLine {
          // The signal landed on an instruction the debug information gives
          // no line for (compiler-made code); one sample is all there is.
          return here(
            "the example did not finish within \(limit); it was running this example's own code, at an instruction with no line of its own",
            fix:
              "look for an endless loop in this example, or raise the limit with timeout= in the info string"
          )
        }
        // Blocked inside the C library (sleep, a lock, a read): the
        // backtracer cannot follow the stack from there to the example.
        return here(
          "the example did not finish within \(limit); it was waiting inside a system call (a sleep, a lock, a read or a child process), whose caller the backtrace cannot show",
          fix:
            "look in this example for what waits, or raise the limit with timeout= in the info string"
        )
      }
      return here(
        "the example did not finish within \(limit); it was running this line",
        fix: "look for an endless loop here, or raise the limit with timeout= in the info string")
    }
    if let limit = ranOutOfMemory {
      return here(
        "the example ran out of memory (limit \(ExampleExecutor.size(limit))); it had \(ExampleExecutor.size(outcome.peakMemory)) in use",
        fix: "allocate less: an example may use at most \(ExampleExecutor.size(limit))")
    }
    if let call = exitCall {
      return here(
        "the example called \(call) before returning its result",
        fix: "end the example with 'return' and what the page draws, not by ending the process")
    }
    if outcome.crashed {
      if outcome.status == SIGKILL && !outcome.errorOutput.contains("Fatal error") {
        return here(
          "the example was killed (signal 9), most likely by the system running out of memory",
          fix: "allocate less")
      }
      return [report.diagnostic]
    }
    if outcome.status != 0 {
      if outcome.errorOutput.contains("coldocs-runner: ") { return [report.diagnostic] }
      return here(
        "the example ended the process with status \(outcome.status) before returning its result",
        fix: "end the example with 'return' and what the page draws, not by ending the process")
    }
    return []
  }

  /// The limit, when the runner died from a failed allocation: the Swift
  /// runtime says so, or (a C allocation returning nil and the crash that
  /// follows) it had used most of its limit when it crashed.
  private var ranOutOfMemory: Int? {
    guard let limit = outcome.memoryLimit, outcome.crashed || outcome.status != 0 else {
      return nil
    }
    let said = ["failed to allocate", "Could not allocate memory", "bad_alloc", "out of memory"]
      .contains { outcome.errorOutput.contains($0) }
    return said || outcome.peakMemory >= limit / 2 ? limit : nil
  }

  /// "exit(0)", from the runner's note on an `exit` the example called.
  private var exitCall: String? {
    guard let range = outcome.errorOutput.range(of: "coldocs-runner: the example called ")
    else { return nil }
    return outcome.errorOutput[range.upperBound...].split(separator: " ").first.map(String.init)
  }
}

/// Where and why an example stopped, read from what the process printed: the
/// fatal-error line, and the first backtrace frame inside the Markdown file.
struct TrapReport {
  let example: ExampleSpec
  let output: String

  var diagnostic: Diagnostic {
    let lines = output.split(separator: "\n").map(String.init)
    let reason =
      lines.first {
        $0.contains("Fatal error") || $0.contains("Terminating app")
          || $0.contains("coldocs-runner:")
      }
      .map(Self.reason) ?? "the example crashed"
    let (line, column) = location ?? (example.line, example.column)
    // The runner's own words ("the example threw an error: …") need no prefix.
    let message = reason.hasPrefix("the example ") ? reason : "the example trapped: \(reason)"
    return Diagnostic(
      file: example.file, line: line, column: column, message: message,
      fix: "fix the code at this line; the other examples still ran")
  }

  /// "…: Fatal error: Index out of range" → "Index out of range".
  private static func reason(_ line: String) -> String {
    if let range = line.range(of: "Fatal error: ") { return String(line[range.upperBound...]) }
    if let range = line.range(of: "coldocs-runner: ") { return String(line[range.upperBound...]) }
    return line.trimmingCharacters(in: .whitespaces)
  }

  /// True when the backtrace reaches the example's file but its frame has
  /// no line ("… at content/x.md" with nothing after the name).
  var inExampleWithoutLine: Bool {
    output.split(separator: "\n").contains { $0.hasSuffix(" at " + example.compiledFile) }
  }

  /// The first "content/x.md:LINE" or "content/x.md:LINE:COL" in the output:
  /// the innermost frame of the example's own code.
  var location: (Int, Int)? {
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: example.compiledFile + ":") else { continue }
      let numbers = line[range.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(2)
        .compactMap { Int($0) }
      if let first = numbers.first { return (first, numbers.count > 1 ? numbers[1] : 1) }
    }
    return nil
  }
}

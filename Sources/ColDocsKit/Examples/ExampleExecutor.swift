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
  /// What one example may take: memory, processes, output, result size.
  var limits = ExampleLimits()

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
      scratch: scratch, environment: ["SWIFT_BACKTRACE": Self.backtrace],
      processLimit: limits.processes)
    var process = Subprocess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()))
    process.signalTarget = { ExampleSandbox.program(under: $0) }
    process.statusAbove128IsSignal = true
    return process
  }

  func run(_ example: ExampleSpec) -> ExampleOutcome {
    let scratch: URL
    do {
      scratch = try ScratchFolder.make("run")
    } catch {
      return .notRun([at(example, "could not make the example's scratch folder: \(error)")])
    }
    let output = scratch.appendingPathComponent("result.json")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let timeout = example.timeout ?? defaultTimeout
    var outcome: Subprocess.Outcome
    do {
      var process = process(for: example, scratch: scratch, output: output)
      process.timeoutSignal = SIGILL
      // The backtrace normally takes well under a second, but symbolicating
      // a large runner on a loaded machine can take several; the wait ends
      // as soon as the backtrace is out, and a hung backtracer is killed.
      process.grace = 10
      process.graceEndsAfter = "\nRegisters:"
      process.memoryLimit = limits.memory
      process.processLimit = limits.processes
      process.outputLimit = limits.output
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
    let read = problems.isEmpty ? readResult(at: output) : .missing
    let result = read.result
    if problems.isEmpty {
      if case .tooLarge = read {
        problems.append(
          at(
            example,
            "the example's result is larger than \(Self.size(limits.resultSize)); coldocs did not read it",
            fix:
              "draw fewer elements or record fewer frames, or raise examples.resultSize in the configuration"
          ))
      } else if let result {
        if let violation = ResultRange.firstViolation(in: result) {
          problems.append(
            at(
              example,
              "the example computed \(violation) points, beyond the ±\(PlainNumber.grouped(ResultRange.largest)) coldocs can draw",
              fix: "look for an overflow or a division by a tiny number in the layout"))
        } else if result.panels.isEmpty
          || !result.panels.allSatisfy({ !$0.timeline.frames.isEmpty })
        {
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
          "the example printed \(Self.size(outcome.outputBytes)); only \(Self.size(limits.output)) of it is kept, the rest was cut",
          fix: "print less: a summary rather than every value, or raise examples.output"))
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
          "the example wrote \(Self.size(outcome.errorOutputBytes)) to standard error; only \(Self.size(limits.output)) of it, its start and its end, was read",
          fix: "write less to standard error")
        note.severity = .warning
        problems.append(note)
      }
      return outcome.timedOut ? .timedOut(problems) : .failed(problems)
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

  /// A result file as read: decoded, missing (or unreadable), or past
  /// `limits.resultSize`, which is not read at all, so an example cannot
  /// make coldocs itself run out of memory.
  enum ReadResult {
    case decoded(ExampleResult)
    case missing
    case tooLarge

    var result: ExampleResult? {
      if case .decoded(let result) = self { return result }
      return nil
    }
  }

  func readResult(at url: URL) -> ReadResult {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return .missing }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: limits.resultSize + 1) else { return .missing }
    guard data.count <= limits.resultSize else { return .tooLarge }
    guard let result = try? JSONDecoder().decode(ExampleResult.self, from: data) else {
      return .missing
    }
    return .decoded(result)
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

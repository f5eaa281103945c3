import ColDocsRuntime
import Foundation

/// Runs each example in a process of its own, with a time limit, so one
/// example that traps or loops loses only itself.
struct ExampleExecutor {
  let runner: URL
  let defaultTimeout: Double

  /// Runs the examples, two at a time on a two-core machine, and returns
  /// their outcomes in the order given.
  func run(_ examples: [ExampleSpec], progress: @escaping (ExampleSpec) -> Void) -> [ExampleOutcome]
  {
    final class Slots: @unchecked Sendable {
      var outcomes: [ExampleOutcome?]
      init(_ count: Int) { outcomes = Array(repeating: nil, count: count) }
    }
    let slots = Slots(examples.count)
    let lock = NSLock()
    let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = width
    for (index, example) in examples.enumerated() {
      queue.addOperation {
        let outcome = self.run(example)
        lock.lock()
        slots.outcomes[index] = outcome
        progress(example)
        lock.unlock()
      }
    }
    queue.waitUntilAllOperationsAreFinished()
    return slots.outcomes.map { $0 ?? .failed([]) }
  }

  func run(_ example: ExampleSpec) -> ExampleOutcome {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-result-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: output) }
    let timeout = example.timeout ?? defaultTimeout
    var environment = ProcessInfo.processInfo.environment
    // Swift's backtracer prints where the program was, with Markdown lines,
    // on a trap, and on the SIGILL that a runner past its time limit gets
    // (it handles that signal even when sent by another process; the runner
    // is killed once the backtrace is out).
    environment["SWIFT_BACKTRACE"] =
      "enable=yes,interactive=no,color=no,sanitize=no,threads=all,timeout=5s"
    let outcome: Subprocess.Outcome
    do {
      var process = Subprocess(
        executable: runner, arguments: [example.qualifiedID, output.path], environment: environment)
      process.timeoutSignal = SIGILL
      process.grace = 10
      process.graceEndsAfter = "\nRegisters:"
      outcome = try process.run(timeout: timeout)
    } catch {
      return .failed([at(example, "could not start the example runner: \(error)")])
    }
    if outcome.timedOut {
      let report = TrapReport(example: example, output: outcome.errorOutput)
      let (line, column) = report.location ?? (example.line, example.column)
      return .failed([
        Diagnostic(
          file: example.file, line: line, column: column,
          message:
            "the example did not finish within \(Self.seconds(timeout)); it was running this line",
          fix: "look for an endless loop here, or raise the limit with timeout= in the info string")
      ])
    }
    guard outcome.status == 0, !outcome.crashed else {
      return .failed([TrapReport(example: example, output: outcome.errorOutput).diagnostic])
    }
    guard let data = try? Data(contentsOf: output),
      let result = try? JSONDecoder().decode(ExampleResult.self, from: data)
    else {
      return .failed([at(example, "the example runner wrote no result")])
    }
    guard !result.panels.isEmpty, result.panels.allSatisfy({ !$0.timeline.frames.isEmpty }) else {
      return .failed([
        at(
          example, "the example returned nothing renderable",
          fix: "return a collection view, a recorded timeline with frames, or SideBySide(...)")
      ])
    }
    return .succeeded(result, output: outcome.output)
  }

  private func at(_ example: ExampleSpec, _ message: String, fix: String = "") -> Diagnostic {
    Diagnostic(
      file: example.file, line: example.line, column: example.column, message: message, fix: fix)
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
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
    return Diagnostic(
      file: example.file, line: line, column: column, message: "the example trapped: \(reason)",
      fix: "fix the code at this line; the other examples still ran")
  }

  /// "…: Fatal error: Index out of range" → "Index out of range".
  private static func reason(_ line: String) -> String {
    if let range = line.range(of: "Fatal error: ") { return String(line[range.upperBound...]) }
    if let range = line.range(of: "coldocs-runner: ") { return String(line[range.upperBound...]) }
    return line.trimmingCharacters(in: .whitespaces)
  }

  /// The first "content/x.md:LINE" or "content/x.md:LINE:COL" in the output:
  /// the innermost frame of the example's own code.
  var location: (Int, Int)? {
    for line in output.split(separator: "\n") {
      guard let range = line.range(of: example.file + ":") else { continue }
      let numbers = line[range.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(2)
        .compactMap { Int($0) }
      if let first = numbers.first { return (first, numbers.count > 1 ? numbers[1] : 1) }
    }
    return nil
  }
}

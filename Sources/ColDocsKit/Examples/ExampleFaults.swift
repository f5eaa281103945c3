import Foundation

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
        fix:
          "allocate less: an example may use at most \(ExampleExecutor.size(limit)), or examples.memory in the configuration"
      )
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

import ColDocsRuntime
import Foundation

/// What happened to one example: the result it computed, or why it has none.
enum ExampleOutcome: Codable, Equatable {
  /// It ran; the result and anything it printed.
  case succeeded(ExampleResult, output: String)
  /// It did not compile, trapped, timed out or returned nothing renderable.
  case failed([Diagnostic])
  /// coldocs could not run it: its runner could not start, or was built
  /// without it. That says nothing of the example, so it is never cached.
  case notRun([Diagnostic])
  /// It passed its time limit. That is reported as a failure, but never
  /// cached: a loaded machine, not the example, may be why.
  case timedOut([Diagnostic])

  var result: ExampleResult? {
    if case .succeeded(let result, _) = self { return result }
    return nil
  }

  var isNotRun: Bool {
    if case .notRun = self { return true }
    return false
  }

  /// Whether the outcome says something of the example itself, and so may
  /// be reused while its inputs stay the same.
  var isCacheable: Bool {
    switch self {
    case .succeeded, .failed: return true
    case .notRun, .timedOut: return false
    }
  }

  /// Problems to report: the failure, or the expectations that did not hold.
  var diagnostics: [Diagnostic] {
    switch self {
    case .failed(let diagnostics), .notRun(let diagnostics), .timedOut(let diagnostics):
      return diagnostics
    case .succeeded(let result, _):
      return result.failures.map {
        Diagnostic(file: $0.file, line: $0.line, message: "expectation failed: \($0.message)")
      }
    }
  }
}

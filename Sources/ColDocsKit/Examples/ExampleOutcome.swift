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

  var result: ExampleResult? {
    if case .succeeded(let result, _) = self { return result }
    return nil
  }

  var isNotRun: Bool {
    if case .notRun = self { return true }
    return false
  }

  /// Problems to report: the failure, or the expectations that did not hold.
  var diagnostics: [Diagnostic] {
    switch self {
    case .failed(let diagnostics), .notRun(let diagnostics):
      return diagnostics
    case .succeeded(let result, _):
      return result.failures.map {
        Diagnostic(file: $0.file, line: $0.line, message: "expectation failed: \($0.message)")
      }
    }
  }
}

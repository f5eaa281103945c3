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

extension Diagnostic: Codable {
  enum CodingKeys: String, CodingKey { case file, line, column, severity, message, fix }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      file: try c.decode(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line),
      column: try c.decode(Int.self, forKey: .column),
      severity: Severity(rawValue: try c.decode(String.self, forKey: .severity)) ?? .error,
      message: try c.decode(String.self, forKey: .message),
      fix: try c.decode(String.self, forKey: .fix))
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(file, forKey: .file)
    try c.encode(line, forKey: .line)
    try c.encode(column, forKey: .column)
    try c.encode(severity.rawValue, forKey: .severity)
    try c.encode(message, forKey: .message)
    try c.encode(fix, forKey: .fix)
  }
}

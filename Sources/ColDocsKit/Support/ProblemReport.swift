/// Problems gathered from several steps, thrown together: an author sees
/// every problem of content/ and templates/ from one build.
struct ProblemReport {
  private(set) var problems: [Diagnostic] = []

  /// The value `step` makes, or nil with its problems kept; an error that
  /// is not a located problem is rethrown.
  mutating func collect<Value>(_ step: () throws -> Value) rethrows -> Value? {
    do {
      return try step()
    } catch let list as DiagnosticList {
      problems += list.diagnostics
    } catch let diagnostic as Diagnostic {
      problems.append(diagnostic)
    }
    return nil
  }

  /// Throws every problem gathered, if there is any.
  func throwIfAny() throws {
    guard problems.isEmpty else { throw DiagnosticList(problems) }
  }
}

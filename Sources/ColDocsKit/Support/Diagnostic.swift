import Foundation

/// A problem found in the content, templates or examples, at a place in a file.
///
/// Printed as `content/FILE.md:LINE:COL: error: what is wrong — what to do`,
/// the form editors and CI logs turn into links.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable {
    case error
    case warning
  }

  /// The file, relative to the project root where possible.
  public var file: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  /// What is wrong.
  public var message: String
  /// What to do about it; empty when the message says it all.
  public var fix: String

  public init(
    file: String, line: Int = 1, column: Int = 1, severity: Severity = .error, message: String,
    fix: String = ""
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.fix = fix
  }

  public var description: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message)" + (fix.isEmpty ? "" : " — \(fix)")
  }
}

/// Several problems at once: loading content reports all it finds.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}

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

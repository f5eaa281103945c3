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

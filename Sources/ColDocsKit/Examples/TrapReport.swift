import Foundation

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

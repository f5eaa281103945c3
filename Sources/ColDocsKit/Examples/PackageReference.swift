import Foundation

/// The package a guide documents, as coldocs.yml names it:
///
/// ```yaml
/// package:
///   path: ../../TagLayouts   # relative to the folder holding coldocs.yml
///   products: [TagLayouts]   # library products (or targets) examples import
/// ```
///
/// It carries the lines of its keys, so every problem with the package is
/// reported where the author named it.
public struct PackageReference: Sendable, Equatable {
  /// The package's folder.
  public let folder: URL
  public let products: [String]
  /// coldocs.yml as diagnostics name it, and the lines of `path:` and
  /// `products:`.
  let configurationFile: String
  let pathLine: Int
  let productsLine: Int
  /// Turns an absolute path into the form diagnostics show.
  let display: @Sendable (URL) -> String

  public static func == (a: PackageReference, b: PackageReference) -> Bool {
    a.folder == b.folder && a.products == b.products && a.pathLine == b.pathLine
      && a.productsLine == b.productsLine && a.configurationFile == b.configurationFile
  }

  func problem(atPath message: String, fix: String) -> Diagnostic {
    Diagnostic(file: configurationFile, line: pathLine, column: 1, message: message, fix: fix)
  }

  func problem(atProducts message: String, fix: String) -> Diagnostic {
    Diagnostic(file: configurationFile, line: productsLine, column: 1, message: message, fix: fix)
  }

  func compileProblems(_ output: String, target: String) -> DiagnosticList {
    var found: [Diagnostic] = []
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[3] == " error", let number = Int(parts[1]),
        let column = Int(parts[2])
      else { continue }
      let message = parts[4].trimmingCharacters(in: .whitespaces)
      found.append(
        Diagnostic(
          file: display(URL(fileURLWithPath: String(parts[0]))), line: number, column: column,
          message: message, fix: ObjectiveCAdvice.fix(for: message) ?? ""))
    }
    if found.isEmpty {
      found.append(
        problem(
          atPath: "the package's target \(target) does not compile:\n\(output)",
          fix: "make it compile against the engine (see the README's list of what it provides)"))
    }
    return DiagnosticList(found)
  }
}

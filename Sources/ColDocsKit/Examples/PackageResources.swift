import Foundation

/// The resources of a documented package's targets, which coldocs does not
/// bundle: SwiftPM would make a resource bundle and a `Bundle.module`
/// accessor for them, and coldocs compiles the targets without SwiftPM.
/// Leaving them out is right for what most libraries ship, a privacy
/// manifest that only the App Store reads; code that loads a resource is
/// refused where it does so, rather than failing to compile with the
/// compiler's "type 'Bundle' has no member 'module'".
struct PackageResources {
  let plan: PackagePlan
  let reference: PackageReference

  /// Ways code names its target's bundle: `Bundle.module`, or `.module`
  /// given where a bundle is expected (`UIImage(named:in:with:)`).
  static let bundleUses = ["Bundle.module", "in: .module", "bundle: .module"]

  /// Notes each target whose resources are left out; throws at the first
  /// line of each target's code that loads one.
  func checkUnread(log: (String) -> Void) throws {
    var problems: [Diagnostic] = []
    for target in plan.targetsWithResources {
      let count = target.resources?.count ?? 0
      log(
        "note: the package's target \(target.name) declares \(count) resource\(count == 1 ? "" : "s"), which coldocs leaves out; examples cannot load them"
      )
      let folder = reference.folder.appendingPathComponent(target.path)
      for source in target.sources {
        let url = folder.appendingPathComponent(source)
        if let use = Self.firstUse(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "") {
          problems.append(
            Diagnostic(
              file: reference.display(url), line: use.line, column: use.column,
              message:
                "this code loads a resource of the target \(target.name) (\(use.text)), which coldocs does not bundle",
              fix:
                "keep resource loading out of the layout code, or guard it with '#if canImport(ObjectiveC)', which holds on Apple's platforms and not on Linux, where coldocs compiles"
            ))
        }
      }
    }
    if !problems.isEmpty { throw DiagnosticList(problems) }
  }

  /// The first use of the target's bundle outside a line comment.
  static func firstUse(in text: String) -> (line: Int, column: Int, text: String)? {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      for use in bundleUses {
        guard let range = code.range(of: use) else { continue }
        let column = code.distance(from: code.startIndex, to: range.lowerBound) + 1
        return (index + 1, column, use)
      }
    }
    return nil
  }
}

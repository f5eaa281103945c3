import Foundation

/// The library targets of the guide's documented package (coldocs.yml's
/// `package:`), compiled against the engine into shared libraries that the
/// chapters link. The package's files are used as they are: a file that
/// says `import UIKit` gets the engine, as the chapters do.
///
/// coldocs compiles the targets itself rather than through SwiftPM, since
/// SwiftPM would look for UIKit in vain. What it cannot do is refused with a
/// located error: packages that depend on other packages, C-family targets,
/// and targets with resources.
struct PackageLibraries: Sendable {
  /// Where the libraries and their module interfaces are.
  let folder: URL
  /// The libraries chapters link: the targets of the named products.
  let linked: [String]
  /// A hash of the package's files: part of every chapter's key.
  let key: String

  /// The package's libraries compiled into `scratch` (once for each state
  /// of its files), or the problems that keep them from compiling.
  static func prepared(
    _ reference: PackageReference, engine: EngineBuild, scratch: URL, projectRoot: URL,
    log: @Sendable (String) -> Void
  ) throws -> PackageLibraries {
    let key = reference.filesKey()
    let folder = scratch.appendingPathComponent(key)
    let plan = try PackagePlan(reference)
    if FileManager.default.fileExists(atPath: folder.path) {
      return PackageLibraries(folder: folder, linked: plan.linked, key: key)
    }
    log("compiling the package \(plan.description.name) against the engine…")
    let staging = scratch.appendingPathComponent("\(key).partial")
    try? FileManager.default.removeItem(at: staging)
    for target in plan.ordered {
      let outcome = try engine.compiler.compile(
        .init(
          name: target.name,
          sources: target.sources.map {
            reference.folder.appendingPathComponent(target.path).appendingPathComponent($0)
          }, output: staging, interface: true, searchFolders: [engine.folder, staging],
          linked: [EngineBuild.engineModule] + (target.targetDependencies ?? []),
          runPaths: [engine.folder.path, folder.path]))
      guard outcome.status != 0 || outcome.crashed else { continue }
      throw reference.compileProblems(outcome.output + outcome.errorOutput, target: target.name)
    }
    try FileManager.default.moveItem(at: staging, to: folder)
    // Libraries of the package's earlier states are of no more use.
    for old in (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
    where old != key {
      try? FileManager.default.removeItem(at: scratch.appendingPathComponent(old))
    }
    return PackageLibraries(folder: folder, linked: plan.linked, key: key)
  }
}

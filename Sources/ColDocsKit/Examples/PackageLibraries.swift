import Foundation

/// The library targets of the guide's documented package (coldocs.yml's
/// `package:`), compiled against the engine into shared libraries that the
/// chapters link. The package's files are used as they are: a file that
/// says `import UIKit` gets the engine, as the chapters do.
///
/// coldocs compiles the targets itself rather than through SwiftPM, since
/// SwiftPM would look for UIKit in vain. What it cannot do is refused with a
/// located error: packages that depend on other packages, C-family targets,
/// and code that loads its target's resources (`Bundle.module`). Resources
/// themselves are left out, with a note in the log.
struct PackageLibraries: Sendable {
  /// Where the libraries and their module interfaces are.
  let folder: URL
  /// The libraries chapters link: the targets of the named products.
  let linked: [String]
  /// A hash of the package's files: part of every chapter's key.
  let key: String

  /// The package's libraries compiled into `scratch` (once for each state
  /// of the files they are made from), or the problems that keep them from
  /// compiling. Reading the manifest and compiling run under `confinement`.
  static func prepared(
    _ reference: PackageReference, engine: EngineBuild, scratch: URL,
    confinement: Confinement, moduleCache: URL, log: @Sendable (String) -> Void
  ) throws -> PackageLibraries {
    let (plan, key, descriptionFile) = try planned(
      reference, scratch: scratch, confinement: confinement)
    let folder = scratch.appendingPathComponent(key)
    if FileManager.default.fileExists(atPath: folder.path) {
      return PackageLibraries(folder: folder, linked: plan.linked, key: key)
    }
    try PackageResources(plan: plan, reference: reference).checkUnread(log: log)
    log("compiling the package \(plan.description.name) against the engine…")
    let staging = scratch.appendingPathComponent("\(key).partial")
    try? FileManager.default.removeItem(at: staging)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    let compiler = engine.compiler.confined(
      confinement, reading: [engine.folder, reference.folder], moduleCache: moduleCache)
    for target in plan.ordered {
      let outcome = try compiler.compile(
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
    // What the package's earlier states left is of no more use.
    let kept: Set = [key, descriptionFile]
    for old in (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
    where !kept.contains(old) {
      try? FileManager.default.removeItem(at: scratch.appendingPathComponent(old))
    }
    return PackageLibraries(folder: folder, linked: plan.linked, key: key)
  }

  /// The key of the package's libraries as they are now: its manifests and
  /// the sources of the targets compiled, and nothing else of its folder,
  /// so that a guide kept inside the package never changes it. Cheap once
  /// SwiftPM's description is kept: it reads the files, compiles nothing.
  static func key(_ reference: PackageReference, scratch: URL, confinement: Confinement) throws
    -> String
  {
    try planned(reference, scratch: scratch, confinement: confinement).key
  }

  private static func planned(
    _ reference: PackageReference, scratch: URL, confinement: Confinement
  ) throws -> (plan: PackagePlan, key: String, descriptionFile: String) {
    let files = PackageFiles(reference: reference)
    let manifests = try files.manifests()
    let (description, descriptionFile) = try describe(
      reference, manifestKey: files.manifestKey(manifests), scratch: scratch,
      confinement: confinement)
    let plan = try PackagePlan(reference, description: description)
    let key = try files.librariesKey(
      manifests: manifests, sources: files.sources(of: plan.ordered))
    return (plan, key, descriptionFile)
  }

  /// SwiftPM's description of the package, kept in `scratch` under the
  /// manifests' key so that it is asked again only when they change; and
  /// the name of the file it is kept in.
  private static func describe(
    _ reference: PackageReference, manifestKey: String, scratch: URL, confinement: Confinement
  ) throws -> (PackageDescription, String) {
    let name = "description-\(manifestKey).json"
    let file = scratch.appendingPathComponent(name)
    if let data = try? Data(contentsOf: file),
      let kept = try? JSONDecoder().decode(PackageDescription.self, from: data)
    {
      return (kept, name)
    }
    let description: PackageDescription
    let data: Data
    do {
      (description, data) = try PackageDescription.describe(
        reference.folder, confinement: confinement)
    } catch let failure as PackageDescription.Failure {
      throw reference.problem(
        atPath: "SwiftPM could not read the package: \(failure.reason)",
        fix: "fix its Package.swift")
    }
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try? data.write(to: file, options: .atomic)
    return (description, name)
  }
}

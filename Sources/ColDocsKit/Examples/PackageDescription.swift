import Foundation

/// What `swift package describe --type json` says of a package: the parts
/// coldocs needs to compile its library targets itself.
struct PackageDescription: Decodable, Sendable {
  struct Product: Decodable, Sendable {
    let name: String
    let targets: [String]
    let type: [String: [String]]?

    var isLibrary: Bool { type?["library"] != nil }
  }

  struct Target: Decodable, Sendable {
    let name: String
    /// Relative to the package's folder.
    let path: String
    /// Relative to `path`.
    let sources: [String]
    let type: String
    let moduleType: String
    let targetDependencies: [String]?
    let productDependencies: [String]?
    let resources: [Resource]?

    struct Resource: Decodable, Sendable { let path: String }

    enum CodingKeys: String, CodingKey {
      case name, path, sources, type, resources
      case moduleType = "module_type"
      case targetDependencies = "target_dependencies"
      case productDependencies = "product_dependencies"
    }
  }

  struct Dependency: Decodable, Sendable {
    let identity: String?
  }

  let name: String
  let products: [Product]
  let targets: [Target]
  let dependencies: [Dependency]

  /// Why SwiftPM could not describe a package, in its words.
  struct Failure: Error {
    let reason: String
  }

  /// The most time and memory SwiftPM may take to compile and run a
  /// manifest.
  static let timeLimit = 120.0
  static let memoryLimit = 2 << 30

  /// Describes the package in `folder` with the toolchain's SwiftPM, which
  /// compiles and runs its manifest: confined, since the manifest is the
  /// author's code (it sees the package read-only and writes only into a
  /// scratch folder of its own, removed afterwards).
  static func describe(_ folder: URL, confinement: Confinement) throws -> (
    PackageDescription, Data
  ) {
    guard let swift = Subprocess.onPath("swift") else {
      throw Failure(reason: "the Swift toolchain is not on PATH")
    }
    let scratch = try ScratchFolder.make("manifest")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // SwiftPM's caches and configuration would otherwise live in the
    // package's .build and the user's home; here they live in the scratch.
    let own = ["build", "cache", "config", "security"].map {
      scratch.appendingPathComponent($0).path
    }
    var process = confinement.subprocess(
      swift,
      [
        "package", "--package-path", folder.path, "--scratch-path", own[0], "--cache-path", own[1],
        "--config-path", own[2], "--security-path", own[3], "describe", "--type", "json",
      ], readable: [folder], writable: [], scratch: scratch)
    process.memoryLimit = memoryLimit
    let outcome = try process.run(timeout: timeLimit)
    guard !outcome.timedOut else {
      throw Failure(
        reason: "reading the manifest took longer than \(Int(timeLimit)) s and was stopped")
    }
    guard outcome.status == 0, !outcome.crashed else {
      throw Failure(reason: outcome.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let data = Data(outcome.output.utf8)
    do {
      return (try JSONDecoder().decode(Self.self, from: data), data)
    } catch {
      throw Failure(reason: "SwiftPM described it in a form coldocs does not understand: \(error)")
    }
  }
}

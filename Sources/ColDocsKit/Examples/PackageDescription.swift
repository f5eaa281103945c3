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

  /// Describes the package in `folder` with the toolchain's SwiftPM.
  static func describe(_ folder: URL) throws -> PackageDescription {
    guard let swift = Subprocess.onPath("swift") else {
      throw Failure(reason: "the Swift toolchain is not on PATH")
    }
    let outcome = try Subprocess(
      executable: swift,
      arguments: ["package", "--package-path", folder.path, "describe", "--type", "json"]
    ).run(timeout: 300)
    guard outcome.status == 0, !outcome.crashed else {
      throw Failure(reason: outcome.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    do {
      return try JSONDecoder().decode(Self.self, from: Data(outcome.output.utf8))
    } catch {
      throw Failure(reason: "SwiftPM described it in a form coldocs does not understand: \(error)")
    }
  }
}

import Foundation

/// Which of a documented package's targets to compile, in what order, and
/// which of them chapters link; or why coldocs cannot compile the package.
struct PackagePlan {
  let description: PackageDescription
  /// The targets to compile, each after those it depends on.
  let ordered: [PackageDescription.Target]
  /// The targets of the products named in coldocs.yml.
  let linked: [String]

  init(_ reference: PackageReference, description: PackageDescription) throws {
    guard description.dependencies.isEmpty else {
      throw reference.problem(
        atPath:
          "the package depends on other packages (\(description.dependencies.compactMap(\.identity).joined(separator: ", "))), which coldocs does not compile",
        fix: "document a package without dependencies, or move the layouts into one")
    }
    self.description = description
    linked = try Self.targets(of: reference, in: description)
    ordered = try Self.order(linked, in: description, reference)
  }

  /// The targets of the named products (or the named targets themselves).
  private static func targets(of reference: PackageReference, in description: PackageDescription)
    throws -> [String]
  {
    var names: [String] = []
    let libraries = description.products.filter(\.isLibrary)
    for name in reference.products {
      if let product = libraries.first(where: { $0.name == name }) {
        names += product.targets.filter { !names.contains($0) }
      } else if description.targets.contains(where: { $0.name == name && $0.type == "library" }) {
        if !names.contains(name) { names.append(name) }
      } else {
        let known = libraries.map(\.name).joined(separator: ", ")
        throw reference.problem(
          atProducts: "the package has no library product or target named '\(name)'",
          fix: known.isEmpty ? "the package declares no library product" : "its libraries: \(known)"
        )
      }
    }
    return names
  }

  /// The targets to compile that declare resources, which coldocs leaves
  /// out: many iOS libraries ship only a privacy manifest
  /// (`PrivacyInfo.xcprivacy`), which their code never reads.
  var targetsWithResources: [PackageDescription.Target] {
    ordered.filter { !($0.resources ?? []).isEmpty }
  }

  /// The targets `names` need, dependencies first; each must be Swift,
  /// without products of other packages.
  private static func order(
    _ names: [String], in description: PackageDescription, _ reference: PackageReference
  ) throws -> [PackageDescription.Target] {
    var ordered: [PackageDescription.Target] = []
    var visiting: Set<String> = []
    func visit(_ name: String) throws {
      guard !ordered.contains(where: { $0.name == name }), !visiting.contains(name) else { return }
      guard let target = description.targets.first(where: { $0.name == name }) else { return }
      try check(target, reference)
      visiting.insert(name)
      for dependency in target.targetDependencies ?? [] { try visit(dependency) }
      ordered.append(target)
    }
    for name in names { try visit(name) }
    return ordered
  }

  private static func check(_ target: PackageDescription.Target, _ reference: PackageReference)
    throws
  {
    let unsupported: String? =
      if target.moduleType != "SwiftTarget" {
        "is not a Swift target (\(target.moduleType))"
      } else if !(target.productDependencies ?? []).isEmpty {
        "depends on products of other packages"
      } else {
        nil
      }
    if let unsupported {
      throw reference.problem(
        atPath: "the package's target \(target.name) \(unsupported)",
        fix: "examples can use Swift library targets that need nothing but UIKit and Foundation")
    }
  }
}

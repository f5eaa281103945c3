import Foundation

/// The files of a documented package that a build reads, and the keys made
/// from them: its manifests (what SwiftPM reads) and the sources of the
/// targets coldocs compiles. Nothing else of the package's folder counts,
/// so a guide kept inside its library's repository, its builds and its
/// videos never make the library compile again.
///
/// Every file is read where its links lead only if that is still inside
/// the package: a source that is a link out of it is a located error.
struct PackageFiles {
  let reference: PackageReference

  /// `Package.swift` and its versioned variants (`Package@swift-6.0.swift`),
  /// which SwiftPM may read instead of it.
  func manifests() throws -> [URL] {
    let folder = reference.folder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let manifests = names.filter {
      $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift"))
    }.sorted()
    guard manifests.contains("Package.swift") else {
      throw reference.problem(
        atPath: "there is no Swift package at \(reference.display(folder))",
        fix: "give the folder holding the package's Package.swift, relative to coldocs.yml")
    }
    return try manifests.map { try contained(folder.appendingPathComponent($0), named: $0) }
  }

  /// The source files of `targets`, as the description lists them. A link
  /// out of the package in a target's folder is refused too: the sandboxed
  /// SwiftPM cannot see where it leads, and would leave it out unsaid.
  func sources(of targets: [PackageDescription.Target]) throws -> [URL] {
    for target in targets {
      let folder = reference.folder.appendingPathComponent(target.path)
      let enumerator = FileManager.default.enumerator(atPath: folder.path)
      while let path = enumerator?.nextObject() as? String {
        let url = folder.appendingPathComponent(path)
        guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true
        else { continue }
        _ = try contained(url, named: target.path + "/" + path)
      }
    }
    return try targets.flatMap { target in
      try target.sources.map { source in
        let relative = target.path + "/" + source
        return try contained(reference.folder.appendingPathComponent(relative), named: relative)
      }
    }
  }

  /// What SwiftPM's description depends on: the manifests and the toolchain.
  func manifestKey(_ manifests: [URL]) throws -> String {
    var hash = ContentHash()
    hash.add(Toolchain.version)
    try add(manifests, to: &hash)
    return hash.hex
  }

  /// What the compiled libraries depend on: the engine, the products named,
  /// the manifests and every source compiled.
  func librariesKey(manifests: [URL], sources: [URL]) throws -> String {
    var hash = ContentHash()
    hash.add(EngineBuild.key)
    hash.add(reference.products.joined(separator: ","))
    try add(manifests + sources, to: &hash)
    return hash.hex
  }

  private func add(_ files: [URL], to hash: inout ContentHash) throws {
    for file in files {
      hash.add(reference.display(file))
      do {
        try hash.add(contentsOf: file)
      } catch {
        throw reference.problem(
          atPath: "cannot read \(reference.display(file)): \(FileErrorReason.of(error))",
          fix: "make the package's files readable")
      }
    }
  }

  /// The file at `url`, refused when it is missing or a link out of the
  /// package.
  private func contained(_ url: URL, named name: String) throws -> URL {
    guard ContainedPath.real(url) != nil else {
      throw reference.problem(
        atPath: "the package's file \(name) does not exist or is a link that leads nowhere",
        fix: "restore it, or remove it from the package")
    }
    guard ContainedPath.isInside(url, root: reference.folder) else {
      throw reference.problem(
        atPath: "the package's file \(name) is a symbolic link to a place outside the package",
        fix: "coldocs reads only files inside the package; replace the link with the file itself")
    }
    return url
  }
}

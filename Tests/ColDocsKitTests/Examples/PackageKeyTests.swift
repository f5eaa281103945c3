import Foundation
import Testing

@testable import ColDocsKit

/// The documented package's key covers its manifest and the sources of the
/// targets compiled, and nothing else of its folder: a guide kept inside
/// the package, writing its site and editing its chapters, must not make
/// the package compile again or its chapters' examples run again.
@Suite struct PackageKeyTests {
  @Test func aGuideInsideThePackageDoesNotChangeItsKey() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "package-key-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let package = root.appendingPathComponent("TagLayouts")
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent("Tests/SampleGuide/TagLayouts"), to: package)
    let reference = PackageReference(
      folder: package, products: ["TagLayouts"], configurationFile: "guide/content/coldocs.yml",
      pathLine: 1, productsLine: 2, display: { $0.path })
    let scratch = root.appendingPathComponent("scratch")
    func key() throws -> String {
      try PackageLibraries.key(reference, scratch: scratch, confinement: .unconfined)
    }
    let first = try key()

    // The guide inside the package: its chapters, its site, its scratch.
    for (path, text) in [
      ("guide/content/01-a.md", "# A\n"), ("guide/site/a.html", "<p>A</p>"),
      ("guide/.build/coldocs/cache/x.json", "{}"), ("README.md", "# TagLayouts\n"),
    ] {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(try key() == first)

    // A compiled source changes it.
    let source = package.appendingPathComponent(
      "Sources/TagLayouts/LeftAlignedFlowLayout.swift")
    try (String(contentsOf: source, encoding: .utf8) + "\n// edited\n").write(
      to: source, atomically: true, encoding: .utf8)
    #expect(try key() != first)
  }
}

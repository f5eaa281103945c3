import Foundation
import Testing

@testable import ColDocsKit

/// The `coldocs` executable built next to this test bundle, found as
/// coldocsTests/CommandLineTests.swift finds it.
private var coldocsBinary: URL {
  let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let beside = folder.appendingPathComponent("coldocs")
  if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
  return repositoryRoot.appendingPathComponent(".build/debug/coldocs")
}

private let reproducibleChapter = """
  ---
  title: Grid
  summary: One example, built twice.
  ---
  Some text with a number, 1234.5, and a date, 2024-03-01.

  ## A grid

  ```swift
  final class Numbered: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      let label = UILabel(frame: cell.bounds)
      label.text = "Item \\(indexPath.item)"
      cell.contentView.addSubview(label)
      cell.backgroundColor = .systemTeal
      return cell
    }
  }
  ```

  ```swift example id=numbered
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 70.5, height: 40.25)
  let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let source = Numbered()
  collectionView.dataSource = source
  collectionView.layoutIfNeeded()
  print("width", layout.itemSize.width, 1234.5)
  return collectionView
  ```

  """

extension EndToEndTests {
  /// A copy of a small guide at `folder`: its content, the repository's
  /// templates (copied), and the engine's sources (linked). Its examples
  /// package is the tests' shared one, so the engine compiles once; its
  /// results cache is its own, so each build runs the example.
  private func makeReproducibleProject(at folder: URL, templates: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: folder.appendingPathComponent("content"), withIntermediateDirectories: true)
    try "title: Reproducible guide\nchapters:\n  - 01-grid.md\n".write(
      to: folder.appendingPathComponent("content/coldocs.yml"), atomically: true, encoding: .utf8)
    try reproducibleChapter.write(
      to: folder.appendingPathComponent("content/01-grid.md"), atomically: true, encoding: .utf8)
    try manager.copyItem(at: templates, to: folder.appendingPathComponent("templates"))
    try manager.createDirectory(
      at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    for library in ["CollectionLayout", "ColDocsRuntime"] {
      try manager.createSymbolicLink(
        at: folder.appendingPathComponent("Sources/\(library)"),
        withDestinationURL: repositoryRoot.appendingPathComponent("Sources/\(library)"))
    }
    let scratch = folder.appendingPathComponent(".build/coldocs")
    try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
    let shared = repositoryRoot.appendingPathComponent(".build/coldocs-tests/examples")
    try manager.createDirectory(at: shared, withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      at: scratch.appendingPathComponent("examples"), withDestinationURL: shared)
  }

  /// Runs `coldocs build` in `folder` with the given time zone and language.
  private func runBuild(in folder: URL, timeZone: String, language: String) throws -> (
    status: Int32, errors: String
  ) {
    let process = Process()
    process.executableURL = coldocsBinary
    process.arguments = ["build"]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("LC_") }
    environment["TZ"] = timeZone
    environment["LANG"] = language
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: text, as: UTF8.self))
  }

  /// Every regular file under `folder`, by its path relative to it.
  private func filesUnder(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = folder.resolvingSymlinksInPath().path + "/"
    let walker = FileManager.default.enumerator(
      at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else {
        continue
      }
      let path = url.resolvingSymlinksInPath().path
      #expect(path.hasPrefix(base))
      files[String(path.dropFirst(base.count))] = try Data(contentsOf: url)
    }
    return files
  }

  @Test func twoBuildsInOtherFoldersTimeZonesAndLanguagesWriteTheSameBytes() throws {
    let manager = FileManager.default
    let scratch = manager.temporaryDirectory.appendingPathComponent(
      "coldocs-repro-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: scratch) }
    // The templates are copied once, so both projects get the same bytes
    // even if the repository's templates change during the test.
    let templates = scratch.appendingPathComponent("templates")
    try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
    try manager.copyItem(at: repositoryRoot.appendingPathComponent("templates"), to: templates)
    let first = scratch.appendingPathComponent("a/guide")
    let second = scratch.appendingPathComponent("somewhere else/much/deeper/Guide Copy")
    try makeReproducibleProject(at: first, templates: templates)
    try makeReproducibleProject(at: second, templates: templates)

    let one = try runBuild(in: first, timeZone: "UTC", language: "C.UTF-8")
    #expect(one.status == 0, "\(one.errors)")
    let two = try runBuild(in: second, timeZone: "Pacific/Chatham", language: "de_DE.UTF-8")
    #expect(two.status == 0, "\(two.errors)")

    let a = try filesUnder(first.appendingPathComponent("site"))
    let b = try filesUnder(second.appendingPathComponent("site"))
    #expect(a.keys.contains("grid.html") && a.keys.contains("search-index.js"))
    #expect(
      String(decoding: a["grid.html"] ?? Data(), as: UTF8.self).contains("<svg"),
      "the example ran and was drawn")
    let page = String(decoding: a["grid.html"] ?? Data(), as: UTF8.self)
    #expect(page.contains("width 70.5 1234.5"), "what the example printed")
    #expect(page.contains(">Item 5</text>"), "the cells' labels")
    #expect(a.keys.sorted() == b.keys.sorted())
    for (path, data) in a.sorted(by: { $0.key < $1.key }) {
      #expect(b[path] == data, "\(path) differs between the two builds")
    }
  }
}

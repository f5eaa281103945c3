import Foundation
import Testing

@testable import ColDocsKit

/// An example that draws three squares, for the tests below.
let threeSquares = """
  ```swift example id=squares
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 40, height: 40)
  let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
  final class Source: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let source = Source()
  view.dataSource = source
  return view
  ```
  """

/// The examples stage: what it caches, how it recovers, which pages' examples
/// it runs. (In the serialized end-to-end suite: its builds share the tests'
/// scratch space.)
extension EndToEndTests {
  /// `render` of one chapter compiles that chapter only and leaves the
  /// libraries every other chapter compiled in the last build.
  @Test func renderingOneChapterKeepsTheOtherChaptersLibraries() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter("A", threeSquares), "02-b.md": chapter("B", threeSquares),
    ])
    defer { test.remove() }
    let built = try SiteBuilder(project: test.project).build()
    #expect(built.problems.isEmpty, "\(built.problems)")
    let libraries = test.project.scratch.appendingPathComponent("chapters")
    func compiled() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: libraries.path).filter {
        $0.hasPrefix("Chapter_")
      }.sorted()
    }
    let before = try compiled()
    #expect(before.count == 2, "\(before)")
    let file = test.project.content.appendingPathComponent("01-a.md")
    try test.write(
      chapter("A", threeSquares.replacingOccurrences(of: "width: 40", with: "width: 30")),
      to: "content/01-a.md")
    let html = try SiteBuilder(project: test.project).renderBody(of: file)
    #expect(html.contains("cd-diagram"))
    #expect(try compiled() == before)
  }

  @Test func aGuideCopiedAfterABuildRecoversByItselfAndCachesNoFailure() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", threeSquares)])
    defer { test.remove() }
    // Built once where the tests keep their scratch space…
    let first = try SiteBuilder(project: test.project).build()
    #expect(first.problems.isEmpty, "\(first.problems)")
    // …then the scratch space is copied elsewhere, as when a guide is
    // copied or moved with its .build folder: compiled modules name the old place.
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-copied-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: copy) }
    try FileManager.default.copyItem(at: test.project.scratch, to: copy)
    try FileManager.default.removeItem(at: copy.appendingPathComponent("cache"))
    var moved = test.project
    moved.scratch = copy
    let second = try SiteBuilder(project: moved).build()
    #expect(second.problems.isEmpty, "\(second.problems)")
    #expect(second.examples.first?.1?.result != nil)
    let described = second.problems.map(\.description).joined()
    #expect(!described.contains(copy.path) && !described.contains(repositoryRoot.path))
  }

  @Test func aChapterNameWithQuotesAndBackslashesKeepsItsErrors() throws {
    let name = "02-say-\"hi\"-\\.md"
    let text = chapter("Quoted", "```swift example id=broken\nlet x: Int = \"no\"\nreturn x\n```\n")
    let test = try TestProject(
      chapters: ["01-a.md": chapter("A", threeSquares), name: text], order: ["01-a.md", name])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    let problems = build.problems.map(\.description)
    #expect(
      problems.contains { $0.hasPrefix("content/\(name):5:14: error: cannot convert") },
      "\(problems)")
    // The other chapter is not blamed.
    #expect(build.examples.first { $0.0.chapter == "a" }?.1?.result != nil)
  }

  @Test func examplesOnTheIndexPageRunLikeAnyChapters() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text\n")])
    defer { test.remove() }
    try test.write("# Welcome\n\n\(threeSquares)\n", to: "content/index.md")
    let build = try SiteBuilder(project: test.project).build()
    #expect(build.problems.isEmpty, "\(build.problems)")
    let index = build.examples.first { $0.0.chapter == "index" }
    #expect(index?.1?.result != nil, "the index page's example ran")
    let html = String(decoding: build.files["index.html"] ?? Data(), as: UTF8.self)
    #expect(html.contains("<svg"))
    #expect(!html.contains("was not run"))
  }
}

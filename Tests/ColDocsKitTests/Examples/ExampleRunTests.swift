import Foundation
import Testing

@testable import ColDocsKit

/// A data source that only the example's local variable holds: the
/// collection view keeps it weakly, as UIKit does.
private let weaklyHeld = """
  ```swift hidden
  final class Three: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }
  ```

  ```swift example id=local
  let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let three = Three()
  collectionView.dataSource = three
  let drawLater = { () -> Int in 1 }
  _ = drawLater()
  return collectionView
  ```
  """

extension EndToEndTests {
  @Test func examplesAreDrawnWhileWhatTheyCreatedIsAlive() throws {
    let test = try TestProject(chapters: ["01-local.md": chapter("Local", weaklyHeld)])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    #expect(build.problems.isEmpty, "\(build.problems)")
    let result = try #require(build.examples.first?.1?.result)
    let cells = result.panels[0].timeline.frames[0].elements.filter { $0.category == .cell }
    #expect(cells.count == 3, "the data source was still there when the view was drawn")
  }

  @Test func compileErrorsOnHiddenLinesAndInReturnsKeepTheirColumns() throws {
    let text = chapter(
      "Columns",
      """
      ```swift example id=hidden
      # let width: Int = "wide"
      return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      ```

      ```swift example id=returned
      let layout = UICollectionViewFlowLayout()
      return SideBySide(UICollectionView(frame: .zero, collectionViewLayout: layot))
      ```
      """)
    let test = try TestProject(chapters: ["01-columns.md": text])
    defer { test.remove() }
    let described = try check(test).problems.map(\.description)
    // `"wide"` starts at column 20 of the Markdown line, marker included.
    #expect(
      described.contains { $0.hasPrefix("content/01-columns.md:5:20: error:") }, "\(described)")
    #expect(
      described.contains {
        $0.hasPrefix("content/01-columns.md:11:72: error:") && $0.contains("layot")
      }, "\(described)")
  }

  @Test func checkRunsEveryExampleAgainAndCatchesNonDeterminism() throws {
    let random = chapter(
      "Random",
      """
      ```swift example id=random
      let layout = UICollectionViewFlowLayout()
      let width = CGFloat.random(in: 100...300)
      let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 100), collectionViewLayout: layout)
      return collectionView
      ```

      ```swift example id=plain
      expect(1 > 2)
      return UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
      ```
      """)
    let test = try TestProject(chapters: ["01-random.md": random])
    defer { test.remove() }
    _ = try SiteBuilder(project: test.project).build()
    let log = LoggedLines()
    let report = try SiteChecker(project: test.project) { log.append($0) }.check(update: true)
    #expect(
      log.all.contains { $0.contains("[4/4] ran") }, "both examples ran twice despite the cache")
    let described = report.problems.map(\.description)
    #expect(
      described.contains {
        $0.hasPrefix("content/01-random.md:4:1: error: the example is non-deterministic")
      }, "\(described)")
    #expect(
      described.contains {
        $0.hasPrefix("content/01-random.md:12:")
          && $0.hasSuffix("expectation failed: the condition is false")
      }, "\(described)")
  }
}

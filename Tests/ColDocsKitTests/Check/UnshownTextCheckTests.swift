import Foundation
import Testing

@testable import ColDocsKit

/// `coldocs check` warns, at the example's line, about text a phone would
/// not show; the warning fails nothing.
@Suite struct UnshownTextCheckTests {
  /// Four cells whose label is added with no frame (item 0 and 1), or with
  /// a frame (items 2 and 3): what tutorials pasted from blogs often do.
  private let example = """
    ```swift example id=blank
    final class Cells: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let label = UILabel(frame: indexPath.item < 2 ? .zero : cell.bounds)
        label.text = "\\(indexPath.item)"
        cell.contentView.addSubview(label)
        return cell
      }
    }
    enum Kept { static let cells = Cells() }
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = Kept.cells
    return collectionView
    ```
    """

  @Test func aLabelWithNoFrameIsAWarningAtTheExample() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Intro.\n\n" + example + "\n")])
    defer { test.remove() }
    _ = try SiteChecker(project: test.project).check(update: true)
    let report = try SiteChecker(project: test.project).check(update: false)
    let warnings = report.problems.filter { $0.severity == .warning }
    #expect(warnings.count == 1, "\(report.problems) \(report.passed)")
    let warning = try #require(warnings.first)
    #expect(warning.file == "content/01-a.md" && warning.line == 6)
    #expect(warning.message.contains("labels of cell 0.0, cell 0.1 have a zero frame"))
    #expect(warning.fix.contains("frame or constraints"))
    #expect(report.failed == 0, "a warning fails no example")
  }
}

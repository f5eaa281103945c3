import Foundation
import Testing

@testable import ColDocsKit

/// `coldocs check` compiles every chapter's declarations together, as one
/// app holds them: a name two chapters declare compiles in each chapter
/// alone and fails there, at the second declaration's Markdown line.
@Suite struct OneAppModuleTests {
  private func page(_ title: String, cell: String) -> String {
    chapter(
      title,
      """
      Text.

      ```swift
      final class \(cell): UICollectionViewCell {}
      ```

      ```swift example id=grid
      let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
      collectionView.register(\(cell).self, forCellWithReuseIdentifier: "cell")
      return collectionView
      ```

      """)
  }

  @Test func aNameTwoChaptersDeclareIsAnErrorAtItsLine() throws {
    let test = try TestProject(chapters: [
      "01-a.md": page("A", cell: "TileCell"), "02-b.md": page("B", cell: "TileCell"),
    ])
    defer { test.remove() }
    let report = try SiteChecker(project: test.project).check(update: true)
    #expect(report.passed == 2, "each chapter compiles and runs alone")
    let clash = try #require(
      report.problems.first { $0.message.contains("invalid redeclaration of 'TileCell'") },
      "\(report.problems)")
    #expect(clash.severity == .error)
    // Reported at one declaration, naming the other.
    #expect(clash.line == 7 && clash.column == 13, "\(clash)")
    let other = clash.file == "content/01-a.md" ? "content/02-b.md" : "content/01-a.md"
    #expect(clash.message.hasSuffix("(also declared at \(other):7)"), "\(clash)")
    #expect(clash.fix.contains("one app"))
    #expect(!report.succeeded)
  }

  /// Two names, each declared in two chapters: each error names the other
  /// declaration of its own name.
  @Test func eachClashNamesItsOwnOtherDeclaration() throws {
    let twoCells = """
      ```swift
      final class TileCell: UICollectionViewCell {}
      final class BadgeCell: UICollectionViewCell {}
      ```

      ```swift example id=grid
      let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
      collectionView.register(TileCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
      return collectionView
      ```

      """
    let test = try TestProject(chapters: [
      "01-a.md": chapter("A", twoCells), "02-b.md": chapter("B", twoCells),
    ])
    defer { test.remove() }
    let report = try SiteChecker(project: test.project).check(update: true)
    for (name, line) in [("TileCell", 5), ("BadgeCell", 6)] {
      let clash = try #require(
        report.problems.first { $0.message.contains("invalid redeclaration of '\(name)'") },
        "\(report.problems)")
      let other = clash.file == "content/01-a.md" ? "content/02-b.md" : "content/01-a.md"
      #expect(clash.message.hasSuffix("(also declared at \(other):\(line))"), "\(clash)")
    }
  }

  @Test func chaptersOfTheirOwnNamesPass() throws {
    let test = try TestProject(chapters: [
      "01-a.md": page("A", cell: "TileCell"), "02-b.md": page("B", cell: "BoardTileCell"),
    ])
    defer { test.remove() }
    let report = try SiteChecker(project: test.project).check(update: true)
    // The site is not built here: only the chapters' own problems count.
    #expect(report.problems.filter { $0.file.hasPrefix("content/") }.isEmpty, "\(report.problems)")
    #expect(report.failed == 0)
  }
}

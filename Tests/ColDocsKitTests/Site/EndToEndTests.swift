import Foundation
import Testing

@testable import ColDocsKit

private let flowExample = """
  ## A grid

  ```swift
  final class Squares: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.backgroundColor = .systemRed
      return cell
    }
  }
  # let squares = Squares()
  ```

  ```swift example id=grid
  let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.dataSource = squares
  collectionView.layoutIfNeeded()
  return collectionView
  ```

  """

/// Builds and checks real projects: examples are compiled and run.
@Suite(.serialized) struct EndToEndTests {
  func check(_ project: TestProject, update: Bool = false) throws -> SiteChecker.Report {
    try SiteChecker(project: project.project).check(update: update)
  }

  @Test func sampleChapterBuildsIntoAPageWithADiagramAndFrames() throws {
    let test = try TestProject(chapters: ["01-grid.md": chapter("Grid", flowExample)])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).buildAndWrite()
    #expect(build.problems.isEmpty)
    let page = try test.read("site/grid.html")
    #expect(page.contains("<svg id=\"example-grid-grid-1\" class=\"cd-diagram\""))
    #expect(page.contains("<details class=\"cd-frames\">"))
    #expect(
      page.contains("style=\"fill:#ff3b30;--dark-fill:#ff453a\""),
      "the cell's colour is drawn, with systemRed's dark variant")
    #expect(page.contains("<td>65</td>"), "item 1's x in the frames table")
    #expect(!page.contains("let squares"), "hidden lines stay hidden")
    #expect(try test.read("site/index.html").contains("href=\"grid.html\""))
    let again = try SiteBuilder(project: test.project).build()
    let written = SiteWriter(
      folder: test.root.appendingPathComponent("site"), displayFolder: "site"
    )
    .currentFiles()
    #expect(again.files == written, "the same input gives byte-identical output")
  }

  @Test func checkPassesOnceSnapshotsAreRecordedAndTheSiteIsBuilt() throws {
    let test = try TestProject(chapters: ["01-grid.md": chapter("Grid", flowExample)])
    defer { test.remove() }
    let first = try check(test)
    #expect(first.failed == 1)
    #expect(
      first.problems.contains { $0.message.contains("no recorded snapshot") && $0.line == 18 })
    let updated = try check(test, update: true)
    #expect(updated.updated == ["content/snapshots/grid/grid.txt"])
    _ = try SiteBuilder(project: test.project).buildAndWrite()
    let clean = try check(test)
    #expect(clean.summary == "1 passed, 0 failed")
    #expect(clean.succeeded, "\(clean.problems)")
  }

  @Test func changedSnapshotFailsAtTheExampleWithADiff() throws {
    let test = try TestProject(chapters: ["01-grid.md": chapter("Grid", flowExample)])
    defer { test.remove() }
    _ = try check(test, update: true)
    let path = "content/snapshots/grid/grid.txt"
    try test.write(
      try test.read(path).replacingOccurrences(of: "cell 0.1: x 65", with: "cell 0.1: x 66"),
      to: path)
    let report = try check(test)
    #expect(report.summary == "0 passed, 1 failed")
    let problem = try #require(
      report.problems.first { $0.message.contains("computed something else") })
    #expect(problem.file == "content/01-grid.md" && problem.line == 18)
    #expect(
      problem.message.contains(
        "cell 0.1 changed from x 66, y 0, w 50, h 50 to x 65, y 0, w 50, h 50"))
  }

  @Test func compileErrorsTrapsTimeoutsAndFailedExpectationsAreReportedAtTheirLines() throws {
    let broken = chapter(
      "Broken",
      """
      Intro.

      ```swift example id=trap
      let numbers = [1, 2, 3]
      let index = numbers.count
      _ = numbers[index]
      return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      ```

      ```swift example id=loop timeout=1
      var spinning = true
      while spinning { spinning = Date().timeIntervalSince1970 > 0 }
      return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      ```

      ```swift example id=expectation
      let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
      expect(view.numberOfSections == 2, "one section, not two")
      return view
      ```
      """)
    let uncompilable = chapter(
      "Uncompilable",
      """
      ```swift example id=typo
      let layout = UICollectionViewFlowLayot()
      return UICollectionView(frame: .zero, collectionViewLayout: layout)
      ```
      """)
    let test = try TestProject(chapters: [
      "01-broken.md": broken, "02-uncompilable.md": uncompilable,
      "03-grid.md": chapter("Grid", flowExample),
    ])
    defer { test.remove() }
    let report = try check(test)
    let described = report.problems.map(\.description)
    #expect(
      described.contains {
        $0.hasPrefix("content/01-broken.md:9:") && $0.contains("trapped: Index out of range")
      })
    // The loop's line, where the runner was stuck. The one backtrace taken
    // sometimes lands on an instruction the debug information gives no line
    // for; then the fence is reported, saying so.
    #expect(
      described.contains {
        ($0.hasPrefix("content/01-broken.md:15:") && $0.contains("did not finish within 1 s"))
          || ($0.hasPrefix("content/01-broken.md:13:1:")
            && $0.contains("running this example's own code"))
      }, "\(described)")
    #expect(
      described.contains {
        $0.hasPrefix("content/01-broken.md:21:") && $0.contains("one section, not two")
      })
    #expect(
      described.contains {
        $0.hasPrefix("content/02-uncompilable.md:5:14: error:")
          && $0.contains("UICollectionViewFlowLayot")
      })
    // The grid example of another chapter still ran: it only lacks its snapshot.
    #expect(described.contains { $0.contains("03-grid.md") && $0.contains("no recorded snapshot") })
    #expect(report.failed == 5)
  }

  @Test func examplesThatReturnNothingRenderableAreReported() throws {
    let empty = chapter("Empty", "```swift example id=nothing\nreturn SideBySide()\n```\n")
    let noReturn = chapter(
      "No return",
      "```swift example id=no-return\nlet layout = UICollectionViewFlowLayout()\nlayout.itemSize = .zero\n```\n"
    )
    let test = try TestProject(chapters: ["01-empty.md": empty, "02-no-return.md": noReturn])
    defer { test.remove() }
    let described = try check(test).problems.map(\.description)
    #expect(
      described.contains {
        $0.hasPrefix("content/01-empty.md:4:1: error: the example returned nothing renderable")
      },
      "\(described)")
    #expect(
      described.contains {
        $0.hasPrefix("content/02-no-return.md:4:1: error: the example returns nothing renderable")
      },
      "\(described)")
  }

  @Test func anUnchangedRebuildRunsNoCompiler() throws {
    let test = try TestProject(chapters: ["01-grid.md": chapter("Grid", flowExample)])
    defer { test.remove() }
    _ = try SiteBuilder(project: test.project).build()
    let log = LoggedLines()
    _ = try SiteBuilder(project: test.project) { log.append($0) }.build()
    #expect(!log.all.contains { $0.contains("compiling") })
  }

  @Test func unknownOptionsAndMissingIncludesStopTheBuildWithLocatedErrors() throws {
    let test = try TestProject(chapters: [
      "01-bad.md": chapter(
        "Bad",
        "Text\n\n```swift exampel\nlet x = 1\n```\n\n```swift include=Sources/Nope.swift#x\n```\n")
    ])
    defer { test.remove() }
    do {
      _ = try SiteBuilder(project: test.project).buildAndWrite()
      Issue.record("expected the build to stop")
    } catch let list as DiagnosticList {
      #expect(
        list.diagnostics.map { "\($0.file):\($0.line)" } == [
          "content/01-bad.md:6", "content/01-bad.md:10",
        ])
    }
    #expect(!FileManager.default.fileExists(atPath: test.root.appendingPathComponent("site").path))
  }
}

import Foundation
import SwiftParser
import Testing

@testable import ColDocsKit

/// The lines of a block that only coldocs runs: which are marked, with
/// what, and how the highlighted block carries the marks.
@Suite struct EngineOnlyLinesTests {
  private func kinds(_ code: String, example: Bool = true) -> [Int: EngineOnlyCall] {
    EngineOnlyLines(Parser.parse(source: code), example: example).kinds
  }

  @Test func checksAndFiguresAreMarkedAndAppCodeIsNot() {
    let code = """
      let layout = UICollectionViewFlowLayout()
      collectionView.dataSource = items
      screen.keep(items)
      expect(collectionView.numberOfItems(inSection: 0) == 12,
             "twelve items")
      return SideBySide(Titled("a", collectionView), Titled("b", other))
      """
    #expect(kinds(code) == [2: .keep, 3: .check, 4: .check, 5: .figure])
  }

  /// A recording's opening and closing lines are coldocs's; what its
  /// closure does is the app's, unless it calls coldocs too.
  @Test func aRecordingKeepsTheAppCodeInsideItsClosure() {
    let code = """
      let timeline = try collectionView.recordTimeline(framesPerSecond: 30) {
        collectionView.performBatchUpdates {
          items.count += 1
        }
        try collectionView.simulateDrag(by: CGPoint(x: 0, y: -100), duration: 0.4)
      }
      return timeline
      """
    #expect(kinds(code) == [0: .recording, 4: .finger, 5: .recording, 6: .figure])
    let html = SwiftHighlighter.html(code, linkingItems: true).components(separatedBy: "\n")
    #expect(
      html[0].contains("cd-only-badge") && !html[5].contains("cd-only-badge"),
      "the badge goes on the statement's first line, not on its closing brace")
  }

  /// A `return` inside a closure or function is the code's own; only an
  /// example's top-level `return` hands a figure to the page, and a
  /// declaration block has none.
  @Test func onlyAnExamplesOwnReturnIsTheFigures() {
    let code = """
      func count() -> Int {
        return 3
      }
      return collectionView
      """
    #expect(kinds(code) == [3: .figure])
    #expect(kinds(code, example: false).isEmpty)
  }

  /// UIKit's own names are not marked: the data source's `snapshot()`, a
  /// window made with a frame, `rotated(by:)`.
  @Test func uikitsLookalikesStayUnmarked() {
    let code = """
      var snapshot = dataSource.snapshot()
      let window = UIWindow(frame: .zero)
      let turned = CGAffineTransform.identity.rotated(by: .pi)
      let phone = UIWindow(device: .iPhone16)
      phone.rotate(to: .landscape)
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
      let still = collectionView.snapshot(region: .content)
      """
    #expect(kinds(code, example: false) == [3: .phone, 4: .phone, 5: .time, 6: .recording])
  }

  /// What reads a recording is coldocs's too, and what reads that in turn;
  /// a window standing in for the phone's is the app's window, and a
  /// member that only shares the name is not a read.
  @Test func statementsReadingARecordingAreMarkedWithIt() {
    let code = """
      let timeline = try view.recordTimeline {
        view.contentOffset.y = 40
      }
      let first = timeline.frames.first!
      let height = first.contentSize.height
      let phone = UIWindow(device: .iPhone16)
      phone.makeKeyAndVisible()
      layout.timeline = 3
      for frame in timeline.frames {
        print(frame.time, height)
      }
      """
    #expect(
      kinds(code, example: false) == [
        0: .recording, 2: .recording, 3: .recording, 4: .recording, 5: .phone,
        8: .recording, 9: .recording, 10: .recording,
      ])
  }

  /// A function of the chapter's own keeps its names, and a use inside a
  /// closure is the app's code, as the closures of marked calls are.
  @Test func readsInsideFunctionsAndClosuresAreNotFollowed() {
    let code = """
      let timeline = try view.recordTimeline {}
      func lastFrame() -> LayoutTimeline.Frame { timeline.frames.last! }
      view.performBatchUpdates({ print(timeline) })
      """
    #expect(kinds(code, example: false) == [0: .recording])
  }

  /// Setting the screen's scale or the text size plays the phone and its
  /// owner; other traits an app overrides, and reading them, stay the app's.
  /// A statement or stored property that names a type only the engine or
  /// the runtime has is coldocs's, closures included; a function that
  /// names one in its signature keeps its body the app's.
  @Test func namesOfTheEnginesOwnTypesMarkTheirStatement() {
    let code = """
      let item = { (frame: LayoutFrame) in
        frame.element("cell 0.1")
      }
      var pictures: [any ExampleOutput] = []
      func pulled(_ view: UICollectionView) throws -> LayoutTimeline {
        view.layoutIfNeeded()
        return try view.recordTimeline { view.contentOffset.y = -80 }
      }
      final class Camera {
        var picture: LayoutTimeline?
        var taps = 0
      }
      """
    let found = kinds(code, example: false)
    #expect(found[0] == .recording && found[1] == .recording && found[2] == .recording)
    #expect(found[3] == .figure)
    #expect(found[4] == nil && found[5] == nil, "the function's signature and body are the app's")
    #expect(found[6] == .recording, "the recording inside it is coldocs's")
    #expect(found[9] == .recording && found[10] == nil)
  }

  @Test func deviceTraitsSetThroughOverridesPlayThePhone() {
    let code = """
      collectionView.traitOverrides.displayScale = 2
      cell.traitOverrides.preferredContentSizeCategory =
        .accessibilityMedium
      collectionView.traitOverrides.horizontalSizeClass = .compact
      let scale = collectionView.traitOverrides.displayScale
      """
    #expect(kinds(code, example: false) == [0: .phone, 1: .phone, 2: .phone])
  }

  /// In the highlighted block each marked line is one span, the first of a
  /// run of one kind with a badge slot, and the page fills the slot with
  /// the words of its language.
  @Test func theHighlightedBlockWrapsMarkedLines() {
    let code = """
      let items = NumberedItems(3)
      expect(items.count == 3)
      expect(items.count > 0)
      return collectionView
      """
    let html = SwiftHighlighter.html(code, linkingItems: true)
    let lines = html.components(separatedBy: "\n")
    #expect(!lines[0].contains("cd-only"))
    #expect(lines[1].hasPrefix("<span class=\"cd-only\" data-only=\"check\">"))
    #expect(lines[1].contains("cd-only-badge"))
    #expect(!lines[2].contains("cd-only-badge"), "one badge for a run of one kind")
    #expect(lines[3].contains("data-only=\"figure\"") && lines[3].contains("cd-only-badge"))
    let page = EngineOnlyMarks.filled(html) { $0 == .check ? "checks <numbers>" : "figure" }
    #expect(page.contains("data-badge=\"checks &lt;numbers&gt;\""))
    #expect(!page.contains(WordSlots.codeBadge))
  }

  /// A block comment over two lines is closed and opened again at the line
  /// break, so that each line is whole markup; a line whose spans do not
  /// close on it leaves the block unmarked rather than broken.
  @Test func everyLineIsWholeMarkup() {
    let html = SwiftHighlighter.html("/* one\n   two */\nexpect(true)", linkingItems: false)
    #expect(html.hasPrefix("<span class=\"hl-comment\">/* one</span>\n<span class=\"hl-comment\">"))
    #expect(html.contains("<span class=\"cd-only\" data-only=\"check\">"))
    let broken = "<span class=\"cd-ref\">a\nb</span>"
    #expect(EngineOnlyMarks.marked(broken, lines: [0: .check], starts: [0]) == broken)
  }

  /// The guide itself: in every Swift block of every English chapter, a
  /// line that calls one of coldocs's own names is marked.
  @Test func everyCallOfTheGuidesOwnNamesIsMarked() throws {
    let content = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("content")
    let names = try NSRegularExpression(
      pattern:
        #"\b(expect|expectNoOverlappingItems|expectItemsInsideContent|SideBySide|Titled|Viewport|WholeContent|recordTimeline|simulate[A-Za-z]*|screen\.keep)\("#
    )
    var unmarked: [String] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: content.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    for file in files {
      let text = try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
      for (start, info, code) in swiftBlocks(text) where !info.contains("norun") {
        let marked = kinds(code, example: info.contains("example"))
        for (offset, line) in code.components(separatedBy: "\n").enumerated() {
          // A hidden line (`# …`) is compiled, not shown.
          guard !line.hasPrefix("# ") else { continue }
          let callable = line.components(separatedBy: "//")[0]
          let range = NSRange(callable.startIndex..., in: callable)
          guard names.firstMatch(in: callable, range: range) != nil,
            !callable.contains("func ")
          else { continue }
          if marked[offset] == nil { unmarked.append("\(file):\(start + offset + 1): \(line)") }
        }
      }
    }
    #expect(unmarked.isEmpty, "\(unmarked.joined(separator: "\n"))")
  }

  /// The Swift fences of a Markdown file: the line after each opening
  /// fence (zero-based), its info string and its code.
  private func swiftBlocks(_ text: String) -> [(Int, String, String)] {
    var blocks: [(Int, String, String)] = []
    var open: (Int, String)?
    var code: [String] = []
    for (number, line) in text.components(separatedBy: "\n").enumerated() {
      if let current = open {
        if line.hasPrefix("```") {
          blocks.append((current.0, current.1, code.joined(separator: "\n")))
          open = nil
          code = []
        } else {
          code.append(line)
        }
      } else if line.hasPrefix("```swift") {
        open = (number + 1, line)
      }
    }
    return blocks
  }
}

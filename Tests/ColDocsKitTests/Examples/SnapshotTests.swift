import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

@Suite struct SnapshotTests {
  private let example = ExampleSpec(
    id: "grid", chapter: "flow", file: "content/flow.md", line: 3, column: 1, timeout: nil,
    function: "example_1",
    blockIndex: 0)

  private func snapshot(width: CGFloat, scroll: Bool = false) throws -> Snapshot {
    let layout = UICollectionViewFlowLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 100), collectionViewLayout: layout)
    let timeline: LayoutTimeline
    if scroll {
      timeline = try view.recordTimeline(framesPerSecond: 60) {
        view.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
      }
    } else {
      timeline = view.snapshot()
    }
    return Snapshot(
      example: example, result: ExampleResult(panels: [ExamplePanel(timeline: timeline)]))
  }

  @Test func numbersAreRoundedWithoutTrailingZeros() {
    #expect(PlainNumber.text(CGFloat(137.66666)) == "137.667")
    #expect(PlainNumber.text(CGFloat(60)) == "60")
    #expect(PlainNumber.text(CGFloat(-0.5)) == "-0.5")
    #expect(PlainNumber.text(CGFloat(-0.0001)) == "0")
  }

  @Test func longAnimationsKeepTenFrames() {
    #expect(Snapshot.keptFrames(count: 5) == [0, 1, 2, 3, 4])
    let kept = Snapshot.keptFrames(count: 19)
    #expect(kept.count == 10 && kept.first == 0 && kept.last == 18)
  }

  @Test func differencesSayWhatMovedFromWhereToWhere() throws {
    let recorded = Snapshot(
      text:
        "snapshot flow/grid\npanel 1\nframe 0 of 1 at 0 s\n  cell 0.0: x 0, y 0, w 50, h 50\n  cell 0.1: x 65, y 0, w 50, h 50\n"
    )
    let fresh = Snapshot(
      text:
        "snapshot flow/grid\npanel 1\nframe 0 of 1 at 0 s\n  cell 0.0: x 0, y 0, w 50, h 50\n  cell 0.1: x 70, y 0, w 50, h 50\n  cell 0.2: x 140, y 0, w 50, h 50\n"
    )
    #expect(
      fresh.differences(from: recorded) == [
        "panel 1, frame 0 of 1 at 0 s: cell 0.1 changed from x 65, y 0, w 50, h 50 to x 70, y 0, w 50, h 50",
        "panel 1, frame 0 of 1 at 0 s: cell 0.2 appeared at x 140, y 0, w 50, h 50",
      ])
    #expect(recorded.differences(from: recorded).isEmpty)
  }

  @Test func snapshotsOfTheSameResultAreIdenticalAndDifferOtherwise() throws {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    let empty = Snapshot(
      example: example, result: ExampleResult(panels: [ExamplePanel(timeline: view.snapshot())]))
    #expect(empty.text.contains("view: offset 0, 0; size 375 × 100; content 375 × 0"))
    let animated = try snapshot(width: 375, scroll: true)
    #expect(animated.text.contains("frame 18 of 19 at 0.3 s"))
    #expect(try snapshot(width: 375, scroll: true) == animated)
  }
}

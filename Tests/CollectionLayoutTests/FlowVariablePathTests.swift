import CollectionLayout
import Foundation
import Testing

/// The variable path: items of different sizes, broken into lines greedily.
@Suite struct FlowVariablePathTests {
  private func widths(_ widths: [CGFloat], height: CGFloat = 20) -> (IndexPath) -> CGSize {
    { CGSize(width: widths[$0.item], height: height) }
  }

  @Test func itemsAreCentredVerticallyInTheirLine() {
    let heights: [CGFloat] = [20, 50, 30]
    let fixture = FlowFixture(
      width: 300, counts: [3], sizes: { CGSize(width: 50, height: heights[$0.item]) })
    // Sizes differ, so the variable path runs; the line is 50 tall.
    #expect(fixture.frames().map(\.minY) == [15, 0, 10])
  }

  @Test func incompleteLastLineIsLeftAlignedWithMinimumSpacing() {
    let fixture = FlowFixture(width: 300, counts: [5], sizes: widths([100, 100, 80, 40, 30]))
    // Line 1: 100, 100, 80, justified with gaps of 10; line 2: 40, 30 at x 0 and 50.
    let frames = fixture.frames()
    #expect(frames.map(\.minX) == [0, 110, 220, 0, 50])
  }

  @Test func lastLineIsJustifiedWhenItLeavesWhatThePreviousLineLeft() {
    let fixture = FlowFixture(width: 300, counts: [4], sizes: widths([100, 150, 100, 150]))
    // Both lines leave 300 − 270 = 30: the last line counts as complete.
    let frames = fixture.frames()
    #expect(frames.map(\.minX) == [0, 150, 0, 150])
  }

  @Test func lastLineIsCentredWhenEveryLineHoldsOneItem() {
    let fixture = FlowFixture(width: 300, counts: [2], sizes: widths([200, 250]))
    #expect(fixture.frames().map(\.minX) == [50, 25])
  }

  @Test func loneItemOnACompleteLineIsCentred() {
    let fixture = FlowFixture(width: 300, counts: [3], sizes: widths([250, 100, 120]))
    // Line 1 holds 250 alone and is complete: centred at 25.
    #expect(fixture.frame(0).minX == 25)
    // The last line (100, 120) is incomplete: left-aligned.
    #expect([fixture.frame(1).minX, fixture.frame(2).minX] == [0, 110])
  }

  @Test func singleLineOfSeveralItemsIsLeftAligned() {
    let fixture = FlowFixture(width: 300, counts: [3], sizes: widths([50, 60, 70]))
    #expect(fixture.frames().map(\.minX) == [0, 60, 130])
  }

  @Test func oversizeFirstItemOpensAnEmptyLine() {
    let fixture = FlowFixture(width: 300, counts: [2], sizes: widths([320, 100]))
    // The empty first line adds one line spacing above the item, and a lone
    // oversize item on a complete line is clamped to the leading inset.
    #expect(fixture.frame(0) == rect(0, 10, 320, 20))
    #expect(fixture.frame(1).minY == 40)
    #expect(fixture.contentSize.height == CGFloat(10 + 20 + 10 + 20))
  }

  @Test func sectionHeightSumsLinesAndSpacings() {
    let heights: [CGFloat] = [10, 20, 30]
    let fixture = FlowFixture(
      width: 200, counts: [3], sizes: { CGSize(width: 150, height: heights[$0.item]) }
    ) {
      $0.minimumLineSpacing = 7
      $0.sectionInset = UIEdgeInsets(top: 3, left: 0, bottom: 4, right: 0)
    }
    #expect(fixture.frames().map(\.minY) == [3, 20, 47])
    let expected: CGFloat = 3 + 10 + 20 + 30 + 2 * 7 + 4
    #expect(fixture.contentSize.height == expected)
  }

  @Test func equalSizesFromTheDelegateTakeTheUniformPath() {
    // Every size equal: justified grid even for a partial line, as on the uniform path.
    let fixture = FlowFixture(
      width: 375, counts: [10], sizes: { _ in CGSize(width: 50, height: 50) })
    #expect(fixture.frames()[6..<10].map(\.minX) == [0, 65, 130, 195])
  }
}

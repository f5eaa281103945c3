import CollectionLayout
import Foundation
import Testing

/// The worked examples of the layout reference, number for number.
@Suite struct WorkedExampleTests {
  @Test func tenSquareItemsJustifiedInSixColumns() {
    let fixture = FlowFixture(width: 375, counts: [10])
    let frames = fixture.frames()
    #expect(frames[0..<6].map(\.minX) == [0, 65, 130, 195, 260, 325])
    #expect(frames[6..<10].map(\.minX) == [0, 65, 130, 195])
    #expect(Set(frames[0..<6].map(\.minY)) == [0])
    #expect(Set(frames[6..<10].map(\.minY)) == [60])
    #expect(fixture.contentSize == CGSize(width: 375, height: 110))
  }

  @Test func threeColumnsOfHundredPointItems() {
    let fixture = FlowFixture(width: 375, counts: [3]) {
      $0.itemSize = CGSize(width: 100, height: 100)
    }
    // The gap is 37.5, so the middle column's x is 137.5 before rounding: it
    // stays 137.5 at scale 2 and rounds away from zero to 138 at scale 1.
    fixture.collectionView.traitOverrides.displayScale = 2
    #expect(fixture.frames().map(\.minX) == [0, 137.5, 275])
    fixture.collectionView.traitOverrides.displayScale = 1
    #expect(fixture.frames().map(\.minX) == [0, 138, 275])
  }

  @Test func middleColumnRoundsToThirdsAtScaleThree() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let fixture = FlowFixture(width: 375, counts: [3], layout: layout)
    fixture.collectionView.traitOverrides.displayScale = 3
    let expected: CGFloat = 413.0 / 3.0
    #expect(fixture.frame(1).minX == expected)
    #expect(fixture.frame(1).width == 100, "sizes are never rounded")
  }

  @Test func oversizeItemsSitOnePerLineCentred() {
    let fixture = FlowFixture(width: 320, counts: [3]) {
      $0.itemSize = CGSize(width: 200, height: 50)
    }
    #expect(
      fixture.frames() == [rect(60, 0, 200, 50), rect(60, 60, 200, 50), rect(60, 120, 200, 50)])
    #expect(fixture.contentSize == CGSize(width: 320, height: 170))
  }

  @Test func variableSizesJustifyFullLinesAndLeftAlignTheLast() {
    let sizes = [
      CGSize(width: 100, height: 40), CGSize(width: 80, height: 60),
      CGSize(width: 90, height: 50), CGSize(width: 120, height: 30),
    ]
    let fixture = FlowFixture(width: 300, counts: [4], sizes: { sizes[$0.item] })
    #expect(
      fixture.frames() == [
        rect(0, 10, 100, 40), rect(115, 0, 80, 60), rect(210, 5, 90, 50), rect(0, 70, 120, 30),
      ])
    #expect(fixture.contentSize == CGSize(width: 300, height: 100))
  }

  @Test func horizontalColumnsFillTopToBottom() {
    let fixture = FlowFixture(width: 320, height: 200, counts: [7]) {
      $0.scrollDirection = .horizontal
    }
    let frames = fixture.frames()
    #expect(frames[0..<3].map(\.minY) == [0, 75, 150])
    #expect(frames.map(\.minX) == [0, 0, 0, 60, 60, 60, 120])
    #expect(frames[6].minY == 0, "the partial last column reuses the grid rows")
    #expect(fixture.contentSize == CGSize(width: 170, height: 200))
  }

  @Test func waterfallAtScaleTwo() {
    let heights: [CGFloat] = [100, 150, 50, 100]
    let layout = WaterfallLayout()
    let delegate = WaterfallSizes(sizes: heights.map { CGSize(width: 100, height: $0) })
    let view = UICollectionView(
      frame: rect(0, 0, 320, 480), collectionViewLayout: layout)
    let dataSource = CountingDataSource([4])
    view.dataSource = dataSource
    view.delegate = delegate
    view.traitOverrides.displayScale = 2
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.layoutIfNeeded()
    let frames = (0..<4).map {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
    #expect(
      frames == [
        rect(0, 0, 155, 155), rect(165, 0, 155, 232.5), rect(0, 165, 155, 77.5),
        rect(165, 242.5, 155, 155),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 397.5))
    withExtendedLifetime((dataSource, delegate)) {}
  }
}

import CollectionLayout
import Foundation
import Testing

/// Counts `prepare()` calls so tests can see when a layout was invalidated.
final class CountingFlowLayout: UICollectionViewFlowLayout {
  var prepareCount = 0
  override func prepare() {
    super.prepare()
    prepareCount += 1
  }
}

/// When a flow layout invalidates itself, and what it recomputes.
@Suite struct FlowInvalidationTests {
  @Test func baseLayoutIgnoresBoundsChanges() {
    let layout = UICollectionViewLayout()
    _ = UICollectionView(frame: rect(0, 0, 100, 100), collectionViewLayout: layout)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 200, 100)))
  }

  @Test func verticalFlowInvalidatesOnWidthOrHorizontalOriginOnly() {
    let f = FlowFixture(width: 300, height: 400, counts: [50])
    let layout = f.layout
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 250, 300, 400)))
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 800)))
    #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 301, 400)))
    #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(5, 0, 300, 400)))
  }

  @Test func horizontalFlowInvalidatesOnHeightOrVerticalOriginOnly() {
    let f = FlowFixture(width: 300, height: 400, counts: [50]) { $0.scrollDirection = .horizontal }
    #expect(!f.layout.shouldInvalidateLayout(forBoundsChange: rect(250, 0, 300, 400)))
    #expect(f.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 399)))
    #expect(f.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 1, 300, 400)))
  }

  @Test func pinnedHeadersInvalidateOnScroll() {
    let f = FlowFixture(width: 300, height: 400, counts: [50]) {
      $0.headerReferenceSize = CGSize(width: 0, height: 30)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    #expect(f.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 100, 300, 400)))
  }

  @Test func settersInvalidateOnlyWhenTheValueChanges() {
    let layout = CountingFlowLayout()
    let f = FlowFixture(width: 300, counts: [6], layout: layout)
    #expect(layout.prepareCount == 1)
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 10
    f.collectionView.layoutIfNeeded()
    #expect(layout.prepareCount == 1)
    layout.minimumLineSpacing = 11
    f.collectionView.layoutIfNeeded()
    #expect(layout.prepareCount == 2)
    #expect(f.frame(5).minY == 61)
  }

  @Test func widthChangeRecomputesTheLayout() {
    let f = FlowFixture(width: 375, counts: [10])
    f.collectionView.frame = rect(0, 0, 200, 667)
    f.collectionView.layoutIfNeeded()
    // k = floor(210 / 60) = 3, gap (200 − 150) / 2 = 25.
    #expect(f.frames()[0..<4].map(\.minX) == [0, 75, 150, 0])
  }

  @Test func scrollingDoesNotReprepareAPlainFlowLayout() {
    let layout = CountingFlowLayout()
    let f = FlowFixture(width: 300, height: 200, counts: [100], layout: layout)
    f.collectionView.contentOffset = CGPoint(x: 0, y: 500)
    f.collectionView.layoutIfNeeded()
    #expect(layout.prepareCount == 1)
  }

  @Test func settingPropertiesInsidePrepareDoesNotLoop() {
    let layout = ZoomingPageLayout()
    let f = FlowFixture(width: 300, height: 200, counts: [5], layout: layout)
    #expect(layout.prepareCount == 1)
    // itemSize was set after super.prepare(): the frames still use it.
    #expect(f.frame(0) == rect(30, 50, 240, 100))
    f.collectionView.layoutIfNeeded()
    #expect(layout.prepareCount == 1)
  }

  @Test func reloadDataRereadsTheCounts() {
    let f = FlowFixture(width: 300, counts: [3])
    f.dataSource.counts = [7]
    #expect(f.collectionView.numberOfItems(inSection: 0) == 3, "counts are cached until a reload")
    f.collectionView.reloadData()
    #expect(f.collectionView.numberOfItems(inSection: 0) == 7)
    f.collectionView.layoutIfNeeded()
    #expect(f.frames().count == 7)
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)) != nil)
  }
}

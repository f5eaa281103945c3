import CollectionLayout
import Foundation
import Testing

/// UIKit layout code compiles against the engine unchanged and gives UIKit's frames.
@Suite struct PortingTests {
  private func pages(count: Int = 5) -> (UICollectionView, ZoomingPageLayout, CountingDataSource) {
    let layout = ZoomingPageLayout()
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CountingDataSource([count])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (view, layout, dataSource)
  }

  @Test func flowSubclassSizesItsPagesInPrepare() {
    let (view, layout, dataSource) = pages()
    // Pages of 240 with 30 pt insets, 20 apart: x = 30, 290, 550, …
    let frames = (0..<5).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
    #expect(frames.map(\.minX) == [30, 290, 550, 810, 1070])
    #expect(layout.collectionViewContentSize == CGSize(width: 1340, height: 200))
    withExtendedLifetime((view, dataSource)) {}
  }

  @Test func flowSubclassScalesCopiesAndLeavesSuperCacheAlone() {
    let (view, layout, dataSource) = pages()
    let visible = layout.layoutAttributesForElements(in: view.bounds) ?? []
    let centred = visible.first { $0.indexPath.item == 0 }!
    // Item 0's centre is at 150, the viewport's centre: full size.
    #expect(centred.transform == CGAffineTransform(scaleX: 1, y: 1))
    let next = visible.first { $0.indexPath.item == 1 }!
    // Item 1 is 260 away: scale 1 − 0.2 · 260 / 300.
    let expected: CGFloat = 1 - 0.2 * 260 / 300
    #expect(abs(next.transform.a - expected) < 1e-12)
    let cached = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
    #expect(cached.transform == .identity, "super's cached attributes are untouched")
    withExtendedLifetime((view, dataSource)) {}
  }

  @Test func scrollingReinvalidatesAndRescales() {
    let (view, layout, dataSource) = pages()
    view.contentOffset = CGPoint(x: 260, y: 0)
    view.layoutIfNeeded()
    #expect(layout.prepareCount == 2, "shouldInvalidateLayout(forBoundsChange:) said yes")
    let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(cell.transform == CGAffineTransform(scaleX: 1, y: 1))
    withExtendedLifetime(dataSource) {}
  }

  @Test func targetContentOffsetSnapsToTheNearestPage() {
    let (view, layout, dataSource) = pages()
    let target = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 380, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
    // The proposed centre, 530, is 120 from page 1's centre (410) and 140 from page 2's.
    #expect(target == CGPoint(x: 260, y: 0))
    withExtendedLifetime((view, dataSource)) {}
  }

  @Test func circleLayoutPlacesItemsOnTheCircle() {
    let layout = CircleLayout()
    let view = UICollectionView(frame: rect(0, 0, 300, 300), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = CountingDataSource([4])
    view.dataSource = dataSource
    view.layoutIfNeeded()
    let centers = (0..<4).map {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.center
    }
    let expected = [
      CGPoint(x: 250, y: 150), CGPoint(x: 150, y: 250), CGPoint(x: 50, y: 150),
      CGPoint(x: 150, y: 50),
    ]
    #expect(
      zip(centers, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
    // Item 1 is turned a quarter: its 40×40 frame is still 40×40 around (150, 250).
    let frame = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
    #expect(abs(frame.width - 40) < 1e-9 && abs(frame.midY - 250) < 1e-9)
    #expect(view.visibleCells.count == 4)
    withExtendedLifetime(dataSource) {}
  }
}

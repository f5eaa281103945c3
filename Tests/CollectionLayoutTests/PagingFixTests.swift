import CollectionLayout
import Foundation
import Testing

/// A horizontal strip of items narrower than the view: 200-point items
/// 20 apart in a 320-point view, inset so each can sit in the middle.
private struct NarrowPages {
  let view: UICollectionView
  let layout: UICollectionViewFlowLayout
  let dataSource = CountingDataSource([10])

  init(layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
    self.layout = layout
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 200, height: 200)
    layout.minimumLineSpacing = 20
    layout.sectionInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)
    view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 220), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = dataSource
    view.layoutIfNeeded()
  }

  /// The offset that centres item `n`: 220 per item.
  static func centring(_ n: Int) -> CGFloat { CGFloat(n) * 220 }
}

/// Snaps in the layout: the nearest item's centre to the view's centre.
private final class SnappingLayout: UICollectionViewFlowLayout {
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let pitch = itemSize.width + minimumLineSpacing
    let index = (proposedContentOffset.x / pitch).rounded()
    return CGPoint(x: index * pitch, y: proposedContentOffset.y)
  }
}

/// Snaps from the scroll-view delegate, either by writing the target or by
/// scrolling to the item with an animation.
private final class SnappingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  enum Way { case writeTarget, scrollToItem, scrollWhenDecelerating }
  let way: Way
  var events: [String] = []
  init(_ way: Way) { self.way = way }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    guard let collectionView = scrollView as? UICollectionView else { return }
    let item = Int((targetContentOffset.pointee.x / 220).rounded())
    switch way {
    case .writeTarget:
      targetContentOffset.pointee = CGPoint(x: CGFloat(item) * 220, y: 0)
    case .scrollToItem:
      collectionView.scrollToItem(
        at: IndexPath(item: item, section: 0), at: .centeredHorizontally, animated: true)
    case .scrollWhenDecelerating:
      break
    }
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    events.append("willBeginDecelerating")
    guard way == .scrollWhenDecelerating, let collectionView = scrollView as? UICollectionView
    else { return }
    collectionView.scrollToItem(
      at: IndexPath(item: 1, section: 0), at: .centeredHorizontally, animated: true)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    events.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events.append("didEndScrollingAnimation")
  }
}

@Suite struct PagingFixTests {
  @Test func pagingByTheViewsWidthDriftsOffNarrowItems() throws {
    let pages = NarrowPages()
    pages.view.isPagingEnabled = true
    try pages.view.simulateDrag(by: CGPoint(x: 100, y: 0), releaseVelocity: CGPoint(x: 300, y: 0))
    // One page is 320, but items are 220 apart: item 1 is off centre by 100.
    #expect(pages.view.contentOffset.x == 320)
    #expect(pages.view.contentOffset.x - NarrowPages.centring(1) == 100)
  }

  @Test func aLayoutTargetOffsetCentresTheNearestItem() throws {
    let pages = NarrowPages(layout: SnappingLayout())
    try pages.view.simulateFling(velocity: CGPoint(x: 600, y: 0))
    // The natural end, 600 / (1000 · −ln 0.998) ≈ 299.7, is nearest item 1.
    #expect(pages.view.contentOffset.x == NarrowPages.centring(1))
  }

  @Test func aDelegateWritingTheTargetIsHonoured() throws {
    let pages = NarrowPages()
    let delegate = SnappingDelegate(.writeTarget)
    pages.view.delegate = delegate
    let timeline = try pages.view.recordTimeline(framesPerSecond: 60) {
      try pages.view.simulateFling(velocity: CGPoint(x: 600, y: 0))
    }
    #expect(pages.view.contentOffset.x == NarrowPages.centring(1))
    #expect(timeline.frames.last?.contentOffset.x == NarrowPages.centring(1))
    #expect(timeline.segments.map(\.kind) == [.deceleration])
  }

  @Test func anAnimatedScrollFromWillEndDraggingReplacesTheDeceleration() throws {
    let pages = NarrowPages()
    let delegate = SnappingDelegate(.scrollToItem)
    pages.view.delegate = delegate
    let timeline = try pages.view.recordTimeline(framesPerSecond: 60) {
      try pages.view.simulateFling(velocity: CGPoint(x: 600, y: 0))
    }
    // The scroll to item 1 plays and nothing glides on after it.
    #expect(pages.view.contentOffset.x == NarrowPages.centring(1))
    #expect(timeline.segments.map(\.kind) == [.scroll])
    let offsets = timeline.frames.map(\.contentOffset.x)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "never turns back")
    // The drag ends at once; the scroll it started ends 0.3 s later.
    #expect(
      delegate.events == [
        "willEndDragging", "didEndDragging(false)", "didEndScrollingAnimation",
      ])
  }

  @Test func anAnimatedScrollFromWillBeginDeceleratingReplacesItToo() throws {
    let pages = NarrowPages()
    let delegate = SnappingDelegate(.scrollWhenDecelerating)
    pages.view.delegate = delegate
    let timeline = try pages.view.recordTimeline(framesPerSecond: 60) {
      try pages.view.simulateFling(velocity: CGPoint(x: 600, y: 0))
    }
    #expect(pages.view.contentOffset.x == NarrowPages.centring(1))
    #expect(timeline.segments.map(\.kind) == [.scroll])
    #expect(!delegate.events.contains("didEndDecelerating"))
  }
}

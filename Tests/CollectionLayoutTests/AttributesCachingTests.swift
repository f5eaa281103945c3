import CollectionLayout
import Foundation
import Testing

/// A flow layout that notes every rectangle it is asked about.
private final class QueryLoggingLayout: UICollectionViewFlowLayout {
  var rects: [CGRect] = []
  var invalidatesOnScroll = false

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    rects.append(rect)
    return super.layoutAttributesForElements(in: rect)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }
}

/// A stretchy header written the way the technique is usually first tried:
/// it reads the offset but never asks to be invalidated when it changes.
private final class ForgetfulStretchyHeaderLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else {
      return nil
    }
    let pull = -collectionView.contentOffset.y
    return attributes.map { original in
      guard original.representedElementKind == UICollectionView.elementKindSectionHeader,
        pull > 0
      else { return original }
      let header = original.copy() as! UICollectionViewLayoutAttributes
      header.frame = CGRect(
        x: header.frame.minX, y: -pull, width: header.frame.width,
        height: headerReferenceSize.height + pull)
      return header
    }
  }
}

/// The collection view keeps the attributes its layout gave, as UIKit does.
@Suite struct AttributesCachingTests {
  @Test func scrollingAsksOnlyAboutTheNewlyExposedStrip() {
    let layout = QueryLoggingLayout()
    let f = FlowFixture(width: 375, height: 300, counts: [100], layout: layout)
    // Prefetching asks about the strip ahead too (PrefetchingTests).
    f.collectionView.isPrefetchingEnabled = false
    layout.rects = []
    f.collectionView.contentOffset = CGPoint(x: 0, y: 40)
    f.collectionView.layoutIfNeeded()
    #expect(layout.rects == [CGRect(x: 0, y: 300, width: 375, height: 40)])
  }

  @Test func aLayoutThatInvalidatesOnBoundsChangesIsAskedAboutTheWholeScreen() {
    let layout = QueryLoggingLayout()
    layout.invalidatesOnScroll = true
    let f = FlowFixture(width: 375, height: 300, counts: [100], layout: layout)
    // Prefetching asks about the strip ahead too (PrefetchingTests).
    f.collectionView.isPrefetchingEnabled = false
    layout.rects = []
    f.collectionView.contentOffset = CGPoint(x: 0, y: 40)
    f.collectionView.layoutIfNeeded()
    #expect(layout.rects == [CGRect(x: 0, y: 40, width: 375, height: 300)])
  }

  @Test func anInvalidationNamingOneItemRefreshesOnlyThatItem() {
    let layout = QueryLoggingLayout()
    let f = FlowFixture(width: 375, height: 300, counts: [100], layout: layout)
    let first = IndexPath(item: 0, section: 0)
    let kept = f.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    let context = UICollectionViewFlowLayoutInvalidationContext()
    context.invalidateItems(at: [first])
    layout.invalidateLayout(with: context)
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) === kept)
  }

  @Test func aStretchyHeaderWithoutTheBoundsOverrideDoesNotStretch() throws {
    let layout = ForgetfulStretchyHeaderLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 100)
    let f = FlowFixture(width: 375, height: 400, counts: [30], layout: layout)
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 10) {
      UIView.animate(withDuration: 0.4) { f.collectionView.contentOffset = CGPoint(x: 0, y: -80) }
    }
    #expect(timeline.frames.last?.contentOffset.y == -80)
    for frame in timeline.frames {
      #expect(frame.element("header 0")?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    }
  }

  @Test func theSameHeaderStretchesOnceItAsksForInvalidation() throws {
    let layout = StretchyHeaderLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 100)
    let f = FlowFixture(width: 375, height: 400, counts: [30], layout: layout)
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 10) {
      UIView.animate(withDuration: 0.4) { f.collectionView.contentOffset = CGPoint(x: 0, y: -80) }
    }
    #expect(
      timeline.frames.last?.element("header 0")?.frame
        == CGRect(x: 0, y: -80, width: 375, height: 180))
  }
}

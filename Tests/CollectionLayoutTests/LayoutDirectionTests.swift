import CollectionLayout
import Foundation
import Testing

/// Items 40 × 40 in one row, 10 points apart from x = 10, written left to
/// right; `flips` says whether the collection view may mirror it.
private final class RowLayout: UICollectionViewLayout {
  var flips = true
  private(set) var askedRects: [CGRect] = []
  private(set) var proposedOffsets: [CGPoint] = []

  override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

  private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 10 + CGFloat(count) * 50, height: 40)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 10 + CGFloat(indexPath.item) * 50, y: 0, width: 40, height: 40)
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    askedRects.append(rect)
    return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedOffsets.append(proposedContentOffset)
    // Rest on a multiple of 50 in the layout's own (left-to-right) terms.
    return CGPoint(x: (proposedContentOffset.x / 50).rounded() * 50, y: 0)
  }
}

/// A flow layout subclass that hands its mirroring to the collection view.
private final class ViewMirroredFlowLayout: UICollectionViewFlowLayout {
  override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

private func rowView(items: Int, width: CGFloat = 200, layout: RowLayout) -> (
  UICollectionView, CountingDataSource
) {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: 40), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = CountingDataSource([items])
  view.dataSource = dataSource
  return (view, dataSource)
}

/// Right-to-left mirroring between a collection view and a layout that opts
/// into it, as UIKit does for `flipsHorizontallyInOppositeLayoutDirection`.
@Suite struct LayoutDirectionTests {
  /// Content 4 × 50 + 10 = 210 wide in a 210-point view: item 0 at x 10
  /// appears at 210 − 50 = 160, item 3 at 210 − 200 = 10.
  @Test func theViewShowsAnOptedInLayoutMirrored() {
    let layout = RowLayout()
    let (view, source) = rowView(items: 4, width: 210, layout: layout)
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutIfNeeded()
    let shown = (0..<4).map {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX
    }
    #expect(shown == [160, 110, 60, 10])
    let direct = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
    #expect(direct.minX == 10, "the layout itself answers in its own terms")
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(cell?.frame.minX == 160)
    _ = source
  }

  @Test func nothingIsMirroredLeftToRightOrWithoutOptingIn() {
    let layout = RowLayout()
    let (view, source) = rowView(items: 4, width: 210, layout: layout)
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX == 10)
    let stubborn = RowLayout()
    stubborn.flips = false
    let (other, otherSource) = rowView(items: 4, width: 210, layout: stubborn)
    other.semanticContentAttribute = .forceRightToLeft
    other.layoutIfNeeded()
    #expect(other.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX == 10)
    _ = (source, otherSource)
  }

  /// The view shows x 0…100 of 510-point content; the layout is asked about
  /// the mirror image, 510 − 100 … 510 = 410…510.
  @Test func queriesReachTheLayoutMirrored() {
    let layout = RowLayout()
    let (view, source) = rowView(items: 10, width: 100, layout: layout)
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutIfNeeded()
    _ = view.indexPathForItem(at: CGPoint(x: 20, y: 20))
    let probe = try! #require(layout.askedRects.last)
    #expect(probe.minX > 400 && probe.maxX <= 511, "asked about the mirror image: \(probe)")
    // x 20 in the view is 490 in the layout: item 9 (x 460…500).
    #expect(view.indexPathForItem(at: CGPoint(x: 20, y: 20)) == IndexPath(item: 9, section: 0))
    _ = source
  }

  /// A release near the view's offset 30 is proposed to the layout as
  /// 510 − 100 − 30 = 380 and rests there on 400 in its terms: 10 in the view's.
  @Test func targetOffsetsAreMirroredBothWays() throws {
    let layout = RowLayout()
    let (view, source) = rowView(items: 10, width: 100, layout: layout)
    view.semanticContentAttribute = .forceRightToLeft
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 30, y: 0)
    try view.simulateFling(velocity: .zero)
    #expect(layout.proposedOffsets.last?.x == 380)
    #expect(view.contentOffset.x == 10)
    _ = source
  }

  /// A flow layout subclass that opts in ends where the plain flow layout
  /// mirrors itself: 3 items of 80 in 300 points, x 220, 110, 0.
  @Test func aFlowSubclassThatOptsInIsNotMirroredTwice() {
    let plain = FlowFixture(width: 300, counts: [3]) {
      $0.itemSize = CGSize(width: 80, height: 20)
    }
    let opted = FlowFixture(width: 300, counts: [3], layout: ViewMirroredFlowLayout()) {
      $0.itemSize = CGSize(width: 80, height: 20)
    }
    for fixture in [plain, opted] {
      fixture.collectionView.semanticContentAttribute = .forceRightToLeft
      fixture.collectionView.layoutIfNeeded()
    }
    let shown = { (fixture: FlowFixture) in
      (0..<3).map {
        fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
          .minX
      }
    }
    #expect(shown(plain) == [220, 110, 0])
    #expect(shown(opted) == [220, 110, 0])
    #expect(opted.frames().map(\.minX) == [0, 110, 220], "super answers left to right")
  }
}

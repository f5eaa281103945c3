import CollectionLayout
import Foundation
import Testing

/// A flow layout that hears the cells' preferred sizes and declines them.
private final class EstimateKeepingFlowLayout: UICollectionViewFlowLayout {
  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }
}

/// Self-sizing cells in a flow layout. Every case is 320 × 200 points,
/// estimated items of 100 × 50 unless stated, spacing 10: three items a
/// line at x = 0, 110 and 220, lines 60 apart until cells are measured.
@Suite struct SelfSizingFlowTests {
  private func estimatingLayout(_ estimate: CGSize = CGSize(width: 100, height: 50))
    -> UICollectionViewFlowLayout
  {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = estimate
    return layout
  }

  /// Lines at 0, 60, 120 and 180 meet the screen, so items 0–11 are
  /// measured: 36 high (one line of text), item 0 76 (three), item 2 56
  /// (two). A line is as tall as its tallest item and centres the others;
  /// the lines after it move up or down with it.
  @Test func rowsTakeTheTallestItemAndLaterRowsMove() {
    let f = SelfSizingFixture(
      layout: estimatingLayout(), dataSource: LinesDataSource(count: 30, lines: [0: 3, 2: 2]))
    #expect(f.frame(0) == rect(0, 0, 100, 76))
    #expect(f.frame(1) == rect(110, 20, 100, 36))
    #expect(f.frame(2) == rect(220, 10, 100, 56))
    // 76 + 10: the second line.
    #expect(f.frame(3) == rect(0, 86, 100, 36))
    #expect(f.frame(11) == rect(220, 178, 100, 36))
    // 178 + 36 + 10: below the screen, still at the estimate.
    #expect(f.frame(12) == rect(0, 224, 100, 50))
    // 76 + 3 × 36 measured, 6 × 50 estimated, 9 gaps of 10.
    #expect(f.contentSize == CGSize(width: 320, height: 574))
    #expect(f.collectionView.contentSize == f.contentSize)
  }

  /// Measuring the first four lines (36 high) lifts the fifth to 184, onto
  /// the screen, so it is measured too; the sixth, at 230, is never shown
  /// and keeps the estimate, and so does the content size (5 × 36 + 5 × 50
  /// + 90 = 520) until the rest is scrolled into view.
  @Test func itemsNeverShownKeepTheEstimateAndSoDoesTheContentSize() {
    let f = SelfSizingFixture(layout: estimatingLayout(), dataSource: LinesDataSource(count: 30))
    #expect(f.frame(14) == rect(220, 184, 100, 36))
    #expect(f.frame(15) == rect(0, 230, 100, 50))
    #expect(f.contentSize.height == 520)
    // Lines 6 to 9 (290 to 520) are shown and measured: 4 × 14 shorter.
    f.collectionView.contentOffset = CGPoint(x: 0, y: 320)
    f.collectionView.layoutIfNeeded()
    #expect(f.contentSize.height == 464)
    #expect(f.frame(15) == rect(0, 230, 100, 50))
    #expect(f.frame(18) == rect(0, 290, 100, 36))
    #expect(f.frame(29) == rect(220, 428, 100, 36))
  }

  /// `automaticSize` lays unmeasured items out at UIKit's 50 × 50, whatever
  /// `itemSize` says: five a line, 17.5 apart ((320 − 250) / 4).
  @Test func automaticSizeEstimatesFiftyByFifty() {
    let layout = estimatingLayout(UICollectionViewFlowLayout.automaticSize)
    layout.itemSize = CGSize(width: 200, height: 200)
    let f = SelfSizingFixture(layout: layout, dataSource: LinesDataSource(count: 50))
    // Lines at 0, 46, 92, 138 and 184 are measured (36 high, width kept).
    #expect(f.frame(1) == rect(67.5, 0, 50, 36))
    #expect(f.frame(24) == rect(270, 184, 50, 36))
    #expect(f.frame(25) == rect(0, 230, 50, 50))
  }

  @Test func aLayoutThatDeclinesKeepsTheEstimates() {
    let f = SelfSizingFixture(
      layout: EstimateKeepingFlowLayout().configured {
        $0.estimatedItemSize = CGSize(width: 100, height: 50)
      },
      dataSource: LinesDataSource(count: 30, lines: [0: 3]))
    let cell = f.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LinesCell
    #expect(cell?.sizingRequests == 1)
    #expect(f.frame(0) == rect(0, 0, 100, 50))
    #expect(f.frame(3) == rect(0, 60, 100, 50))
    #expect(f.contentSize.height == 590)
  }

  @Test func withoutAnEstimateCellsAreAskedButNotHeard() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let f = SelfSizingFixture(layout: layout, dataSource: LinesDataSource(count: 30, lines: [0: 3]))
    #expect(f.frame(0) == rect(0, 0, 100, 50))
    #expect(f.contentSize.height == 590)
  }

  /// The delegate's size is where an item starts (before the estimate),
  /// and the cell's answer replaces it once it is shown.
  @Test func theDelegateSizeComesBeforeTheEstimateAndTheCellAfterBoth() {
    let delegate = SizingDelegate { _ in CGSize(width: 100, height: 60) }
    let f = SelfSizingFixture(
      layout: estimatingLayout(), dataSource: LinesDataSource(count: 30), delegate: delegate)
    // Lines start 70 apart; measured ones 46 apart, five of them shown.
    #expect(f.frame(0) == rect(0, 0, 100, 36))
    #expect(f.frame(12) == rect(0, 184, 100, 36))
    #expect(f.frame(15) == rect(0, 230, 100, 60))
  }

  /// A cell that overrides `systemLayoutSizeFitting` sizes itself through
  /// the default `preferredLayoutAttributesFitting(_:)`: both axes are free
  /// in a flow layout, so two lines make it 70 × 56.
  @Test func systemLayoutSizeFittingIsWhatTheDefaultAsks() {
    let f = SelfSizingFixture(
      layout: estimatingLayout(),
      dataSource: LinesDataSource(count: 30, lines: [0: 2], fitting: true))
    #expect(f.frame(0).size == CGSize(width: 70, height: 56))
    #expect(f.frame(1).size == CGSize(width: 40, height: 36))
  }

  /// Item 4 (second line, y = 60) asking for 80: the line grows by 30.
  @Test func theInvalidationContextNamesTheItemAndTheGrowth() throws {
    let f = FlowFixture(width: 320, height: 200, counts: [30]) {
      $0.estimatedItemSize = CGSize(width: 100, height: 50)
    }
    let original = try #require(
      f.layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    let preferred = original.copy() as! UICollectionViewLayoutAttributes
    #expect(
      !f.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    preferred.size.height = 80
    #expect(
      f.layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    let context = try #require(
      f.layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        as? UICollectionViewFlowLayoutInvalidationContext)
    let named = context.invalidatedItemIndexPaths ?? []
    #expect(named.contains(IndexPath(item: 4, section: 0)))
    #expect(named.contains(IndexPath(item: 9, section: 0)))
    #expect(!context.invalidateFlowLayoutAttributes)
    #expect(!context.invalidateFlowLayoutDelegateMetrics)
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 30))
    f.layout.invalidateLayout(with: context)
    f.collectionView.layoutIfNeeded()
    #expect(f.frame(4) == rect(110, 60, 100, 80))
    #expect(f.frame(3) == rect(0, 75, 100, 50))
    #expect(f.frame(6) == rect(0, 150, 100, 50))
    let shown = try #require(
      f.collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
    #expect(shown.frame == rect(0, 150, 100, 50))
  }

  @Test func theBaseLayoutDeclinesAndNamesTheItem() {
    let layout = UICollectionViewLayout()
    let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    let preferred = original.copy() as! UICollectionViewLayoutAttributes
    preferred.size = CGSize(width: 10, height: 10)
    #expect(
      !layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 1)])
    #expect(context.contentSizeAdjustment == .zero)
  }

  /// Scrolling 100 points shows line 5 (230) and then line 6: each is
  /// measured before the frame that first shows it, so line 6 is never
  /// drawn at its estimated place (290), and the content size shrinks by
  /// 14 a line as they come into view.
  @Test func cellsSizedDuringAScrollMoveTheItemsBelowThem() throws {
    let f = SelfSizingFixture(layout: estimatingLayout(), dataSource: LinesDataSource(count: 30))
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    }
    let frames = timeline.frames
    #expect(frames.first?.contentSize.height == 520)
    #expect(frames.last?.contentSize.height == 492)
    #expect(frames.last?.element("cell 0.15")?.frame == rect(0, 230, 100, 36))
    #expect(frames.last?.element("cell 0.18")?.frame == rect(0, 276, 100, 36))
    for frame in frames {
      #expect(frame.element("cell 0.18")?.frame.minY != 290)
    }
  }
}

extension UICollectionViewFlowLayout {
  /// The layout after `configure` ran on it.
  fileprivate func configured(_ configure: (UICollectionViewFlowLayout) -> Void) -> Self {
    configure(self)
    return self
  }
}

import CollectionLayout
import Foundation
import Testing

/// Self-sizing cells next to sections that change without a re-solve: an
/// orthogonal row, and a list whose `visibleItemsInvalidationHandler`
/// adjusts its items. Views are 400 × 300 at scale 2; a list's rows are
/// estimated 44 high and 10 apart; a row's groups are 150 × 100, 10 apart,
/// with insets of 20 at both ends, so item k of a row starts at x 20 + 160k.
@Suite struct SelfSizingOrthogonalTests {
  private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  private func list() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
    section.interGroupSpacing = 10
    return section
  }

  private func row() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size(.absolute(150), .absolute(100)), subitems: [item]))
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    return section
  }

  private func cell(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// A list of three rows above a row of three items. Item 0.0 (three
  /// lines) is 76 high and the others 36, so the list is 76 + 36 + 36 + 2 ×
  /// 10 = 168 long and the row sits at y 168 instead of 3 × 44 + 20 = 152;
  /// the row's own cells keep their absolute size whatever they ask, and
  /// scrolling it by 60 moves item 1 from x 180 to 120.
  @Test func measuredRowsMoveAnOrthogonalSectionThatStillScrolls() throws {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 0 ? self.list() : self.row()
    }
    let f = SelfSizingFixture(
      width: 400, height: 300, layout: layout,
      dataSource: LinesDataSource(count: 3, lines: [0: 3], sections: 2))
    let view = f.collectionView
    #expect(view.layoutAttributesForItem(at: cell(0, 0))?.frame == rect(0, 0, 400, 76))
    #expect(view.layoutAttributesForItem(at: cell(2, 0))?.frame == rect(0, 132, 400, 36))
    #expect(view.layoutAttributesForItem(at: cell(0, 1))?.frame == rect(20, 168, 150, 100))
    #expect(f.contentSize == CGSize(width: 400, height: 268))

    view.setOrthogonalScrollOffset(60, inSection: 1)
    view.layoutIfNeeded()
    #expect(view.orthogonalScrollOffset(inSection: 1) == 60)
    #expect(view.layoutAttributesForItem(at: cell(1, 1))?.frame == rect(120, 168, 150, 100))
    #expect(view.cellForItem(at: cell(1, 1))?.frame == rect(120, 168, 150, 100))
    #expect(view.layoutAttributesForItem(at: cell(0, 0))?.frame == rect(0, 0, 400, 76))
  }

  /// A row above a list, a list item measured by hand and the row then
  /// scrolled before any layout pass: the sizing context names only the
  /// list, so the collection view keeps the row's attributes, and the
  /// scroll must still name them for the row to show its new place.
  @Test func aRowScrolledRightAfterASizingIsNotLeftStale() throws {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 0 ? self.row() : self.list()
    }
    let f = SelfSizingFixture(
      width: 400, height: 300, layout: layout,
      dataSource: LinesDataSource(count: 20, sections: 2))
    let view = f.collectionView
    #expect(view.layoutAttributesForItem(at: cell(1, 0))?.frame == rect(180, 0, 150, 100))
    let original = try #require(layout.layoutAttributesForItem(at: cell(10, 1)))
    let preferred = original.copy() as! UICollectionViewLayoutAttributes
    preferred.size.height = 80
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    #expect(context.invalidatedItemIndexPaths?.contains(cell(1, 0)) == false)
    layout.invalidateLayout(with: context)

    view.setOrthogonalScrollOffset(100, inSection: 0)
    view.layoutIfNeeded()
    #expect(view.layoutAttributesForItem(at: cell(1, 0))?.frame == rect(80, 0, 150, 100))
    #expect(view.cellForItem(at: cell(1, 0))?.frame == rect(80, 0, 150, 100))
  }

  /// A list whose handler fades its cells: rows start 54 apart, so rows
  /// 0–5 (y 0 to 270) are measured, 76 and then 36 high. The handler's
  /// last run sees the measured rows (row 6, at 270 + 36 + 10 = 316, is
  /// off screen and keeps its estimate), and what it changed shows on the
  /// measured attributes.
  @Test func aHandlerSeesMeasuredCellsAndItsChangesShowOnThem() throws {
    let log = VisibleItemsLog()
    let record = log.handler
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let section = self.list()
      section.visibleItemsInvalidationHandler = { items, point, environment in
        record(items, point, environment)
        for item in items { item.alpha = 0.5 }
      }
      return section
    }
    let f = SelfSizingFixture(
      width: 400, height: 300, layout: layout,
      dataSource: LinesDataSource(count: 20, lines: [0: 3]))
    let last = try #require(log.calls.last)
    #expect(last.indexPaths == (0...5).map { cell($0, 0) })
    #expect(
      last.frames == [
        rect(0, 0, 400, 76), rect(0, 86, 400, 36), rect(0, 132, 400, 36), rect(0, 178, 400, 36),
        rect(0, 224, 400, 36), rect(0, 270, 400, 36),
      ])
    let first = try #require(f.collectionView.layoutAttributesForItem(at: cell(0, 0)))
    #expect(first.frame == rect(0, 0, 400, 76))
    #expect(first.alpha == 0.5)
    #expect(f.frame(6) == rect(0, 316, 400, 44))
  }
}

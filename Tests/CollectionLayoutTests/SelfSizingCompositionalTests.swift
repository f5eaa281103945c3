import CollectionLayout
import Foundation
import Testing

/// Self-sizing cells in a compositional layout (reference 2.10): an
/// estimated dimension is laid out at its estimate, then replaced on that
/// axis by the cell's preferred size; an estimated group takes its length
/// from its items. Views are 300 × 200 (vertical) or 320 × 200
/// (horizontal), groups 10 apart.
@Suite struct SelfSizingCompositionalTests {
  private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  private func layout(
    _ group: NSCollectionLayoutGroup, direction: UICollectionView.ScrollDirection = .vertical
  ) -> UICollectionViewCompositionalLayout {
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = direction
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  /// Rows of estimated height 44.
  private var list: UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    return layout(
      .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
  }

  /// Rows start 54 apart, so rows 0–3 (y 0 to 206) meet the screen and are
  /// measured: 76, 36, 56 and 96 high. Each row is its cell's height and
  /// pushes the later rows down; row 4 was never shown and stays 44.
  @Test func listRowsTakeTheirCellsHeights() {
    let f = SelfSizingFixture(
      width: 300, layout: list, dataSource: LinesDataSource(count: 20, lines: [0: 3, 2: 2, 3: 4]))
    #expect(f.frame(0) == rect(0, 0, 300, 76))
    #expect(f.frame(1) == rect(0, 86, 300, 36))
    #expect(f.frame(2) == rect(0, 132, 300, 56))
    #expect(f.frame(3) == rect(0, 198, 300, 96))
    #expect(f.frame(4) == rect(0, 304, 300, 44))
    // 20 × 44 + 19 × 10 = 1070, then +32 − 8 + 12 + 52.
    #expect(f.contentSize == CGSize(width: 300, height: 1158))
  }

  /// Two items of half the width per row: a row is as tall as its taller
  /// item, and each item keeps its own height (top-aligned). Rows 0–3
  /// (items 0–7) are measured: 76, 96, 36 and 36 high.
  @Test func gridRowsTakeTheTallerItem() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(44)))
    let grid = layout(
      .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
    let f = SelfSizingFixture(
      width: 300, layout: grid,
      dataSource: LinesDataSource(count: 20, lines: [0: 3, 2: 2, 3: 4]))
    #expect(f.frame(0) == rect(0, 0, 150, 76))
    #expect(f.frame(1) == rect(150, 0, 150, 36))
    #expect(f.frame(2) == rect(0, 86, 150, 56))
    #expect(f.frame(3) == rect(150, 86, 150, 96))
    #expect(f.frame(4) == rect(0, 192, 150, 36))
    #expect(f.frame(7) == rect(150, 238, 150, 36))
    #expect(f.frame(8) == rect(0, 284, 150, 44))
    // 10 × 44 + 9 × 10 = 530, then +32 + 52 − 8 − 8.
    #expect(f.contentSize.height == 598)
  }

  /// Scrolling horizontally, items of estimated width 50 start 60 apart;
  /// items 0–5 meet the 320-point screen and fit their text (30 a line
  /// plus 10) while the height, a fraction of the group, stays 200.
  @Test func horizontalListItemsTakeTheirCellsWidths() {
    let item = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(1)))
    let row = layout(
      .horizontal(layoutSize: size(.estimated(50), .fractionalHeight(1)), subitems: [item]),
      direction: .horizontal)
    let f = SelfSizingFixture(
      layout: row, dataSource: LinesDataSource(count: 20, lines: [0: 3, 2: 2, 3: 4], fitting: true))
    #expect(f.frame(0) == rect(0, 0, 100, 200))
    #expect(f.frame(1) == rect(110, 0, 40, 200))
    #expect(f.frame(3) == rect(240, 0, 130, 200))
    #expect(f.frame(5) == rect(430, 0, 40, 200))
    #expect(f.frame(6) == rect(480, 0, 50, 200))
    // 20 × 50 + 19 × 10 = 1190, then +50 − 10 + 20 + 80 − 10 − 10.
    #expect(f.contentSize == CGSize(width: 1310, height: 200))
  }

  /// Scrolling horizontally, columns of two items, each half the height:
  /// a column is as wide as its wider item. Columns 0–5 (x < 320) are
  /// measured: 100, 130, then 40 wide.
  @Test func horizontalGridColumnsTakeTheWiderItem() {
    let item = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .fractionalHeight(0.5)))
    let columns = layout(
      .vertical(layoutSize: size(.estimated(50), .fractionalHeight(1)), subitems: [item]),
      direction: .horizontal)
    let f = SelfSizingFixture(
      layout: columns,
      dataSource: LinesDataSource(count: 20, lines: [0: 3, 2: 2, 3: 4], fitting: true))
    #expect(f.frame(0) == rect(0, 0, 100, 100))
    #expect(f.frame(1) == rect(0, 100, 40, 100))
    #expect(f.frame(3) == rect(110, 100, 130, 100))
    #expect(f.frame(4) == rect(250, 0, 40, 100))
    #expect(f.frame(12) == rect(450, 0, 50, 100))
    // 10 × 50 + 9 × 10 = 590, then +50 + 80 − 4 × 10.
    #expect(f.contentSize.width == 680)
  }

  /// Only the estimated axis is taken from the cell: a row asking to be
  /// 10 wide is not heard, one asking to be 10 × 80 becomes 300 × 80.
  @Test func theAxisTheLayoutFixedKeepsItsValue() throws {
    let f = SelfSizingFixture(width: 300, layout: list, dataSource: LinesDataSource(count: 20))
    let layout = f.collectionView.collectionViewLayout
    let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)))
    let narrow = original.copy() as! UICollectionViewLayoutAttributes
    narrow.size.width = 10
    #expect(
      !layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: narrow, withOriginalAttributes: original))
    narrow.size.height = 80
    #expect(
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: narrow, withOriginalAttributes: original))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: narrow, withOriginalAttributes: original)
    #expect(context.invalidatedItemIndexPaths?.contains(IndexPath(item: 10, section: 0)) == true)
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 36))
    layout.invalidateLayout(with: context)
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.size
        == CGSize(width: 300, height: 80))
  }

  /// Absolute sizes never size themselves, whatever the cell says.
  @Test func absoluteItemsAreNotSized() {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
    let fixed = layout(
      .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
    let f = SelfSizingFixture(
      width: 300, layout: fixed, dataSource: LinesDataSource(count: 20, lines: [0: 3]))
    #expect(f.frame(0) == rect(0, 0, 300, 44))
    #expect(f.frame(1) == rect(0, 54, 300, 44))
  }
}

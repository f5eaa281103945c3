import CollectionLayout
import Foundation

/// A list as an app builds one: a list layout, a cell registration that
/// shows each item's text, a header registration, and a diffable data
/// source. Each test keeps the fixture, which keeps the data source.
final class ListFixture {
  let view: UICollectionView
  let layout: UICollectionViewCompositionalLayout
  let dataSource: UICollectionViewDiffableDataSource<Int, String>

  init(
    _ configuration: UICollectionLayoutListConfiguration, sections: [[String]],
    width: CGFloat = 375, height: CGFloat = 600, category: UIContentSizeCategory = .large,
    content: @escaping (UICollectionViewListCell) -> UIListContentConfiguration = {
      $0.defaultContentConfiguration()
    },
    header: UIListContentConfiguration = .groupedHeader()
  ) {
    layout = UICollectionViewCompositionalLayout.list(using: configuration)
    view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.traitOverrides.preferredContentSizeCategory = category
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var configuration = content(cell)
      configuration.text = item
      cell.contentConfiguration = configuration
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      var configuration = header
      configuration.text = "Section \(indexPath.section)"
      view.contentConfiguration = configuration
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections(Array(sections.indices))
    for (index, items) in sections.enumerated() {
      snapshot.appendItems(items, toSection: index)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
  }

  func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func header(_ section: Int) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section))?.frame
  }

  /// The frames of the separators on screen, by the row they belong to.
  func separators() -> [(IndexPath, CGRect)] {
    (layout.layoutAttributesForElements(in: view.bounds) ?? [])
      .filter { $0.representedElementCategory == .decorationView }
      .filter { $0.representedElementKind?.contains("Separator") ?? false }
      .map { ($0.indexPath, $0.frame) }
  }

  func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
    view.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
  }
}

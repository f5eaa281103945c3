import CollectionLayout
import Foundation

/// A settings-style list as an app builds one in 2026: a list layout
/// (`.insetGrouped`), a cell registration filling a value cell, and a
/// diffable data source of 10,000 rows in 100 sections. Every row shown
/// sizes itself through its `UIListContentConfiguration`, and the layout
/// draws separators and rounds each section's ends.
final class ListScene {
  let collectionView: UICollectionView
  private let dataSource: UICollectionViewDiffableDataSource<Int, Int>

  init(rows: Int) {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, row in
      var content = UIListContentConfiguration.valueCell()
      content.text = "Setting \(row)"
      content.secondaryText = row % 3 == 0 ? "On" : nil
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      view, indexPath, row in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    let sections = rows / 100
    snapshot.appendSections(Array(0..<sections))
    for section in 0..<sections {
      snapshot.appendItems(Array(section * 100..<(section + 1) * 100), toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func showFirstScreen() {
    collectionView.layoutIfNeeded()
  }

  /// Scrolls down `screens` screens, 600 points a step, sizing every row
  /// shown on the way.
  func scroll(screens: Int) {
    var offset: CGFloat = 0
    for _ in 0..<screens {
      offset += 600
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      collectionView.layoutIfNeeded()
    }
  }
}

/// The list scene: its first screen, and a scroll through its first
/// 100 screens (about 1,300 rows measured).
func measureList(into report: BenchmarkReport) {
  let first = measure(iterations: 11) { ListScene(rows: 10_000).showFirstScreen() }
  report.add("list, 10,000 rows, first screen", first)
  let scroll = measure(iterations: 5) {
    let scene = ListScene(rows: 10_000)
    scene.showFirstScreen()
    scene.scroll(screens: 100)
  }
  report.add("list, 10,000 rows, 100 screens scrolled", scroll)
}

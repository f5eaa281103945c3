// Written as a UIKit app writes it; only the import differs (UIKit →
// CollectionLayout).
import CollectionLayout

/// A settings-like outline in the style of Apple's modern collection view
/// samples: a view controller whose collection view fills its view, a
/// list section per section of data whose first item is its header, cell
/// registrations, and a diffable data source fed section snapshots.
final class OutlineListViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case connections, alerts
  }

  struct Row: Hashable {
    let title: String
    let isHeader: Bool
  }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshots()
  }

  private func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, layoutEnvironment in
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .firstItemInSection
      return NSCollectionLayoutSection.list(
        using: configuration, layoutEnvironment: layoutEnvironment)
    }
  }

  private func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
      cell, _, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      content.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
    let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
      cell, _, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.title
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
      collectionView, indexPath, row -> UICollectionViewCell? in
      if row.isHeader {
        return collectionView.dequeueConfiguredReusableCell(
          using: headerRegistration, for: indexPath, item: row)
      }
      return collectionView.dequeueConfiguredReusableCell(
        using: rowRegistration, for: indexPath, item: row)
    }
  }

  private func applyInitialSnapshots() {
    let contents: [Section: [String]] = [
      .connections: ["Wi-Fi", "Bluetooth", "Mobile Data"],
      .alerts: ["Notifications", "Sounds"],
    ]
    for section in Section.allCases {
      var snapshot = NSDiffableDataSourceSectionSnapshot<Row>()
      let header = Row(title: "\(section)".capitalized, isHeader: true)
      snapshot.append([header])
      snapshot.append(contents[section]!.map { Row(title: $0, isHeader: false) }, to: header)
      if section == .connections { snapshot.expand([header]) }
      dataSource.apply(snapshot, to: section, animatingDifferences: false)
    }
  }
}

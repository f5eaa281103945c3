import CollectionLayout
import Foundation
import Testing

/// An outline of two parents in one section, shown as list rows with an
/// outline disclosure, and a data source whose handlers note what they
/// are asked.
private final class OutlineFixture {
  let view: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, String>
  var heard: [String] = []

  init(
    style: UICellAccessory.OutlineDisclosureOptions.Style = .cell,
    content: @escaping (UICollectionViewListCell, String) -> UIListContentConfiguration = {
      cell, _ in cell.defaultContentConfiguration()
    },
    actionHandler: ((String) -> Void)? = nil
  ) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var configuration = content(cell, item)
      configuration.text = item
      cell.contentConfiguration = configuration
      let handler = actionHandler.map { handler in { handler(item) } }
      cell.accessories = [
        .outlineDisclosure(options: .init(style: style), actionHandler: handler)
      ]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { [unowned self] in
      heard.append("shouldExpand \($0)")
      return $0 != "Locked"
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] in
      heard.append("willExpand \($0)")
    }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { [unowned self] in
      heard.append("shouldCollapse \($0)")
      return true
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in
      heard.append("willCollapse \($0)")
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Locked"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    outline.append(["Key"], to: "Locked")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    view.layoutIfNeeded()
  }

  var shown: [String] { dataSource.snapshot().itemIdentifiers }

  func tapChevron(_ item: Int) {
    view.simulateTapOnOutlineDisclosure(at: IndexPath(item: item, section: 0))
  }
}

/// Tapping an outline's disclosure: the SDK's `UICellAccessory.h` says a
/// nil `actionHandler` toggles the item in its section snapshot, `.header`
/// rows toggle on a tap anywhere and cannot be selected, `.cell` rows
/// toggle by the chevron only; Apple's `SectionSnapshotHandlers` are asked
/// first, for a person's taps only (WWDC 2020, "Advances in diffable data
/// sources").
@Suite struct OutlineDisclosureTapTests {
  @Test func tappingTheChevronExpandsAndCollapsesAfterAskingTheHandlers() throws {
    let f = OutlineFixture()
    #expect(f.shown == ["Fruit", "Locked"])
    f.tapChevron(0)
    #expect(f.shown == ["Fruit", "Apple", "Pear", "Locked"])
    #expect(f.heard == ["shouldExpand Fruit", "willExpand Fruit"])
    #expect(f.dataSource.snapshot(for: 0).isExpanded("Fruit"))
    let row = try #require(f.view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(row.configurationState.isExpanded)
    f.tapChevron(0)
    #expect(f.shown == ["Fruit", "Locked"])
    #expect(f.heard.suffix(2) == ["shouldCollapse Fruit", "willCollapse Fruit"])
  }

  @Test func aHandlerThatRefusesKeepsTheItemCollapsed() {
    let f = OutlineFixture()
    f.tapChevron(1)
    #expect(f.shown == ["Fruit", "Locked"])
    #expect(f.heard == ["shouldExpand Locked"])
  }

  @Test func applyingInCodeAsksNoHandler() {
    let f = OutlineFixture()
    var outline = f.dataSource.snapshot(for: 0)
    outline.expand(["Fruit"])
    f.dataSource.apply(outline, to: 0, animatingDifferences: false)
    #expect(f.shown == ["Fruit", "Apple", "Pear", "Locked"])
    #expect(f.heard.isEmpty)
  }

  @Test func childrenCanBeLoadedWhenTheirParentFirstOpens() {
    let f = OutlineFixture()
    var asked: [String] = []
    f.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
      asked.append("\(parent): \(children.items)")
      var loaded = NSDiffableDataSourceSectionSnapshot<String>()
      loaded.append(["Plum"])
      return loaded
    }
    f.tapChevron(0)
    #expect(asked == ["Fruit: [\"Apple\", \"Pear\"]"])
    #expect(f.shown == ["Fruit", "Plum", "Locked"])
  }

  @Test func aCellStyleRowIsSelectedByATapAndToggledOnlyByItsChevron() {
    let f = OutlineFixture(style: .cell)
    f.view.simulateTap(at: IndexPath(item: 0, section: 0))
    #expect(f.shown == ["Fruit", "Locked"])
    #expect(f.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func aHeaderStyleRowTogglesOnATapAnywhereAndIsNotSelected() {
    let f = OutlineFixture(style: .header)
    f.view.simulateTap(at: IndexPath(item: 0, section: 0))
    #expect(f.shown == ["Fruit", "Apple", "Pear", "Locked"])
    #expect(f.view.indexPathsForSelectedItems == nil)
  }

  @Test func theAutomaticStyleTreatsARowConfiguredAsAHeaderAsAHeader() {
    let f = OutlineFixture(style: .automatic) { cell, item in
      item == "Fruit" ? .sidebarHeader() : cell.defaultContentConfiguration()
    }
    f.view.simulateTap(at: IndexPath(item: 0, section: 0))
    #expect(f.shown == ["Fruit", "Apple", "Pear", "Locked"])
    // "Locked" is configured as a cell: a tap selects it.
    f.view.simulateTap(at: IndexPath(item: 3, section: 0))
    #expect(f.shown == ["Fruit", "Apple", "Pear", "Locked"])
    #expect(f.view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test func anActionHandlerReplacesTheToggle() {
    var tapped: [String] = []
    let f = OutlineFixture(actionHandler: { tapped.append($0) })
    f.tapChevron(0)
    #expect(tapped == ["Fruit"])
    #expect(f.shown == ["Fruit", "Locked"])
    #expect(f.heard.isEmpty)
  }
}

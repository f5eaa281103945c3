import Foundation

/// A data source that answers from a snapshot and animates the difference
/// when a new one is applied.
///
/// It makes itself the collection view's data source when created. The
/// collection view holds it weakly, as it holds any data source, so keep a
/// reference to it (a view controller's property, as in an app). Cells come
/// from the cell provider; headers, footers and other supplementary views
/// from `supplementaryViewProvider`.
@available(iOS 13.0, *)
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
  NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, ItemIdentifierType: Hashable {
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

  weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// What a tap on an outline's disclosure asks and tells the app.
  @available(iOS 14.0, *)
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// What the collection view shows, without reload or reconfigure marks.
  private(set) var current = Snapshot()
  /// The outlines applied to sections, kept while the section still shows
  /// exactly their visible items.
  var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: Applying snapshots

  /// Makes `snapshot` the data: the differences from the current one are
  /// performed as one batch update (animated unless `animatingDifferences`
  /// is false, which still updates rather than reloads, as since iOS 15),
  /// then the cells of reconfigured items are configured again in place.
  /// `completion` runs when the update's animation ends.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let difference = SnapshotDifference(from: current, to: snapshot)
    let next = snapshot.withoutMarks
    guard let collectionView else {
      install(next)
      completion?()
      return
    }
    if animatingDifferences {
      perform(difference, installing: next, in: collectionView, completion: completion)
    } else {
      UIView.performWithoutAnimation {
        perform(difference, installing: next, in: collectionView, completion: completion)
      }
    }
  }

  /// Makes `snapshot` the data without working out differences: the
  /// collection view reloads everything, without animation.
  @available(iOS 15.0, *)
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    install(snapshot.withoutMarks)
    guard let collectionView else {
      completion?()
      return
    }
    collectionView.reloadData()
    collectionView.whenAnimationEnds(nil, completion.map { done in { (_: Bool) in done() } })
  }

  /// The current data, to edit and apply again.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  private func perform(
    _ difference: SnapshotDifference<SectionIdentifierType, ItemIdentifierType>,
    installing next: Snapshot, in collectionView: UICollectionView,
    completion: (() -> Void)?
  ) {
    let finished = completion.map { done in { (_: Bool) in done() } }
    let updates = difference.updates
    if updates.isEmpty {
      install(next)
      collectionView.whenAnimationEnds(nil, finished)
    } else {
      collectionView.performBatchUpdates(
        {
          self.install(next)
          Self.announce(updates, to: collectionView)
        }, completion: finished)
    }
    collectionView.reconfigureItems(at: difference.reconfiguredItems)
  }

  /// Tells the collection view, inside its batch, what changed.
  private static func announce(_ updates: BatchUpdates, to collectionView: UICollectionView) {
    collectionView.deleteSections(updates.deletedSections)
    collectionView.insertSections(updates.insertedSections)
    collectionView.reloadSections(updates.reloadedSections)
    for move in updates.movedSections {
      collectionView.moveSection(move.from, toSection: move.to)
    }
    collectionView.deleteItems(at: updates.deletedItems)
    collectionView.insertItems(at: updates.insertedItems)
    collectionView.reloadItems(at: updates.reloadedItems)
    for move in updates.movedItems {
      collectionView.moveItem(at: move.from, to: move.to)
    }
  }

  /// Makes `snapshot` current, forgetting outlines that no longer match.
  func install(_ snapshot: Snapshot) {
    current = snapshot
    sectionSnapshots = sectionSnapshots.filter { section, outline in
      snapshot.sectionIndexes[section] != nil
        && snapshot.itemIdentifiers(inSection: section) == outline.visibleItems
    }
  }

  // MARK: Identifiers and index paths

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  @available(iOS 15.0, *)
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sections.indices.contains(index) ? current.sections[index] : nil
  }

  @available(iOS 15.0, *)
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.sectionIndexes[sectionIdentifier]
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    current.itemsBySection.indices.contains(section) ? current.itemsBySection[section].count : 0
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = current.item(at: indexPath) else {
      raiseUIKitException(
        reason:
          "The diffable data source was asked for a cell at \(indexPath.uikitDescription), "
          + "which its snapshot does not contain. Change the collection view only by applying "
          + "snapshots, not with batch updates behind the data source's back.")
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      raiseUIKitException(
        reason:
          "UICollectionView dataSource returned a nil cell for item at index path: "
          + "\(indexPath.uikitDescription), item identifier: \(item). The cell provider must "
          + "return a cell dequeued from the collection view.")
    }
    showOutlinePlace(of: item, in: indexPath.section, on: cell)
    return cell
  }

  /// Tells the cell of an item in an outline (a section snapshot) whether
  /// the item is expanded, and indents a list cell by the item's depth, as
  /// UIKit documents for hierarchical section snapshots. [?] UIKit sets
  /// the level as it dequeues the cell; the engine after the cell provider
  /// returns, so a provider's own `indentationLevel` is replaced.
  private func showOutlinePlace(
    of item: ItemIdentifierType, in section: Int, on cell: UICollectionViewCell
  ) {
    guard !sectionSnapshots.isEmpty, current.sections.indices.contains(section),
      let outline = sectionSnapshots[current.sections[section]], outline.contains(item)
    else {
      // A reused cell forgets the outline it was in.
      if cell.expandedState { cell.expandedState = false }
      return
    }
    cell.expandedState = outline.isExpanded(item)
    (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let provider = supplementaryViewProvider else {
      raiseUIKitException(
        reason:
          "The layout asked for a supplementary view of kind \(kind) at "
          + "\(indexPath.uikitDescription), but the diffable data source has no "
          + "supplementaryViewProvider. Set one that dequeues and returns the view.")
    }
    guard let view = provider(collectionView, kind, indexPath) else {
      raiseUIKitException(
        reason:
          "The supplementaryViewProvider returned nil for the view of kind \(kind) at "
          + "\(indexPath.uikitDescription); it must return a view dequeued from the "
          + "collection view.")
    }
    return view
  }

  /// False, as in UIKit without reordering handlers: subclass and return
  /// true to let items be dragged.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    false
  }

  /// After a drag ends, the snapshot follows the moved item.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let item = current.item(at: sourceIndexPath),
      current.sections.indices.contains(destinationIndexPath.section)
    else { return }
    var next = current
    next.detach([item])
    let count = next.itemsBySection[destinationIndexPath.section].count
    next.place(
      [item], inSection: destinationIndexPath.section,
      at: min(max(destinationIndexPath.item, 0), count))
    install(next)
  }
}

import Foundation

/// Section snapshots: one section's items as an outline.
@available(iOS 14.0, *)
extension UICollectionViewDiffableDataSource {
  /// Makes the section show the outline's visible items (appending the
  /// section when the data source has none by that identifier) and applies
  /// the result as any snapshot is applied: one batch update, animated
  /// unless `animatingDifferences` is false.
  ///
  /// An item of the outline that another section already holds stops the
  /// program: an identifier belongs to one section.
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var next = current
    let visible = snapshot.visibleItems
    let elsewhere = visible.filter {
      guard let holder = next.sectionIdentifier(containingItem: $0) else { return false }
      return holder != section
    }
    if !elsewhere.isEmpty { DiffableFailure.duplicates(elsewhere, kind: "item") }
    if next.indexOfSection(section) == nil {
      next.appendSections([section])
    } else {
      next.deleteItems(next.itemIdentifiers(inSection: section))
    }
    next.appendItems(visible, toSection: section)
    sectionSnapshots[section] = snapshot
    showExpansion(of: snapshot, inCellsOf: section)
    apply(next, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Tells the cells on screen of the section's items whether each is now
  /// expanded, so that an outline's chevron turns as its children appear.
  private func showExpansion(
    of outline: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    inCellsOf section: SectionIdentifierType
  ) {
    guard let shown = self.collectionView, let index = current.indexOfSection(section) else {
      return
    }
    for indexPath in shown.indexPathsForVisibleItems where indexPath.section == index {
      guard let item = current.item(at: indexPath), outline.contains(item),
        let cell = shown.cellForItem(at: indexPath)
      else { continue }
      cell.expandedState = outline.isExpanded(item)
    }
  }

  /// The outline last applied to the section, while the section still shows
  /// its visible items; otherwise the section's items as a flat outline
  /// (empty when there is no such section).
  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    if current.indexOfSection(section) != nil {
      flat.append(current.itemIdentifiers(inSection: section))
    }
    return flat
  }
}

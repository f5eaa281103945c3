import Foundation

extension UICollectionViewDiffableDataSource {
  /// What a data source asks and tells the app when a person expands or
  /// collapses an outline's item by its disclosure (iOS 14).
  ///
  /// Each runs only for a tap (`simulateTap(at:)` on a header-style row,
  /// `simulateTapOnOutlineDisclosure(at:)`); expanding or collapsing in
  /// code, by applying a section snapshot, asks none of them, as in UIKit.
  @available(iOS 14.0, *)
  public struct SectionSnapshotHandlers<Item: Hashable> {
    /// Whether the item may expand; expanding is allowed when nil.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Told just before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse; collapsing is allowed when nil.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Told just before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// Given the expanding item and the outline of its current children,
    /// returns the children to show: how an app loads children only when
    /// their parent first opens.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>)
          -> NSDiffableDataSourceSectionSnapshot<Item>
      )?

    public init() {}
  }
}

extension UICollectionViewDiffableDataSource: OutlineToggling {
  /// Expands a collapsed item or collapses an expanded one in the outline
  /// of its section, after asking `sectionSnapshotHandlers`, and applies the
  /// outline with animation: the children slide in or out and the chevron
  /// turns. An item in a section without an outline is left alone.
  func toggleExpansion(ofItemAt indexPath: IndexPath) {
    guard let item = current.item(at: indexPath),
      let section = sectionIdentifier(for: indexPath.section),
      var outline = sectionSnapshots[section], outline.contains(item)
    else { return }
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent {
        outline.replace(childrenOf: item, using: children(item, outline.snapshot(of: item)))
      }
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: true)
  }
}

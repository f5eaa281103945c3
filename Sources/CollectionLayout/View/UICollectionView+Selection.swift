import Foundation

/// Which items are selected, as code selects them.
///
/// Selecting in code calls no delegate method, as Apple documents for
/// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)`:
/// the `should…`/`did…` calls answer a person's tap
/// (`UICollectionView+SimulatedTap.swift`). A cell on screen follows the selection at once
/// (`isSelected`), and a cell shown later is given it as it appears.
///
/// [?] UIKit moves the selection with the items through batch updates; the
/// engine keeps the index paths as they are, and `reloadData()` clears them
/// as UIKit does.
extension UICollectionView {
  /// The selected items' index paths, in index-path order; nil when none is
  /// selected (UIKit documents nil or an empty array).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Selects the item, after deselecting the others unless several may be
  /// selected, and scrolls it to `scrollPosition`. Nil deselects every
  /// item. Nothing happens while selection is not allowed.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedItems { deselectItem(at: selected, animated: animated) }
      return
    }
    guard allowsSelectionNow, isValidItem(indexPath) else { return }
    if !allowsMultipleSelectionNow {
      for selected in selectedItems where selected != indexPath {
        deselectItem(at: selected, animated: animated)
      }
    }
    selectedItems.insert(indexPath)
    visibleCellsByIndexPath[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard selectedItems.remove(indexPath) != nil else { return }
    visibleCellsByIndexPath[indexPath]?.isSelected = false
  }

  var allowsSelectionNow: Bool {
    isEditing ? allowsSelectionDuringEditing : allowsSelection
  }

  var allowsMultipleSelectionNow: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }
}

import Foundation

/// Which items are selected, as code selects them.
///
/// Selecting in code calls no delegate method, as Apple documents for
/// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)`:
/// the `should…`/`did…` calls answer a person's tap
/// (`UICollectionView+SimulatedTap.swift`). A cell on screen follows the selection at once
/// (`isSelected`), and a cell shown later is given it as it appears.
///
/// The selection follows its items through batch updates and moves, as in
/// UIKit: a selected item that moves stays selected at its new index path,
/// and one deleted (or reloaded, which replaces it) is no longer selected.
/// `reloadData()` clears the selection, as UIKit does.
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

  /// Moves the selected index paths to where their items are after an
  /// update, dropping those whose items left.
  func moveSelection(through plan: UpdatePlan) {
    guard !selectedItems.isEmpty else { return }
    selectedItems = Set(selectedItems.compactMap { plan.newIndexPath(forOld: $0) })
  }
}

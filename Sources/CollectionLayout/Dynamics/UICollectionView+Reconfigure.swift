import Foundation

extension UICollectionView {
  /// Configures the existing cells of these items again, keeping the cell
  /// objects: the data source is asked for each cell as usual, and
  /// dequeuing with the cell's own reuse identifier for its index path
  /// hands back that same cell, without `prepareForReuse()`. A cell made
  /// ahead by prefetching is configured again too, as Apple documents;
  /// items with no cell are skipped, as UIKit skips them; a data source that
  /// returns any other cell stops the program, as UIKit's check does.
  ///
  /// Unlike `reloadItems(at:)` nothing is replaced or animated, which is
  /// why UIKit recommends it for updating what a cell shows.
  @available(iOS 15.0, *)
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    for indexPath in indexPaths {
      guard let cell = existingCell(at: indexPath), let dataSource else { continue }
      reconfiguring = cell
      let returned = ViewRequest.$isProviding.withValue(true) {
        dataSource.collectionView(self, cellForItemAt: indexPath)
      }
      reconfiguring = nil
      // What the provider configured is brought up to the cell's state.
      cell.updateConfigurationIfNeeded()
      guard returned === cell else {
        raiseUIKitException(
          reason:
            "Attempted to reconfigure the item at \(indexPath.uikitDescription), but the data "
            + "source returned a different cell than the existing one. When reconfiguring, "
            + "dequeue the cell with the same reuse identifier (or registration) it was made "
            + "with, and return the cell that the dequeue hands back.")
      }
    }
  }

  /// The cell on screen or made ahead for the item.
  func existingCell(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByIndexPath[indexPath] ?? prefetching.preparedCells[indexPath]
  }
}

import Foundation

/// A finger swiping a list row sideways, played headlessly: the engine's
/// stand-in for the gesture that reveals a row's swipe actions.
extension UICollectionView {
  /// Plays a swipe across the list row of the item, starting at `edge`
  /// (`.trailing`, the usual right-to-left swipe, or `.leading`). (An
  /// engine addition: on a device the finger does this.)
  ///
  /// The row's list configuration is asked for the actions of that edge
  /// (`trailingSwipeActionsConfigurationProvider` or
  /// `leadingSwipeActionsConfigurationProvider`) with the item's index
  /// path. A swipe part of the way opens the row: its content slides aside
  /// and the buttons show at that edge, the first action outermost, until
  /// another row is swiped or a tap closes it. A swipe all the way
  /// (`fully`) performs the first action, as
  /// `performsFirstActionWithFullSwipe` (true by default) allows: its
  /// handler runs with the cell as the source view, and the row closes
  /// when the handler calls its completion. Nothing happens for an item
  /// with no row on screen, outside a list, or with no actions for that
  /// edge.
  public func simulateSwipe(
    at indexPath: IndexPath, from edge: NSDirectionalRectEdge = .trailing, fully: Bool = false
  ) {
    layoutIfNeeded()
    guard edge == .leading || edge == .trailing,
      let cell = visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell,
      let style = cell.listStyle,
      let provider = edge == .leading ? style.leadingSwipeActions : style.trailingSwipeActions,
      let configuration = provider(indexPath), let first = configuration.actions.first
    else { return }
    closeSwipeActions()
    guard fully, configuration.performsFirstActionWithFullSwipe else {
      cell.showSwipeActions(
        SwipeActionsView(configuration, edge: edge, height: cell.bounds.height))
      return
    }
    first.handler(first, cell) { [weak cell] _ in cell?.showSwipeActions(nil) }
  }

  /// Plays a tap on the button of the `index`th action (0 for the first, in
  /// the configuration's order) of the item's row, whose swipe actions are
  /// open. (An engine addition: on a device the finger does this.)
  ///
  /// The action's handler runs with its button as the source view, and the
  /// row closes when the handler calls its completion, whether it says the
  /// action was performed or not. [?] Apple documents the handler and its
  /// completion; that the row then closes either way is the engine's
  /// reading, as is the full swipe's. Nothing happens when the row is not
  /// open or has no such action.
  public func simulateTapOnSwipeAction(_ index: Int = 0, at indexPath: IndexPath) {
    layoutIfNeeded()
    guard let cell = visibleCellsByIndexPath[indexPath] as? UICollectionViewListCell,
      let open = cell.swipeActionsView, open.actions.indices.contains(index)
    else { return }
    let (action, button) = open.actions[index]
    action.handler(action, button) { [weak cell] _ in cell?.showSwipeActions(nil) }
  }

  /// Closes any row whose swipe actions are open; true when one was.
  @discardableResult
  func closeSwipeActions() -> Bool {
    var closed = false
    for (_, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      guard let row = cell as? UICollectionViewListCell, row.swipeActionsView != nil else {
        continue
      }
      row.showSwipeActions(nil)
      closed = true
    }
    return closed
  }
}

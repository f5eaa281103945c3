import Foundation

/// The changes gathered during one `performBatchUpdates` block, with UIKit's
/// conventions: deletions and reloads use index paths before the update,
/// insertions after it.
struct BatchUpdates {
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var insertedItems: [IndexPath] = []
  var deletedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && insertedItems.isEmpty && deletedItems.isEmpty
      && reloadedItems.isEmpty && movedItems.isEmpty
  }

  /// The update items handed to the layout, in UIKit's order: deletions
  /// (sections, then items), insertions, reloads and moves.
  var updateItems: [UICollectionViewUpdateItem] {
    var items: [UICollectionViewUpdateItem] = []
    for section in deletedSections.reversed() {
      items.append(.init(action: .delete, before: .wholeSection(section), after: nil))
    }
    for path in deletedItems.sorted(by: >) {
      items.append(.init(action: .delete, before: path, after: nil))
    }
    for section in insertedSections {
      items.append(.init(action: .insert, before: nil, after: .wholeSection(section)))
    }
    for path in insertedItems.sorted() {
      items.append(.init(action: .insert, before: nil, after: path))
    }
    for section in reloadedSections {
      items.append(
        .init(action: .reload, before: .wholeSection(section), after: .wholeSection(section)))
    }
    for path in reloadedItems.sorted() {
      items.append(.init(action: .reload, before: path, after: path))
    }
    for move in movedSections {
      items.append(
        .init(action: .move, before: .wholeSection(move.from), after: .wholeSection(move.to)))
    }
    for move in movedItems {
      items.append(.init(action: .move, before: move.from, after: move.to))
    }
    return items
  }
}

import Foundation

/// One change of a batch update, as the layout sees it in
/// `prepare(forCollectionViewUpdates:)`.
///
/// Deletions and reloads name index paths before the update, insertions
/// after it, moves both. A section-level change has an index path whose item
/// is `NSNotFound`, as in UIKit.
open class UICollectionViewUpdateItem: NSObject {
  public enum Action: Int, Sendable {
    case insert
    case delete
    case reload
    case move
    case none
  }

  public let indexPathBeforeUpdate: IndexPath?
  public let indexPathAfterUpdate: IndexPath?
  public let updateAction: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    super.init()
  }

  /// True for a change to a whole section.
  var isSectionUpdate: Bool {
    (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
  }

  open override var description: String {
    let before = indexPathBeforeUpdate.map { "\($0.section).\($0.item)" } ?? "-"
    let after = indexPathAfterUpdate.map { "\($0.section).\($0.item)" } ?? "-"
    return "<UICollectionViewUpdateItem> \(updateAction) \(before) → \(after)"
  }
}

extension IndexPath {
  /// The index path UIKit uses for a whole section in update items.
  static func wholeSection(_ section: Int) -> IndexPath {
    IndexPath(item: NSNotFound, section: section)
  }
}

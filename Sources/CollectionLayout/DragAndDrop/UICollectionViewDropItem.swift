import Foundation

/// One item of a drop, as the collection view hands it to its drop delegate.
public protocol UICollectionViewDropItem: NSObjectProtocol {
  /// The dragged item.
  var dragItem: UIDragItem { get }
  /// Where the item was lifted from, when it comes from this collection
  /// view; nil for content from elsewhere.
  var sourceIndexPath: IndexPath? { get }
  /// The size of the item's preview: its cell's size.
  var previewSize: CGSize { get }
}

/// A dropped item that was lifted from the collection view it is dropped on.
final class CollectionViewDropItem: NSObject, UICollectionViewDropItem {
  let dragItem: UIDragItem
  let sourceIndexPath: IndexPath?
  let previewSize: CGSize

  init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
    self.dragItem = dragItem
    self.sourceIndexPath = sourceIndexPath
    self.previewSize = previewSize
    super.init()
  }
}

import Foundation

/// A drag as its source sees it.
public protocol UIDragSession: UIDragDropSession {
  /// Anything the source app wants to keep with the drag; drops in the
  /// same app read it through their session's `localDragSession`.
  var localContext: Any? { get set }
}

/// The drag session of items lifted from a collection view. Whether moves
/// are allowed, and whether the drag stays in the app, are asked of the
/// collection view's drag delegate each time they are read.
final class CollectionViewDragSession: NSObject, UIDragSession {
  private weak var collectionView: UICollectionView?
  private(set) var items: [UIDragItem] = []
  var localContext: Any?
  /// The finger, in the collection view's coordinates.
  var finger: CGPoint

  init(collectionView: UICollectionView, finger: CGPoint) {
    self.collectionView = collectionView
    self.finger = finger
    super.init()
  }

  func setItems(_ items: [UIDragItem]) {
    self.items = items
  }

  var allowsMoveOperation: Bool {
    guard let collectionView, let delegate = collectionView.dragDelegate else { return true }
    return delegate.collectionView(collectionView, dragSessionAllowsMoveOperation: self)
  }

  var isRestrictedToDraggingApplication: Bool {
    guard let collectionView, let delegate = collectionView.dragDelegate else { return false }
    return delegate.collectionView(
      collectionView, dragSessionIsRestrictedToDraggingApplication: self)
  }

  func location(in view: UIView) -> CGPoint {
    guard let collectionView else { return finger }
    return collectionView.convert(finger, to: view)
  }
}

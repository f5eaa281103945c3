import Foundation

/// Decides what a collection view does with content dragged over it.
///
/// UIKit's optional methods are requirements with default implementations
/// in an extension, as for the drag delegate.
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
  /// The finger lifted over the collection view with a proposal that copies
  /// or moves: the app updates its model and the collection view
  /// (`performBatchUpdates`), then animates the items into place with the
  /// coordinator. If it changes nothing, the items go back where they were.
  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator)

  /// Optional in UIKit, where it defaults to true: whether this drag can be
  /// dropped here at all. False, and the collection view asks nothing more
  /// about the drag while it stays over it.
  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
    -> Bool

  /// Optional in UIKit: the drag came over the collection view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)

  /// Optional in UIKit: asked at every move of the finger over the
  /// collection view, with the index path of the item under it (nil over
  /// empty space). The answer decides what the collection view shows (a
  /// move inserting at the destination opens a gap there) and what lifting
  /// the finger does. Without it UIKit shows no feedback; the engine then
  /// proposes a copy with no intent, so a drop still reaches
  /// `performDrop` (the operation is the engine's guess).
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal

  /// Optional in UIKit: the drag left the collection view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)

  /// Optional in UIKit: the drag is over, dropped here or not.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, canHandle session: any UIDropSession
  ) -> Bool { true }

  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
  ) {}

  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .copy, intent: .unspecified)
  }

  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
  ) {}

  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {}
}

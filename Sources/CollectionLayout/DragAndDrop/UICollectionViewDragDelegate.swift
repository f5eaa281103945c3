import Foundation

/// Decides what may be dragged out of a collection view.
///
/// As with the data source, UIKit's optional methods are requirements with
/// default implementations in an extension: Linux has no Objective-C runtime
/// to ask whether a method exists.
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
  /// The items a drag starting on the item at `indexPath` carries. An empty
  /// array means the item cannot be dragged: no drag begins.
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]

  /// Optional in UIKit: the lift has finished and the drag begins. Always
  /// followed, eventually, by `dragSessionDidEnd`.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)

  /// Optional in UIKit: the drag is over, whatever became of it.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)

  /// Optional in UIKit, where it defaults to true: whether a drop may move
  /// the items.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool

  /// Optional in UIKit, where it defaults to false: whether the items may
  /// be dropped only in this app.
  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
}

extension UICollectionViewDragDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
  ) {}

  public func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {}

  public func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  ) -> Bool { true }

  public func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool { false }
}

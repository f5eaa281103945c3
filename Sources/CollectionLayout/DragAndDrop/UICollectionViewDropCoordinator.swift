import Foundation

/// What a drop delegate gets when the finger lifts: the items, where they
/// would go, and the means to animate them there.
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
  /// The dropped items, in the drag's order.
  var items: [any UICollectionViewDropItem] { get }
  /// The last index path the finger was over during the drag; nil when it
  /// was over none (then the proposal's intent is `unspecified`).
  var destinationIndexPath: IndexPath? { get }
  /// The proposal in force when the finger lifted.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop session.
  var session: any UIDropSession { get }
  /// Animates `dragItem` into the item at `indexPath`. The app calls it
  /// after its `performBatchUpdates` has put the item there.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// The engine's coordinator. A drop's motion is mostly the app's own batch
/// update: the items run from where the screen shows them to their places.
/// `drop(_:toItemAt:)` adds the one thing the update cannot know: the item
/// at that index path is the lifted one, so it flies in from under the
/// finger (see `landDroppedItem`).
final class CollectionViewDropCoordinator: NSObject, UICollectionViewDropCoordinator {
  let items: [any UICollectionViewDropItem]
  let destinationIndexPath: IndexPath?
  let proposal: UICollectionViewDropProposal
  let session: any UIDropSession
  let animation = DropAnimation()
  private weak var collectionView: UICollectionView?
  /// The lifted item as the screen showed it when the finger let go, while
  /// a recording runs and until it has landed.
  private var lifted: LiftedItem?

  init(
    items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
    proposal: UICollectionViewDropProposal, session: any UIDropSession,
    collectionView: UICollectionView, lifted: LiftedItem?
  ) {
    self.items = items
    self.destinationIndexPath = destinationIndexPath
    self.proposal = proposal
    self.session = session
    self.collectionView = collectionView
    self.lifted = lifted
    super.init()
  }

  @discardableResult
  func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
    if let lifted, session.items.contains(where: { $0 === dragItem }) {
      collectionView?.landDroppedItem(lifted, at: indexPath)
      self.lifted = nil
    }
    return animation
  }
}

/// The lifted item under the finger: its name in the recording, and its
/// attributes there.
struct LiftedItem {
  let name: String
  let attributes: UICollectionViewLayoutAttributes
}

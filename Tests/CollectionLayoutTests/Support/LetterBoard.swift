import CollectionLayout
import Foundation

/// A row of lettered tiles that the user reorders by drag and drop, written
/// as an app writes it against UIKit, with every delegate call logged.
///
/// The collection view is a phone's, 375 points wide, with a default flow
/// layout: 50-point tiles, six to a row at x = 0, 65, 130, 195, 260 and 325
/// (the 75 points left over spread evenly), y = 0.
final class LetterBoard: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate,
  UICollectionViewDropDelegate
{
  var letters: [String]
  let collectionView: UICollectionView
  /// The delegate calls in order, such as "dropSessionDidUpdate 0.2".
  private(set) var calls: [String] = []
  /// The proposal for a destination: a reorder unless a test says otherwise.
  var proposal: (IndexPath?) -> UICollectionViewDropProposal = { _ in
    UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  }
  /// How many drag items a drag carries.
  var itemsPerDrag = 1
  /// False to refuse drags in `canHandle`.
  var acceptsDrops = true
  /// False to have `performDrop` leave the model alone.
  var updatesModelOnDrop = true
  /// True to move the item in the batch update rather than delete and insert.
  var dropsWithMoveItem = false
  /// Where the drop session put the finger at each update.
  private(set) var fingers: [CGPoint] = []
  /// The coordinator of the last drop.
  private(set) var coordinator: (any UICollectionViewDropCoordinator)?

  init(_ letters: [String] = ["A", "B", "C", "D", "E", "F"]) {
    self.letters = letters
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: UICollectionViewFlowLayout())
    super.init()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collectionView.dataSource = self
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.layoutIfNeeded()
  }

  /// Where the screen shows the tile of `letter`, found by its label.
  func frame(of letter: String) -> CGRect? {
    collectionView.visibleCells.first { label(of: $0) == letter }?.frame
  }

  /// The letters the visible tiles show, in index-path order: the data
  /// source's order when the view agrees with the model.
  var shownLetters: [String] {
    collectionView.indexPathsForVisibleItems.compactMap {
      collectionView.cellForItem(at: $0).flatMap(label(of:))
    }
  }

  private func label(of cell: UICollectionViewCell) -> String? {
    (cell.contentView.subviews.first as? UILabel)?.text
  }

  private func log(_ call: String, _ indexPath: IndexPath?) {
    calls.append(indexPath.map { "\(call) \($0.section).\($0.item)" } ?? "\(call) nil")
  }

  // MARK: Data source

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    letters.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    let label = cell.contentView.subviews.first as? UILabel ?? UILabel()
    label.text = letters[indexPath.item]
    cell.contentView.addSubview(label)
    return cell
  }

  // MARK: Drag delegate

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    log("itemsForBeginning", indexPath)
    return (0..<itemsPerDrag).map { _ in
      let item = UIDragItem(
        itemProvider: NSItemProvider(object: letters[indexPath.item] as NSString))
      item.localObject = letters[indexPath.item]
      return item
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession
  ) {
    calls.append("dragSessionWillBegin")
  }

  func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
  {
    calls.append("dragSessionDidEnd")
  }

  // MARK: Drop delegate

  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
  {
    calls.append("canHandle")
    return acceptsDrops && session.localDragSession != nil
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession
  ) {
    calls.append("dropSessionDidEnter")
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    log("dropSessionDidUpdate", destinationIndexPath)
    fingers.append(session.location(in: collectionView))
    return proposal(destinationIndexPath)
  }

  func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
  {
    calls.append("dropSessionDidExit")
  }

  func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
  {
    calls.append("dropSessionDidEnd")
  }

  /// The usual reorder: the letter leaves its place for the destination (the
  /// last place when the finger was over no tile), in the model and in one
  /// batch update (a deletion and an insertion, as UIKit's guide shows, or a
  /// move), and the tile is dropped there.
  func collectionView(
    _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator
  ) {
    calls.append("performDrop")
    self.coordinator = coordinator
    guard updatesModelOnDrop, coordinator.proposal.operation == .move,
      let item = coordinator.items.first, let source = item.sourceIndexPath
    else { return }
    let destination =
      coordinator.destinationIndexPath ?? IndexPath(item: letters.count - 1, section: 0)
    collectionView.performBatchUpdates {
      self.letters.insert(self.letters.remove(at: source.item), at: destination.item)
      if self.dropsWithMoveItem {
        collectionView.moveItem(at: source, to: destination)
      } else {
        collectionView.deleteItems(at: [source])
        collectionView.insertItems(at: [destination])
      }
    }
    coordinator.drop(item.dragItem, toItemAt: destination)
  }
}

import CollectionLayout
import Foundation
import Testing

/// Starting and ending a drag: which delegate calls a phone makes, in which
/// order, and when no drag starts at all.
@Suite struct DragAndDropSessionTests {
  private let tileA = CGPoint(x: 25, y: 25)
  private let tileC = CGPoint(x: 155, y: 25)

  @Test func delegatesHearTheDragInUIKitsOrder() {
    let board = LetterBoard()
    #expect(board.collectionView.simulateItemDragBegin(at: tileA))
    board.collectionView.simulateItemDragMove(to: tileC)
    board.collectionView.simulateItemDragRelease()
    #expect(
      board.calls == [
        "itemsForBeginning 0.0", "dragSessionWillBegin", "canHandle", "dropSessionDidEnter",
        "dropSessionDidUpdate 0.0", "dropSessionDidUpdate 0.2", "performDrop",
        "dropSessionDidEnd", "dragSessionDidEnd",
      ])
  }

  @Test func anEmptyArrayOfItemsStartsNoDrag() {
    let board = LetterBoard()
    board.itemsPerDrag = 0
    let view = board.collectionView
    #expect(!view.simulateItemDragBegin(at: tileA))
    #expect(!view.hasActiveDrag)
    view.simulateItemDragMove(to: tileC)
    view.simulateItemDragRelease()
    #expect(board.calls == ["itemsForBeginning 0.0"], "nothing after the refusal")
    #expect(board.frame(of: "A")?.minX == 0)
    #expect(board.frame(of: "B")?.minX == 65)
  }

  @Test func disabledDragInteractionStartsNone() {
    let board = LetterBoard()
    board.collectionView.dragInteractionEnabled = false
    #expect(!board.collectionView.simulateItemDragBegin(at: tileA))
    #expect(board.calls.isEmpty, "the drag delegate is not even asked")
    #expect(!board.collectionView.hasActiveDrag)
  }

  @Test func dragInteractionIsOnByDefault() {
    // On iPhone since iOS 15; it was off there before.
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: UICollectionViewFlowLayout())
    #expect(view.dragInteractionEnabled)
    #expect(view.reorderingCadence == .immediate)
  }

  @Test func pressingBetweenTilesStartsNoDrag() {
    let board = LetterBoard()
    #expect(!board.collectionView.simulateItemDragBegin(at: CGPoint(x: 57, y: 25)))
    #expect(board.calls.isEmpty)
  }

  @Test func activeFlagsLastFromTheLiftToTheDrop() {
    let board = LetterBoard()
    let view = board.collectionView
    #expect(!view.hasActiveDrag && !view.hasActiveDrop)
    view.simulateItemDragBegin(at: tileA)
    #expect(view.hasActiveDrag && view.hasActiveDrop)
    view.simulateItemDragMove(to: tileC)
    #expect(view.hasActiveDrag && view.hasActiveDrop)
    view.simulateItemDragRelease()
    #expect(!view.hasActiveDrag && !view.hasActiveDrop)
  }

  @Test func aRefusedDropSessionHearsNothingMore() {
    let board = LetterBoard()
    board.acceptsDrops = false
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    #expect(view.hasActiveDrag && !view.hasActiveDrop)
    view.simulateItemDragMove(to: tileC)
    view.simulateItemDragRelease()
    #expect(
      board.calls == [
        "itemsForBeginning 0.0", "dragSessionWillBegin", "canHandle", "dragSessionDidEnd",
      ])
    #expect(board.letters == ["A", "B", "C", "D", "E", "F"])
    #expect(board.frame(of: "A")?.minX == 0, "the tile went back")
  }

  @Test func sessionsCarryTheItemsAndTheFinger() {
    let board = LetterBoard()
    let view = board.collectionView
    view.simulateItemDragBegin(at: CGPoint(x: 10, y: 10))
    view.simulateItemDragMove(to: CGPoint(x: 150, y: 20))
    #expect(board.fingers == [CGPoint(x: 10, y: 10), CGPoint(x: 150, y: 20)])
    view.simulateItemDragRelease()
    let coordinator = board.coordinator
    #expect(coordinator?.items.count == 1)
    #expect(coordinator?.items.first?.dragItem.localObject as? String == "A")
    #expect(coordinator?.items.first?.sourceIndexPath == IndexPath(item: 0, section: 0))
    #expect(coordinator?.items.first?.previewSize == CGSize(width: 50, height: 50))
    #expect(coordinator?.session.localDragSession != nil, "a drag from this app")
    #expect(coordinator?.session.allowsMoveOperation == true)
    #expect(coordinator?.session.isRestrictedToDraggingApplication == false)
  }
}

import CollectionLayout
import Foundation
import Testing

/// A drag hovering over the collection view: the proposals asked, and the
/// gap a move inserting at the destination opens. Tiles sit at x = 0, 65,
/// 130, 195, 260 and 325 (see `LetterBoard`).
@Suite struct DragAndDropHoverTests {
  private let tileA = CGPoint(x: 25, y: 25)
  private let overC = CGPoint(x: 155, y: 25)

  @Test func proposalsAreAskedAtTheTileUnderTheFinger() {
    let board = LetterBoard()
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: CGPoint(x: 90, y: 25))  // over B: the gap goes to 1
    view.simulateItemDragMove(to: CGPoint(x: 57, y: 25))  // between B (now at 0) and the gap
    view.simulateItemDragMove(to: CGPoint(x: 200, y: 300))  // below the row
    view.simulateItemDragMove(to: CGPoint(x: 220, y: 25))  // over D, fourth
    let updates = board.calls.filter { $0.hasPrefix("dropSessionDidUpdate") }
    #expect(
      updates == [
        "dropSessionDidUpdate 0.0", "dropSessionDidUpdate 0.1", "dropSessionDidUpdate nil",
        "dropSessionDidUpdate nil", "dropSessionDidUpdate 0.3",
      ])
  }

  @Test func aMoveInsertingAtTheDestinationOpensAGap() {
    let board = LetterBoard()
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    // B and C close up behind the gap, which takes C's place; A is under the finger.
    #expect(board.frame(of: "B")?.minX == 0)
    #expect(board.frame(of: "C")?.minX == 65)
    #expect(board.frame(of: "D")?.minX == 195)
    #expect(board.frame(of: "A")?.origin == CGPoint(x: 130, y: 0))
    view.simulateItemDragMove(to: CGPoint(x: 350, y: 25))  // over F, now last
    #expect(board.frame(of: "D")?.minX == 130)
    #expect(board.frame(of: "E")?.minX == 195)
    #expect(board.frame(of: "F")?.minX == 260)
    #expect(board.letters == ["A", "B", "C", "D", "E", "F"], "the model waits for the drop")
  }

  @Test(arguments: [
    (UIDropOperation.copy, UICollectionViewDropIntent.insertAtDestinationIndexPath),
    (.move, .insertIntoDestinationIndexPath),
    (.move, .unspecified),
    (.forbidden, .insertAtDestinationIndexPath),
    (.cancel, .unspecified),
  ])
  func otherProposalsOpenNoGap(_ operation: UIDropOperation, _ intent: UICollectionViewDropIntent) {
    let board = LetterBoard()
    board.proposal = { _ in UICollectionViewDropProposal(operation: operation, intent: intent) }
    board.collectionView.simulateItemDragBegin(at: tileA)
    board.collectionView.simulateItemDragMove(to: overC)
    #expect(board.frame(of: "B")?.minX == 65)
    #expect(board.frame(of: "C")?.minX == 130)
  }

  @Test func aCancellingProposalClosesTheGap() {
    let board = LetterBoard()
    board.proposal = { destination in
      destination == IndexPath(item: 4, section: 0)
        ? UICollectionViewDropProposal(operation: .cancel)
        : UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    #expect(board.frame(of: "B")?.minX == 0)
    view.simulateItemDragMove(to: CGPoint(x: 285, y: 25))  // over E
    #expect(board.frame(of: "B")?.minX == 65)
    #expect(board.frame(of: "C")?.minX == 130)
  }

  @Test func overEmptySpaceTheGapStays() {
    let board = LetterBoard()
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    view.simulateItemDragMove(to: CGPoint(x: 155, y: 300))
    #expect(board.frame(of: "B")?.minX == 0)
    #expect(board.frame(of: "C")?.minX == 65)
  }

  @Test func aSlowerCadenceWaitsForTheFingerToRest() {
    func restingMovesBeforeTheGapMoves(_ cadence: UICollectionView.ReorderingCadence) -> Int? {
      let board = LetterBoard()
      board.collectionView.reorderingCadence = cadence
      board.collectionView.simulateItemDragBegin(at: tileA)
      // One second of touch events at 60 a second over C.
      for moves in 1...60 {
        board.collectionView.simulateItemDragMove(to: overC)
        if board.frame(of: "B")?.minX == 0 { return moves }
      }
      return nil
    }
    #expect(restingMovesBeforeTheGapMoves(.immediate) == 1)
    let fast = restingMovesBeforeTheGapMoves(.fast)
    let slow = restingMovesBeforeTheGapMoves(.slow)
    #expect((fast ?? 0) > 1, "a short delay")
    #expect((slow ?? 0) > 1, "a delay")
    #expect((fast ?? .max) <= (slow ?? .max))
  }

  @Test func leavingTheCollectionViewClosesTheGap() {
    let board = LetterBoard()
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    view.simulateItemDragMove(to: CGPoint(x: 155, y: 700))  // below the 667-point view
    #expect(board.calls.last == "dropSessionDidExit")
    #expect(board.frame(of: "B")?.minX == 65)
    #expect(view.hasActiveDrag && !view.hasActiveDrop)
    view.simulateItemDragRelease()
    #expect(!board.calls.contains("performDrop"))
    #expect(board.calls.suffix(2) == ["dropSessionDidEnd", "dragSessionDidEnd"])
    #expect(board.frame(of: "A")?.minX == 0)
  }

  @Test func comingBackAsksAgain() {
    let board = LetterBoard()
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: CGPoint(x: 155, y: 700))
    view.simulateItemDragMove(to: overC)
    #expect(
      board.calls.suffix(4) == [
        "dropSessionDidExit", "canHandle", "dropSessionDidEnter", "dropSessionDidUpdate 0.2",
      ])
    #expect(board.frame(of: "B")?.minX == 0)
  }

  @Test func aDragOfSeveralItemsOpensNoGap() {
    let board = LetterBoard()
    board.itemsPerDrag = 2
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    #expect(board.frame(of: "B")?.minX == 65)
    view.simulateItemDragRelease()
    #expect(board.coordinator?.items.count == 2)
    #expect(
      board.coordinator?.items.allSatisfy { $0.sourceIndexPath == IndexPath(item: 0, section: 0) }
        == true)
  }

  /// A drag along a row opens the gap a frame at a time, so tiles are still
  /// gliding when the next proposal comes; over the "+" tile the proposal
  /// turns `.forbidden` and the gap closes again. Every tile the finger
  /// passes must glide on from where it is shown: a slot is 65 points, which
  /// an ease-in-out glide of 0.3 s covers at under 8 points a frame at 60 fps.
  @Test func tilesStillGlidingWhenTheGapMovesDoNotJump() throws {
    let board = LetterBoard(["+", "1", "2", "3", "4", "5", "6", "7"])
    board.proposal = { destination in
      destination?.item == 0
        ? UICollectionViewDropProposal(operation: .forbidden)
        : UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    let view = board.collectionView
    let start = try #require(board.frame(of: "3"))
    let end = try #require(board.frame(of: "+"))
    let timeline = try view.recordTimeline(framesPerSecond: 60) {
      view.simulateItemDragBegin(at: CGPoint(x: start.midX, y: start.midY))
      for step in 1...12 {
        let t = CGFloat(step) / 12
        view.simulateItemDragMove(
          to: CGPoint(x: start.midX + (end.midX - start.midX) * t, y: start.midY))
      }
      view.simulateItemDragRelease()
    }
    var largest: CGFloat = 0
    for (earlier, later) in zip(timeline.frames, timeline.frames.dropFirst()) {
      for name in ["cell 0.1", "cell 0.2"] {
        guard let before = earlier.element(name), let after = later.element(name) else { continue }
        largest = max(
          largest, hypot(after.center.x - before.center.x, after.center.y - before.center.y))
      }
    }
    #expect(largest > 0, "the tiles made room")
    #expect(largest < 12, "the largest step of tile 1 or 2 from one frame to the next: \(largest)")
  }
}

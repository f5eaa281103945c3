import CollectionLayout
import Foundation
import Testing

/// The finger lifting: a drop the app performs, and drags that end with
/// the tile back in its place. Tiles sit at x = 0, 65, 130, 195, 260 and
/// 325 (see `LetterBoard`).
@Suite struct DragAndDropDropTests {
  private let tileA = CGPoint(x: 25, y: 25)
  private let overC = CGPoint(x: 155, y: 25)
  private let unchanged = ["A", "B", "C", "D", "E", "F"]

  @Test(arguments: [false, true])
  func aDropMovesTheItemAndTheViewMatchesTheModel(withMoveItem: Bool) {
    let board = LetterBoard()
    board.dropsWithMoveItem = withMoveItem
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    view.simulateItemDragRelease()
    #expect(board.letters == ["B", "C", "A", "D", "E", "F"])
    #expect(board.shownLetters == board.letters)
    #expect(board.frame(of: "A")?.origin == CGPoint(x: 130, y: 0))
    #expect(board.frame(of: "B")?.minX == 0)
    let coordinator = board.coordinator
    #expect(coordinator?.destinationIndexPath == IndexPath(item: 2, section: 0))
    #expect(coordinator?.proposal.operation == .move)
    #expect(coordinator?.proposal.intent == .insertAtDestinationIndexPath)
  }

  @Test func theDestinationIsTheLastTileTheFingerWasOver() {
    let board = LetterBoard()
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: CGPoint(x: 220, y: 25))  // over D
    view.simulateItemDragMove(to: CGPoint(x: 220, y: 300))  // below the row
    view.simulateItemDragRelease()
    #expect(board.coordinator?.destinationIndexPath == IndexPath(item: 3, section: 0))
    #expect(board.letters == ["B", "C", "D", "A", "E", "F"])
    #expect(board.frame(of: "A")?.minX == 195)
  }

  @Test(arguments: [UIDropOperation.forbidden, .cancel])
  func aRefusingProposalPutsTheItemBack(_ operation: UIDropOperation) {
    let board = LetterBoard()
    board.proposal = { _ in UICollectionViewDropProposal(operation: operation) }
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    #expect(board.frame(of: "A")?.origin == CGPoint(x: 130, y: 0), "under the finger")
    view.simulateItemDragRelease()
    #expect(!board.calls.contains("performDrop"))
    #expect(board.calls.suffix(2) == ["dropSessionDidEnd", "dragSessionDidEnd"])
    #expect(board.letters == unchanged)
    #expect(board.frame(of: "A")?.origin == .zero)
    #expect(board.frame(of: "B")?.minX == 65)
  }

  @Test func cancellingOverAGapPutsEverythingBack() {
    let board = LetterBoard()
    board.proposal = { destination in
      destination == IndexPath(item: 4, section: 0)
        ? UICollectionViewDropProposal(operation: .cancel)
        : UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    view.simulateItemDragMove(to: CGPoint(x: 285, y: 25))
    view.simulateItemDragRelease()
    #expect(!board.calls.contains("performDrop"))
    #expect(board.letters == unchanged)
    #expect(board.shownLetters == unchanged)
    #expect(board.frame(of: "A")?.minX == 0)
  }

  @Test func aDropTheAppIgnoresPutsEverythingBack() {
    let board = LetterBoard()
    board.updatesModelOnDrop = false
    let view = board.collectionView
    view.simulateItemDragBegin(at: tileA)
    view.simulateItemDragMove(to: overC)
    view.simulateItemDragRelease()
    #expect(board.calls.contains("performDrop"))
    #expect(board.letters == unchanged)
    #expect(board.shownLetters == unchanged)
    #expect(board.frame(of: "A")?.minX == 0)
    #expect(board.frame(of: "C")?.minX == 130)
  }

  @Test func aRecordedDragFollowsTheFingerAndLands() throws {
    let board = LetterBoard()
    let view = board.collectionView
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.simulateItemDragBegin(at: CGPoint(x: 10, y: 10))  // 15 points up-left of A's centre
      view.simulateItemDragMove(to: CGPoint(x: 150, y: 20))  // over C
      view.simulateItemDragMove(to: CGPoint(x: 290, y: 20))  // over E
      view.simulateItemDragRelease()
    }
    #expect(board.letters == ["B", "C", "D", "E", "A", "F"])
    // The finger's part is drag and drop; the app's update in performDrop
    // is its own batch update.
    #expect(timeline.segments.first?.kind == .dragAndDrop)
    #expect(Set(timeline.segments.map(\.kind)) == [.dragAndDrop, .batchUpdate])
    // The lift and each move are one touch event, one frame each; the tile
    // keeps the point where it was taken hold of, above everything.
    let frames = timeline.frames
    let touchTimes: [TimeInterval] = [0, 1, 2, 3].map { $0 / 30 }
    #expect(frames.count > 4)
    #expect(zip(frames, touchTimes).allSatisfy { abs($0.time - $1) < 1e-9 })
    #expect(frames[2].element("cell 0.0")?.center == CGPoint(x: 165, y: 35))
    #expect(frames[3].element("cell 0.0")?.center == CGPoint(x: 305, y: 35))
    #expect((frames[3].element("cell 0.0")?.zIndex ?? 0) > 1000)
    // The drop (the app's update) lands the tile in 0.3 s, from under the
    // finger to E's old place; the source tile, hidden since the lift, never
    // flies back.
    let landing = frames.filter { $0.time > 0.1 + 1e-9 }
    #expect(landing.allSatisfy { $0.element("cell 0.0") == nil })
    let dropped = { (frame: LayoutFrame) in
      frame.elements.first { $0.indexPath == IndexPath(item: 4, section: 0) }
    }
    let midway = try #require(landing.first { $0.time >= 0.25 })
    let x = try #require(dropped(midway)).frame.minX
    #expect(x > 260 && x < 280)
    let last = try #require(frames.last)
    #expect(abs(last.time - 0.4) < 1e-6)
    #expect(dropped(last)?.frame.origin == CGPoint(x: 260, y: 0))
    #expect(last.element("cell 0.1")?.frame.minX == 0)
    #expect(last.element("cell 0.5")?.frame.minX == 325)
  }

  @Test func aRecordedDropTheAppIgnoresSettlesBack() throws {
    let board = LetterBoard()
    board.updatesModelOnDrop = false
    let view = board.collectionView
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.simulateItemDragBegin(at: tileA)
      view.simulateItemDragMove(to: overC)
      view.simulateItemDragRelease()
    }
    let released = try #require(timeline.frames.first { abs($0.time - 2.0 / 30) < 1e-6 })
    #expect(released.element("cell 0.0")?.center == CGPoint(x: 155, y: 25))
    let after = timeline.frames.filter { $0.time > 2.0 / 30 + 1e-9 }
    let xs = after.compactMap { $0.element("cell 0.0")?.frame.minX }
    #expect(xs.count == after.count)
    #expect(xs.contains { $0 > 0 && $0 < 130 }, "it travels back")
    #expect(after.last?.element("cell 0.0")?.frame.origin == .zero)
    #expect(after.last?.element("cell 0.1")?.frame.minX == 65)
    #expect(
      timeline.segments.allSatisfy { $0.kind == .dragAndDrop },
      "no update of the app's: the settling back is the drag's own")
  }

  @Test func aCancelledRecordedDragIsDragAndDropThroughout() throws {
    // The gap opening over C and the tile flying back home when the finger
    // lifts over a cancelling proposal are parts of the drag, not of an
    // interactive movement the app started.
    let board = LetterBoard()
    board.proposal = { destination in
      destination == IndexPath(item: 4, section: 0)
        ? UICollectionViewDropProposal(operation: .cancel)
        : UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    let view = board.collectionView
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.simulateItemDragBegin(at: tileA)
      view.simulateItemDragMove(to: overC)
      view.simulateItemDragMove(to: CGPoint(x: 285, y: 25))
      view.simulateItemDragRelease()
    }
    #expect(!board.calls.contains("performDrop"))
    #expect(timeline.segments.count > 1, "the lift and moves, the gap, the return")
    #expect(timeline.segments.allSatisfy { $0.kind == .dragAndDrop })
  }
}

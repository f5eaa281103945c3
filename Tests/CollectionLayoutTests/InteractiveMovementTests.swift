import CollectionLayout
import Foundation
import Testing

@Suite struct InteractiveMovementTests {
  private func board() -> (UICollectionView, LetterDataSource) {
    let dataSource = LetterDataSource(["A", "B", "C", "D", "E", "F"])
    return (makeCollectionView(UICollectionViewFlowLayout(), dataSource), dataSource)
  }

  @Test func dragToReorderMovesTheItemAndTellsTheDataSourceAtTheEnd() throws {
    let (view, model) = board()
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 80, y: 30))
      #expect(model.moves.isEmpty, "the data source hears nothing mid-drag")
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 30))
      view.endInteractiveMovement()
    }
    #expect(model.letters == ["B", "C", "A", "D", "E", "F"])
    #expect(model.moves.map { [$0.0.item, $0.1.item] } == [[0, 2]])
    let kinds = Set(timeline.segments.map(\.kind))
    #expect(kinds == [.interactiveMovement])
    // Mid-drag the lifted item follows the finger, above everything else.
    let lifted = try #require(
      timeline.frames.first { $0.element("cell 0.0")?.center == CGPoint(x: 160, y: 30) })
    #expect(lifted.element("cell 0.0")!.zIndex > 1000)
    let last = try #require(timeline.frames.last)
    #expect(last.element("cell 0.0")?.frame.minX == 130, "dropped into slot 2")
    #expect(last.element("cell 0.1")?.frame.minX == 0)
  }

  @Test func cancelledMovementPutsTheItemBack() {
    let (view, model) = board()
    view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 290, y: 25))
    view.cancelInteractiveMovement()
    #expect(model.moves.isEmpty)
    #expect(model.letters == ["A", "B", "C", "D", "E", "F"])
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 65)
  }

  /// The selection follows the items as the drag reorders them, and
  /// comes back with them when the drag is cancelled.
  @Test func theSelectionMovesWithTheItems() {
    let (view, model) = board()
    view.layoutIfNeeded()
    view.allowsMultipleSelection = true
    for item in [0, 1] {
      view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 30))
    view.endInteractiveMovement()
    #expect(model.letters == ["B", "C", "A", "D", "E", "F"])
    #expect(
      Set(view.indexPathsForSelectedItems ?? [])
        == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)],
      "A, now third, and B, now first")
    view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 290, y: 25))
    #expect(view.indexPathsForSelectedItems?.contains(IndexPath(item: 0, section: 0)) == false)
    view.cancelInteractiveMovement()
    #expect(
      Set(view.indexPathsForSelectedItems ?? [])
        == [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)])
  }

  @Test func itemsTheDataSourceRefusesDoNotMove() {
    let (view, model) = board()
    model.canMove = false
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
  }

  @Test func layoutDecidesTheTargetIndexPath() {
    let (view, model) = board()
    let layout = view.collectionViewLayout
    #expect(
      layout.targetIndexPath(
        forInteractivelyMovingItem: IndexPath(item: 0, section: 0),
        withPosition: CGPoint(x: 200, y: 10))
        == IndexPath(item: 3, section: 0))
    #expect(
      layout.targetIndexPath(
        forInteractivelyMovingItem: IndexPath(item: 0, section: 0),
        withPosition: CGPoint(x: 60, y: 10))
        == IndexPath(item: 0, section: 0), "between items: stays")
    let lifted = layout.layoutAttributesForInteractivelyMovingItem(
      at: IndexPath(item: 2, section: 0), withTargetPosition: CGPoint(x: 5, y: 6))
    #expect(lifted.center == CGPoint(x: 5, y: 6))
    #expect(lifted.size == CGSize(width: 50, height: 50))
    withExtendedLifetime(model) {}
  }
}

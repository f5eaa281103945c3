import CollectionLayout
import Foundation
import Testing

/// A delegate that notes the tap's calls as "call item", and can refuse.
private final class TapLog: NSObject, UICollectionViewDelegate {
  var calls: [String] = []
  var highlights = true
  var selects = true
  var deselects = true
  /// Whether the cell was highlighted when `didHighlightItemAt` came.
  var highlightedWhenTold: Bool?

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    calls.append("shouldHighlight \(indexPath.item)")
    return highlights
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.item)")
    highlightedWhenTold = collectionView.cellForItem(at: indexPath)?.isHighlighted
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    calls.append("didUnhighlight \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    calls.append("shouldSelect \(indexPath.item)")
    return selects
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("shouldDeselect \(indexPath.item)")
    return deselects
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.item)")
  }
}

/// A tap's delegate calls, in the order of Apple's "Tracking touches in a
/// cell" (Collection View Programming Guide): highlight on touch down,
/// then on touch up the question about selecting, the unhighlight and the
/// selection. Selecting in code calls none of them (SelectionTests).
@Suite struct SimulatedTapTests {
  private static func grid(_ log: TapLog) -> FlowFixture {
    FlowFixture(width: 375, height: 300, counts: [12], delegate: log) {
      $0.itemSize = CGSize(width: 100, height: 100)
    }
  }

  private static let first = IndexPath(item: 0, section: 0)
  private static let second = IndexPath(item: 1, section: 0)

  @Test func aTapHighlightsThenSelectsInUIKitsOrder() throws {
    let log = TapLog()
    let f = Self.grid(log)
    f.collectionView.simulateTap(at: Self.first)
    #expect(
      log.calls == [
        "shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0",
      ])
    // Apple: the cell is highlighted before `didHighlightItemAt`.
    #expect(log.highlightedWhenTold == true)
    let cell = try #require(f.collectionView.cellForItem(at: Self.first))
    #expect(cell.isSelected && !cell.isHighlighted)
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.first])
  }

  @Test func tappingAnotherItemDeselectsTheFirstBeforeSelectingIt() throws {
    let log = TapLog()
    let f = Self.grid(log)
    f.collectionView.simulateTap(at: Self.first)
    log.calls = []
    f.collectionView.simulateTap(at: Self.second)
    #expect(
      log.calls == [
        "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
        "didDeselect 0", "didSelect 1",
      ])
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.second])
    #expect(f.collectionView.cellForItem(at: Self.first)?.isSelected == false)
  }

  @Test func inAMultipleSelectionATapOnASelectedItemDeselectsIt() {
    let log = TapLog()
    let f = Self.grid(log)
    f.collectionView.allowsMultipleSelection = true
    f.collectionView.simulateTap(at: Self.first)
    f.collectionView.simulateTap(at: Self.second)
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.first, Self.second])
    log.calls = []
    f.collectionView.simulateTap(at: Self.first)
    #expect(
      log.calls == [
        "shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0",
        "didDeselect 0",
      ])
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.second])
  }

  @Test func refusingTheHighlightStopsTheWholeTap() {
    let log = TapLog()
    log.highlights = false
    let f = Self.grid(log)
    f.collectionView.simulateTap(at: Self.first)
    #expect(log.calls == ["shouldHighlight 0"])
    #expect(f.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func refusingTheSelectionStillUnhighlights() {
    let log = TapLog()
    log.selects = false
    let f = Self.grid(log)
    f.collectionView.simulateTap(at: Self.first)
    #expect(
      log.calls == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
    #expect(f.collectionView.indexPathsForSelectedItems == nil)
    #expect(f.collectionView.cellForItem(at: Self.first)?.isHighlighted == false)
  }

  @Test func withoutSelectionATapDoesNothing() {
    let log = TapLog()
    let f = Self.grid(log)
    f.collectionView.allowsSelection = false
    f.collectionView.simulateTap(at: Self.first)
    #expect(log.calls.isEmpty)
  }

  @Test func aTapOnNoItemDoesNothing() {
    let log = TapLog()
    let f = Self.grid(log)
    f.collectionView.simulateTap(at: IndexPath(item: 40, section: 0))
    #expect(log.calls.isEmpty)
  }

  @Test func tappingTheSelectedItemOfASingleSelectionKeepsIt() {
    let log = TapLog()
    let f = Self.grid(log)
    f.collectionView.simulateTap(at: Self.first)
    log.calls = []
    f.collectionView.simulateTap(at: Self.first)
    // [?] As a table view: asked and told again, and still selected.
    #expect(
      log.calls == [
        "shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didSelect 0",
      ])
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.first])
  }

  @Test func whileEditingTheEditingRulesDecide() {
    let log = TapLog()
    let f = Self.grid(log)
    f.collectionView.isEditing = true
    f.collectionView.simulateTap(at: Self.first)
    #expect(log.calls.isEmpty)
    f.collectionView.allowsSelectionDuringEditing = true
    f.collectionView.simulateTap(at: Self.first)
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.first])
  }
}

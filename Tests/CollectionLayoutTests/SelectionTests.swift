import CollectionLayout
import Foundation
import Testing

/// A delegate that notes whether any selection call reached it.
private final class SilentSelectionCheck: NSObject, UICollectionViewDelegate {
  var calls = 0

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls += 1
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls += 1
  }
}

/// Selection in code and through updates: Apple documents that
/// `selectItem(at:animated:scrollPosition:)` and `deselectItem(at:animated:)`
/// call no delegate method, and UIKit keeps a selected item selected as
/// batch updates move it, dropping the selection of deleted items.
@Suite struct SelectionTests {
  private static func grid(_ delegate: UICollectionViewDelegate? = nil) -> FlowFixture {
    FlowFixture(width: 375, height: 300, counts: [12], delegate: delegate) {
      $0.itemSize = CGSize(width: 100, height: 100)
    }
  }

  private static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test func selectingInCodeTellsTheDelegateNothing() {
    let check = SilentSelectionCheck()
    let f = Self.grid(check)
    f.collectionView.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
    f.collectionView.deselectItem(at: Self.path(2), animated: false)
    #expect(check.calls == 0)
  }

  @Test func theSelectionMovesWithItsItemThroughAnInsertion() {
    let f = Self.grid()
    f.collectionView.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
    f.collectionView.performBatchUpdates {
      f.dataSource.counts = [13]
      f.collectionView.insertItems(at: [Self.path(0)])
    }
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.path(3)])
    #expect(f.collectionView.cellForItem(at: Self.path(3))?.isSelected == true)
    #expect(f.collectionView.cellForItem(at: Self.path(2))?.isSelected == false)
  }

  @Test func aDeletedItemIsNoLongerSelectedAndAMovedOneFollows() {
    let f = Self.grid()
    f.collectionView.allowsMultipleSelection = true
    for item in [1, 4] {
      f.collectionView.selectItem(at: Self.path(item), animated: false, scrollPosition: [])
    }
    f.collectionView.performBatchUpdates {
      f.dataSource.counts = [11]
      f.collectionView.deleteItems(at: [Self.path(1)])
      f.collectionView.moveItem(at: Self.path(4), to: Self.path(0))
    }
    #expect(f.collectionView.indexPathsForSelectedItems == [Self.path(0)])
  }

  @Test func reloadingTheDataClearsTheSelection() {
    let f = Self.grid()
    f.collectionView.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
    f.collectionView.reloadData()
    #expect(f.collectionView.indexPathsForSelectedItems == nil)
  }
}

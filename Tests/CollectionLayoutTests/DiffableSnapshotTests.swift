import CollectionLayout
import Foundation
import Testing

/// Editing a snapshot: where identifiers end up, and what it reports.
@Suite struct DiffableSnapshotTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// Sections "a" [1, 2, 3] and "b" [4, 5].
  private func twoSections() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5], toSection: "b")
    return snapshot
  }

  @Test func anEmptySnapshotHasNothing() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfSection("a") == nil)
  }

  @Test func appendingWithoutASectionNameFillsTheLastSection() {
    var snapshot = twoSections()
    snapshot.appendItems([6])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 6])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
  }

  @Test func countsAndIndexesSpanSections() {
    let snapshot = twoSections()
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "b") == 2)
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.sectionIdentifiers == ["a", "b"])
    // indexOfItem counts across sections: 4 is the fourth item overall.
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(1) == 0)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
  }

  @Test func insertingBeforeAndAfterAnItem() {
    var snapshot = twoSections()
    snapshot.insertItems([10, 11], beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
    snapshot.insertItems([12], afterItem: 3)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3, 12])
    snapshot.insertItems([13], beforeItem: 4)
    #expect(snapshot.itemIdentifiers(inSection: "b") == [13, 4, 5])
    #expect(snapshot.numberOfItems == 9)
  }

  @Test func insertingAnItemAlreadyThereMovesIt() {
    // Since iOS 15 an identifier that is already in the snapshot is moved
    // into the new place (with a console warning) instead of raising.
    var snapshot = twoSections()
    snapshot.insertItems([5], beforeItem: 1)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 1, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4])
    snapshot.appendItems([1], toSection: "b")
    #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1])
    #expect(snapshot.numberOfItems == 5)
  }

  @Test func movingItemsWithinAndAcrossSections() {
    var snapshot = twoSections()
    snapshot.moveItem(1, afterItem: 3)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1])
    snapshot.moveItem(5, beforeItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [5, 2, 3, 1])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [4])
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "a")
    #expect(snapshot.indexOfItem(4) == 4)
  }

  @Test func deletingItemsAndEverything() {
    var snapshot = twoSections()
    snapshot.deleteItems([2, 4])
    #expect(snapshot.itemIdentifiers == [1, 3, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 2) == nil)
    #expect(snapshot.numberOfSections == 2, "sections stay when their items go")
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0, "deleteAllItems also removes the sections")
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func insertingSectionsBeforeAndAfter() {
    var snapshot = twoSections()
    snapshot.insertSections(["x"], beforeSection: "a")
    snapshot.insertSections(["y", "z"], afterSection: "a")
    #expect(snapshot.sectionIdentifiers == ["x", "a", "y", "z", "b"])
    #expect(snapshot.numberOfItems(inSection: "y") == 0)
    #expect(snapshot.indexOfSection("b") == 4)
    snapshot.appendItems([7], toSection: "y")
    #expect(snapshot.indexOfItem(7) == 3, "after a's three items")
  }

  @Test func deletingASectionDeletesItsItems() {
    var snapshot = twoSections()
    snapshot.deleteSections(["a"])
    #expect(snapshot.sectionIdentifiers == ["b"])
    #expect(snapshot.itemIdentifiers == [4, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    #expect(snapshot.numberOfItems == 2)
    // The identifiers are free again.
    snapshot.appendItems([1])
    #expect(snapshot.itemIdentifiers == [4, 5, 1])
  }

  @Test func movingSectionsTakesTheirItems() {
    var snapshot = twoSections()
    snapshot.appendSections(["c"])
    snapshot.moveSection("c", beforeSection: "a")
    #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
    snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    #expect(snapshot.indexOfSection("a") == 2)
  }

  @Test func reloadAndReconfigureMarksAreReportedOnce() {
    var snapshot = twoSections()
    snapshot.reloadItems([3, 1])
    snapshot.reloadItems([3])
    snapshot.reconfigureItems([5])
    snapshot.reloadSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [5])
    #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    snapshot.deleteItems([1])
    #expect(snapshot.reloadedItemIdentifiers == [3], "a deleted item is no longer reloaded")
    snapshot.deleteSections(["b"])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }
}

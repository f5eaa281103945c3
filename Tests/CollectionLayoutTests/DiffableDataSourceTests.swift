import CollectionLayout
import Foundation
import Testing

// This file imports Foundation by name, so the engine's run loop is named
// in full: `CollectionLayout.RunLoop`.

/// A cell that shows a title and counts how often it was recycled.
private final class TitleCell: UICollectionViewCell {
  let label = UILabel()
  private(set) var reuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A collection view (375 × 667, flow layout with 50-point items in rows of
/// six at x = 0, 65, 130, …) driven by a diffable data source whose cell
/// provider shows `titles[item]`, or the identifier itself.
private final class Fixture {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>
  let layout: PopInLayout
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<String, String>
  var titles: [String: String] = [:]
  private(set) var provided: [String] = []

  init(headers: Bool = false) {
    layout = PopInLayout()
    if headers { layout.headerReferenceSize = CGSize(width: 0, height: 20) }
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    // The provider reads the fixture's titles and notes each call; it is
    // made before the fixture is, so it goes through these two closures.
    var readTitles: () -> [String: String] = { [:] }
    var note: (String) -> Void = { _ in }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      note(item)
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        as! TitleCell
      cell.label.text = readTitles()[item] ?? item
      return cell
    }
    readTitles = { [unowned self] in self.titles }
    note = { [unowned self] in self.provided.append($0) }
  }

  /// Sections "a" [A, B, C] and "b" [D], applied without animation.
  func start() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["A", "B", "C"], toSection: "a")
    snapshot.appendItems(["D"], toSection: "b")
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
  }

  func cell(_ item: Int, _ section: Int = 0) -> TitleCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? TitleCell
  }

  func title(_ item: Int, _ section: Int = 0) -> String? { cell(item, section)?.label.text }
}

@Suite struct DiffableDataSourceTests {
  @Test func itBecomesTheDataSourceAndAnswersFromTheSnapshot() throws {
    let f = Fixture()
    #expect(f.collectionView.dataSource === f.dataSource)
    #expect(f.collectionView.numberOfSections == 0, "an empty snapshot has no sections")
    f.start()
    #expect(f.collectionView.numberOfSections == 2)
    #expect(f.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(f.collectionView.numberOfItems(inSection: 1) == 1)
    #expect(f.collectionView.visibleCells.count == 4)
    #expect(f.title(1) == "B")
    #expect(f.title(0, 1) == "D")
    #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "C")
    #expect(f.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
    #expect(f.dataSource.indexPath(for: "D") == IndexPath(item: 0, section: 1))
    #expect(f.dataSource.sectionIdentifier(for: 1) == "b")
    #expect(f.dataSource.index(for: "a") == 0)
    // Flow sections stack without spacing: the second starts at y = 50.
    let d = try #require(f.cell(0, 1))
    #expect(d.frame == CGRect(x: 0, y: 50, width: 50, height: 50))
  }

  @Test func oneAnimatedApplyIsOneBatchUpdate() throws {
    let f = Fixture()
    f.start()
    let finalizedBefore = f.layout.finalizeCount
    var snapshot = f.dataSource.snapshot()
    snapshot.deleteItems(["B"])
    snapshot.insertItems(["X"], beforeItem: "A")
    snapshot.moveItem("D", afterItem: "C")
    let timeline = try f.collectionView.recordTimeline {
      f.dataSource.apply(snapshot)
    }
    #expect(f.layout.finalizeCount == finalizedBefore + 1)
    #expect(timeline.segments.map(\.kind) == [.batchUpdate])
    // Old a [A B C], b [D]; new a [X A C D], b []: B deleted at 0.1, X
    // inserted at 0.0, D moved across sections from 1.0 to 0.3.
    let updates = f.layout.receivedUpdates
    #expect(updates.map(\.updateAction) == [.delete, .insert, .move])
    #expect(updates[0].indexPathBeforeUpdate == IndexPath(item: 1, section: 0))
    #expect(updates[1].indexPathAfterUpdate == IndexPath(item: 0, section: 0))
    #expect(updates[2].indexPathBeforeUpdate == IndexPath(item: 0, section: 1))
    #expect(updates[2].indexPathAfterUpdate == IndexPath(item: 3, section: 0))
    #expect((0..<4).map { f.title($0) } == ["X", "A", "C", "D"])
    #expect(f.collectionView.numberOfItems(inSection: 1) == 0)
    // D slid from the second section's first place (0, 50) to the fourth
    // place of the first row (x = 195).
    let last = try #require(timeline.frames.last)
    #expect(last.element("cell 1.0")?.frame == CGRect(x: 195, y: 0, width: 50, height: 50))
  }

  @Test func survivingCellsAreMovedNotRemade() throws {
    let f = Fixture()
    f.start()
    let a = try #require(f.cell(0))
    let provided = f.provided.count
    var snapshot = f.dataSource.snapshot()
    snapshot.moveItem("A", afterItem: "C")
    f.dataSource.apply(snapshot)
    #expect(f.cell(2) === a, "A's cell moved to the third place")
    #expect(f.provided.count == provided, "no cell was asked for")
  }

  @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
    let f = Fixture()
    f.start()
    let b = try #require(f.cell(1))
    let provided = f.provided.count

    f.titles["B"] = "B, edited"
    var snapshot = f.dataSource.snapshot()
    snapshot.reconfigureItems(["B"])
    let reconfigured = try f.collectionView.recordTimeline {
      f.dataSource.apply(snapshot)
    }
    #expect(f.provided.count == provided + 1)
    #expect(f.provided.last == "B")
    #expect(f.cell(1) === b, "the same cell, configured again")
    #expect(b.reuseCount == 0, "without prepareForReuse")
    #expect(f.title(1) == "B, edited")
    #expect(reconfigured.segments.isEmpty, "nothing animates")

    f.titles["C"] = "C, edited"
    snapshot = f.dataSource.snapshot()
    snapshot.reloadItems(["C"])
    let reloaded = try f.collectionView.recordTimeline {
      f.dataSource.apply(snapshot)
    }
    #expect(f.provided.last == "C")
    #expect(f.title(2) == "C, edited")
    #expect(try #require(f.cell(2)).reuseCount == 1, "a cell dequeued from the reuse pool")
    #expect(reloaded.segments.map(\.kind) == [.batchUpdate])
    let first = try #require(reloaded.frames.first)
    #expect(first.element("cell 0.2")?.alpha == 1, "the old cell fades out")
    #expect(first.element("cell 0.2#2")?.alpha == 0, "the new one fades in")
    #expect(f.layout.receivedUpdates.map(\.updateAction) == [.reload])
  }

  @Test func reconfiguringAnItemWithoutACellAsksForNothing() {
    let f = Fixture()
    f.start()
    var snapshot = f.dataSource.snapshot()
    snapshot.appendItems((0..<100).map { "item \($0)" }, toSection: "b")
    f.dataSource.apply(snapshot, animatingDifferences: false)
    let provided = f.provided.count
    snapshot = f.dataSource.snapshot()
    snapshot.reconfigureItems(["item 99"])
    f.dataSource.apply(snapshot)
    #expect(f.provided.count == provided, "item 99 is far below the visible rows")
  }

  @Test func marksAreNotKeptAfterApplying() {
    let f = Fixture()
    f.start()
    var snapshot = f.dataSource.snapshot()
    snapshot.reloadItems(["A"])
    snapshot.reconfigureItems(["B"])
    f.dataSource.apply(snapshot)
    #expect(f.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    #expect(f.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    #expect(f.dataSource.snapshot().itemIdentifiers == ["A", "B", "C", "D"])
  }

  @Test func theCompletionRunsWhenTheAnimationEnds() throws {
    let f = Fixture()
    f.start()
    var snapshot = f.dataSource.snapshot()
    snapshot.deleteItems(["A"])
    var done = false
    var doneMidway = true
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.dataSource.apply(snapshot) { done = true }
      #expect(!done, "the update has only started")
      #expect(f.collectionView.numberOfItems(inSection: 0) == 2, "the model changed at once")
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.15))
      doneMidway = done
    }
    #expect(!doneMidway)
    #expect(done)
    #expect(abs(timeline.duration - 0.3) < 1e-9)
  }

  @Test func withoutAnimationTheUpdateIsImmediateAndStillDiffed() throws {
    let f = Fixture()
    f.start()
    let a = try #require(f.cell(0))
    let provided = f.provided.count
    var snapshot = f.dataSource.snapshot()
    snapshot.deleteItems(["B"])
    snapshot.moveItem("A", afterItem: "C")
    var done = false
    let timeline = try f.collectionView.recordTimeline {
      f.dataSource.apply(snapshot, animatingDifferences: false) { done = true }
      #expect(!done, "the completion waits for the next turn of the run loop")
    }
    #expect(done)
    #expect(timeline.segments.isEmpty, "nothing animates")
    #expect(f.cell(1) === a, "A's cell was moved, not reloaded")
    #expect(f.provided.count == provided)
    #expect((0..<2).map { f.title($0) } == ["C", "A"])
  }

  @Test func reloadDataAsksForEveryCellAgain() {
    let f = Fixture()
    f.start()
    let provided = f.provided.count
    var done = false
    f.dataSource.applySnapshotUsingReloadData(f.dataSource.snapshot()) { done = true }
    #expect(done, "outside a recording no time passes")
    f.collectionView.layoutIfNeeded()
    #expect(f.provided.count == provided + 4)
    #expect(f.provided.suffix(4).sorted() == ["A", "B", "C", "D"])
  }

  @Test func headersComeFromTheSupplementaryViewProvider() throws {
    let f = Fixture(headers: true)
    var kinds: [String] = []
    f.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      kinds.append(kind)
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    f.start()
    let header = f.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 1))
    // Section a: header 0–20, one row 20–70; section b's header at 70.
    #expect(header?.frame == CGRect(x: 0, y: 70, width: 375, height: 20))
    #expect(kinds.count == 2)
    #expect(kinds.allSatisfy { $0 == UICollectionView.elementKindSectionHeader })
  }

  @Test func anOutlineShowsItsVisibleItemsAndCollapsingAnimatesThemOut() throws {
    let f = Fixture()
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Veg"])
    outline.append(["apple", "pear"], to: "Fruit")
    outline.expand(["Fruit"])
    f.dataSource.apply(outline, to: "produce", animatingDifferences: false)
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.numberOfSections == 1)
    #expect((0..<4).map { f.title($0) } == ["Fruit", "apple", "pear", "Veg"])
    #expect(f.dataSource.snapshot(for: "produce").isExpanded("Fruit"))

    outline.collapse(["Fruit"])
    let timeline = try f.collectionView.recordTimeline {
      f.dataSource.apply(outline, to: "produce")
    }
    #expect(timeline.segments.map(\.kind) == [.batchUpdate])
    #expect(f.layout.receivedUpdates.map(\.updateAction) == [.delete, .delete])
    #expect(f.collectionView.numberOfItems(inSection: 0) == 2)
    #expect((0..<2).map { f.title($0) } == ["Fruit", "Veg"])
    #expect(!f.dataSource.snapshot(for: "produce").isExpanded("Fruit"))
    #expect(f.dataSource.snapshot(for: "produce").items.count == 4, "children are kept")
  }
}

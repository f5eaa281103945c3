import CollectionLayout
import Foundation
import Testing

@Suite struct BatchUpdateTests {
  private func letters(
    _ count: Int = 5, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()
  )
    -> (UICollectionView, LetterDataSource)
  {
    let dataSource = LetterDataSource((0..<count).map { String(UnicodeScalar(65 + $0)!) })
    return (makeCollectionView(layout, dataSource), dataSource)
  }

  @Test func insertionShiftsTheItemsAfterIt() {
    let (view, model) = letters()
    view.performBatchUpdates({
      model.letters.insert("Z", at: 1)
      view.insertItems(at: [IndexPath(item: 1, section: 0)])
    })
    #expect(view.numberOfItems(inSection: 0) == 6)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.minX == 325)
  }

  @Test func insertedItemsFadeInAtTheirFinalFrameByDefault() throws {
    let (view, model) = letters()
    let timeline = try view.recordTimeline {
      view.performBatchUpdates({
        model.letters.insert("Z", at: 0)
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
      })
    }
    let first = try #require(timeline.frames.first)
    let last = try #require(timeline.frames.last)
    // The new item is named apart from the old item 0, which keeps its name.
    let inserted = try #require(first.element("cell 0.0#2"))
    #expect(inserted.alpha == 0)
    #expect(inserted.frame == rect(0, 0, 50, 50))
    #expect(last.element("cell 0.0#2")?.alpha == 1)
    #expect(first.element("cell 0.0")?.frame.minX == 0)
    #expect(last.element("cell 0.0")?.frame.minX == 65, "the old first item slid right")
    #expect(last.element("cell 0.0")?.indexPath == IndexPath(item: 1, section: 0))
    #expect(timeline.segments.map(\.kind) == [.batchUpdate])
  }

  @Test func deletedItemsFadeOutInPlace() throws {
    let (view, model) = letters()
    let timeline = try view.recordTimeline {
      view.performBatchUpdates({
        model.letters.remove(at: 2)
        view.deleteItems(at: [IndexPath(item: 2, section: 0)])
      })
    }
    let middle = timeline.frames[timeline.frames.count / 2]
    let fading = try #require(middle.element("cell 0.2"))
    #expect(fading.frame.minX == 130)
    #expect(fading.alpha > 0 && fading.alpha < 1)
    #expect(timeline.frames.last?.element("cell 0.2") == nil, "gone when the animation ends")
    #expect(timeline.frames.last?.element("cell 0.3")?.frame.minX == 130)
  }

  @Test func layoutReceivesTheUpdateItemsAndIsFinalized() {
    let layout = PopInLayout()
    let (view, model) = letters(layout: layout)
    view.performBatchUpdates({
      model.letters.remove(at: 4)
      model.letters.insert("Y", at: 0)
      view.deleteItems(at: [IndexPath(item: 4, section: 0)])
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    })
    let actions = layout.receivedUpdates.map(\.updateAction)
    #expect(actions == [.delete, .insert])
    #expect(layout.receivedUpdates[0].indexPathBeforeUpdate == IndexPath(item: 4, section: 0))
    #expect(layout.receivedUpdates[0].indexPathAfterUpdate == nil)
    #expect(layout.receivedUpdates[1].indexPathAfterUpdate == IndexPath(item: 0, section: 0))
    #expect(layout.finalizeCount == 1)
  }

  @Test func movesKeepTheElementsName() throws {
    let (view, model) = letters()
    let timeline = try view.recordTimeline {
      view.performBatchUpdates({
        let letter = model.letters.remove(at: 0)
        model.letters.append(letter)
        view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
      })
    }
    let last = try #require(timeline.frames.last)
    #expect(last.element("cell 0.0")?.indexPath == IndexPath(item: 4, section: 0))
    #expect(last.element("cell 0.0")?.frame.minX == 260)
    #expect(last.element("cell 0.1")?.frame.minX == 0)
  }

  @Test func sectionsCanBeInsertedDeletedAndMoved() {
    let f = FlowFixture(width: 375, counts: [2, 3, 4]) {
      $0.headerReferenceSize = CGSize(width: 0, height: 20)
    }
    f.collectionView.performBatchUpdates({
      f.dataSource.counts = [3, 1, 4]
      f.collectionView.deleteSections([0])
      f.collectionView.insertSections([1])
    })
    #expect(f.collectionView.numberOfSections == 3)
    #expect(f.collectionView.numberOfItems(inSection: 1) == 1)
    f.collectionView.performBatchUpdates({
      f.dataSource.counts = [4, 3, 1]
      f.collectionView.moveSection(2, toSection: 0)
    })
    #expect(f.collectionView.numberOfItems(inSection: 0) == 4)
  }

  @Test func reloadedItemsAreReplacedNotMoved() throws {
    let (view, model) = letters()
    let timeline = try view.recordTimeline {
      view.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
    withExtendedLifetime(model) {}
    let first = try #require(timeline.frames.first)
    #expect(first.element("cell 0.1")?.alpha == 1, "the old view fades out")
    #expect(first.element("cell 0.1#2")?.alpha == 0, "the new one fades in")
    #expect(timeline.frames.last?.element("cell 0.1") == nil)
  }

  @Test func singleChangesOutsideABlockAreBatchesOfTheirOwn() {
    let (view, model) = letters()
    model.letters.append("F")
    view.insertItems(at: [IndexPath(item: 5, section: 0)])
    #expect(view.numberOfItems(inSection: 0) == 6)
  }

  @Test func survivingCellsKeepTheirViews() {
    let (view, model) = letters()
    let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
    view.performBatchUpdates({
      model.letters.insert("Z", at: 0)
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    })
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
  }

  @Test func rowsTheMovedOffsetUncoversStartFromTheirInitialAttributes() throws {
    // Twenty 40-point rows, 10 apart, under a 250-point screen scrolled to 310:
    // row 6 is at the top. Two rows inserted at the top push every row down by
    // 100 and the layout moves the offset to 410 along with them.
    let f = FlowFixture(width: 320, height: 250, counts: [20], layout: FeedAnchoringLayout()) {
      $0.itemSize = CGSize(width: 300, height: 40)
      $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
    f.collectionView.contentOffset = CGPoint(x: 0, y: 310)
    f.collectionView.layoutIfNeeded()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.performBatchUpdates({
        f.dataSource.counts = [22]
        f.collectionView.insertItems(at: [
          IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
        ])
      })
    }
    #expect(f.collectionView.contentOffset.y == 410)
    let first = try #require(timeline.frames.first)
    #expect(first.contentOffset.y == 310, "the screen still shows the old offset")
    // The rows now at 6 and 7 (4 and 5 before, at 210 and 260) are where the
    // new layout puts the top of the old screen. The flow layout's initial
    // attributes start them where they were, 100 points above the screen, and
    // the offset carries them along: they never cover row 6, still at the top.
    #expect(first.element("cell 0.6")?.frame.minY == 310)
    #expect(first.element("cell 0.6#2")?.frame.minY == 210)
    #expect(first.element("cell 0.7#2")?.frame.minY == 260)
    for frame in timeline.frames {
      let uncovered = try #require(frame.element("cell 0.6#2"))
      #expect(abs(uncovered.frame.minY - (frame.contentOffset.y - 100)) < 0.001)
    }
    #expect(timeline.frames.last?.element("cell 0.6#2")?.frame.minY == 310)
  }

  @Test func completionRunsAfterTheUpdate() {
    let (view, model) = letters()
    var finished: Bool?
    view.performBatchUpdates({
      model.letters.removeLast()
      view.deleteItems(at: [IndexPath(item: 4, section: 0)])
    }) { finished = $0 }
    #expect(finished == true)
  }
}

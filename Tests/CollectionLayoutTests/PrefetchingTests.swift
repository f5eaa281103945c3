import CollectionLayout
import Foundation
import Testing

/// A delegate and prefetch data source that note what they hear.
private final class PrefetchLog: NSObject, UICollectionViewDataSourcePrefetching,
  UICollectionViewDelegate
{
  var prefetched: [[Int]] = []
  var cancelled: [[Int]] = []
  var displayed: [Int] = []

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths.map(\.item))
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    cancelled.append(indexPaths.map(\.item))
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath.item)
  }
}

/// A flow layout that answers afresh on every scroll and notes what it is
/// asked about.
private final class AskedRectsLayout: UICollectionViewFlowLayout {
  var asked: [CGRect] = []

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    asked.append(rect)
    return super.layoutAttributesForElements(in: rect)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// Prefetching as `UICollectionView+Prefetching.swift` states it: Apple
/// documents that cells may be asked for before they are displayed and that
/// the prefetch data source hears of items soon needed; how far ahead is
/// the engine's rule ([?]: a quarter of a screen of cells, a screen of
/// data). Every test uses rows 50 points tall in a view 300 tall, so a
/// screen is six rows and a quarter screen 75 points. A row that only
/// touches the visible area's edge counts as on screen, as everywhere in
/// the engine: at the top, rows 0…6 are shown.
@Suite struct PrefetchingTests {
  private static func rows(_ log: PrefetchLog? = nil) -> FlowFixture {
    FlowFixture(width: 375, height: 300, counts: [100], delegate: log) {
      $0.itemSize = CGSize(width: 375, height: 50)
      $0.minimumLineSpacing = 0
    }
  }

  private static func scroll(_ f: FlowFixture, to y: CGFloat) {
    f.collectionView.contentOffset = CGPoint(x: 0, y: y)
    f.collectionView.layoutIfNeeded()
  }

  @Test func theFirstLayoutMakesOnlyTheCellsOnScreen() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<7))
    // Laid out afresh with a prefetch data source: still nothing ahead.
    f.collectionView.prefetchDataSource = log
    f.collectionView.reloadData()
    f.collectionView.layoutIfNeeded()
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<7) + Array(0..<7))
    #expect(log.prefetched.isEmpty)
  }

  @Test func scrollingMakesTheNextCellsBeforeTheyAreDisplayed() throws {
    let log = PrefetchLog()
    let f = Self.rows(log)
    Self.scroll(f, to: 40)
    // 40…340 shows rows 0…6; the quarter screen past it, 340…415, meets
    // rows 6, 7 and 8, and 7 and 8 are not on screen: their cells are
    // made now, but not displayed.
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<9))
    #expect(log.displayed == Array(0..<7))
    #expect(f.collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) == nil)
    #expect(f.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0..<7))
    // Row 7 appears: its cell was made already, so the data source is not
    // asked again, and only now is it displayed. The quarter screen past
    // 360 meets rows 7 and 8 only: nothing new is made.
    Self.scroll(f, to: 60)
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<9))
    #expect(log.displayed == Array(0..<8))
    let cell = try #require(f.collectionView.cellForItem(at: IndexPath(item: 7, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 350, width: 375, height: 50))
  }

  @Test func thePrefetchDataSourceHearsOfTheNextScreenNearestFirstAndOfCancellations() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    f.collectionView.prefetchDataSource = log
    Self.scroll(f, to: 40)
    // The screen past 340, to 640, meets rows 6…12; 7…12 are off screen.
    #expect(log.prefetched == [Array(7...12)])
    Self.scroll(f, to: 100)
    // 100…400 shows rows 2…8 (8 touches its edge): 8 is on screen and
    // forgotten without a cancel; 400…700 adds rows 13 and 14.
    #expect(log.prefetched == [Array(7...12), [13, 14]])
    #expect(log.cancelled.isEmpty)
    // Turning back to 60: the screen above holds rows 0 and 1, and 1 is
    // shown, so row 0 is announced; rows 9…14 are no longer expected.
    Self.scroll(f, to: 60)
    #expect(log.prefetched.last == [0])
    #expect(log.cancelled == [Array(9...14)])
  }

  @Test func withPrefetchingOffCellsAreMadeOnlyToBeShownAndNothingIsAnnounced() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    f.collectionView.isPrefetchingEnabled = false
    f.collectionView.prefetchDataSource = log
    Self.scroll(f, to: 40)
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<7))
    #expect(log.prefetched.isEmpty)
  }

  @Test func turningPrefetchingOffCancelsWhatWasAnnounced() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    f.collectionView.prefetchDataSource = log
    Self.scroll(f, to: 40)
    #expect(log.prefetched == [Array(7...12)])
    // Nothing told of is expected any longer: all six are cancelled, in
    // index path order, and the next scroll announces nothing.
    f.collectionView.isPrefetchingEnabled = false
    #expect(log.cancelled == [Array(7...12)])
    Self.scroll(f, to: 100)
    #expect(log.prefetched.count == 1)
  }

  @Test func aJumpCancelsWhatWasAnnouncedAndAnnouncesNothing() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    f.collectionView.prefetchDataSource = log
    Self.scroll(f, to: 40)
    // 40 to 2000 is more than a screen in one pass: rows 7…12 were passed
    // over, so they are cancelled, and nothing is announced for the jump.
    Self.scroll(f, to: 2000)
    #expect(log.cancelled == [Array(7...12)])
    #expect(log.prefetched == [Array(7...12)])
    // The next small step announces the screen ahead of 2020: 2320…2620
    // meets rows 46…52, 46 on screen.
    Self.scroll(f, to: 2020)
    #expect(log.prefetched.last == Array(47...52))
  }

  @Test func aJumpOntoTheAnnouncedItemsCancelsNone() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    f.collectionView.prefetchDataSource = log
    Self.scroll(f, to: 40)
    // A jump of 310 points (more than the 300 of a screen) lands on rows
    // 7…13: every item told of appeared, none is cancelled.
    Self.scroll(f, to: 350)
    #expect(log.cancelled.isEmpty)
  }

  @Test func cellsMadeAheadAndLeftBehindGoBackToTheReuseQueue() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    Self.scroll(f, to: 40)
    // Back to the top: rows 7 and 8 are no longer ahead. Their cells go
    // back to the queue without ever being displayed, and going down again
    // asks for them anew.
    Self.scroll(f, to: 0)
    Self.scroll(f, to: 40)
    #expect(log.displayed == Array(0..<7))
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<9) + [7, 8])
  }

  @Test func reloadingThrowsThePreparedCellsAway() {
    let f = Self.rows()
    Self.scroll(f, to: 40)
    f.collectionView.reloadData()
    f.collectionView.layoutIfNeeded()
    // The cells of rows 7 and 8 were for the old data: the reload asks for
    // the seven on screen again, and nothing ahead until the next motion,
    // which asks for row 7 anew when it appears, then makes row 8 ahead.
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<9) + Array(0..<7))
    Self.scroll(f, to: 60)
    #expect(f.dataSource.cellRequests.suffix(2).map(\.item) == [7, 8])
  }

  @Test func cellsMadeAheadAreThrownAwayByABatchUpdate() {
    let f = Self.rows()
    Self.scroll(f, to: 40)
    // Rows 7 and 8 were made ahead; an insertion at the top gives their
    // index paths to other items.
    f.collectionView.performBatchUpdates {
      f.dataSource.counts = [101]
      f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    f.collectionView.layoutIfNeeded()
    let before = f.dataSource.cellRequests.count
    Self.scroll(f, to: 60)
    // Row 7 comes on screen and is asked for again, not taken from the
    // cells made for the old row 7.
    #expect(f.dataSource.cellRequests[before...].map(\.item).contains(7))
  }

  @Test func scrollingBackOrdersTheAnnouncementsNearestFirst() {
    let log = PrefetchLog()
    let f = Self.rows(log)
    f.collectionView.prefetchDataSource = log
    Self.scroll(f, to: 1000)
    Self.scroll(f, to: 960)
    // 960…1260 shows rows 19…25; the screen above, 660…960, holds rows
    // 13…19, 19 on screen: the nearest, 18, first.
    #expect(log.prefetched.last == [18, 17, 16, 15, 14, 13])
  }

  @Test func eachPassLooksOnlyAtTheStripTheScrollUncoveredAhead() {
    let layout = AskedRectsLayout()
    let f = FlowFixture(width: 375, height: 300, counts: [100], layout: layout) {
      $0.itemSize = CGSize(width: 375, height: 50)
      $0.minimumLineSpacing = 0
    }
    Self.scroll(f, to: 40)
    layout.asked = []
    Self.scroll(f, to: 60)
    // The screen, 60…360, asked afresh (the layout invalidated), then only
    // the 20 points the quarter screen ahead moved on: 415…435.
    #expect(
      layout.asked == [
        CGRect(x: 0, y: 60, width: 375, height: 300), CGRect(x: 0, y: 415, width: 375, height: 20),
      ])
    #expect(f.dataSource.cellRequests.map(\.item) == Array(0..<9))
  }
}

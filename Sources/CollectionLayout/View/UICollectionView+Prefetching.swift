import Foundation

/// Prefetching: cells made, and data asked for, before the items reach the
/// screen (iOS 10; on by default, `isPrefetchingEnabled`).
///
/// Apple documents that it happens and what an app may rely on: a cell
/// can be asked of the data source some time before it is displayed
/// (`collectionView(_:cellForItemAt:)` then, `willDisplay` only when it
/// appears), and may never be displayed if the person turns back; the
/// prefetch data source hears of items likely to be needed soon, and of
/// those no longer expected. Which items, and how far ahead, it does not
/// document.
///
/// [?] The engine's rule: nothing is prefetched on the first layout, only
/// while the content moves, and only while it moves at most as far in one
/// pass as the prefetching reaches ahead: a fling's fastest frames would
/// pass over whatever was prepared, as they pass over the idle moments in
/// which a phone prefetches. Each time it has moved, looking past the edge
/// of the visible area in the direction of the motion (the axis that moved
/// more), the cells of the items meeting the next quarter of a screen are
/// made (`cellPrefetchDepth`) and the prefetch data source is told of the
/// items meeting the next whole screen (`dataPrefetchDepth`), each item
/// once, nearest the visible area first, by their frames (Apple documents
/// that the order is the priority; the table view's version, that it is by
/// distance). Items told of that leave that screen-ahead
/// before appearing (the content turned back) are cancelled; cells made
/// for them go back to the reuse queue without `didEndDisplaying`, since
/// they were never displayed. A jump farther than a screen in one pass
/// (a `scrollToItem`, an offset set far away) cancels every item told of
/// that is not then on screen, and so does turning `isPrefetchingEnabled`
/// off: Apple documents the cancel as the way to hear that an item is no
/// longer expected, and after either nothing told of is. A reload, a batch
/// update or a new layout throws the prepared cells away.
extension UICollectionView {
  /// How far ahead cells are made, in visible lengths: a few rows of a
  /// list. [?] The engine's; Apple's prefetching sample shows about a row.
  static let cellPrefetchDepth: CGFloat = 0.25
  /// How far ahead the prefetch data source is told, in visible lengths.
  /// [?] The engine's.
  static let dataPrefetchDepth: CGFloat = 1

  /// Prefetches for the motion since the last layout pass.
  func prefetchAhead() {
    let offset = contentOffset
    let last = prefetching.lastOffset
    // Noted first: a data source that scrolls from inside a call below
    // starts a pass of its own from here.
    prefetching.lastOffset = offset
    guard isPrefetchingEnabled, let last, last != offset else { return }
    let motion = CGPoint(x: offset.x - last.x, y: offset.y - last.y)
    let vertical = abs(motion.y) >= abs(motion.x)
    let order = Self.nearestFirst(to: visibleRect, moving: motion)
    let step = vertical ? abs(motion.y) / bounds.height : abs(motion.x) / bounds.width
    if prefetchDataSource != nil {
      if step <= Self.dataPrefetchDepth {
        announce(itemsIn: region(ahead: motion, depth: Self.dataPrefetchDepth), order: order)
      } else {
        cancelAnnounced()
      }
    }
    if step <= Self.cellPrefetchDepth {
      prepareCells(in: region(ahead: motion, depth: Self.cellPrefetchDepth), order: order)
    } else {
      forgetPreparedCells()
    }
  }

  /// Cancels every item the prefetch data source was told of and has not
  /// seen appear: after a jump or with prefetching turned off, none of
  /// them is still expected. Items now on screen appeared, and are
  /// forgotten without a cancel, as at any other pass.
  func cancelAnnounced() {
    prefetching.dataRegion = nil
    guard !prefetching.announced.isEmpty else { return }
    let cancelled = prefetching.announced.keys.filter { visibleCellsByIndexPath[$0] == nil }
    prefetching.announced = [:]
    guard !cancelled.isEmpty else { return }
    prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
  }

  /// Returns the prepared cells to the reuse queue: a step farther than
  /// they reach ahead passes over them.
  private func forgetPreparedCells() {
    prefetching.cellRegion = nil
    guard !prefetching.preparedCells.isEmpty else { return }
    for (_, cell) in prefetching.preparedCells.sorted(by: { $0.key < $1.key }) {
      enqueueForReuse(cell)
    }
    prefetching.preparedCells = [:]
  }

  /// Orders items by how far their frames lie past `visible`'s edge in the
  /// direction of `motion`, nearest first, then by index path.
  static func nearestFirst(to visible: CGRect, moving motion: CGPoint)
    -> ([IndexPath: CGRect]) -> [IndexPath]
  {
    let distance: (CGRect) -> CGFloat =
      abs(motion.y) >= abs(motion.x)
      ? (motion.y > 0 ? { $0.minY - visible.maxY } : { visible.minY - $0.maxY })
      : (motion.x > 0 ? { $0.minX - visible.maxX } : { visible.minX - $0.maxX })
    return { items in
      items.sorted { (distance($0.value), $0.key) < (distance($1.value), $1.key) }.map(\.key)
    }
  }

  /// The strip beyond the visible area's edge in the direction of `motion`,
  /// `depth` visible lengths deep.
  private func region(ahead motion: CGPoint, depth: CGFloat) -> CGRect {
    let visible = visibleRect
    if abs(motion.y) >= abs(motion.x) {
      let height = visible.height * depth
      let y = motion.y > 0 ? visible.maxY : visible.minY - height
      return CGRect(x: visible.minX, y: y, width: visible.width, height: height)
    }
    let width = visible.width * depth
    let x = motion.x > 0 ? visible.maxX : visible.minX - width
    return CGRect(x: x, y: visible.minY, width: width, height: visible.height)
  }

  /// The items meeting `rect` that are not on screen, with their frames.
  private func itemsOffScreen(in rect: CGRect) -> [IndexPath: CGRect] {
    guard !rect.isEmpty else { return [:] }
    var items: [IndexPath: CGRect] = [:]
    for attributes in attributesAhead(in: rect)
    where attributes.representedElementCategory == .cell
      && visibleCellsByIndexPath[attributes.indexPath] == nil
    {
      items[attributes.indexPath] = attributes.frame
    }
    return items
  }

  /// Tells the prefetch data source of the items newly ahead, and cancels
  /// those it was told of that are no longer ahead and not on screen.
  private func announce(
    itemsIn region: CGRect, order: ([IndexPath: CGRect]) -> [IndexPath]
  ) {
    let look = Self.unexamined(region, after: prefetching.dataRegion)
    prefetching.dataRegion = region
    let found = itemsOffScreen(in: look.rect)
    var told = prefetching.announced.filter { visibleCellsByIndexPath[$0.key] == nil }
    let cancelled = told.filter { item, frame in
      look.isWhole ? found[item] == nil : !frame.touches(region)
    }.keys
    let new = found.filter { told[$0.key] == nil }
    for item in cancelled { told[item] = nil }
    told.merge(new) { old, _ in old }
    prefetching.announced = told
    if !cancelled.isEmpty {
      prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
    }
    if !new.isEmpty {
      prefetchDataSource?.collectionView(self, prefetchItemsAt: order(new))
    }
  }

  /// Makes the cells of the items in `region`, and returns to the reuse
  /// queue the cells made before for items no longer there.
  private func prepareCells(in region: CGRect, order: ([IndexPath: CGRect]) -> [IndexPath]) {
    let look = Self.unexamined(region, after: prefetching.cellRegion)
    prefetching.cellRegion = region
    let found = itemsOffScreen(in: look.rect)
    let behind = prefetching.preparedCells.filter { indexPath, cell in
      look.isWhole ? found[indexPath] == nil : !cell.frame.touches(region)
    }
    for (indexPath, cell) in behind.sorted(by: { $0.key < $1.key }) {
      prefetching.preparedCells[indexPath] = nil
      enqueueForReuse(cell)
    }
    guard let dataSource else { return }
    for indexPath in order(found)
    where prefetching.preparedCells[indexPath] == nil
      && visibleCellsByIndexPath[indexPath] == nil
    {
      prefetching.preparedCells[indexPath] = requestCell(at: indexPath, from: dataSource)
    }
  }

  /// The part of `region` the last pass did not look at: when the region
  /// only moved on along the motion and still overlaps `last`, the strip
  /// beyond `last`'s far edge (what scrolling uncovered, as the visible
  /// area itself is asked about); otherwise, the whole region. Looking
  /// only at the new strip keeps prefetching cheap on every frame of a
  /// scroll, also for layouts that answer afresh each time.
  static func unexamined(_ region: CGRect, after last: CGRect?)
    -> (rect: CGRect, isWhole: Bool)
  {
    guard let last else { return (region, true) }
    if region.minX == last.minX, region.width == last.width,
      let strip = newStrip((region.minY, region.maxY), after: (last.minY, last.maxY))
    {
      let rect = CGRect(x: region.minX, y: strip.start, width: region.width, height: strip.length)
      return (rect, false)
    }
    if region.minY == last.minY, region.height == last.height,
      let strip = newStrip((region.minX, region.maxX), after: (last.minX, last.maxX))
    {
      let rect = CGRect(x: strip.start, y: region.minY, width: strip.length, height: region.height)
      return (rect, false)
    }
    return (region, true)
  }

  /// Along one axis: the part of `span` beyond `last`, when `span` only
  /// moved on from `last` (forward or back) and still overlaps it.
  private static func newStrip(
    _ span: (low: CGFloat, high: CGFloat), after last: (low: CGFloat, high: CGFloat)
  ) -> (start: CGFloat, length: CGFloat)? {
    if span.low >= last.low, span.low <= last.high, span.high >= last.high {
      return (last.high, span.high - last.high)
    }
    if span.high <= last.high, span.high >= last.low, span.low <= last.low {
      return (span.low, last.low - span.low)
    }
    return nil
  }

  /// The cell made ahead for the item, taken out of the prepared ones.
  func takePreparedCell(for indexPath: IndexPath) -> UICollectionViewCell? {
    guard !prefetching.preparedCells.isEmpty else { return nil }
    return prefetching.preparedCells.removeValue(forKey: indexPath)
  }

  /// Returns every prepared cell to the reuse queue and forgets what the
  /// prefetch data source was told: the items' index paths may no longer
  /// name the same items (after a reload, an update, a move or a new
  /// layout). [?] Those items are dropped without a cancel, since their
  /// index paths may now name other items.
  func discardPrefetched() {
    forgetPreparedCells()
    prefetching.announced = [:]
    prefetching.dataRegion = nil
    // What moves next (an update settling the offset) is not a scroll.
    prefetching.lastOffset = nil
  }
}

/// What prefetching remembers between layout passes.
struct PrefetchState {
  /// The content offset of the last pass: prefetching looks ahead of the
  /// motion since then.
  var lastOffset: CGPoint?
  /// The items the prefetch data source was told of that have not appeared
  /// or been cancelled, with their frames when told.
  var announced: [IndexPath: CGRect] = [:]
  /// The regions ahead looked at in the last pass, for cells and for data:
  /// the next pass looks only at what lies beyond them.
  var cellRegion: CGRect?
  var dataRegion: CGRect?
  /// Cells made for items not yet on screen.
  var preparedCells: [IndexPath: UICollectionViewCell] = [:]
}

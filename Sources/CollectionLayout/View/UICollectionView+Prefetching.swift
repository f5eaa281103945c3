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
/// while the content moves. Each time it has moved, looking past the edge
/// of the visible area in the direction of the motion (the axis that moved
/// more), the cells of the items meeting the next quarter of a screen are
/// made (`cellPrefetchDepth`) and the prefetch data source is told of the
/// items meeting the next whole screen (`dataPrefetchDepth`), each item
/// once, nearest the visible area first (Apple documents that the order is
/// the priority; the table view's version, that it is by distance). Items told of that leave that screen-ahead
/// before appearing (the content turned back) are cancelled; cells made
/// for them go back to the reuse queue without `didEndDisplaying`, since
/// they were never displayed. A reload, a batch update or a new layout
/// throws the prepared cells away.
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
    defer { prefetching.lastOffset = offset }
    guard isPrefetchingEnabled, let last = prefetching.lastOffset, last != offset else { return }
    let motion = CGPoint(x: offset.x - last.x, y: offset.y - last.y)
    // Nearest first: forward motion meets items in index-path order.
    let backward = abs(motion.y) >= abs(motion.x) ? motion.y < 0 : motion.x < 0
    if prefetchDataSource != nil {
      announce(
        itemsIn: region(ahead: motion, depth: Self.dataPrefetchDepth), backward: backward)
    }
    prepareCells(in: region(ahead: motion, depth: Self.cellPrefetchDepth), backward: backward)
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

  /// The items meeting `region` that are not on screen.
  private func itemsOffScreen(in region: CGRect) -> Set<IndexPath> {
    var items = Set<IndexPath>()
    for attributes in cachedAttributes(in: region)
    where attributes.representedElementCategory == .cell
      && visibleCellsByIndexPath[attributes.indexPath] == nil
    {
      items.insert(attributes.indexPath)
    }
    return items
  }

  /// Tells the prefetch data source of the items newly ahead, and cancels
  /// those it was told of that are no longer ahead and not on screen.
  private func announce(itemsIn region: CGRect, backward: Bool) {
    let ahead = itemsOffScreen(in: region)
    var told = prefetching.announced.filter { visibleCellsByIndexPath[$0] == nil }
    let cancelled = told.subtracting(ahead)
    let new = ahead.subtracting(told)
    told.subtract(cancelled)
    told.formUnion(new)
    prefetching.announced = told
    if !cancelled.isEmpty {
      prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
    }
    if !new.isEmpty {
      prefetchDataSource?.collectionView(
        self, prefetchItemsAt: backward ? new.sorted(by: >) : new.sorted())
    }
  }

  /// Makes the cells of the items in `region`, and returns to the reuse
  /// queue the cells made before for items no longer there.
  private func prepareCells(in region: CGRect, backward: Bool) {
    let ahead = itemsOffScreen(in: region)
    for (indexPath, cell) in prefetching.preparedCells.sorted(by: { $0.key < $1.key })
    where !ahead.contains(indexPath) {
      prefetching.preparedCells[indexPath] = nil
      enqueueForReuse(cell)
    }
    guard let dataSource else { return }
    let order = backward ? ahead.sorted(by: >) : ahead.sorted()
    for indexPath in order where prefetching.preparedCells[indexPath] == nil {
      let cell = ViewRequest.$isProviding.withValue(true) {
        dataSource.collectionView(self, cellForItemAt: indexPath)
      }
      requireReuseIdentifier(cell)
      prefetching.preparedCells[indexPath] = cell
    }
  }

  /// The cell made ahead for the item, taken out of the prepared ones.
  func takePreparedCell(for indexPath: IndexPath) -> UICollectionViewCell? {
    guard !prefetching.preparedCells.isEmpty else { return nil }
    return prefetching.preparedCells.removeValue(forKey: indexPath)
  }

  /// Returns every prepared cell to the reuse queue and forgets what the
  /// prefetch data source was told: the items' index paths may no longer
  /// name the same items.
  func discardPrefetched() {
    for (_, cell) in prefetching.preparedCells.sorted(by: { $0.key < $1.key }) {
      enqueueForReuse(cell)
    }
    prefetching.preparedCells = [:]
    prefetching.announced = []
  }
}

/// What prefetching remembers between layout passes.
struct PrefetchState {
  /// The content offset of the last pass: prefetching looks ahead of the
  /// motion since then.
  var lastOffset: CGPoint?
  /// The items the prefetch data source was told of that have not appeared
  /// or been cancelled.
  var announced: Set<IndexPath> = []
  /// Cells made for items not yet on screen.
  var preparedCells: [IndexPath: UICollectionViewCell] = [:]
}

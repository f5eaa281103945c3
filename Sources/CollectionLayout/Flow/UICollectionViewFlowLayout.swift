import Foundation

/// UIKit's line-based layout: items fill lines across the scroll axis, lines
/// stack along it, sections stack with optional headers and footers.
///
/// The arithmetic is UIKit's, number for number, including its quirks: full
/// lines are justified, a partial last line keeps the grid's columns, a lone
/// item is centred, origins are rounded to the display scale. The geometry is
/// computed in `prepare()`; a property changed afterwards (for instance by a
/// subclass inside its own `prepare()`) marks it stale and it is computed
/// again when next asked.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The estimated size that asks cells to size themselves.
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// What section insets are measured from.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset
    case fromSafeArea
    case fromLayoutMargins
  }

  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Properties (each invalidates the layout only when its value changes)

  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateIfChanged(oldValue != scrollDirection) }
  }
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateIfChanged(oldValue != itemSize) }
  }
  /// Any value but `.zero` makes cells size themselves: items are first
  /// laid out at the estimate (or at the delegate's size), and each cell,
  /// as it is about to be shown, may answer another size from
  /// `preferredLayoutAttributesFitting(_:)`, which the layout adopts and
  /// re-flows the following items around. Items never shown keep the
  /// estimate, so until every item has been seen the content size is an
  /// estimate too. `automaticSize` lays unmeasured items out at 50 × 50.
  open var estimatedItemSize: CGSize = .zero {
    didSet {
      guard oldValue != estimatedItemSize else { return }
      preferredSizes.removeAll()
      invalidateLayout()
    }
  }
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateIfChanged(oldValue != minimumLineSpacing) }
  }
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateIfChanged(oldValue != minimumInteritemSpacing) }
  }
  open var headerReferenceSize: CGSize = .zero {
    didSet { invalidateIfChanged(oldValue != headerReferenceSize) }
  }
  open var footerReferenceSize: CGSize = .zero {
    didSet { invalidateIfChanged(oldValue != footerReferenceSize) }
  }
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateIfChanged(oldValue != sectionInset) }
  }
  open var sectionInsetReference: SectionInsetReference = .fromContentInset {
    didSet { invalidateIfChanged(oldValue != sectionInsetReference) }
  }
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateIfChanged(oldValue != sectionHeadersPinToVisibleBounds) }
  }
  open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateIfChanged(oldValue != sectionFootersPinToVisibleBounds) }
  }

  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  /// The direction the layout is written for; the opposite direction mirrors it.
  open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  private func invalidateIfChanged(_ changed: Bool) {
    if changed { invalidateLayout() }
  }

  /// What UIKit lays an unmeasured item out at when the estimate is
  /// `automaticSize` (its `_effectiveEstimatedItemSize` falls back to
  /// 50 × 50 before any cell has been measured).
  static let automaticEstimate = CGSize(width: 50, height: 50)

  /// True when cells size themselves.
  var estimatesItemSizes: Bool { estimatedItemSize != .zero }

  /// The item size used when the delegate gives none.
  var effectiveItemSize: CGSize {
    if !estimatesItemSizes { return itemSize }
    return estimatedItemSize == Self.automaticSize ? Self.automaticEstimate : estimatedItemSize
  }

  /// The sizes cells asked for; read only while the layout estimates.
  var preferredSizes = PreferredSizes()

  override func forgetPreferredSizes() {
    preferredSizes.removeAll()
  }

  /// The measured sizes of a section's items, physical; nil when there are
  /// none or the layout does not estimate.
  func measuredSizes(inSection section: Int) -> [Int: CGSize]? {
    estimatesItemSizes ? preferredSizes.sizes(inSection: section) : nil
  }

  /// Insets added to every section's own on the cross axis by
  /// `sectionInsetReference`: the layout margins, or the safe area (zero for a
  /// headless view). The reference width itself always excludes only the
  /// adjusted content insets.
  func referenceSectionInsets(in collectionView: UICollectionView) -> UIEdgeInsets {
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: return collectionView.safeAreaInsets
    case .fromLayoutMargins: return collectionView.layoutMargins
    }
  }

  // MARK: Geometry and attribute caches

  private var cachedGeometry: FlowLayoutGeometry?
  private let cache = FlowAttributesCache()

  /// The computed geometry, computed now if it is stale.
  var geometry: FlowLayoutGeometry {
    if let cachedGeometry { return cachedGeometry }
    let computed: FlowLayoutGeometry
    if let collectionView {
      preferredSizes.forgetUnless(counts: collectionView.counts)
      computed = FlowGeometryBuilder(layout: self, collectionView: collectionView).build()
    } else {
      computed = FlowLayoutGeometry(axis: FlowAxis(scrollDirection))
    }
    cachedGeometry = computed
    cache.reset(sectionCount: computed.sections.count)
    return computed
  }

  open override func prepare() {
    super.prepare()
    _ = geometry
  }

  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  // MARK: Queries

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard !rect.isEmpty else { return [] }
    let geometry = self.geometry
    let band = geometry.logicalBand(of: rect)
    let sectionRange = geometry.sections(meetingBandFrom: band.top, to: band.bottom)
    var found: [UICollectionViewLayoutAttributes] = []
    for index in sectionRange {
      let items = geometry.sections[index].items(meetingBandFrom: band.top, to: band.bottom)
      found.reserveCapacity(found.count + items.count)
      for item in items {
        let attributes = itemAttributes(section: index, item: item, geometry: geometry)
        if attributes.frame.touches(rect) { found.append(attributes) }
      }
    }
    appendSupplementary(
      UICollectionView.elementKindSectionHeader, in: sectionRange, meeting: rect, to: &found)
    appendSupplementary(
      UICollectionView.elementKindSectionFooter, in: sectionRange, meeting: rect, to: &found)
    return found
  }

  private func appendSupplementary(
    _ kind: String, in sections: Range<Int>, meeting rect: CGRect,
    to found: inout [UICollectionViewLayoutAttributes]
  ) {
    for index in sections {
      guard let attributes = supplementaryAttributes(kind, section: index, geometry: geometry),
        attributes.frame.touches(rect)
      else { continue }
      found.append(attributes)
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let geometry = self.geometry
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      (0..<geometry.sections[indexPath.section].itemCount).contains(indexPath.item)
    else { return nil }
    return itemAttributes(section: indexPath.section, item: indexPath.item, geometry: geometry)
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let geometry = self.geometry
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    return supplementaryAttributes(elementKind, section: indexPath.section, geometry: geometry)
  }

  /// The cached attributes of an item, created on first request.
  private func itemAttributes(section: Int, item: Int, geometry: FlowLayoutGeometry)
    -> UICollectionViewLayoutAttributes
  {
    cache.item(section: section, item: item) {
      var indexPath = IndexPath(index: section)
      indexPath.append(item)
      let attributes = makeAttributes(.cell, indexPath: indexPath)
      attributes.frame = geometry.physicalFrame(geometry.sections[section].itemFrame(item))
      if estimatesItemSizes { attributes.selfSizingAxes = .both }
      return attributes
    }
  }

  /// A header's or footer's attributes, with the frame for the current bounds
  /// when it is pinned; nil when the section has none of that kind.
  private func supplementaryAttributes(
    _ kind: String, section: Int, geometry: FlowLayoutGeometry
  ) -> UICollectionViewLayoutAttributes? {
    let placed = geometry.sections[section]
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    guard isHeader || kind == UICollectionView.elementKindSectionFooter,
      let logical = supplementaryFrame(isHeader: isHeader, section: placed, geometry: geometry)
    else { return nil }
    let attributes = cache.supplementary(kind, section: section) {
      let attributes = makeAttributes(
        .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
      attributes.zIndex = 10
      return attributes
    }
    attributes.frame = geometry.physicalFrame(logical)
    return attributes
  }

  private func supplementaryFrame(
    isHeader: Bool, section: FlowSection, geometry: FlowLayoutGeometry
  ) -> CGRect? {
    if isHeader {
      return sectionHeadersPinToVisibleBounds
        ? section.pinnedHeaderFrame(visibleTop: visibleBand(geometry).top) : section.headerFrame
    }
    return sectionFootersPinToVisibleBounds
      ? section.pinnedFooterFrame(visibleBottom: visibleBand(geometry).bottom) : section.footerFrame
  }

  /// The logical y range of the collection view's bounds less its insets.
  private func visibleBand(_ geometry: FlowLayoutGeometry) -> (top: CGFloat, bottom: CGFloat) {
    guard let collectionView else { return (0, 0) }
    let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    return geometry.logicalBand(of: visible)
  }

  // MARK: Invalidation

  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    let flow = context as? UICollectionViewFlowLayoutInvalidationContext
    let keepsGeometry =
      !context.invalidateEverything && !context.invalidateDataSourceCounts
      && flow.map { !$0.invalidateFlowLayoutDelegateMetrics && !$0.invalidateFlowLayoutAttributes }
        ?? false
    if !keepsGeometry { cachedGeometry = nil }
    super.invalidateLayout(with: context)
  }

  /// True when the layout estimates sizes and a cell asks for a size other
  /// than the one it was given (a negative or non-finite one is ignored).
  /// UIKit's flow layout answers the same: only cells, only with an estimate.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard estimatesItemSizes, originalAttributes.representedElementCategory == .cell else {
      return false
    }
    let size = preferredAttributes.size
    guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
      return false
    }
    return size != originalAttributes.size
  }

  /// Adopts the preferred size at once, as UIKit's flow layout does while
  /// building this context: the item keeps it from now on, the lines
  /// re-flow, and the context names the item and every element it may have
  /// moved, with the change of content size. Neither the delegate's metrics
  /// nor the other items' sizes are read again.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes = false
    }
    let indexPath = originalAttributes.indexPath
    guard preferredAttributes.size != originalAttributes.size, let collectionView,
      let firstMoved = firstItemMoved(bySizing: indexPath)
    else { return context }
    let before = geometry.contentSize
    invalidateHeldElements(from: firstMoved, in: context)
    preferredSizes.record(preferredAttributes.size, at: indexPath, counts: collectionView.counts)
    cachedGeometry = nil
    let after = geometry.contentSize
    context.contentSizeAdjustment = CGSize(
      width: after.width - before.width, height: after.height - before.height)
    return context
  }

  /// The first item whose frame a new size of the item at `indexPath` may
  /// change: the first of the line before its own, since a smaller item may
  /// move up onto that line. Nil for an index path the layout does not have.
  private func firstItemMoved(bySizing indexPath: IndexPath) -> IndexPath? {
    let geometry = self.geometry
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let section = geometry.sections[indexPath.section]
    guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
    let lineStart = section.firstItemOfLine(containing: indexPath.item)
    let previous = lineStart > 0 ? section.firstItemOfLine(containing: lineStart - 1) : 0
    return IndexPath(item: previous, section: indexPath.section)
  }

  /// True when the cross-axis size or position changes, or when a pinned
  /// header or footer is in the old or the new bounds.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    if crossAxisChanges(from: collectionView.bounds, to: newBounds) { return true }
    guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else {
      return false
    }
    return hasPinnedElement(in: collectionView.bounds) || hasPinnedElement(in: newBounds)
  }

  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    if let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
      let collectionView, !crossAxisChanges(from: collectionView.bounds, to: newBounds)
    {
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes = false
    }
    return context
  }

  /// True when the change moves or resizes the cross axis, or makes the
  /// bounds empty or no longer empty (an empty view has no layout at all).
  private func crossAxisChanges(from old: CGRect, to new: CGRect) -> Bool {
    if old.isEmpty != new.isEmpty { return true }
    switch scrollDirection {
    case .vertical: return old.width != new.width || old.minX != new.minX
    case .horizontal: return old.height != new.height || old.minY != new.minY
    }
  }

  private func hasPinnedElement(in bounds: CGRect) -> Bool {
    let geometry = self.geometry
    let band = geometry.logicalBand(of: bounds)
    return geometry.sections(meetingBandFrom: band.top, to: band.bottom).contains { index in
      let metrics = geometry.sections[index].metrics
      return (sectionHeadersPinToVisibleBounds && metrics.headerHeight > 0)
        || (sectionFootersPinToVisibleBounds && metrics.footerHeight > 0)
    }
  }
}

import Foundation

/// Gives the section description for a section index, given the
/// environment; called for every section each time the layout is solved.
/// Nil is allowed only for a section without items.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's layout built from items, groups and sections.
///
/// The arithmetic follows `compositional-layout-semantics.md` rule for rule:
/// fractions floored to pixels, groups solved in up to two passes, every
/// group of a section a copy of one solved template, partial last groups
/// shortening their section, headers outside the section insets, every
/// frame rounded to the display scale. The layout is solved when first
/// asked after an invalidation, or when the collection view's size, display
/// scale or layout direction has changed since; pinned boundary items are
/// placed for the current bounds at each query.
@available(iOS 13.0, *)
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The configuration, held as a private copy (reference 1.7).
  private(set) var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

  /// Every section of the collection view uses `section`.
  public init(section: NSCollectionLayoutSection) {
    sectionProvider = { _, _ in section }
    storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    sectionProvider = { _, _ in section }
    storedConfiguration = Self.copied(configuration)
    super.init()
  }

  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.sectionProvider = sectionProvider
    storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    super.init()
  }

  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    storedConfiguration = Self.copied(configuration)
    super.init()
  }

  /// A compositional layout cannot be decoded: its sections are closures.
  public required init?(coder: NSCoder) {
    return nil
  }

  private static func copied(_ configuration: UICollectionViewCompositionalLayoutConfiguration)
    -> UICollectionViewCompositionalLayoutConfiguration
  {
    configuration.copy() as! UICollectionViewCompositionalLayoutConfiguration
  }

  /// A copy of the layout's configuration; assigning one stores a copy and
  /// invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { Self.copied(storedConfiguration) }
    set {
      storedConfiguration = Self.copied(newValue)
      invalidateLayout()
    }
  }

  // MARK: Geometry and attribute caches

  /// What a solved geometry depends on besides the layout's own inputs,
  /// which invalidate it explicitly.
  private struct Inputs: Equatable {
    let size: CGSize
    let scale: CGFloat
    let direction: UIUserInterfaceLayoutDirection
  }

  /// The sizes cells of estimated items asked for.
  var preferredSizes = PreferredSizes()
  /// The sizes headers and footers of estimated boundary items asked for.
  var preferredBoundarySizes = PreferredBoundarySizes()

  /// Where list rows' text starts, as their cells answered: each row's
  /// separator starts there.
  var rowTextLeadings = MeasuredValues<Int, CGFloat>()

  override func forgetPreferredSizes() {
    preferredSizes.removeAll()
    preferredBoundarySizes.removeAll()
    rowTextLeadings.removeAll()
    cachedGeometry = nil
  }

  private var cachedGeometry: CompositionalGeometry?
  private var cachedInputs: Inputs?
  private let cache = CompositionalAttributesCache()
  /// How far each orthogonal section has scrolled on its own.
  var orthogonalOffsets = OrthogonalScrollOffsets()
  /// What the visible-items handlers changed in their last run.
  private var handlerChanges = VisibleItemsChanges()
  /// Set by every invalidation: the handlers run again before the next answer.
  private var handlersAreDue = true
  /// Elements of sections that change without a re-solve, handed out since
  /// they were last invalidated.
  var handedOut = HandedOutElements()

  /// The solved geometry, solved now if it is stale.
  var geometry: CompositionalGeometry {
    guard let collectionView else {
      return CompositionalGeometry(axis: CompositionalAxis(storedConfiguration.scrollDirection))
    }
    let inputs = Inputs(
      size: collectionView.bounds.size, scale: collectionView.traitCollection.displayScale,
      direction: collectionView.effectiveUserInterfaceLayoutDirection)
    if let cachedGeometry, cachedInputs == inputs { return cachedGeometry }
    let built = CompositionalGeometryBuilder(layout: self, collectionView: collectionView).build()
    // A new size, scale or direction drops every attributes object the
    // collection view holds; a re-solve around a measured cell drops only
    // those its context names, so what was handed out stays noted.
    if cachedInputs != inputs { handedOut.removeAll() }
    cachedGeometry = built
    cachedInputs = inputs
    cache.reset(sectionCount: built.sections.count)
    orthogonalOffsets.clamp(to: built)
    handlersAreDue = true
    return built
  }

  /// Solves the layout if needed and runs the sections' visible-items
  /// handlers for what is now on screen.
  open override func prepare() {
    super.prepare()
    runVisibleItemsHandlersIfDue(geometry)
  }

  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  /// Runs the handlers once after each invalidation, before anything is
  /// answered from the new state (a query made without a layout pass, as a
  /// test may make, sees them run too).
  ///
  /// `geometry` is the current one: reading it first re-solves a stale
  /// layout, which makes the handlers due.
  private func runVisibleItemsHandlersIfDue(_ geometry: CompositionalGeometry) {
    guard handlersAreDue else { return }
    // Cleared first: a handler that asks the layout something must not
    // start another run.
    handlersAreDue = false
    guard let collectionView else {
      handlerChanges = VisibleItemsChanges()
      return
    }
    let attributesClass =
      (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    handlerChanges = VisibleItemsPass(
      geometry: geometry, offsets: orthogonalOffsets, visibleRect: collectionView.bounds,
      contentOffset: collectionView.contentOffset, visibleBand: visibleBand(geometry),
      attributesClass: attributesClass
    ).run()
  }

  // MARK: Queries

  /// Every element whose frame meets `rect`, edges included: the sections
  /// are found by binary search, the groups within a section by arithmetic
  /// (an orthogonal section's band moved by its offset), so the cost is
  /// O(log n + k) for k elements found. Per section: cells, then their
  /// supplementary views, then boundary items, then decorations; the
  /// layout's global boundary items last.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard !rect.isEmpty else { return [] }
    let geometry = self.geometry
    runVisibleItemsHandlersIfDue(geometry)
    let logical = geometry.logicalRect(rect)
    let slack = geometry.slack
    let visible = visibleBand(geometry)
    var found: [UICollectionViewLayoutAttributes] = []
    let candidates = geometry.sections(
      meetingFrom: logical.minY - slack, to: logical.maxY + slack)
    func search(_ index: Int) {
      let tracked = changesWithoutResolving(geometry.sections[index])
      let sectionStart = found.count
      geometry.forEachElement(
        ofSection: index, offset: orthogonalOffsets[index], meeting: logical, visible: visible
      ) { placed in
        let changed = tracked ? handlerChanges[placed.key] : nil
        // A handler may have moved or grown the element: only then is its
        // placed frame no guide to whether it meets the rectangle.
        guard changed != nil || Self.mayTouch(placed.frame, rect) else { return }
        let attributes = self.attributes(for: placed, changedLook: changed, tracked: tracked)
        if attributes.frame.touches(rect) { found.append(attributes) }
      }
      if tracked {
        appendMovedByHandler(inSection: index, meeting: rect, to: &found, from: sectionStart)
      }
    }
    if handlerChanges.isEmpty {
      for index in candidates { search(index) }
    } else {
      // Sections whose handler changed elements are searched too: the
      // handler may have moved an element into the rectangle.
      for index in Set(candidates).union(handlerChanges.sections).sorted() { search(index) }
    }
    for item in geometry.globalItems {
      let frame = geometry.physicalFrame(
        item.frame(visibleStart: visible.start, visibleEnd: visible.end))
      if Self.mayTouch(frame, rect) {
        let attributes = globalAttributes(item, frame: frame)
        if attributes.frame.touches(rect) { found.append(attributes) }
      }
    }
    return found
  }

  /// A quick test before an attributes object is made. The final test is
  /// on the object's own frame, which it derives from a centre and a size
  /// and so may differ in the last bits from `frame`; the question must be
  /// answered on what the caller will see.
  private static func mayTouch(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.insetBy(dx: -1e-6, dy: -1e-6).touches(rect)
  }

  /// Adds the elements of a section that its handler moved into `rect`
  /// from outside the band the query searched, keeping the section's
  /// elements (from `start` on) in query order: cells, supplementary views,
  /// decorations.
  private func appendMovedByHandler(
    inSection section: Int, meeting rect: CGRect,
    to found: inout [UICollectionViewLayoutAttributes], from start: Int
  ) {
    let changes = handlerChanges.changes(inSection: section)
    guard !changes.isEmpty else { return }
    let already = Set(found[start...].map(ObjectIdentifier.init))
    var added = false
    for change in changes {
      let attributes = attributes(for: change.placed, changedLook: change.look, tracked: true)
      guard !already.contains(ObjectIdentifier(attributes)), attributes.frame.touches(rect)
      else { continue }
      found.append(attributes)
      added = true
    }
    guard added else { return }
    let sorted = found[start...].enumerated().sorted {
      ($0.element.representedElementCategory.rawValue, $0.offset)
        < ($1.element.representedElementCategory.rawValue, $1.offset)
    }.map(\.element)
    found.replaceSubrange(start..., with: sorted)
  }

  /// True for a section whose elements can change without a re-solve: it
  /// scrolls on its own, or a handler adjusts it.
  private func changesWithoutResolving(_ section: CompositionalSection) -> Bool {
    section.stepsAcross || section.visibleItemsInvalidationHandler != nil
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let geometry = self.geometry
    runVisibleItemsHandlersIfDue(geometry)
    guard indexPath.count == 2,
      let placed = geometry.placedCell(at: indexPath, offset: orthogonalOffsets[indexPath.section])
    else { return nil }
    return attributes(for: placed, in: geometry)
  }

  /// A section's boundary item (index path section.0), an item's
  /// supplementary view (the item's index path), or a global boundary item
  /// (index path 0.0).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let geometry = self.geometry
    runVisibleItemsHandlersIfDue(geometry)
    guard indexPath.count == 2 else { return nil }
    let visible = visibleBand(geometry)
    if let placed = geometry.placedSupplementary(
      ofKind: elementKind, at: indexPath, offset: orthogonalOffsets[indexPath.section],
      visible: visible)
    {
      return attributes(for: placed, in: geometry)
    }
    if indexPath == IndexPath(item: 0, section: 0),
      let item = geometry.globalItems.first(where: { $0.kind == elementKind })
    {
      let frame = geometry.physicalFrame(
        item.frame(visibleStart: visible.start, visibleEnd: visible.end))
      return globalAttributes(item, frame: frame)
    }
    return nil
  }

  /// A section's background, at index path section.0.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let geometry = self.geometry
    runVisibleItemsHandlersIfDue(geometry)
    guard let placed = geometry.placedDecoration(ofKind: elementKind, at: indexPath) else {
      return nil
    }
    return attributes(for: placed, in: geometry)
  }

  // MARK: Attributes objects

  /// The attributes of a placed element of one of the sections, for a
  /// single-element lookup.
  private func attributes(for placed: PlacedElement, in geometry: CompositionalGeometry)
    -> UICollectionViewLayoutAttributes
  {
    let tracked = changesWithoutResolving(geometry.sections[placed.section])
    return attributes(
      for: placed, changedLook: tracked ? handlerChanges[placed.key] : nil, tracked: tracked)
  }

  /// The attributes of a placed element: the object already handed out
  /// while its look is unchanged, a new one otherwise. `changedLook` is
  /// what a handler made of it, in its section's coordinates at rest;
  /// the section's scrolling moves it like the element.
  private func attributes(
    for placed: PlacedElement, changedLook: ElementLook?, tracked: Bool
  ) -> UICollectionViewLayoutAttributes {
    let look = changedLook?.moved(by: placed.shift) ?? placed.look
    if tracked { handedOut.note(placed.key) }
    if placed.category == .cell {
      return cache.cell(section: placed.section, item: placed.item, look: look) {
        let attributes = self.makeAttributes(.cell, indexPath: placed.indexPath)
        attributes.selfSizingAxes = placed.selfSizing
        attributes.listStyleBox = self.cachedGeometry?.sections[placed.section].listStyleBox
        return attributes
      }
    }
    return cache.other(placed.key, look: look) {
      let attributes = self.makeAttributes(
        placed.category, kind: placed.kind, indexPath: placed.indexPath)
      attributes.selfSizingAxes = placed.selfSizing
      if let geometry = self.cachedGeometry,
        let box = geometry.sections[placed.section].listStyleBox
      {
        attributes.listStyleBox =
          placed.category == .decorationView
          ? ListStyleBox(box.style, decorationColor: geometry.listDecorationColor(placed)) : box
      }
      return attributes
    }
  }

  /// [?] A global boundary item's index path: 0.0 is assumed; UIKit's value
  /// for layout-level items is not recorded in the reference.
  private func globalAttributes(_ item: PlacedBoundaryItem, frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    cache.global(item.kind, look: ElementLook(frame: frame, zIndex: item.zIndex)) {
      self.makeAttributes(
        .supplementaryView, kind: item.kind, indexPath: IndexPath(item: 0, section: 0))
    }
  }

  /// The logical range of the scroll axis the collection view shows: its
  /// bounds less its adjusted content insets, where pinned items stick.
  private func visibleBand(_ geometry: CompositionalGeometry) -> CompositionalGeometry.VisibleBand {
    guard let collectionView else { return (0, 0) }
    let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    let logical = geometry.logicalRect(visible)
    return (logical.minY, logical.maxY)
  }

  // MARK: Orthogonal sections

  /// The frames of an orthogonal section's groups at rest (unrounded, in
  /// the collection view's coordinates), for `OrthogonalScrollingTarget`;
  /// empty for any other section.
  func orthogonalGroupFrames(inSection section: Int) -> [CGRect] {
    let geometry = self.geometry
    guard geometry.sections.indices.contains(section),
      geometry.sections[section].stepsAcross
    else { return [] }
    return geometry.sections[section].groupBoxes.map { geometry.axis.transpose($0) }
  }

  /// The length an orthogonal section's row scrolls over (its groups, the
  /// spacing between them and its leading and trailing insets, or the
  /// centring insets of `.groupPagingCentered`); 0 for any other section.
  func orthogonalContentLength(inSection section: Int) -> CGFloat {
    let geometry = self.geometry
    guard geometry.sections.indices.contains(section) else { return 0 }
    return geometry.sections[section].orthogonalContentLength
  }

  // MARK: Invalidation

  /// Drops the solved layout when everything or the data changed; a
  /// narrower invalidation (a bounds change that only moves pinned items,
  /// a section's own scrolling) keeps it, and a change of size is caught
  /// when the layout is next asked. Every invalidation makes the
  /// visible-items handlers due again.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      cachedGeometry = nil
      handedOut.removeAll()
    }
    handlersAreDue = true
    super.invalidateLayout(with: context)
  }

  /// True when a cell of an estimated item asks for another size on an
  /// estimated axis; the other axis keeps the layout's value whatever the
  /// cell says (reference 2.10). Orthogonal sections keep their estimates
  /// in the engine.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard let axes = selfSizingAxes(of: originalAttributes) else { return false }
    let size = preferredAttributes.size
    guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
      return false
    }
    return axes.differ(size, originalAttributes.size)
  }

  /// Adopts the preferred size on the item's estimated axes at once: its
  /// group is solved again around it, growing or shrinking on its own
  /// estimated axes, and later groups and sections move. The context names
  /// the item and what it may have moved, with the change of content size,
  /// and, since the visible-items handlers run again after it, the elements
  /// of the handled sections on screen that were handed out.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let indexPath = originalAttributes.indexPath
    guard let collectionView, let axes = selfSizingAxes(of: originalAttributes),
      axes.differ(preferredAttributes.size, originalAttributes.size)
    else { return context }
    if originalAttributes.representedElementCategory == .supplementaryView,
      let kind = originalAttributes.representedElementKind
    {
      return boundaryItemContext(
        kind: kind, section: indexPath.section, size: preferredAttributes.size,
        collectionView: collectionView)
    }
    let before = geometry.contentSize
    let perGroup = geometry.sections[indexPath.section].itemsPerGroup
    invalidateHeldElements(
      from: IndexPath(item: indexPath.item / perGroup * perGroup, section: indexPath.section),
      in: context)
    context.invalidate(handedOut.take(handledSections(movedBy: collectionView.bounds)))
    preferredSizes.record(preferredAttributes.size, at: indexPath, counts: collectionView.counts)
    cachedGeometry = nil
    let after = geometry.contentSize
    context.contentSizeAdjustment = CGSize(
      width: after.width - before.width, height: after.height - before.height)
    return context
  }

  /// A list row's text starts somewhere other than its separator did (past
  /// an image, or indented): the row's lines move there. The geometry keeps
  /// its solution; only the lines are worked out again.
  override func adoptRowTextLeading(
    of preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext? {
    let indexPath = original.indexPath
    // Asked of every row measured: the list's style comes with the row's
    // attributes, so most answers cost a comparison.
    guard let leading = preferred.rowTextLeading, let collectionView,
      original.representedElementCategory == .cell, indexPath.count == 2,
      let style = original.listStyleBox?.style, style.separators != nil,
      leading != rowTextLeadings.size(at: indexPath) ?? style.rowMargin
    else { return nil }
    rowTextLeadings.record(leading, at: indexPath, counts: collectionView.counts)
    if let cachedGeometry {
      self.cachedGeometry?.rowTextLeadings = rowTextLeadings
      cache.reset(sectionCount: cachedGeometry.sections.count)
    }
    let context = makeInvalidationContext()
    context.invalidateDecorationElements(
      ofKind: ListSeparators.topKind, at: [indexPath])
    context.invalidateDecorationElements(
      ofKind: ListSeparators.bottomKind, at: [indexPath])
    return context
  }

  /// A header or footer of an estimated boundary item took its measured
  /// size: the section is solved again around it, and everything after it
  /// moves. [?] UIKit's context for this case is not recorded; the engine's
  /// names no element, so every attributes object is asked for again.
  private func boundaryItemContext(
    kind: String, section: Int, size: CGSize, collectionView: UICollectionView
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    let before = geometry.contentSize
    preferredBoundarySizes.record(
      size, section: section, key: kind, counts: collectionView.counts)
    cachedGeometry = nil
    handedOut.removeAll()
    let after = geometry.contentSize
    context.contentSizeAdjustment = CGSize(
      width: after.width - before.width, height: after.height - before.height)
    return context
  }

  /// The axes on which the element `attributes` describe sizes itself: a
  /// cell of an estimated item, or a section's estimated header or footer.
  private func selfSizingAxes(of attributes: UICollectionViewLayoutAttributes) -> SelfSizingAxes? {
    let indexPath = attributes.indexPath
    switch attributes.representedElementCategory {
    case .cell:
      return selfSizingAxes(ofItemAt: indexPath)
    case .supplementaryView:
      let geometry = self.geometry
      guard indexPath.count == 2, indexPath.item == 0,
        geometry.sections.indices.contains(indexPath.section),
        let item = geometry.sections[indexPath.section].boundaryItems.first(where: {
          $0.kind == attributes.representedElementKind
        }), !item.selfSizing.isEmpty
      else { return nil }
      return item.selfSizing
    case .decorationView:
      return nil
    }
  }

  /// The axes on which the item at `indexPath` sizes itself; nil when it
  /// does not (no estimate, an orthogonal section, no such item).
  private func selfSizingAxes(ofItemAt indexPath: IndexPath) -> SelfSizingAxes? {
    let geometry = self.geometry
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let section = geometry.sections[indexPath.section]
    guard section.usesEstimatedSizes, indexPath.item >= 0, indexPath.item < section.itemCount,
      section.itemsPerGroup > 0
    else { return nil }
    let axes = section.cells[indexPath.item % section.itemsPerGroup].selfSizing
    return axes.isEmpty ? nil : axes
  }

  /// True when the size changes (fractions of both the width and the height
  /// of the container change with it, and the section provider must be
  /// asked again, reference 1.7), or when a pinned boundary item or a
  /// section with a visible-items handler is in the old or the new bounds.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    if collectionView.bounds.size != newBounds.size { return true }
    return !pinnedItems(movedBy: newBounds).isEmpty
      || !handledSections(movedBy: newBounds).isEmpty
  }

  /// For a scroll, a context naming only the pinned items and the elements
  /// of handled sections handed out, so that the collection view keeps
  /// every other element's attributes; for a change of size, a context that
  /// names nothing, which drops them all.
  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    let context = super.invalidationContext(forBoundsChange: newBounds)
    guard let collectionView, collectionView.bounds.size == newBounds.size else { return context }
    var byKind: [String: [IndexPath]] = [:]
    for (kind, indexPath) in pinnedItems(movedBy: newBounds)
    where byKind[kind]?.contains(indexPath) != true {
      byKind[kind, default: []].append(indexPath)
    }
    for (kind, indexPaths) in byKind.sorted(by: { $0.key < $1.key }) {
      context.invalidateSupplementaryElements(ofKind: kind, at: indexPaths)
    }
    let handled = handledSections(movedBy: newBounds)
    if !handled.isEmpty { name(handedOut.take(handled), in: context) }
    return context
  }

  /// The pinned items in the current bounds or in `newBounds`.
  private func pinnedItems(movedBy newBounds: CGRect) -> [(String, IndexPath)] {
    guard let collectionView else { return [] }
    let geometry = self.geometry
    return [collectionView.bounds, newBounds].flatMap { bounds in
      let band = geometry.logicalRect(bounds)
      return geometry.pinnedItems(meetingFrom: band.minY, to: band.maxY)
    }
  }

  /// The sections with a visible-items handler in the current bounds or in
  /// `newBounds`: their handlers see a new offset.
  private func handledSections(movedBy newBounds: CGRect) -> [Int] {
    guard let collectionView else { return [] }
    let geometry = self.geometry
    var found: Set<Int> = []
    for bounds in [collectionView.bounds, newBounds] {
      let band = geometry.logicalRect(bounds)
      for index in geometry.sections(meetingFrom: band.minY, to: band.maxY) {
        let section = geometry.sections[index]
        guard section.visibleItemsInvalidationHandler != nil, section.itemCount > 0,
          section.reach.lowerBound <= band.maxY, section.reach.upperBound >= band.minY
        else { continue }
        found.insert(index)
      }
    }
    return found.sorted()
  }

  /// Names `keys` in `context`, by category and kind. The item list is set
  /// even when empty: that alone makes the collection view ask again for
  /// what it shows, which elements that were never handed out need when
  /// they scroll into view.
  func name(_ keys: [ElementKey], in context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidatedItemIndexPaths == nil { context.invalidateItems(at: []) }
    context.invalidate(keys)
  }
}

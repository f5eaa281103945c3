import Foundation

/// A headless collection view: it asks its data source for counts and views,
/// asks its layout where every element goes, and keeps the views that fall
/// inside its bounds, as UIKit does, without drawing anything.
open class UICollectionView: UIScrollView {
  /// The kind of a flow layout's section headers, with UIKit's string value.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers, with UIKit's string value.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The axis a flow layout scrolls along.
  public enum ScrollDirection: Int, Sendable, Codable {
    case vertical
    case horizontal
  }

  /// Where `scrollToItem(at:at:animated:)` places the item, with UIKit's raw values.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    storedLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  public required init?(coder: NSCoder) {
    storedLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    storedLayout.collectionView = self
  }

  // MARK: Layout object

  var storedLayout: UICollectionViewLayout {
    didSet { if storedLayout !== oldValue { attributesCache.removeAll() } }
  }

  /// The attributes the layout gave, kept until it is invalidated.
  var attributesCache = LayoutAttributesCache()

  /// The elements meeting `rect`, from what the layout already said where
  /// possible: the one way the collection view reads its layout's answers.
  func cachedAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    prepareLayoutIfNeeded()
    let neighbourhood = visibleRect.insetBy(dx: -bounds.width, dy: -bounds.height)
    return attributesCache.elements(
      in: rect, keepingAround: neighbourhood, asking: layoutAnswers())
  }

  /// The elements meeting `rect`, as `cachedAttributes(in:)` finds them but
  /// without keeping what the layout answers or changing what is kept: for
  /// looking ahead of the screen (prefetching) without unsettling the
  /// attributes of the screen itself. In no particular order.
  func attributesAhead(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    prepareLayoutIfNeeded()
    return attributesCache.peekElements(in: rect, asking: layoutAnswers())
  }

  /// Asks the layout about a rectangle, flipped in and out when the layout
  /// is mirrored for a right-to-left language.
  private func layoutAnswers() -> (CGRect) -> [UICollectionViewLayoutAttributes] {
    let layout = storedLayout
    guard let width = layoutMirrorWidth else {
      return { layout.layoutAttributesForElements(in: $0) ?? [] }
    }
    // Mirrored: the rectangles go in flipped and every answer comes back as
    // a flipped copy, all within the one width read here.
    return {
      let asked = UICollectionViewLayout.horizontallyMirrored($0, inContentWidth: width)
      return (layout.layoutAttributesForElements(in: asked) ?? []).map {
        UICollectionViewLayout.horizontallyMirroredCopy(of: $0, inContentWidth: width)
      }
    }
  }

  /// One element's attributes: those already given, else the layout's answer.
  func cachedAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    if let known = attributesCache.attributes(for: key) { return known }
    guard let fresh = viewAttributes(storedLayout.attributes(for: key)) else { return nil }
    attributesCache.insert(fresh)
    return fresh
  }

  /// The layout that places the elements. Assigning one replaces the current
  /// layout at once.
  open var collectionViewLayout: UICollectionViewLayout {
    get { storedLayout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }

  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Replaces the layout: `collectionViewLayout` is the new one when this
  /// returns. Animated, both layouts are told (`prepareForTransition` and
  /// `finalizeLayoutTransition`) and every element moves from where it is
  /// shown to its new attributes; the content offset goes to the new
  /// layout's `targetContentOffset(forProposedContentOffset:)`, and
  /// `completion` runs when the animation ends.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    guard layout !== storedLayout else {
      whenAnimationEnds(nil, completion)
      return
    }
    whenAnimationEnds(switchLayout(to: layout, animated: animated), completion)
  }

  /// Makes `layout` the layout without any transition.
  func install(_ layout: UICollectionViewLayout) {
    if storedLayout.collectionView === self, storedLayout !== layout {
      storedLayout.collectionView = nil
    }
    storedLayout = layout
    layout.collectionView = self
    discardPrefetched()
    layoutNeedsPrepare = true
    setNeedsLayout()
  }

  /// Setting it moves the model at once and stops a running animated
  /// scroll or deceleration; inside a `UIView.animate` block the screen
  /// follows over the block's duration, as a bounds animation does.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set { setOffsetInModel(newValue) }
  }

  /// Scrolls to `contentOffset`; animated, the scroll is recorded when a
  /// timeline is being recorded.
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    scroll(to: contentOffset, animated: animated)
  }

  // MARK: Data source and delegate

  open weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }

  open weak var delegate: UICollectionViewDelegate? {
    didSet { storedLayout.invalidateLayout() }
  }

  override var scrollViewDelegate: UIScrollViewDelegate? { delegate }

  // MARK: Drag and drop

  /// Decides what may be dragged out of the collection view.
  open weak var dragDelegate: (any UICollectionViewDragDelegate)?
  /// Decides what the collection view does with content dragged over it.
  open weak var dropDelegate: (any UICollectionViewDropDelegate)?
  /// Whether items can be lifted for a drag. True by default, as on iPhone
  /// since iOS 15 (it was false on iPhone before).
  open var dragInteractionEnabled = true
  /// How soon items make room under a hovering drag.
  open var reorderingCadence: ReorderingCadence = .immediate
  /// The drag of an item lifted from this collection view, while it lasts.
  var itemDrag: ItemDrag?

  /// The counts read from the data source; nil until they are next needed.
  var itemCounts: [Int]?

  open var numberOfSections: Int { counts.count }

  open func numberOfItems(inSection section: Int) -> Int {
    let counts = self.counts
    guard counts.indices.contains(section) else {
      raiseUIKitException(
        reason:
          "request for number of items in section \(section) when there are only "
          + "\(counts.count) sections in the collection view")
    }
    return counts[section]
  }

  /// Forgets every count and view and lays everything out again.
  open func reloadData() {
    itemCounts = nil
    discardPrefetched()
    selectedItems = []
    // In a fixed order: which cell comes back for which item must not
    // depend on hashing.
    for (_, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      enqueueForReuse(cell)
    }
    for (_, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
      enqueueForReuse(view)
    }
    visibleCellsByIndexPath = [:]
    visibleSupplementaryViews = [:]
    storedLayout.invalidateLayout()
  }

  /// The counts, asked of the data source when unknown. Without a data source
  /// a collection view has one empty section, as UIKit's does.
  var counts: [Int] {
    if let itemCounts { return itemCounts }
    let sections = dataSource?.numberOfSections(in: self) ?? 1
    guard sections >= 0 else {
      raiseUIKitException(reason: "negative number of sections (\(sections)) is not allowed")
    }
    let fetched = (0..<sections).map { section -> Int in
      let items = dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
      guard items >= 0 else {
        raiseUIKitException(
          reason: "negative number of items (\(items)) in section \(section) is not allowed")
      }
      return items
    }
    itemCounts = fetched
    return fetched
  }

  /// True when the index path names an existing item.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let counts = self.counts
    return counts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < counts[indexPath.section]
  }

  // MARK: Registration and reuse

  let registry = ReusableViewRegistry()

  // MARK: Selection (`UICollectionView+Selection.swift`)

  /// Whether items can be selected. True by default.
  open var allowsSelection = true
  /// Whether several items can be selected at once. False by default.
  open var allowsMultipleSelection = false
  /// Whether items can be selected while editing (iOS 14). False by default.
  @available(iOS 14.0, *)
  open var allowsSelectionDuringEditing = false
  /// Whether several can be selected while editing (iOS 14). False by default.
  @available(iOS 14.0, *)
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the collection view is editing (iOS 14): its cells' state says
  /// so, and selection follows the editing rules.
  @available(iOS 14.0, *)
  open var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      for cell in visibleCellsByIndexPath.values { cell.editingState = isEditing }
    }
  }
  var selectedItems: Set<IndexPath> = []

  // MARK: Prefetching (`UICollectionView+Prefetching.swift`)

  /// Told of items likely to be shown soon, while prefetching is enabled.
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// Whether cells are made, and the prefetch data source told, ahead of
  /// the items appearing. True by default, as in UIKit since iOS 10.
  open var isPrefetchingEnabled = true {
    didSet {
      guard !isPrefetchingEnabled else { return }
      cancelAnnounced()
      discardPrefetched()
    }
  }
  var prefetching = PrefetchState()
  /// The reuse identifier each cell or supplementary registration was
  /// given when first used, keeping the registration alive with it.
  var registrationIdentifiers: [ObjectIdentifier: (RegistrationIdentity, identifier: String)] =
    [:]
  var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  var visibleSupplementaryViews: [ElementKey: UICollectionReusableView] = [:]
  /// The cell `reconfigureItems(at:)` is configuring again: dequeuing for
  /// its index path with its identifier hands it back.
  var reconfiguring: UICollectionViewCell?

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registry.register(cellClass, kind: ReusableViewRegistry.cellKind, identifier: identifier)
  }

  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registry.register(viewClass, kind: elementKind, identifier: identifier)
  }

  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reconfiguring, cell.reuseIdentifier == identifier,
      existingCell(at: indexPath) === cell
    {
      return cell
    }
    let view = registry.dequeue(kind: ReusableViewRegistry.cellKind, identifier: identifier)
    guard let cell = view as? UICollectionViewCell else {
      raiseUIKitException(
        reason:
          "the view registered for identifier \(identifier) is not a UICollectionViewCell "
          + "(\(type(of: view)))")
    }
    applyAttributesOnDequeue(
      cell, ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: indexPath))
    return cell
  }

  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = registry.dequeue(kind: elementKind, identifier: identifier)
    applyAttributesOnDequeue(
      view, ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    return view
  }

  /// A dequeued view comes back already at its place and size: UIKit
  /// applies the element's layout attributes inside `dequeue…(for:)`, which
  /// is why it needs the index path, and why code in
  /// `collectionView(_:cellForItemAt:)` that sizes a subview from
  /// `cell.bounds` sees the cell's real size on a phone. (Observed
  /// behaviour; the documentation does not say.)
  ///
  /// It also inherits this view's traits, as a subview of it would.
  private func applyAttributesOnDequeue(_ view: UICollectionReusableView, _ key: ElementKey) {
    view.inheritTraits(from: self)
    guard let attributes = cachedAttributes(for: key) else { return }
    show(view, with: attributes)
  }

  /// Gives a view its attributes; a cell also learns where it sits in a
  /// list section (its default background and rounded ends depend on it)
  /// and brings its configuration up to date, as UIKit does before a cell
  /// is sized and shown.
  func show(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
    view.applyAttributes(attributes)
    guard let cell = view as? UICollectionViewCell else { return }
    let indexPath = attributes.indexPath
    if attributes.representedElementCategory == .cell {
      // Most collection views select nothing: no lookup for them.
      if cell.isSelected || !selectedItems.isEmpty {
        cell.isSelected = selectedItems.contains(indexPath)
      }
      if cell.editingState != isEditing { cell.editingState = isEditing }
    }
    if attributes.listStyleBox != nil || cell.isInList {
      placeInList(cell, attributes)
    }
    cell.updateConfigurationIfNeeded()
  }

  /// Tells a cell the list it is shown in, and a row where in its section.
  private func placeInList(
    _ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes
  ) {
    let box = attributes.listStyleBox
    let indexPath = attributes.indexPath
    guard box != nil, attributes.representedElementCategory == .cell else {
      cell.place(inList: box, row: nil)
      return
    }
    let count = numberOfItems(inSection: indexPath.section)
    let row = ListRowPosition(
      item: indexPath.item, count: count,
      headerIsFirstItem: box?.style.headerMode == .firstItemInSection)
    cell.place(inList: box, row: row)
  }

  /// Its subviews and the cells and supplementary views it shows, which
  /// a phone holds as subviews.
  override var traitInheritors: [UIView] {
    // In a fixed order: what they do when told must not depend on hashing.
    super.traitInheritors
      + visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
      + visibleSupplementaryViews.sorted { $0.key < $1.key }.map(\.value)
      // Cells made ahead appear with the traits of the moment they appear.
      + prefetching.preparedCells.sorted { $0.key < $1.key }.map(\.value)
  }

  func enqueueForReuse(_ view: UICollectionReusableView) {
    registry.enqueue(view)
  }

  // MARK: Visible views

  open var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the cells on screen, in index-path order.
  open var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByIndexPath.keys.sorted()
  }

  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementaryViews[
      ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }

  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  // MARK: Geometry queries

  /// The item whose frame holds `point` (content coordinates); the one drawn
  /// on top wins.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    let probe = CGRect(origin: point, size: .zero).insetBy(dx: -0.5, dy: -0.5)
    let hits = cachedAttributes(in: probe).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The item's attributes as the collection view holds them: the ones the
  /// layout last gave, until it is invalidated.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cachedAttributes(
      for: ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: indexPath))
  }

  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    cachedAttributes(
      for: ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
  }

  /// Scrolls so the item sits at `scrollPosition`, clamped to the content.
  /// Without a vertical (or horizontal) position that axis keeps its offset.
  /// An item of a section that scrolls on its own is brought there by that
  /// section's scroll, across the layout's axis
  /// (`scrollOrthogonalSection(toShow:at:animated:)`).
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard isValidItem(indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
      raiseUIKitException(
        "NSInvalidArgumentException",
        reason: "attempt to scroll to invalid index path: \(indexPath.uikitDescription)")
    }
    var target = ScrollTarget(view: self, itemFrame: attributes.frame, position: scrollPosition)
      .offset
    if scrollOrthogonalSection(toShow: indexPath, at: scrollPosition, animated: animated) {
      // The collection view itself moves only along its own axis.
      let vertical =
        (storedLayout as? UICollectionViewCompositionalLayout)?.configuration
        .scrollDirection != .horizontal
      target =
        vertical
        ? CGPoint(x: contentOffset.x, y: target.y) : CGPoint(x: target.x, y: contentOffset.y)
    }
    setContentOffset(clampedContentOffset(target), animated: animated)
  }

  // MARK: Layout cycle

  /// True when the layout must run `prepare()` before answering.
  var layoutNeedsPrepare = true

  /// Set while `recordTimeline` runs.
  var timelineRecorder: TimelineRecorder?
  /// The changes announced inside the running `performBatchUpdates` block.
  var pendingUpdates: BatchUpdates?
  /// Completions of batches nested in the running one.
  var pendingCompletions: [(Bool) -> Void] = []
  /// True while an update the collection view made itself is applied: its
  /// counts are already known and must not be asked of the data source.
  var isApplyingOwnUpdate = false
  /// The item being dragged by interactive movement.
  var movement: InteractiveMovement?
  /// Set while a released drag asks its delegate how to end: whether the
  /// delegate started an animated scroll, which then replaces the
  /// deceleration.
  var releaseInterruption: ReleaseInterruption?
  /// The running interactive transition.
  var interactiveTransition: InteractiveTransition?

  /// The visible area in content coordinates.
  var visibleRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

  /// Lays the visible views out, letting cells about to be shown size
  /// themselves first: when one asks for a size its layout adopts, the
  /// layout is prepared again and the views updated, all before anything
  /// is drawn, so the first frame already shows the measured sizes.
  open override func layoutSubviews() {
    super.layoutSubviews()
    for pass in 1...Self.maximumSizingPasses {
      prepareLayoutIfNeeded()
      let shown = updateVisibleViews()
      guard pass < Self.maximumSizingPasses, sizeCells(shown) else { break }
    }
    prefetchAhead()
  }

  /// Lays the collection view out, then brings the configurations of the
  /// cells on screen up to their state: a phone holds cells as subviews,
  /// so its layout pass reaches them, and a cell whose state changed
  /// (selected in code, say) updates its configuration there. Cells are
  /// taken in index-path order, so what their handlers do happens in an
  /// order that does not depend on hashing.
  open override func layoutIfNeeded() {
    super.layoutIfNeeded()
    let stale = visibleCellsByIndexPath.filter { $0.value.needsConfigurationUpdate }
    for (_, cell) in stale.sorted(by: { $0.key < $1.key }) { cell.updateConfigurationIfNeeded() }
  }

  /// Runs the layout's `prepare()` once after any invalidation and reads the
  /// content size. Invalidations made inside `prepare()` (a subclass setting
  /// its own properties) do not schedule another pass: the properties' new
  /// values are read by the layout when it answers.
  func prepareLayoutIfNeeded() {
    guard layoutNeedsPrepare else { return }
    _ = counts
    storedLayout.prepare()
    layoutNeedsPrepare = false
    let size = storedLayout.collectionViewContentSize
    guard size.width.isFinite, size.height.isFinite else {
      raiseUIKitException(
        reason: "\(type(of: storedLayout)) returned a non-finite content size \(size)")
    }
    contentSize = size
  }

  /// Called by the layout's `invalidateLayout(with:)`.
  func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts && !isApplyingOwnUpdate { itemCounts = nil }
    forgetAttributes(context)
    let adjustment = context.contentOffsetAdjustment
    if adjustment != .zero {
      moveContentOffset(
        to: CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y))
    }
    layoutNeedsPrepare = true
    setNeedsLayout()
  }

  /// Drops the kept attributes an invalidation names: all of them unless
  /// the context lists particular elements.
  private func forgetAttributes(_ context: UICollectionViewLayoutInvalidationContext) {
    let items = context.invalidatedItemIndexPaths
    let supplementary = context.invalidatedSupplementaryIndexPaths
    let decorations = context.invalidatedDecorationIndexPaths
    guard !context.invalidateEverything, !context.invalidateDataSourceCounts,
      items != nil || supplementary != nil || decorations != nil
    else {
      attributesCache.removeAll()
      return
    }
    var keys = (items ?? []).map {
      ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: $0)
    }
    for (kind, paths) in supplementary ?? [:] {
      keys += paths.map { ElementKey(category: .supplementaryView, kind: kind, indexPath: $0) }
    }
    for (kind, paths) in decorations ?? [:] {
      keys += paths.map { ElementKey(category: .decorationView, kind: kind, indexPath: $0) }
    }
    attributesCache.remove(keys)
  }

  override func boundsWillChange(to newBounds: CGRect) {
    super.boundsWillChange(to: newBounds)
    let layout = storedLayout
    guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
    layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
  }

  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    storedLayout.invalidateLayout()
  }

  @available(iOS 17.0, *)
  open override var traitOverrides: UITraitOverrides {
    didSet { storedLayout.invalidateLayout() }
  }

  /// A new text size, set on the collection view or inherited from a view
  /// or window it is in, changes what every self-sizing view measures.
  override func traitsDidChange(from previous: UITraitCollection) {
    super.traitsDidChange(from: previous)
    guard traitCollection.preferredContentSizeCategory != previous.preferredContentSizeCategory
    else { return }
    forgetMeasuredSizes()
    storedLayout.invalidateLayout()
  }

  /// A new text size changes what every self-sizing view measures: the
  /// sizes they asked for are forgotten and the views on screen asked
  /// again, as UIKit measures its cells again when the content size
  /// category changes.
  private func forgetMeasuredSizes() {
    for view in visibleCellsByIndexPath.values { view.sizedAttributes = nil }
    for view in visibleSupplementaryViews.values { view.sizedAttributes = nil }
    storedLayout.forgetPreferredSizes()
  }

  open override var layoutMargins: UIEdgeInsets {
    didSet { if layoutMargins != oldValue { storedLayout.invalidateLayout() } }
  }

  open override var semanticContentAttribute: UISemanticContentAttribute {
    didSet { if semanticContentAttribute != oldValue { storedLayout.invalidateLayout() } }
  }

  /// Creates, reuses or retires views so that exactly the elements meeting the
  /// bounds have one, each with its current attributes applied. Views that
  /// left go back to the pool first, so the new ones can reuse them.
  /// Returns the cells shown with the attributes each was given.
  private func updateVisibleViews() -> [(
    UICollectionReusableView, UICollectionViewLayoutAttributes
  )] {
    let attributes = substitutingMovingItem(cachedAttributes(in: visibleRect))
    let cellAttributes = attributes.filter { $0.representedElementCategory == .cell }
    let otherAttributes = attributes.filter { $0.representedElementCategory != .cell }
    let wantedCells = Set(cellAttributes.map(\.indexPath))
    let wantedOthers = Set(otherAttributes.map(ElementKey.init))
    retire(visibleCellsByIndexPath.filter { !wantedCells.contains($0.key) })
    // In key order, as `retire` takes the cells: the order views go back
    // to the queue in decides which one the next dequeue returns. Only
    // those that left are sorted, on the frames where some did.
    let leaving = visibleSupplementaryViews.filter { !wantedOthers.contains($0.key) }
    for (_, view) in leaving.sorted(by: { $0.key < $1.key }) {
      enqueueForReuse(view)
    }
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var shown: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
    shown.reserveCapacity(cellAttributes.count)
    for element in cellAttributes {
      let cell = cellView(for: element)
      cells[element.indexPath] = cell
      shown.append((cell, element))
    }
    var others: [ElementKey: UICollectionReusableView] = [:]
    for element in otherAttributes {
      let key = ElementKey(element)
      let view = otherView(for: element, key: key)
      others[key] = view
      // A header or footer the layout estimated may size itself too.
      if !element.selfSizingAxes.isEmpty { shown.append((view, element)) }
    }
    visibleCellsByIndexPath = cells
    visibleSupplementaryViews = others
    return shown
  }

  private func retire(_ gone: [IndexPath: UICollectionViewCell]) {
    for (indexPath, cell) in gone.sorted(by: { $0.key < $1.key }) {
      delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
      enqueueForReuse(cell)
    }
  }

  private func cellView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell {
    let indexPath = attributes.indexPath
    guard isValidItem(indexPath) else {
      raiseUIKitException(
        reason:
          "UICollectionView received layout attributes for a cell with an index path that "
          + "does not exist: \(indexPath.uikitDescription)")
    }
    if let cell = visibleCellsByIndexPath[indexPath] {
      show(cell, with: attributes)
      return cell
    }
    if let cell = takePreparedCell(for: indexPath) {
      show(cell, with: attributes)
      delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      return cell
    }
    guard let dataSource else {
      raiseUIKitException(reason: "UICollectionView has items but no data source to provide cells")
    }
    let cell = requestCell(at: indexPath, from: dataSource)
    show(cell, with: attributes)
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    return cell
  }

  /// Asks the data source for the item's cell, as UIKit asks: inside the
  /// request (where a registration made now is refused), and stopping the
  /// program, with UIKit's message, for a cell that was not dequeued.
  func requestCell(at indexPath: IndexPath, from dataSource: any UICollectionViewDataSource)
    -> UICollectionViewCell
  {
    let cell = ViewRequest.$isProviding.withValue(true) {
      dataSource.collectionView(self, cellForItemAt: indexPath)
    }
    requireReuseIdentifier(cell)
    return cell
  }

  /// Stops the program when a data source returned a cell it did not
  /// dequeue, with UIKit's message.
  private func requireReuseIdentifier(_ cell: UICollectionViewCell) {
    guard cell.reuseIdentifier == nil else { return }
    raiseUIKitException(
      reason:
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
  }

  private func otherView(for attributes: UICollectionViewLayoutAttributes, key: ElementKey)
    -> UICollectionReusableView
  {
    let view =
      visibleSupplementaryViews[key] ?? makeOtherView(for: attributes, kind: key.kind)
    show(view, with: attributes)
    return view
  }

  private func makeOtherView(for attributes: UICollectionViewLayoutAttributes, kind: String)
    -> UICollectionReusableView
  {
    if attributes.representedElementCategory == .decorationView {
      return storedLayout.makeDecorationView(ofKind: kind)
    }
    guard let dataSource else {
      raiseUIKitException(reason: "UICollectionView has supplementary views but no data source")
    }
    let view = ViewRequest.$isProviding.withValue(true) {
      dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
    }
    guard view.reuseIdentifier != nil else {
      raiseUIKitException(
        reason:
          "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
          + "(\(kind), \(attributes.indexPath.uikitDescription)) was not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
    }
    return view
  }
}

/// Identifies one element of a layout: its category, kind and index path.
struct ElementKey: Hashable {
  var category: UICollectionView.ElementCategory
  var kind: String
  var indexPath: IndexPath

  init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  init(_ attributes: UICollectionViewLayoutAttributes) {
    self.init(
      category: attributes.representedElementCategory,
      kind: attributes.representedElementKind ?? ReusableViewRegistry.cellKind,
      indexPath: attributes.indexPath)
  }

  /// Hashes the category and index path only. Equal keys still hash alike;
  /// leaving the kind out spares hashing a string for every element of every
  /// recorded frame, and elements of different kinds rarely share both.
  func hash(into hasher: inout Hasher) {
    hasher.combine(category)
    hasher.combine(indexPath)
  }
}

extension ElementKey: Comparable {
  /// Cells, then supplementary views, then decorations; by kind, then index path.
  static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
    if lhs.category != rhs.category { return lhs.category.rawValue < rhs.category.rawValue }
    if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
    return lhs.indexPath < rhs.indexPath
  }
}

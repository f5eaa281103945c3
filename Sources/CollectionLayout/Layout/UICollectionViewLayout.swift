import Foundation

/// The abstract base of every layout: it tells a collection view the size of
/// its content and the attributes of each element.
///
/// Subclasses override the same points as in UIKit: `prepare()`,
/// `collectionViewContentSize`, the `layoutAttributes…` queries,
/// `shouldInvalidateLayout(forBoundsChange:)` and `targetContentOffset…`.
open class UICollectionViewLayout: NSObject {
  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The collection view using this layout; set when the layout is assigned.
  /// A layout moved to (or back to) a collection view starts stale.
  public internal(set) weak var collectionView: UICollectionView? {
    didSet { if oldValue !== collectionView { invalidateLayout() } }
  }

  /// The class of the attributes this layout creates.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The class of the context `invalidateLayout()` sends.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  // MARK: Layout direction

  /// The direction the layout's arithmetic was written for. UIKit's base
  /// answer is the direction of the main bundle's development language; a
  /// headless run has none, so the base answers left to right.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the collection view mirrors this layout's coordinates when its
  /// direction is the opposite of `developmentLayoutDirection`. False in the
  /// base class, as in UIKit: a custom layout opts in by overriding it.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: Computing the layout

  /// Called before the layout is next asked anything after an invalidation.
  open func prepare() {}

  open var collectionViewContentSize: CGSize { .zero }

  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where scrolling should come to rest; the base layout keeps the proposal.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Where the content should rest after a layout change or update; the base
  /// layout keeps the proposal.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  // MARK: Invalidation

  /// Marks the whole layout stale; `prepare()` runs before the next answer.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Marks the parts the context names stale. Subclasses that keep caches
  /// override it, drop what the context names, and call super.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    collectionView?.layoutDidInvalidate(with: context)
  }

  /// Whether a change of the collection view's bounds to `newBounds` makes the
  /// layout stale. While this runs, `collectionView.bounds` is still the old value.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// The context sent when `shouldInvalidateLayout(forBoundsChange:)` says yes.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    makeInvalidationContext()
  }

  // MARK: Self-sizing

  /// Whether a view's preferred attributes (its answer to
  /// `preferredLayoutAttributesFitting(_:)`, asked when it is about to be
  /// shown) should change the layout. The base layout keeps its own.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Takes note of where a list row's text starts, from a cell's preferred
  /// attributes; returns the context that redraws the row's separators when
  /// that moved them. Only a list layout has separators to move.
  func adoptRowTextLeading(
    of preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext? {
    nil
  }

  /// The context sent when `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`
  /// says yes: it names the element that asked for a new size. A layout
  /// that moves other elements as a result names them too.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = makeInvalidationContext()
    context.invalidate([ElementKey(originalAttributes)])
    return context
  }

  /// Names in `context` the elements the collection view holds that a new
  /// size at `start` may move: in `start`'s section, its cells from
  /// `start.item` on and every other element (headers, footers, badges,
  /// backgrounds); in later sections, everything. Those it holds are the
  /// only ones whose kept attributes could go stale; UIKit's flow layout
  /// likewise invalidates the items it has computed from the sized one on.
  func invalidateHeldElements(
    from start: IndexPath, in context: UICollectionViewLayoutInvalidationContext
  ) {
    guard let collectionView, start.count == 2 else { return }
    let moved = collectionView.attributesCache.keys.filter { key in
      guard key.indexPath.count == 2 else { return false }
      let section = key.indexPath[0]
      if section != start[0] { return section > start[0] }
      return key.category != .cell || key.indexPath[1] >= start[1]
    }
    context.invalidate(moved.sorted())
  }

  /// A new context of this layout's `invalidationContextClass`.
  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let contextClass: AnyClass = type(of: self).invalidationContextClass
    guard let type = contextClass as? UICollectionViewLayoutInvalidationContext.Type else {
      raiseUIKitException(
        reason: "\(contextClass) is not a subclass of UICollectionViewLayoutInvalidationContext")
    }
    return type.init()
  }

  // MARK: Batch updates

  /// What the collection view knows during a batch update: the plan and the
  /// attributes elements had before it. The default initial and final
  /// attributes read it.
  var updateContext: LayoutUpdateContext?

  /// Called after `prepare()` with the changes of a batch update, before the
  /// layout is asked for initial and final attributes.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called once the update's animations are set up.
  open func finalizeCollectionViewUpdates() {}

  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
  open func finalizeAnimatedBoundsChange() {}

  /// Where an item that is on screen after an update starts its animation.
  /// The default: an item that existed before starts where it was; an
  /// inserted or reloaded one fades in at its final place (alpha 0).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    defaultInitialAttributes(
      ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: itemIndexPath))
  }

  /// Where an item that was on screen before an update ends its animation.
  /// The default: an item that survives ends at its new place; a deleted or
  /// reloaded one fades out where it was (alpha 0).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    defaultFinalAttributes(
      ElementKey(category: .cell, kind: ReusableViewRegistry.cellKind, indexPath: itemIndexPath))
  }

  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    defaultInitialAttributes(
      ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
  }

  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    defaultFinalAttributes(
      ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
  }

  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    defaultInitialAttributes(
      ElementKey(category: .decorationView, kind: elementKind, indexPath: decorationIndexPath))
  }

  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    defaultFinalAttributes(
      ElementKey(category: .decorationView, kind: elementKind, indexPath: decorationIndexPath))
  }

  /// Supplementary views the layout adds or removes in the current update
  /// beyond those that follow their sections; none by default.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

  private func defaultInitialAttributes(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
    guard let context = updateContext else { return attributes(for: key)?.copyAttributes() }
    if let origin = context.plan.oldKey(forNew: key), let before = context.oldAttributes[origin] {
      let start = before.copyAttributes()
      start.setElement(key.category, kind: before.representedElementKind, indexPath: key.indexPath)
      return start
    }
    let start = attributes(for: key)?.copyAttributes()
    if context.plan.oldKey(forNew: key) == nil { start?.alpha = 0 }
    return start
  }

  private func defaultFinalAttributes(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
    guard let context = updateContext else { return attributes(for: key)?.copyAttributes() }
    if let destination = context.plan.newKey(forOld: key), let after = attributes(for: destination)
    {
      let end = after.copyAttributes()
      end.setElement(key.category, kind: after.representedElementKind, indexPath: key.indexPath)
      return end
    }
    let end = context.oldAttributes[key]?.copyAttributes()
    end?.alpha = 0
    return end
  }

  /// The current attributes of an element, whatever its category.
  func attributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
    switch key.category {
    case .cell: return layoutAttributesForItem(at: key.indexPath)
    case .supplementaryView:
      return layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      return layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
    }
  }

  /// The initial attributes the layout gives an element appearing in an update.
  func initialAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
    switch key.category {
    case .cell: return initialLayoutAttributesForAppearingItem(at: key.indexPath)
    case .supplementaryView:
      return initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      return initialLayoutAttributesForAppearingDecorationElement(
        ofKind: key.kind, at: key.indexPath)
    }
  }

  /// The final attributes the layout gives an element disappearing in an update.
  func finalAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
    switch key.category {
    case .cell: return finalLayoutAttributesForDisappearingItem(at: key.indexPath)
    case .supplementaryView:
      return finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind: key.kind, at: key.indexPath)
    case .decorationView:
      return finalLayoutAttributesForDisappearingDecorationElement(
        ofKind: key.kind, at: key.indexPath)
    }
  }

  // MARK: Layout transitions

  /// Called on the outgoing layout before an animated switch to `newLayout`.
  open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

  /// Called on the incoming layout before an animated switch from `oldLayout`.
  open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

  /// Called on both layouts when a switch has finished.
  open func finalizeLayoutTransition() {}

  // MARK: Interactive movement

  /// The index path a dragged item should take at `position`: the item under
  /// the finger's place, or its current one when there is none.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    // `position` is in the layout's coordinates; the view asks in its own,
    // which differ when it mirrors the layout (mirroring is its own inverse).
    guard let collectionView else { return previousIndexPath }
    return collectionView.indexPathForItem(at: collectionView.layoutPoint(position))
      ?? previousIndexPath
  }

  /// The dragged item's attributes: its own, centred on the finger and drawn
  /// above every other element.
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes {
    let attributes =
      layoutAttributesForItem(at: indexPath)?.copyAttributes()
      ?? makeAttributes(.cell, indexPath: indexPath)
    attributes.center = position
    attributes.zIndex = Int(Int32.max)
    return attributes
  }

  // MARK: Attributes and decoration views

  /// A new attributes object of this layout's `layoutAttributesClass`.
  func makeAttributes(
    _ category: UICollectionView.ElementCategory, kind: String? = nil, indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let attributesClass: AnyClass = type(of: self).layoutAttributesClass
    guard let type = attributesClass as? UICollectionViewLayoutAttributes.Type else {
      raiseUIKitException(
        reason: "\(attributesClass) is not a subclass of UICollectionViewLayoutAttributes")
    }
    let attributes = type.init()
    attributes.setElement(category, kind: kind, indexPath: indexPath)
    return attributes
  }

  private let decorationRegistry = ReusableViewRegistry()

  /// Registers the view class drawn for decoration elements of `elementKind`.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    decorationRegistry.register(viewClass, kind: elementKind, identifier: elementKind)
  }

  /// Forgets the sizes self-sizing views asked for (the text size
  /// changed); the layouts that keep them override it.
  func forgetPreferredSizes() {}

  /// A view for a decoration element, of the class registered for its kind.
  /// A list's own decorations (its background and separators) need no
  /// registration: the layout registers their class on first use.
  func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
    if let listView = ListDecorations.viewClass(forKind: kind),
      !decorationRegistry.isRegistered(kind: kind, identifier: kind)
    {
      decorationRegistry.register(listView, kind: kind, identifier: kind)
    }
    return decorationRegistry.dequeue(kind: kind, identifier: kind)
  }
}

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

  private var cachedGeometry: CompositionalGeometry?
  private var cachedInputs: Inputs?
  private let cache = CompositionalAttributesCache()

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
    cachedGeometry = built
    cachedInputs = inputs
    cache.reset(sectionCount: built.sections.count)
    return built
  }

  open override func prepare() {
    super.prepare()
    _ = geometry
  }

  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  // MARK: Queries

  /// Every element whose frame meets `rect`, edges included: the sections
  /// are found by binary search, the groups within a section by arithmetic,
  /// so the cost is O(log n + k) for k elements found. Per section: cells,
  /// then their supplementary views, then boundary items, then decorations;
  /// the layout's global boundary items last.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard !rect.isEmpty else { return [] }
    let geometry = self.geometry
    let logical = geometry.logicalRect(rect)
    let slack = geometry.slack
    let visible = visibleBand(geometry)
    var found: [UICollectionViewLayoutAttributes] = []
    let candidates = geometry.sections(
      meetingFrom: logical.minY - slack, to: logical.maxY + slack)
    for index in candidates {
      let section = geometry.sections[index]
      guard section.itemCount > 0, section.reach.lowerBound <= logical.maxY + slack,
        section.reach.upperBound >= logical.minY - slack
      else { continue }
      let band = section.stepsAcross ? (logical.minX, logical.maxX) : (logical.minY, logical.maxY)
      if let groups = section.groups(meetingFrom: band.0 - slack, to: band.1 + slack) {
        appendCells(
          of: section, index: index, groups: groups, geometry: geometry, meeting: rect,
          to: &found)
        appendBadges(
          of: section, index: index, groups: groups, geometry: geometry, meeting: rect,
          to: &found)
      }
      for item in section.boundaryItems {
        let frame = geometry.physicalFrame(
          item.frame(visibleStart: visible.start, visibleEnd: visible.end))
        if Self.mayTouch(frame, rect) {
          let attributes = boundaryAttributes(item, section: index, frame: frame)
          if attributes.frame.touches(rect) { found.append(attributes) }
        }
      }
      for decoration in section.decorations {
        let frame = geometry.physicalFrame(decoration.frame)
        if Self.mayTouch(frame, rect) {
          let attributes = decorationAttributes(decoration, section: index, frame: frame)
          if attributes.frame.touches(rect) { found.append(attributes) }
        }
      }
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

  private func appendCells(
    of section: CompositionalSection, index: Int, groups: ClosedRange<Int>,
    geometry: CompositionalGeometry, meeting rect: CGRect,
    to found: inout [UICollectionViewLayoutAttributes]
  ) {
    let perGroup = section.itemsPerGroup
    for group in groups {
      let origin = section.origin(ofGroup: group)
      for (cellIndex, cell) in section.cells(ofGroup: group).enumerated() {
        let item = group * perGroup + cellIndex
        guard item < section.itemCount else { break }
        let frame = geometry.physicalFrame(cell.frame.offsetBy(dx: origin.x, dy: origin.y))
        guard Self.mayTouch(frame, rect) else { continue }
        let attributes = cellAttributes(
          section: index, item: item, frame: frame, zIndex: cell.zIndex,
          selfSizing: section.usesEstimatedSizes ? cell.selfSizing : [])
        if attributes.frame.touches(rect) { found.append(attributes) }
      }
    }
  }

  private func appendBadges(
    of section: CompositionalSection, index: Int, groups: ClosedRange<Int>,
    geometry: CompositionalGeometry, meeting rect: CGRect,
    to found: inout [UICollectionViewLayoutAttributes]
  ) {
    guard !section.badges.isEmpty else { return }
    let perGroup = section.itemsPerGroup
    for group in groups {
      let origin = section.origin(ofGroup: group)
      for badge in section.badges(ofGroup: group) {
        let item = group * perGroup + badge.cell
        guard item < section.itemCount else { continue }
        let frame = geometry.physicalFrame(badge.frame.offsetBy(dx: origin.x, dy: origin.y))
        guard Self.mayTouch(frame, rect) else { continue }
        let attributes = badgeAttributes(
          badge, indexPath: IndexPath(item: item, section: index), frame: frame)
        if attributes.frame.touches(rect) { found.append(attributes) }
      }
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let geometry = self.geometry
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let section = geometry.sections[indexPath.section]
    guard let frame = section.itemFrame(indexPath.item) else { return nil }
    let cell = section.cells[indexPath.item % section.itemsPerGroup]
    return cellAttributes(
      section: indexPath.section, item: indexPath.item, frame: geometry.physicalFrame(frame),
      zIndex: cell.zIndex, selfSizing: section.usesEstimatedSizes ? cell.selfSizing : [])
  }

  /// A section's boundary item (index path section.0), an item's
  /// supplementary view (the item's index path), or a global boundary item
  /// (index path 0.0).
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let geometry = self.geometry
    guard indexPath.count == 2 else { return nil }
    let visible = visibleBand(geometry)
    if geometry.sections.indices.contains(indexPath.section) {
      let section = geometry.sections[indexPath.section]
      if indexPath.item == 0, section.itemCount > 0,
        let item = section.boundaryItems.first(where: { $0.kind == elementKind })
      {
        let frame = geometry.physicalFrame(
          item.frame(visibleStart: visible.start, visibleEnd: visible.end))
        return boundaryAttributes(item, section: indexPath.section, frame: frame)
      }
      if indexPath.item >= 0, indexPath.item < section.itemCount, section.itemsPerGroup > 0,
        let badge = section.badges.first(where: {
          $0.kind == elementKind && $0.cell == indexPath.item % section.itemsPerGroup
        })
      {
        let origin = section.origin(ofGroup: indexPath.item / section.itemsPerGroup)
        let frame = geometry.physicalFrame(badge.frame.offsetBy(dx: origin.x, dy: origin.y))
        return badgeAttributes(badge, indexPath: indexPath, frame: frame)
      }
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
    guard indexPath.count == 2, indexPath.item == 0,
      geometry.sections.indices.contains(indexPath.section)
    else { return nil }
    let section = geometry.sections[indexPath.section]
    guard section.itemCount > 0,
      let decoration = section.decorations.first(where: { $0.kind == elementKind })
    else { return nil }
    return decorationAttributes(
      decoration, section: indexPath.section, frame: geometry.physicalFrame(decoration.frame))
  }

  // MARK: Attributes objects

  private func cellAttributes(
    section: Int, item: Int, frame: CGRect, zIndex: Int, selfSizing: SelfSizingAxes
  ) -> UICollectionViewLayoutAttributes {
    cache.cell(section: section, item: item) {
      let attributes = makeAttributes(.cell, indexPath: IndexPath(item: item, section: section))
      attributes.frame = frame
      attributes.zIndex = zIndex
      attributes.selfSizingAxes = selfSizing
      return attributes
    }
  }

  private func badgeAttributes(
    _ badge: CompositionalSection.Badge, indexPath: IndexPath, frame: CGRect
  ) -> UICollectionViewLayoutAttributes {
    let key = ElementKey(category: .supplementaryView, kind: badge.kind, indexPath: indexPath)
    return cache.other(key) {
      let attributes = makeAttributes(.supplementaryView, kind: badge.kind, indexPath: indexPath)
      attributes.frame = frame
      attributes.zIndex = badge.zIndex
      return attributes
    }
  }

  /// A boundary item's attributes, with the frame for the current bounds
  /// (it changes while a pinned item follows them).
  private func boundaryAttributes(_ item: PlacedBoundaryItem, section: Int, frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let indexPath = IndexPath(item: 0, section: section)
    let key = ElementKey(category: .supplementaryView, kind: item.kind, indexPath: indexPath)
    let attributes = cache.other(key) {
      let attributes = makeAttributes(.supplementaryView, kind: item.kind, indexPath: indexPath)
      attributes.zIndex = item.zIndex
      return attributes
    }
    attributes.frame = frame
    return attributes
  }

  /// [?] A global boundary item's index path: 0.0 is assumed; UIKit's value
  /// for layout-level items is not recorded in the reference.
  private func globalAttributes(_ item: PlacedBoundaryItem, frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = cache.global(item.kind) {
      let attributes = makeAttributes(
        .supplementaryView, kind: item.kind, indexPath: IndexPath(item: 0, section: 0))
      attributes.zIndex = item.zIndex
      return attributes
    }
    attributes.frame = frame
    return attributes
  }

  private func decorationAttributes(
    _ decoration: CompositionalSection.Decoration, section: Int, frame: CGRect
  ) -> UICollectionViewLayoutAttributes {
    let indexPath = IndexPath(item: 0, section: section)
    let key = ElementKey(category: .decorationView, kind: decoration.kind, indexPath: indexPath)
    return cache.other(key) {
      let attributes = makeAttributes(.decorationView, kind: decoration.kind, indexPath: indexPath)
      attributes.frame = frame
      attributes.zIndex = decoration.zIndex
      return attributes
    }
  }

  /// The logical range of the scroll axis the collection view shows: its
  /// bounds less its adjusted content insets, where pinned items stick.
  private func visibleBand(_ geometry: CompositionalGeometry) -> (start: CGFloat, end: CGFloat) {
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
  /// narrower invalidation (a bounds change that only moves pinned items)
  /// keeps it, and a change of size is caught when the layout is next asked.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      cachedGeometry = nil
    }
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
    guard originalAttributes.representedElementCategory == .cell,
      let axes = selfSizingAxes(ofItemAt: originalAttributes.indexPath)
    else { return false }
    let size = preferredAttributes.size
    guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
      return false
    }
    return axes.differ(size, originalAttributes.size)
  }

  /// Adopts the preferred size on the item's estimated axes at once: its
  /// group is solved again around it, growing or shrinking on its own
  /// estimated axes, and later groups and sections move. The context names
  /// the item and what it may have moved, with the change of content size.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    let indexPath = originalAttributes.indexPath
    guard let collectionView, let axes = selfSizingAxes(ofItemAt: indexPath),
      axes.differ(preferredAttributes.size, originalAttributes.size)
    else { return context }
    let before = geometry.contentSize
    let perGroup = geometry.sections[indexPath.section].itemsPerGroup
    invalidateHeldElements(
      from: IndexPath(item: indexPath.item / perGroup * perGroup, section: indexPath.section),
      in: context)
    preferredSizes.record(preferredAttributes.size, at: indexPath, counts: collectionView.counts)
    cachedGeometry = nil
    let after = geometry.contentSize
    context.contentSizeAdjustment = CGSize(
      width: after.width - before.width, height: after.height - before.height)
    return context
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
  /// asked again, reference 1.7), or when a pinned boundary item belongs to
  /// a section in the old or the new bounds.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    if collectionView.bounds.size != newBounds.size { return true }
    return !pinnedItems(movedBy: newBounds).isEmpty
  }

  /// For a scroll, a context naming only the pinned items, so that the
  /// collection view keeps every other element's attributes; for a change
  /// of size, a context that names nothing, which drops them all.
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
}

import Foundation

/// Solves one group at a given size into the frames of its cells, as UIKit's
/// item solver does (reference 2.3), in physical coordinates relative to the
/// group's origin, left to right (right-to-left mirroring happens once, on
/// the finished layout).
///
/// A horizontal or vertical group is solved in up to two passes and then
/// arranged:
/// 1. fill: take subitems cyclically, each sized in the group's container,
///    subtracting its length, its edge spacing and (only for items whose
///    size does not depend on the container along the axis) the inter-item
///    spacing, until a `subitems:` group overflows by more than 0.25 pt or a
///    counted group has its count;
/// 2. when spacing is positive, at least two items were placed and one of
///    them depends on the container, fill again with the children's
///    container shortened by the spacing, so that fractional items share
///    what the spacing leaves;
/// 3. arrange along the axis from the leading inset, sharing leftover space
///    among flexible spacings; across it, each item at the group's inset
///    (top-aligned), then inset by its own contentInsets.
struct GroupSolver {
  let scale: CGFloat
  let traitCollection: UITraitCollection
  /// Set for a self-sizing solve (reference 2.10): cells take their
  /// measured sizes on their estimated axes, and a group estimated on an
  /// axis takes its length there from what it holds. Such a solve places as
  /// many items as the ordinary one, so item numbering stays the template's.
  var measured: MeasuredLeaves? = nil

  /// A `subitems:` group may overflow its length by this much and still
  /// take the item: absorbs floating-point error in sums of fractions.
  static let overflowTolerance: CGFloat = 0.25
  /// An engine guard, not UIKit's: a group of zero-length items would
  /// otherwise repeat them forever.
  static let maximumItemsPerGroup = 100_000
  /// [?] Reference 2.3 subtracts the edge spacings' "fixed values" and gives
  /// each flexible edge its value plus the shared extra. Read literally, a
  /// flexible edge's own minimum would then overflow the group; a flexible
  /// spacing is a minimum ("i.e. >=", UIKit's header), so the engine counts
  /// the minimum of flexible edges as consumed too. The two readings agree
  /// for `.flexible(0)`, the documented use. Set to false for the literal one.
  static let flexibleMinimumsConsumeSpace = true

  /// The group's cells, depth first; empty when the group cannot fit even a
  /// single item or its insets leave no room (UIKit logs an error then;
  /// whether it also raises is unconfirmed, reference quirk 13).
  func solve(_ group: NSCollectionLayoutGroup, size: CGSize) -> [SolvedLeaf] {
    solveSized(group, size: size).leaves
  }

  /// The group's cells and its size: `size`, except that in a self-sizing
  /// solve an estimated axis takes the length of the group's content.
  func solveSized(_ group: NSCollectionLayoutGroup, size: CGSize)
    -> (leaves: [SolvedLeaf], size: CGSize)
  {
    switch group.arrangement {
    case .custom(let provider):
      // A custom group's frames are given, never measured.
      let leaves = solveCustom(group, size: size, provider: provider)
      measured?.cursor += leaves.count
      return (leaves, size)
    case .horizontal:
      return solveLinear(group, size: size, horizontally: true)
    case .vertical:
      return solveLinear(group, size: size, horizontally: false)
    }
  }

  // MARK: Custom groups

  private func solveCustom(
    _ group: NSCollectionLayoutGroup, size: CGSize,
    provider: NSCollectionLayoutGroupCustomItemProvider
  ) -> [SolvedLeaf] {
    let container = CompositionalLayoutContainer(
      contentSize: size, contentInsets: group.effectiveContentInsets)
    let environment = CompositionalLayoutEnvironment(
      container: container, traitCollection: traitCollection)
    return provider(environment).map { SolvedLeaf(frame: $0.frame, item: nil, zIndex: $0.zIndex) }
  }

  // MARK: Horizontal and vertical groups

  /// A subitem chosen by a fill pass, with its size in that pass's container.
  private struct Placement {
    let item: NSCollectionLayoutItem
    let size: CGSize
    /// A nested group's cells, solved when a self-sizing solve measured it.
    var nested: [SolvedLeaf]? = nil
  }

  private func solveLinear(_ group: NSCollectionLayoutGroup, size: CGSize, horizontally: Bool)
    -> (leaves: [SolvedLeaf], size: CGSize)
  {
    let insets = CompositionalLayoutContainer.effectiveInsets(
      group.effectiveContentInsets, in: size)
    let available =
      horizontally ? size.width - insets.horizontal : size.height - insets.vertical
    let across = horizontally ? size.height - insets.vertical : size.width - insets.horizontal
    // "There is no room for this NSCollectionLayoutGroup": nothing is laid out.
    guard available >= 0, across >= 0 else { return ([], size) }
    let spacing = abs(group.interItemSpacing?.spacing ?? 0)
    let container = SizingContainer(size: size, insets: insets, scale: scale)
    let firstCell = measured?.cursor ?? 0
    // A self-sizing solve places the ordinary solve's count, unchecked.
    let fixedCount = measured.map { _ in
      GroupSolver(scale: scale, traitCollection: traitCollection).fill(
        group, in: container, available: available, spacing: spacing,
        horizontally: horizontally, secondPass: false
      ).count
    }
    var placed = fill(
      group, in: container, available: available, spacing: spacing, horizontally: horizontally,
      secondPass: false, fixedCount: fixedCount)
    let anyDependent = placed.contains {
      $0.item.layoutSize.dependsOnContainer(horizontally: horizontally)
    }
    // [?] "Other axis unchanged, insets zero" (reference 2.3 step 2) is read
    // as: across the axis the children keep the length they had in pass 1,
    // the group's length less its insets, now carried without insets. The
    // literal alternative (the full cross length with no insets) would let a
    // fractionalHeight(1) item grow over the group's top and bottom insets.
    if spacing > 0, placed.count >= 2, anyDependent {
      let shared = available - spacing * CGFloat(placed.count - 1)
      let shrunk =
        horizontally
        ? CGSize(width: shared, height: across) : CGSize(width: across, height: shared)
      measured?.cursor = firstCell
      placed = fill(
        group, in: SizingContainer(size: shrunk, insets: .zero, scale: scale),
        available: available, spacing: spacing, horizontally: horizontally, secondPass: true,
        fixedCount: fixedCount)
    }
    let (leaves, end) = arrange(
      placed, of: group, insets: insets, available: available, across: across, spacing: spacing,
      horizontally: horizontally)
    guard measured != nil else { return (leaves, size) }
    let content = CGSize(width: end.x + insets.trailing, height: end.y + insets.bottom)
    return (leaves, group.layoutSize.selfSizingAxes.merge(preferred: content, into: size))
  }

  /// A subitem placed at its resolved size, or, in a self-sizing solve, at
  /// its measured one: a cell's preferred size on its estimated axes, a
  /// nested group's solved size.
  private func placement(of item: NSCollectionLayoutItem, size: CGSize) -> Placement {
    guard let measured else { return Placement(item: item, size: size) }
    if let group = item as? NSCollectionLayoutGroup {
      let solved = solveSized(group, size: size)
      return Placement(item: item, size: solved.size, nested: solved.leaves)
    }
    guard let preferred = measured.takeNext() else { return Placement(item: item, size: size) }
    return Placement(
      item: item, size: item.layoutSize.selfSizingAxes.merge(preferred: preferred, into: size))
  }

  /// One fill pass (steps 1 and 2 of reference 2.3).
  private func fill(
    _ group: NSCollectionLayoutGroup, in container: SizingContainer, available: CGFloat,
    spacing: CGFloat, horizontally: Bool, secondPass: Bool, fixedCount: Int? = nil
  ) -> [Placement] {
    let subitems = group.subitems
    var limit: Int?
    var checksFit = false
    switch fixedCount.map(NSCollectionLayoutGroup.Filling.counted) ?? group.filling {
    case .counted(let count):
      limit = count
    case .repeating:
      checksFit = true
      let groupLength =
        horizontally ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
      // An estimated-length group holds one cycle of its subitems (2.10).
      if groupLength.isSelfSizing { limit = subitems.count }
    }
    var placed: [Placement] = []
    var remaining = available
    var remainingAtCycleStart = remaining
    var index = 0
    while placed.count < min(limit ?? Self.maximumItemsPerGroup, Self.maximumItemsPerGroup) {
      let item = subitems[index % subitems.count]
      let next = placement(of: item, size: container.resolve(item.layoutSize))
      let size = next.size
      var needed =
        (horizontally ? size.width : size.height)
        + consumedEdgeSpacing(
          of: item, horizontally: horizontally)
      let countsSpacing =
        secondPass || !item.layoutSize.dependsOnContainer(horizontally: horizontally)
      if spacing > 0, !placed.isEmpty, countsSpacing { needed += spacing }
      if checksFit, remaining - needed < -Self.overflowTolerance { break }
      remaining -= needed
      placed.append(next)
      index += 1
      if checksFit, index % subitems.count == 0 {
        // A whole cycle that used no length would repeat forever.
        if remaining >= remainingAtCycleStart { break }
        remainingAtCycleStart = remaining
      }
    }
    return placed
  }

  /// The length an item's edge spacing takes along the axis in a fill pass.
  private func consumedEdgeSpacing(of item: NSCollectionLayoutItem, horizontally: Bool)
    -> CGFloat
  {
    guard let edges = item.edgeSpacing?.spacings(horizontally: horizontally) else { return 0 }
    return [edges.before, edges.after].reduce(0) { total, spacing in
      guard let spacing else { return total }
      if spacing.isFlexibleSpacing && !Self.flexibleMinimumsConsumeSpace { return total }
      return total + spacing.spacing
    }
  }

  /// A spacing's length once the shared extra is added to a flexible one.
  private func length(of spacing: NSCollectionLayoutSpacing?, extra: CGFloat) -> CGFloat {
    guard let spacing else { return 0 }
    return spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
  }

  /// Steps 3 to 5 of reference 2.3: positions along and across the axis,
  /// then each item's contentInsets, or a nested group solved in its box.
  /// Also returns where the content ends (the furthest box edge plus its
  /// edge spacing, both axes), which a self-sizing group is measured by.
  private func arrange(
    _ placed: [Placement], of group: NSCollectionLayoutGroup, insets: NSDirectionalEdgeInsets,
    available: CGFloat, across: CGFloat, spacing: CGFloat, horizontally: Bool
  ) -> (leaves: [SolvedLeaf], end: CGPoint) {
    guard !placed.isEmpty else { return ([], CGPoint(x: insets.leading, y: insets.top)) }
    let count = placed.count
    let flexibleInterItem = group.interItemSpacing?.isFlexibleSpacing ?? false
    var flexibleSlots = flexibleInterItem ? count - 1 : 0
    var used = spacing * CGFloat(count - 1)
    for placement in placed {
      used += horizontally ? placement.size.width : placement.size.height
      used += consumedEdgeSpacing(of: placement.item, horizontally: horizontally)
      if let edges = placement.item.edgeSpacing?.spacings(horizontally: horizontally) {
        flexibleSlots += [edges.before, edges.after].filter { $0?.isFlexibleSpacing == true }.count
      }
    }
    // [?] Flexible spacing never shrinks below its minimum when the items
    // overflow (a counted group may); the reference does not say.
    let extra = flexibleSlots > 0 ? max(0, available - used) / CGFloat(flexibleSlots) : 0
    var position = horizontally ? insets.leading : insets.top
    var crossEnd = horizontally ? insets.top : insets.leading
    var leaves: [SolvedLeaf] = []
    for (index, placement) in placed.enumerated() {
      let edges = placement.item.edgeSpacing?.spacings(horizontally: horizontally)
      position += length(of: edges?.before, extra: extra)
      let crossOrigin = crossPosition(
        of: placement, insets: insets, across: across, horizontally: horizontally)
      let box =
        horizontally
        ? CGRect(
          x: position, y: crossOrigin, width: placement.size.width,
          height: placement.size.height)
        : CGRect(
          x: crossOrigin, y: position, width: placement.size.width,
          height: placement.size.height)
      position += (horizontally ? box.width : box.height) + length(of: edges?.after, extra: extra)
      if index < count - 1 { position += spacing + (flexibleInterItem ? extra : 0) }
      let crossAfter = placement.item.edgeSpacing?.spacings(horizontally: !horizontally).after
      crossEnd = max(
        crossEnd, (horizontally ? box.maxY : box.maxX) + (crossAfter?.spacing ?? 0))
      if let nested = placement.nested {
        leaves += nested.map { $0.offsetBy(box.origin) }
      } else {
        leaves += self.leaves(of: placement.item, in: box)
      }
    }
    let end =
      horizontally ? CGPoint(x: position, y: crossEnd) : CGPoint(x: crossEnd, y: position)
    return (leaves, end)
  }

  /// Where an item starts across the group's axis: at the group's inset plus
  /// its own edge spacing, so items are top- (or leading-) aligned. [?] A
  /// flexible edge across the axis shares the item's own leftover there, as
  /// along the axis: `top: .flexible(0)` alone moves it to the far side,
  /// both edges flexible centre it; the reference states only the
  /// top-aligned default.
  private func crossPosition(
    of placement: Placement, insets: NSDirectionalEdgeInsets, across: CGFloat,
    horizontally: Bool
  ) -> CGFloat {
    let start = horizontally ? insets.top : insets.leading
    guard let edges = placement.item.edgeSpacing?.spacings(horizontally: !horizontally) else {
      return start
    }
    let length = horizontally ? placement.size.height : placement.size.width
    let flexible = [edges.before, edges.after].filter { $0?.isFlexibleSpacing == true }.count
    let fixed = (edges.before?.spacing ?? 0) + (edges.after?.spacing ?? 0)
    let extra = flexible > 0 ? max(0, across - length - fixed) / CGFloat(flexible) : 0
    return start + self.length(of: edges.before, extra: extra)
  }

  /// A leaf item's frame (its box less its contentInsets, reference 2.3
  /// step 5), or a nested group's cells offset to its box.
  private func leaves(of item: NSCollectionLayoutItem, in box: CGRect) -> [SolvedLeaf] {
    if let nested = item as? NSCollectionLayoutGroup {
      return solve(nested, size: box.size).map { $0.offsetBy(box.origin) }
    }
    let insets = item.effectiveContentInsets
    let frame = CGRect(
      x: box.minX + insets.leading, y: box.minY + insets.top,
      width: box.width - (insets.trailing + insets.leading),
      height: box.height - (insets.top + insets.bottom))
    return [SolvedLeaf(frame: frame, item: item, zIndex: 0)]
  }
}

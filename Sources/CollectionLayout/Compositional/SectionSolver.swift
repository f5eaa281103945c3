import Foundation

/// Solves one section and places it on the scroll axis (reference 2.1, 2.4
/// and 2.9), in logical coordinates.
struct SectionSolver {
  let axis: CompositionalAxis
  let scale: CGFloat
  let traitCollection: UITraitCollection
  /// The layout container's length across the scroll axis (W when scrolling
  /// vertically), less the insets of the configuration's reference.
  let crossLength: CGFloat
  /// The layout container's length along the scroll axis (H vertically).
  let mainLength: CGFloat
  /// Where the container starts across the scroll axis.
  let crossOffset: CGFloat
  /// The insets of one of the collection view's guides, directional.
  let guideInsets: (UIContentInsetsReference) -> NSDirectionalEdgeInsets

  /// [?] Whether a `.groupPagingCentered` section's own leading and trailing
  /// insets add to the centring insets (reference 2.9 leaves it open). With
  /// false the first group is centred at rest, which is what the behaviour
  /// is for.
  static let centringAddsSectionInsets = false

  /// A container described logically, as the solver sees it physically.
  func sizingContainer(
    cross: CGFloat, main: CGFloat, crossInsets: (CGFloat, CGFloat) = (0, 0),
    mainInsets: (CGFloat, CGFloat) = (0, 0)
  ) -> SizingContainer {
    let insets = UIEdgeInsets(
      top: mainInsets.0, left: crossInsets.0, bottom: mainInsets.1, right: crossInsets.1)
    return SizingContainer(
      size: axis.transpose(CGSize(width: cross, height: main)), insets: axis.directional(insets),
      scale: scale)
  }

  /// `measured`: the sizes the section's cells asked for, by item.
  func solve(
    _ section: NSCollectionLayoutSection, index: Int, itemCount: Int, at start: CGFloat,
    measured: [Int: CGSize]? = nil, measuredBoundary: [String: CGSize]? = nil
  ) -> CompositionalSection {
    let insets = sectionInsets(section)
    let orthogonal = section.orthogonalScrollingBehavior != .none
    // Reference 2.1: the root group's container loses the section's insets
    // across the layout's axis only, or, for an orthogonal section, along it only.
    let root =
      orthogonal
      ? sizingContainer(
        cross: crossLength, main: mainLength, mainInsets: (insets.top, insets.bottom))
      : sizingContainer(
        cross: crossLength, main: mainLength, crossInsets: (insets.left, insets.right))
    let physicalGroupSize = root.resolve(section.group.layoutSize)
    let groupSize = axis.transpose(physicalGroupSize)
    let leaves = GroupSolver(scale: scale, traitCollection: traitCollection)
      .solve(section.group, size: physicalGroupSize)
    let lifted = !section.decorationItems.isEmpty
    let cells = self.cells(of: leaves, lifted: lifted)
    let badges = self.badges(of: leaves, lifted: lifted)
    checkUniqueKinds(section, leaves: leaves, index: index)

    let perGroup = cells.count
    let groups = perGroup > 0 ? (itemCount + perGroup - 1) / perGroup : 0
    let estimates = usesEstimates(section)
    let sized =
      orthogonal || !estimates
      ? SizedGroups.none
      : sizedGroups(
        section, measured: measured, perGroup: perGroup, itemCount: itemCount,
        groupSize: physicalGroupSize, lifted: lifted)
    let primary =
      primaryLength(
        of: section, cells: cells, groupLength: groupSize.height, itemCount: itemCount,
        orthogonal: orthogonal, sized: sized)

    let boundary = BoundaryItemLayout(
      section.boundarySupplementaryItems,
      container: boundaryContainer(for: section, insets: insets), axis: axis,
      measured: measuredBoundary)
    // A list leaves its header top padding above the header (iOS 15).
    let headerStart =
      start + (boundary.headerLength > 0 ? section.listStyle?.headerTopPadding ?? 0 : 0)
    let contentStart = headerStart + boundary.headerLength
    let boxEnd = contentStart + insets.top + primary + insets.bottom
    let end = boxEnd + boundary.footerLength
    let boundaryItems = boundary.place(
      start: headerStart, boxEnd: boxEnd,
      crossSpan: supplementarySpan(for: section, insets: insets),
      liftsZIndex: lifted)

    var leading = insets.left
    var trailing = insets.right
    if section.orthogonalScrollingBehavior == .groupPagingCentered {
      let centring = (crossLength - groupSize.width) / 2
      leading = centring + (Self.centringAddsSectionInsets ? insets.left : 0)
      trailing = centring + (Self.centringAddsSectionInsets ? insets.right : 0)
    }
    let groupOrigin = CGPoint(x: crossOffset + leading, y: contentStart + insets.top)
    let step =
      (orthogonal ? groupSize.width : groupSize.height) + section.interGroupSpacing
    let decorations = section.decorationItems.map { item in
      let boxEnd = item.reachesViewEnd ? max(end, mainLength) : end
      let box = CGRect(x: crossOffset, y: start, width: crossLength, height: boxEnd - start)
      return CompositionalSection.Decoration(
        kind: item.elementKind, frame: box.inset(by: axis.logical(item.contentInsets)),
        zIndex: item.zIndex)
    }

    let templateFrames =
      cells.map(\.frame) + badges.map(\.frame)
      + sized.groups.flatMap { $0.cells.map(\.frame) + $0.badges.map(\.frame) }
    let templateSpan = span(of: templateFrames, across: orthogonal)
    var reach = [start, end]
    if let mainSpan = span(of: templateFrames, across: false), groups > 0 {
      let last =
        orthogonal ? 0 : CGFloat(groups - 1) * step + sized.shift(ofGroup: groups - 1)
      reach += [groupOrigin.y + mainSpan.lowerBound, groupOrigin.y + last + mainSpan.upperBound]
    }
    for frame in boundaryItems.map(\.frame) + decorations.map(\.frame) {
      reach += [frame.minY, frame.maxY]
    }
    let rowLength =
      leading + CGFloat(groups) * groupSize.width
      + CGFloat(max(0, groups - 1)) * section.interGroupSpacing + trailing
    var placed = CompositionalSection(
      itemCount: itemCount, groupOrigin: groupOrigin, groupSize: groupSize, groupStep: step,
      stepsAcross: orthogonal, cells: cells, badges: badges, templateSpan: templateSpan,
      boundaryItems: boundaryItems, decorations: decorations, start: start, end: end,
      reach: reach.min()!...reach.max()!,
      crossExtent: orthogonal
        ? crossOffset + crossLength : crossOffset + insets.left + groupSize.width + insets.right,
      orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
      orthogonalContentLength: orthogonal ? rowLength : 0,
      orthogonalOffsetLimit: orthogonal ? max(0, rowLength - crossLength) : 0,
      visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler,
      usesEstimatedSizes: estimates && !orthogonal)
    placed.sizedGroups = sized
    placed.listStyleBox = section.listStyleBox
    return placed
  }

  /// The template's cells in logical terms, each with the axes on which
  /// its item is estimated.
  private func cells(of leaves: [SolvedLeaf], lifted: Bool) -> [CompositionalSection.Cell] {
    leaves.map {
      CompositionalSection.Cell(
        frame: axis.transpose($0.frame), zIndex: $0.zIndex + (lifted ? 1 : 0),
        selfSizing: $0.item?.layoutSize.selfSizingAxes ?? [])
    }
  }

  /// Every group holding a measured cell, solved again with the measured
  /// sizes (reference 2.10). A group whose solve places a different number
  /// of cells than the template is left as the template.
  private func sizedGroups(
    _ section: NSCollectionLayoutSection, measured: [Int: CGSize]?, perGroup: Int,
    itemCount: Int, groupSize: CGSize, lifted: Bool
  ) -> SizedGroups {
    guard let measured, perGroup > 0 else { return .none }
    var byGroup: [Int: [Int: CGSize]] = [:]
    for (item, size) in measured where item < itemCount {
      byGroup[item / perGroup, default: [:]][item % perGroup] = size
    }
    let templateLength = axis.transpose(groupSize).height
    var groups: [SizedGroups.Group] = []
    for (index, sizes) in byGroup.sorted(by: { $0.key < $1.key }) {
      let solver = GroupSolver(
        scale: scale, traitCollection: traitCollection, measured: MeasuredLeaves(sizes: sizes))
      let solved = solver.solveSized(section.group, size: groupSize)
      guard solved.leaves.count == perGroup else { continue }
      groups.append(
        SizedGroups.Group(
          index: index, cells: cells(of: solved.leaves, lifted: lifted),
          badges: badges(of: solved.leaves, lifted: lifted),
          growth: axis.transpose(solved.size).height - templateLength))
    }
    return SizedGroups(groups: groups)
  }

  /// The section's contentInsets in logical terms, plus, across the scroll
  /// axis, the insets of the guide its `contentInsetsReference` names.
  /// [?] Only the cross-axis insets of the guide are added, as the flow
  /// layout's `sectionInsetReference` does; the reference says only that the
  /// insets are "measured from that guide".
  private func sectionInsets(_ section: NSCollectionLayoutSection) -> UIEdgeInsets {
    var insets = axis.logical(section.contentInsets)
    let guide = axis.logical(guideInsets(section.contentInsetsReference))
    insets.left += guide.left
    insets.right += guide.right
    return insets
  }

  /// The leading and trailing insets boundary items align within: the
  /// section's when they follow its insets (the default), the guide's that
  /// `supplementaryContentInsetsReference` names otherwise. [?] That `.none`
  /// is exactly `supplementariesFollowContentInsets = false` (quirk 4).
  private func supplementaryInsets(
    for section: NSCollectionLayoutSection, insets: UIEdgeInsets
  ) -> (CGFloat, CGFloat) {
    switch section.supplementaryContentInsetsReference {
    case .automatic:
      return section.supplementariesFollowContentInsets ? (insets.left, insets.right) : (0, 0)
    case .none, .safeArea, .layoutMargins, .readableContent:
      let guide = axis.logical(guideInsets(section.supplementaryContentInsetsReference))
      return (guide.left, guide.right)
    }
  }

  private func boundaryContainer(for section: NSCollectionLayoutSection, insets: UIEdgeInsets)
    -> SizingContainer
  {
    sizingContainer(
      cross: crossLength, main: mainLength,
      crossInsets: supplementaryInsets(for: section, insets: insets))
  }

  private func supplementarySpan(for section: NSCollectionLayoutSection, insets: UIEdgeInsets)
    -> ClosedRange<CGFloat>
  {
    let (leading, trailing) = supplementaryInsets(for: section, insets: insets)
    let low = crossOffset + leading
    return low...max(low, crossOffset + crossLength - trailing)
  }

  /// The length the groups take on the scroll axis (reference 2.4): full
  /// groups, a partial last group that ends after its last item, and the
  /// spacing between groups. An orthogonal section has one row.
  /// Sized groups add their growth; a partial last group that was sized
  /// is shortened from its own cells.
  private func primaryLength(
    of section: NSCollectionLayoutSection, cells: [CompositionalSection.Cell],
    groupLength: CGFloat, itemCount: Int, orthogonal: Bool, sized: SizedGroups
  ) -> CGFloat {
    let perGroup = cells.count
    guard perGroup > 0, itemCount > 0 else { return 0 }
    if orthogonal { return groupLength }
    let groups = (itemCount + perGroup - 1) / perGroup
    let full = itemCount / perGroup
    let remainder = itemCount % perGroup
    var partial: CGFloat = 0
    var growth = sized.totalGrowth
    if remainder > 0 {
      let last = sized.group(at: groups - 1)
      let lastCells = last?.cells ?? cells
      let lastLength = groupLength + (last?.growth ?? 0)
      growth -= last?.growth ?? 0
      if section.group.layoutSize.fillsContainer {
        partial = lastLength
      } else {
        let all = lastCells.map(\.frame.maxY).max()!
        let placed = lastCells.prefix(remainder).map(\.frame.maxY).max()!
        partial = lastLength - (all - placed)
      }
    }
    return groupLength * CGFloat(full) + growth + partial
      + section.interGroupSpacing * CGFloat(groups - 1)
  }

  /// The badges of the template's cells, anchored to each cell's frame.
  private func badges(of leaves: [SolvedLeaf], lifted: Bool) -> [CompositionalSection.Badge] {
    var badges: [CompositionalSection.Badge] = []
    for (index, leaf) in leaves.enumerated() {
      guard let item = leaf.item else { continue }
      for supplementary in item.supplementaryItems {
        let frame = supplementary.frame(anchoredTo: leaf.frame, scale: scale)
        badges.append(
          CompositionalSection.Badge(
            cell: index, kind: supplementary.elementKind, frame: axis.transpose(frame),
            zIndex: lifted ? max(supplementary.zIndex, 1) : supplementary.zIndex))
      }
    }
    return badges
  }

  /// UIKit raises when two supplementary items of one section share an
  /// element kind (reference 1.3): a kind must name one kind of view.
  private func checkUniqueKinds(
    _ section: NSCollectionLayoutSection, leaves: [SolvedLeaf], index: Int
  ) {
    var seen: Set<ObjectIdentifier> = []
    var kinds: Set<String> = []
    let attached = leaves.compactMap(\.item).flatMap(\.supplementaryItems)
    for item in section.boundarySupplementaryItems + attached
    where seen.insert(ObjectIdentifier(item)).inserted {
      guard kinds.insert(item.elementKind).inserted else {
        raiseUIKitException(
          reason:
            "section \(index) has more than one supplementary item of kind \(item.elementKind): "
            + "each supplementary item in a section needs its own element kind")
      }
    }
  }

  /// The smallest range holding every frame's extent along y (`across`
  /// false) or x (`across` true); nil for no frames.
  private func span(of frames: [CGRect], across: Bool) -> ClosedRange<CGFloat>? {
    guard !frames.isEmpty else { return nil }
    let low = frames.map { across ? $0.minX : $0.minY }.min()!
    let high = frames.map { across ? $0.maxX : $0.maxY }.max()!
    return low...high
  }

  /// True when any size in the section is estimated.
  private func usesEstimates(_ section: NSCollectionLayoutSection) -> Bool {
    func estimated(_ item: NSCollectionLayoutItem) -> Bool {
      if item.layoutSize.isEstimated { return true }
      if item.supplementaryItems.contains(where: { $0.layoutSize.isEstimated }) { return true }
      return (item as? NSCollectionLayoutGroup)?.subitems.contains(where: estimated) ?? false
    }
    return estimated(section.group)
      || section.boundarySupplementaryItems.contains { $0.layoutSize.isEstimated }
  }
}

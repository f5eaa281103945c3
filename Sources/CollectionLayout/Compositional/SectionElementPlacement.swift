import Foundation

extension CompositionalGeometry {
  /// The logical range of the scroll axis pinned items stick within.
  typealias VisibleBand = (start: CGFloat, end: CGFloat)

  /// Calls `body` with every element of section `index` that may meet the
  /// logical rectangle `logical`, in query order: cells, then their
  /// supplementary views, then boundary items, then decorations.
  ///
  /// `offset` is how far the section has scrolled along its own axis
  /// (orthogonal sections only): its cells and their supplementary views
  /// move back by it, its boundary items and decorations stay put
  /// (reference 2.9). The groups meeting the band are still found by
  /// arithmetic, the band being moved by the offset instead of every group,
  /// so a query stays O(log n + k).
  func forEachElement(
    ofSection index: Int, offset: CGFloat, meeting logical: CGRect, visible: VisibleBand,
    _ body: (PlacedElement) -> Void
  ) {
    let section = sections[index]
    guard section.itemCount > 0, section.reach.lowerBound <= logical.maxY + slack,
      section.reach.upperBound >= logical.minY - slack
    else { return }
    let shift = section.stepsAcross ? offset : 0
    let band =
      section.stepsAcross
      ? (logical.minX + shift, logical.maxX + shift) : (logical.minY, logical.maxY)
    if let groups = section.groups(meetingFrom: band.0 - slack, to: band.1 + slack) {
      forEachCell(of: section, index: index, groups: groups, shift: shift, body)
      forEachBadge(of: section, index: index, groups: groups, shift: shift, body)
      forEachSeparator(of: section, index: index, groups: groups, body)
    }
    for item in section.boundaryItems {
      let frame = physicalFrame(item.frame(visibleStart: visible.start, visibleEnd: visible.end))
      body(
        PlacedElement(
          category: .supplementaryView, kind: item.kind, section: index, item: 0,
          restingFrame: frame, frame: frame, zIndex: item.zIndex, selfSizing: item.selfSizing))
    }
    for decoration in section.decorations {
      let frame = physicalFrame(decoration.frame)
      body(
        PlacedElement(
          category: .decorationView, kind: decoration.kind, section: index, item: 0,
          restingFrame: frame, frame: frame, zIndex: decoration.zIndex))
    }
  }

  /// A logical frame at rest and moved back by `shift` across the scroll
  /// axis, each made physical (and so rounded) on its own.
  func physicalFrames(_ logical: CGRect, shift: CGFloat) -> (resting: CGRect, shown: CGRect) {
    let resting = physicalFrame(logical)
    guard shift != 0 else { return (resting, resting) }
    return (resting, physicalFrame(logical.offsetBy(dx: -shift, dy: 0)))
  }

  private func forEachCell(
    of section: CompositionalSection, index: Int, groups: ClosedRange<Int>, shift: CGFloat,
    _ body: (PlacedElement) -> Void
  ) {
    let perGroup = section.itemsPerGroup
    for group in groups {
      let origin = section.origin(ofGroup: group)
      for (cellIndex, cell) in section.cells(ofGroup: group).enumerated() {
        let item = group * perGroup + cellIndex
        guard item < section.itemCount else { break }
        let frames = physicalFrames(
          cell.frame.offsetBy(dx: origin.x, dy: origin.y), shift: shift)
        body(
          PlacedElement(
            category: .cell, kind: nil, section: index, item: item,
            restingFrame: frames.resting, frame: frames.shown, zIndex: cell.zIndex,
            selfSizing: section.usesEstimatedSizes ? cell.selfSizing : []))
      }
    }
  }

  private func forEachBadge(
    of section: CompositionalSection, index: Int, groups: ClosedRange<Int>, shift: CGFloat,
    _ body: (PlacedElement) -> Void
  ) {
    guard !section.badges.isEmpty else { return }
    let perGroup = section.itemsPerGroup
    for group in groups {
      let origin = section.origin(ofGroup: group)
      for badge in section.badges(ofGroup: group) {
        let item = group * perGroup + badge.cell
        guard item < section.itemCount else { continue }
        let frames = physicalFrames(
          badge.frame.offsetBy(dx: origin.x, dy: origin.y), shift: shift)
        body(
          PlacedElement(
            category: .supplementaryView, kind: badge.kind,
            section: index, item: item, restingFrame: frames.resting,
            frame: frames.shown, zIndex: badge.zIndex))
      }
    }
  }
}

extension CompositionalGeometry {
  /// The separators of a list section's rows in `groups` (a list has one
  /// row per group), found after the cells' supplementary views.
  private func forEachSeparator(
    of section: CompositionalSection, index: Int, groups: ClosedRange<Int>,
    _ body: (PlacedElement) -> Void
  ) {
    guard let style = section.listStyle, let separators = style.separators else { return }
    for group in groups where group < section.itemCount {
      for line in separatorLines(
        separators, style: style, section: section, index: index, item: group)
      {
        let frame = physicalFrame(line.frame)
        body(
          PlacedElement(
            category: .decorationView, kind: line.kind, section: index, item: group,
            restingFrame: frame, frame: frame, zIndex: ListMetrics.separatorZIndex))
      }
    }
  }

  /// The lines of one row of a list section, in logical coordinates.
  func separatorLines(
    _ separators: ListSeparators, style: ListSectionStyle, section: CompositionalSection,
    index: Int, item: Int
  ) -> [ListSeparators.Line] {
    guard let row = section.itemFrame(item) else { return [] }
    return separators.lines(
      item: item, section: index, count: section.itemCount, row: row,
      thickness: style.separatorThickness,
      textLeading: rowTextLeadings.size(at: IndexPath(item: item, section: index)))
  }

  /// A list row's separator of `kind`, if it shows.
  private func placedSeparator(ofKind kind: String, at indexPath: IndexPath) -> PlacedElement? {
    let section = sections[indexPath.section]
    guard let style = section.listStyle, let separators = style.separators,
      indexPath.item >= 0, indexPath.item < section.itemCount,
      let line = separatorLines(
        separators, style: style, section: section, index: indexPath.section,
        item: indexPath.item
      ).first(where: { $0.kind == kind })
    else { return nil }
    let frame = physicalFrame(line.frame)
    return PlacedElement(
      category: .decorationView, kind: kind, section: indexPath.section, item: indexPath.item,
      restingFrame: frame, frame: frame, zIndex: ListMetrics.separatorZIndex)
  }

  /// The colour of a list's own decoration, for its attributes.
  func listDecorationColor(_ placed: PlacedElement) -> UIColor? {
    guard let style = sections[placed.section].listStyle, let kind = placed.kind else {
      return nil
    }
    if kind == ListDecorations.backgroundKind { return style.background }
    guard let separators = style.separators else { return nil }
    return separatorLines(
      separators, style: style, section: sections[placed.section], index: placed.section,
      item: placed.item
    ).first(where: { $0.kind == kind })?.color
  }
}

extension CompositionalGeometry {
  /// The cell at `indexPath`, if the layout places one there.
  func placedCell(at indexPath: IndexPath, offset: CGFloat) -> PlacedElement? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard let frame = section.itemFrame(indexPath.item) else { return nil }
    let frames = physicalFrames(frame, shift: section.stepsAcross ? offset : 0)
    let cell = section.cells[indexPath.item % section.itemsPerGroup]
    return PlacedElement(
      category: .cell, kind: nil, section: indexPath.section, item: indexPath.item,
      restingFrame: frames.resting,
      frame: frames.shown, zIndex: cell.zIndex,
      selfSizing: section.usesEstimatedSizes ? cell.selfSizing : [])
  }

  /// A section's boundary item (index path section.0) or an item's
  /// supplementary view (the item's index path) of `kind`.
  func placedSupplementary(
    ofKind kind: String, at indexPath: IndexPath, offset: CGFloat, visible: VisibleBand
  ) -> PlacedElement? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    if indexPath.item == 0, section.itemCount > 0,
      let item = section.boundaryItems.first(where: { $0.kind == kind })
    {
      let frame = physicalFrame(item.frame(visibleStart: visible.start, visibleEnd: visible.end))
      return PlacedElement(
        category: .supplementaryView, kind: kind, section: indexPath.section, item: 0,
        restingFrame: frame,
        frame: frame, zIndex: item.zIndex, selfSizing: item.selfSizing)
    }
    guard indexPath.item >= 0, indexPath.item < section.itemCount, section.itemsPerGroup > 0
    else { return nil }
    let group = indexPath.item / section.itemsPerGroup
    guard
      let badge = section.badges(ofGroup: group).first(where: {
        $0.kind == kind && $0.cell == indexPath.item % section.itemsPerGroup
      })
    else { return nil }
    let origin = section.origin(ofGroup: group)
    let frames = physicalFrames(
      badge.frame.offsetBy(dx: origin.x, dy: origin.y), shift: section.stepsAcross ? offset : 0)
    return PlacedElement(
      category: .supplementaryView, kind: kind, section: indexPath.section,
      item: indexPath.item, restingFrame: frames.resting, frame: frames.shown, zIndex: badge.zIndex)
  }

  /// A section's background of `kind`, at index path section.0.
  func placedDecoration(ofKind kind: String, at indexPath: IndexPath) -> PlacedElement? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    if kind == ListSeparators.topKind || kind == ListSeparators.bottomKind {
      return placedSeparator(ofKind: kind, at: indexPath)
    }
    guard indexPath.item == 0 else { return nil }
    let section = sections[indexPath.section]
    guard section.itemCount > 0,
      let decoration = section.decorations.first(where: { $0.kind == kind })
    else { return nil }
    let frame = physicalFrame(decoration.frame)
    return PlacedElement(
      category: .decorationView, kind: kind, section: indexPath.section, item: 0,
      restingFrame: frame,
      frame: frame, zIndex: decoration.zIndex)
  }
}

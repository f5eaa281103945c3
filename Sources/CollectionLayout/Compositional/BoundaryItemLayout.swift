import Foundation

/// Places a section's (or the layout's) boundary supplementary items, in
/// logical coordinates (reference 1.5 and 2.4).
///
/// Sizing comes first, because the items aligned to the start or end of the
/// scroll axis with `extendsBoundary` lengthen the section by their length:
/// the header sits before the top inset, the footer after the bottom one.
/// Placing comes once the section's content length is known.
struct BoundaryItemLayout {
  /// An item with its resolved logical size and its alignment.
  struct Sized {
    let item: NSCollectionLayoutBoundarySupplementaryItem
    let size: CGSize
    let mainEdge: CompositionalAxis.Edge?
    let crossEdge: CompositionalAxis.Edge?
    /// The physical axes its view may size itself on: the estimated ones.
    let selfSizing: SelfSizingAxes

    /// Only an edge on the scroll axis can extend the section.
    var extends: Bool { item.extendsBoundary && mainEdge != nil }
  }

  let axis: CompositionalAxis
  let sized: [Sized]
  /// The length the extending start items add before the content: [?] the
  /// longest of them when there are several (they share the start).
  let headerLength: CGFloat
  /// The length the extending end items add after the content.
  let footerLength: CGFloat

  /// Sizes the items in `container`: the section's width less its leading
  /// and trailing insets when supplementaries follow them, the full width
  /// otherwise; along the scroll axis the container's full length.
  ///
  /// `measured` holds the sizes the items' views asked for, by element
  /// kind (physical): an item takes them on its estimated axes, as a cell
  /// does.
  init(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], container: SizingContainer,
    axis: CompositionalAxis, measured: [String: CGSize]? = nil
  ) {
    self.axis = axis
    sized = items.map { item in
      let edges = axis.logicalEdges(of: item.alignment)
      var axes: SelfSizingAxes = []
      if item.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
      if item.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
      var size = container.resolve(item.layoutSize)
      if let preferred = measured?[item.elementKind] {
        size = axes.merge(preferred: preferred, into: size)
      }
      return Sized(
        item: item, size: axis.transpose(size), mainEdge: edges.main, crossEdge: edges.cross,
        selfSizing: axes)
    }
    headerLength =
      sized.filter { $0.extends && $0.mainEdge == .start }
      .map(\.size.height).max() ?? 0
    footerLength =
      sized.filter { $0.extends && $0.mainEdge == .end }
      .map(\.size.height).max() ?? 0
  }

  /// The items placed on a section that starts at `start` and whose inset
  /// box (insets and groups, after the header) ends at `boxEnd`.
  ///
  /// - `crossSpan`: the range across the scroll axis the items align in.
  /// - `liftsZIndex`: the section has a background, which lifts
  ///   supplementary views to at least 1.
  func place(
    start: CGFloat, boxEnd: CGFloat, crossSpan: ClosedRange<CGFloat>, liftsZIndex: Bool
  ) -> [PlacedBoundaryItem] {
    let boxStart = start + headerLength
    let end = boxEnd + footerLength
    let pinnedStart = pinnedLength(at: .start)
    let pinnedEnd = pinnedLength(at: .end)
    return sized.map { entry in
      let length = entry.size.height
      let main: CGFloat
      switch (entry.mainEdge, entry.extends) {
      case (.start, true): main = start
      case (.end, true): main = boxEnd
      case (.start, false): main = boxStart
      case (.end, false): main = boxEnd - length
      case (nil, _): main = boxStart + (boxEnd - boxStart - length) / 2
      }
      let width = entry.size.width
      let cross: CGFloat
      switch entry.crossEdge {
      case .start: cross = crossSpan.lowerBound
      case .end: cross = crossSpan.upperBound - width
      // [?] Centred when the alignment names no edge across (reference 2.4).
      case nil:
        cross = crossSpan.lowerBound + (crossSpan.upperBound - crossSpan.lowerBound - width) / 2
      }
      let offset = axis.transpose(entry.item.offset)
      let box = CGRect(x: cross + offset.x, y: main + offset.y, width: width, height: length)
      let frame = box.inset(by: axis.logical(entry.item.effectiveContentInsets))
      var pin: PlacedBoundaryItem.Pin?
      if entry.item.pinToVisibleBounds, let edge = entry.mainEdge {
        // [?] "Header and footer pinned together are kept apart" (reference
        // 1.5): each stops where the pinned item at the other end begins.
        pin =
          edge == .start
          ? PlacedBoundaryItem.Pin(edge: .start, limit: end - frame.height - pinnedEnd)
          : PlacedBoundaryItem.Pin(edge: .end, limit: start + pinnedStart)
      }
      let zIndex = liftsZIndex ? max(entry.item.zIndex, 1) : entry.item.zIndex
      return PlacedBoundaryItem(
        kind: entry.item.elementKind, frame: frame, zIndex: zIndex, pin: pin,
        selfSizing: entry.selfSizing)
    }
  }

  /// The length of the longest pinned item at one end of the scroll axis.
  private func pinnedLength(at edge: CompositionalAxis.Edge) -> CGFloat {
    sized.filter { $0.item.pinToVisibleBounds && $0.mainEdge == edge }.map(\.size.height).max()
      ?? 0
  }
}

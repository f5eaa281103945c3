import Foundation

/// One section of a compositional layout, solved and placed, in logical
/// coordinates (y along the scroll axis, see `CompositionalAxis`).
///
/// Every group of a section is a copy of one solved template (reference
/// 2.4): item i is template cell `i mod n` of group `i div n`, and group k
/// sits `k × groupStep` from the first. A cell's frame is therefore computed,
/// not stored, and the groups meeting a band are found by arithmetic, which
/// keeps viewport queries at O(log n + k) however many items there are.
struct CompositionalSection {
  /// A cell of the template group.
  struct Cell {
    /// Relative to the group's origin.
    let frame: CGRect
    let zIndex: Int
    /// The physical axes on which the cell's item is estimated.
    var selfSizing: SelfSizingAxes = []
  }

  /// A supplementary view attached to a template cell (a badge).
  struct Badge {
    /// The template cell it belongs to.
    let cell: Int
    let kind: String
    /// Relative to the group's origin.
    let frame: CGRect
    let zIndex: Int
  }

  /// A background decoration.
  struct Decoration {
    let kind: String
    let frame: CGRect
    let zIndex: Int
  }

  let itemCount: Int
  let groupOrigin: CGPoint
  /// The template group's size.
  let groupSize: CGSize
  /// The distance from one group to the next: group length plus
  /// interGroupSpacing, along y, or along x for an orthogonal section.
  let groupStep: CGFloat
  /// True for an orthogonal section, whose groups follow each other across
  /// the scroll axis.
  let stepsAcross: Bool
  let cells: [Cell]
  let badges: [Badge]
  /// Where the template's cells and badges reach along the step axis,
  /// relative to the group's origin; nil when the template has none.
  let templateSpan: ClosedRange<CGFloat>?
  let boundaryItems: [PlacedBoundaryItem]
  let decorations: [Decoration]
  /// The section's extent on the scroll axis: header, insets, groups, footer.
  let start: CGFloat
  let end: CGFloat
  /// Where any of its elements may reach on the scroll axis, allowing for
  /// offsets, badges and overflowing groups: what viewport queries search.
  let reach: ClosedRange<CGFloat>
  /// How far the section extends across the scroll axis, for the content size.
  let crossExtent: CGFloat
  let orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// The length of an orthogonal section's row, insets included: what its
  /// own scroll view would scroll over.
  let orthogonalContentLength: CGFloat
  /// The furthest an orthogonal section can scroll: its row's length less
  /// the container's width across the scroll axis; 0 when the row fits.
  let orthogonalOffsetLimit: CGFloat
  /// The section's handler, called with its visible elements on every
  /// layout pass.
  let visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// True when a dimension in the section is estimated: its cells may
  /// size themselves (not in an orthogonal section, which the engine lays
  /// out at its estimates).
  let usesEstimatedSizes: Bool
  /// The groups re-solved around measured cells.
  var sizedGroups = SizedGroups.none
  /// Set for a list section: its separators and the look of its views.
  var listStyleBox: ListStyleBox?
  var listStyle: ListSectionStyle? { listStyleBox?.style }

  /// A section with no items: no elements and no length. [?] Reference 2.4
  /// leaves empty sections unmodelled and 2.5 adds spacing only between
  /// non-empty ones; the engine shows nothing for them, not even a header.
  static func empty(at position: CGFloat) -> CompositionalSection {
    CompositionalSection(
      itemCount: 0, groupOrigin: .zero, groupSize: .zero, groupStep: 0, stepsAcross: false,
      cells: [],
      badges: [], templateSpan: nil, boundaryItems: [], decorations: [], start: position,
      end: position, reach: position...position, crossExtent: 0,
      orthogonalScrollingBehavior: .none, orthogonalContentLength: 0, orthogonalOffsetLimit: 0,
      visibleItemsInvalidationHandler: nil, usesEstimatedSizes: false)
  }

  var itemsPerGroup: Int { cells.count }

  var groupCount: Int {
    cells.isEmpty ? 0 : (itemCount + cells.count - 1) / cells.count
  }

  /// The cells of group k: the template's, or its own once sized.
  func cells(ofGroup group: Int) -> [Cell] {
    sizedGroups.group(at: group)?.cells ?? cells
  }

  /// The badges of group k.
  func badges(ofGroup group: Int) -> [Badge] {
    sizedGroups.group(at: group)?.badges ?? badges
  }

  /// The origin of group k.
  func origin(ofGroup group: Int) -> CGPoint {
    let offset = CGFloat(group) * groupStep + sizedGroups.shift(ofGroup: group)
    return stepsAcross
      ? CGPoint(x: groupOrigin.x + offset, y: groupOrigin.y)
      : CGPoint(x: groupOrigin.x, y: groupOrigin.y + offset)
  }

  /// The frame of an item, unrounded; nil for an item the section does not
  /// lay out (it cannot fit one, or the index is out of range).
  func itemFrame(_ item: Int) -> CGRect? {
    guard item >= 0, item < itemCount, !cells.isEmpty else { return nil }
    let group = item / cells.count
    let origin = origin(ofGroup: group)
    return cells(ofGroup: group)[item % cells.count].frame.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The groups whose cells or badges may meet the band between two values
  /// of the step axis, the groups being where they are at rest.
  func groups(meetingFrom low: CGFloat, to high: CGFloat) -> ClosedRange<Int>? {
    let count = groupCount
    guard count > 0, let span = templateSpan, low <= high else { return nil }
    let base = stepsAcross ? groupOrigin.x : groupOrigin.y
    if !sizedGroups.isEmpty {
      return searchedGroups(meetingFrom: low, to: high, span: span)
    }
    guard groupStep > 0 else {
      // Groups that do not advance all occupy the same place.
      return base + span.lowerBound <= high && base + span.upperBound >= low
        ? 0...(count - 1) : nil
    }
    // Clamped as floating-point values first: a query far outside the
    // content (or CGRect.infinite) would overflow Int.
    let lastGroup = CGFloat(count - 1)
    let first = ((low - base - span.upperBound) / groupStep).rounded(.up)
    let last = ((high - base - span.lowerBound) / groupStep).rounded(.down)
    guard first <= last, last >= 0, first <= lastGroup else { return nil }
    return Int(max(first, 0))...Int(min(last, lastGroup))
  }

  /// The groups meeting a band when sized groups make the spacing uneven:
  /// found by binary search, origins growing with the group index (each
  /// group's length plus the spacing is taken to be positive).
  private func searchedGroups(
    meetingFrom low: CGFloat, to high: CGFloat, span: ClosedRange<CGFloat>
  ) -> ClosedRange<Int>? {
    let count = groupCount
    let first = partitionPoint(count) { origin(ofGroup: $0).y + span.upperBound >= low }
    let end = partitionPoint(count) { origin(ofGroup: $0).y + span.lowerBound > high }
    guard first < end else { return nil }
    return first...(end - 1)
  }

  /// The boxes of the section's groups (logical, unrounded): what an
  /// orthogonal section's resting offsets are computed from.
  var groupBoxes: [CGRect] {
    (0..<groupCount).map { CGRect(origin: origin(ofGroup: $0), size: groupSize) }
  }
}

import Foundation

/// Everything a compositional layout computed: its sections and global
/// boundary items in logical coordinates, and how to turn a logical frame
/// into the one UIKit reports.
struct CompositionalGeometry {
  let axis: CompositionalAxis
  let scale: CGFloat
  /// Right-to-left: mirror the finished layout across the content's width.
  let mirrors: Bool
  let contentSize: CGSize
  let sections: [CompositionalSection]
  let globalItems: [PlacedBoundaryItem]
  /// What the section provider was given; handed on to the sections'
  /// visible-items handlers. Nil when there is nothing to lay out.
  let environment: CompositionalLayoutEnvironment?
  /// For each section, the furthest any section up to it reaches along the
  /// scroll axis: non-decreasing, so a binary search finds the first section
  /// that can meet a band.
  private let reachSoFar: [CGFloat]
  /// For each section, the nearest any section from it on starts: also
  /// non-decreasing, for the last section that can meet a band.
  private let startFromHere: [CGFloat]
  /// Where list rows' text starts, as their cells answered; a row not in
  /// it starts at its list's row margin.
  var rowTextLeadings = MeasuredValues<Int, CGFloat>()

  /// No sections, no content.
  init(axis: CompositionalAxis) {
    self.init(
      axis: axis, scale: 1, mirrors: false, contentSize: .zero, sections: [], globalItems: [],
      environment: nil)
  }

  init(
    axis: CompositionalAxis, scale: CGFloat, mirrors: Bool, contentSize: CGSize,
    sections: [CompositionalSection], globalItems: [PlacedBoundaryItem],
    environment: CompositionalLayoutEnvironment?
  ) {
    self.axis = axis
    self.scale = scale
    self.mirrors = mirrors
    self.contentSize = contentSize
    self.sections = sections
    self.globalItems = globalItems
    self.environment = environment
    var furthest = -CGFloat.infinity
    reachSoFar = sections.map { section in
      furthest = max(furthest, section.reach.upperBound)
      return furthest
    }
    var nearest = CGFloat.infinity
    startFromHere = sections.reversed().map { section in
      nearest = min(nearest, section.reach.lowerBound)
      return nearest
    }.reversed()
  }

  /// How far a rounded frame may lie outside its unrounded one: rounding
  /// each of origin and size moves an edge by up to one pixel.
  var slack: CGFloat { scale > 0 ? max(1, 2 / scale) : 1 }

  /// The sections that may meet the band between two logical y values.
  func sections(meetingFrom low: CGFloat, to high: CGFloat) -> Range<Int> {
    let first = partitionPoint(sections.count) { reachSoFar[$0] >= low }
    let end = partitionPoint(sections.count) { startFromHere[$0] > high }
    return first..<max(first, end)
  }

  /// A logical frame made physical: transposed back to the scroll axis,
  /// mirrored for right-to-left, and each of x, y, width and height rounded
  /// to the pixel grid, halves away from zero (reference 2.6).
  func physicalFrame(_ logical: CGRect) -> CGRect {
    var frame = axis.transpose(logical)
    if mirrors { frame.origin.x = contentSize.width - frame.maxX }
    return CGRect(
      x: frame.origin.x.roundedToPixels(scale: scale),
      y: frame.origin.y.roundedToPixels(scale: scale),
      width: frame.width.roundedToPixels(scale: scale),
      height: frame.height.roundedToPixels(scale: scale))
  }

  /// A physical rectangle in logical coordinates, unrounded: the inverse of
  /// `physicalFrame` but for the rounding.
  func logicalRect(_ physical: CGRect) -> CGRect {
    var rect = physical.standardized
    if mirrors { rect.origin.x = contentSize.width - rect.maxX }
    return axis.transpose(rect)
  }

  /// The pinned boundary items that may be on screen in a logical band:
  /// those of the sections whose extent meets it, and the layout's own.
  /// Each as its kind and index path.
  func pinnedItems(meetingFrom low: CGFloat, to high: CGFloat) -> [(String, IndexPath)] {
    var pinned: [(String, IndexPath)] = []
    for index in sections(meetingFrom: low, to: high) {
      let section = sections[index]
      guard section.itemCount > 0, section.start <= high, section.end >= low else { continue }
      for item in section.boundaryItems where item.pin != nil {
        pinned.append((item.kind, IndexPath(item: 0, section: index)))
      }
    }
    for item in globalItems where item.pin != nil {
      pinned.append((item.kind, IndexPath(item: 0, section: 0)))
    }
    return pinned
  }
}

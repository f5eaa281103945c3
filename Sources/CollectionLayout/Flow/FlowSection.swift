import Foundation

/// One section of a flow layout, placed along the scroll axis, in logical
/// (vertical) coordinates with absolute y.
struct FlowSection {
  enum Placement {
    case grid(FlowGrid)
    case lines(FlowLines)
  }

  let metrics: FlowSectionMetrics
  /// The y where the section starts.
  let origin: CGFloat
  /// Header, top inset, lines, bottom inset and footer.
  let length: CGFloat
  let itemCount: Int
  let placement: Placement

  init(origin: CGFloat, sizes: FlowItemSizes, metrics: FlowSectionMetrics) {
    self.metrics = metrics
    self.origin = origin
    switch sizes {
    case .uniform(let size, let count):
      let grid = FlowGrid(count: count, itemSize: size, metrics: metrics)
      itemCount = count
      placement = .grid(grid)
      length = metrics.length(contentHeight: grid.contentHeight)
    case .varying(let all):
      let lines = FlowLines(sizes: all, metrics: metrics)
      itemCount = all.count
      placement = .lines(lines)
      length = metrics.length(contentHeight: lines.contentHeight)
    }
  }

  var end: CGFloat { origin + length }

  /// The frame of an item, unrounded, with absolute y.
  func itemFrame(_ item: Int) -> CGRect {
    let local: CGRect
    switch placement {
    case .grid(let grid): local = grid.frame(of: item)
    case .lines(let lines): local = lines.frames[item]
    }
    return local.offsetBy(dx: 0, dy: origin)
  }

  /// The first item of the line that holds `item`.
  func firstItemOfLine(containing item: Int) -> Int {
    switch placement {
    case .grid(let grid): return item / grid.perLine * grid.perLine
    case .lines(let lines): return lines.firstItemOfLine(containing: item)
    }
  }

  /// Items that may meet the band between two absolute y values.
  func items(meetingBandFrom top: CGFloat, to bottom: CGFloat) -> Range<Int> {
    switch placement {
    case .grid(let grid): return grid.items(meetingBandFrom: top - origin, to: bottom - origin)
    case .lines(let lines): return lines.items(meetingBandFrom: top - origin, to: bottom - origin)
    }
  }

  /// The header's natural frame: the full reference width, ignoring the
  /// section insets; nil when the header height is not positive.
  var headerFrame: CGRect? {
    guard metrics.headerHeight > 0 else { return nil }
    return CGRect(x: 0, y: origin, width: metrics.width, height: metrics.headerHeight)
  }

  /// The footer's natural frame, directly after the bottom inset.
  var footerFrame: CGRect? {
    guard metrics.footerHeight > 0 else { return nil }
    return CGRect(
      x: 0, y: end - metrics.footerHeight, width: metrics.width, height: metrics.footerHeight)
  }

  /// The header frame pinned to the top of the visible band: never above its
  /// natural place, never below the point where it would overlap the footer.
  func pinnedHeaderFrame(visibleTop: CGFloat) -> CGRect? {
    guard var frame = headerFrame else { return nil }
    let lowest = end - metrics.footerHeight - metrics.headerHeight
    frame.origin.y = min(max(frame.minY, visibleTop), lowest)
    return frame
  }

  /// The footer frame pinned to the bottom of the visible band: never below
  /// its natural place, never above the header.
  func pinnedFooterFrame(visibleBottom: CGFloat) -> CGRect? {
    guard var frame = footerFrame else { return nil }
    let highest = origin + metrics.headerHeight
    frame.origin.y = max(min(frame.minY, visibleBottom - metrics.footerHeight), highest)
    return frame
  }
}

/// The item sizes of one section, in logical terms.
enum FlowItemSizes {
  /// Every item has this size: the uniform path.
  case uniform(CGSize, count: Int)
  /// At least two sizes differ: the variable path.
  case varying([CGSize])
}

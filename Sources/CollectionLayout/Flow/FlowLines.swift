import Foundation

/// The variable path: items of different sizes broken greedily into lines,
/// each line justified or left-aligned, items centred within the line height.
struct FlowLines {
  /// Every item's frame in section coordinates.
  private(set) var frames: [CGRect] = []
  /// The first item of each line; a line ends where the next begins.
  private(set) var lineStarts: [Int] = []
  /// Running maximum of line bottoms, for finding the first line below a y.
  private var maxBottomSoFar: [CGFloat] = []
  /// Running minimum (from the end) of line tops, for the last line above a y.
  private var minTopFromHere: [CGFloat] = []
  /// Σ line heights + (lines − 1)·ℓ: the height all lines take.
  private(set) var contentHeight: CGFloat = 0

  /// UIKit's quirk: when the first item of a section is wider than the
  /// available width, it closes an empty first line, so the item starts one
  /// line spacing lower. Reproduced on the strength of UIKit's line breaker;
  /// not yet confirmed on a device.
  static let emitsEmptyLineBeforeOversizeFirstItem = true

  init(sizes: [CGSize], metrics m: FlowSectionMetrics) {
    let lines = Self.breakIntoLines(sizes: sizes, metrics: m)
    frames.reserveCapacity(sizes.count)
    var y = m.contentTop
    var tops: [CGFloat] = []
    tops.reserveCapacity(lines.count)
    let lastIsComplete = Self.lastLineIsComplete(lines)
    for (number, line) in lines.enumerated() {
      if number > 0 { y += m.lineSpacing }
      place(
        line, sizes: sizes, top: y, complete: number < lines.count - 1 || lastIsComplete, metrics: m
      )
      tops.append(y)
      y += line.height
    }
    contentHeight = y - m.contentTop
    buildSearchIndex(tops: tops, heights: lines.map(\.height))
  }

  /// One line before placement: its items and what was left of the width.
  struct Line {
    var items: Range<Int>
    var widthSum: CGFloat
    var height: CGFloat
    /// A − Σ(w + s) over the line's items.
    var leftover: CGFloat
  }

  /// Greedy line breaking: an item fits while its width is at most what is
  /// left; each placed item uses its width plus one spacing.
  static func breakIntoLines(sizes: [CGSize], metrics m: FlowSectionMetrics) -> [Line] {
    let available = m.availableWidth
    var lines: [Line] = []
    var line = Line(items: 0..<0, widthSum: 0, height: 0, leftover: available)
    for (index, size) in sizes.enumerated() {
      let fits = size.width <= line.leftover
      let isFirstOfSection = index == 0
      if !fits
        && (!line.items.isEmpty || (isFirstOfSection && emitsEmptyLineBeforeOversizeFirstItem))
      {
        lines.append(line)
        line = Line(items: index..<index, widthSum: 0, height: 0, leftover: available)
      }
      line.items = line.items.lowerBound..<(index + 1)
      line.widthSum += size.width
      line.height = max(line.height, size.height)
      line.leftover -= size.width + m.interitemSpacing
    }
    if !line.items.isEmpty { lines.append(line) }
    return lines
  }

  /// The last line is justified only when every line holds one item, or when
  /// it left exactly as much width as the line before it.
  static func lastLineIsComplete(_ lines: [Line]) -> Bool {
    let real = lines.filter { !$0.items.isEmpty }
    if real.allSatisfy({ $0.items.count == 1 }) { return true }
    guard real.count >= 2 else { return false }
    return real[real.count - 1].leftover == real[real.count - 2].leftover
  }

  private mutating func place(
    _ line: Line, sizes: [CGSize], top: CGFloat, complete: Bool, metrics m: FlowSectionMetrics
  ) {
    lineStarts.append(line.items.lowerBound)
    let n = line.items.count
    guard n > 0 else { return }
    var x: CGFloat
    var gap: CGFloat
    if !complete {
      (x, gap) = (m.inset.left, m.interitemSpacing)
    } else if n >= 2 {
      (x, gap) = (
        m.inset.left, (m.width - line.widthSum - m.inset.left - m.inset.right) / CGFloat(n - 1)
      )
    } else {
      (x, gap) = (m.inset.left + max(0, m.availableWidth - line.widthSum) / 2, 0)
    }
    for index in line.items {
      let size = sizes[index]
      frames.append(
        CGRect(
          x: x, y: top + (line.height - size.height) / 2, width: size.width, height: size.height))
      x += size.width + gap
    }
  }

  /// Builds the running extremes that make line search a binary search even
  /// when a negative line spacing makes lines overlap.
  private mutating func buildSearchIndex(tops lineTops: [CGFloat], heights: [CGFloat]) {
    var bottoms = zip(lineTops, heights).map { $0 + $1 }
    var tops = lineTops
    for line in bottoms.indices.dropFirst() {
      bottoms[line] = max(bottoms[line], bottoms[line - 1])
    }
    for line in tops.indices.reversed().dropFirst() {
      tops[line] = min(tops[line], tops[line + 1])
    }
    maxBottomSoFar = bottoms
    minTopFromHere = tops
  }

  /// The first item of the line that holds `item` (lines start in order).
  func firstItemOfLine(containing item: Int) -> Int {
    let line = partitionPoint(lineStarts.count) { lineStarts[$0] > item } - 1
    return line >= 0 ? lineStarts[line] : 0
  }

  private func itemRange(ofLine line: Int) -> Range<Int> {
    let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : frames.count
    return lineStarts[line]..<end
  }

  /// The items on lines that may meet the band from `top` to `bottom`
  /// (section coordinates), found by binary search over the lines.
  func items(meetingBandFrom top: CGFloat, to bottom: CGFloat) -> Range<Int> {
    // First line whose running bottom reaches `top`.
    let first = partitionPoint(maxBottomSoFar.count) { maxBottomSoFar[$0] >= top - 1 }
    // First line from which every top lies below `bottom`.
    let end = partitionPoint(minTopFromHere.count) { minTopFromHere[$0] > bottom + 1 }
    guard first < end else { return 0..<0 }
    return lineStarts[first]..<itemRange(ofLine: end - 1).upperBound
  }
}

/// The first index in 0..<count for which `isAbove` holds, given that it
/// holds for a suffix of the indices.
func partitionPoint(_ count: Int, _ isAbove: (Int) -> Bool) -> Int {
  var low = 0
  var high = count
  while low < high {
    let middle = (low + high) / 2
    if isAbove(middle) { high = middle } else { low = middle + 1 }
  }
  return low
}

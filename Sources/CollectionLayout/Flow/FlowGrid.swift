import Foundation

/// The uniform path: every item of the section has one size, so items sit on
/// a grid whose frames are computed, never stored.
struct FlowGrid {
  let count: Int
  /// k, the items per line.
  let perLine: Int
  let itemSize: CGSize
  /// The x of column 0.
  let firstX: CGFloat
  /// w + g: from one column's x to the next.
  let columnStep: CGFloat
  /// H + top: the y of line 0 in section coordinates.
  let firstY: CGFloat
  /// h + ℓ: from one line's y to the next.
  let lineStep: CGFloat
  /// ℓ, kept to compute the content height exactly as UIKit does.
  let lineSpacing: CGFloat

  init(count: Int, itemSize: CGSize, metrics m: FlowSectionMetrics) {
    let (w, s) = (itemSize.width, m.interitemSpacing)
    self.count = count
    self.itemSize = itemSize
    // ANCHOR: items-per-line
    // UIKit's expression, kept in this form so floating point rounds alike.
    let fitting = s + w > 0 ? ((s + m.availableWidth) / (s + w)).rounded(.down) : CGFloat(count)
    let k = fitting.isFinite ? Int(max(1, min(fitting, CGFloat(Int32.max)))) : 1
    perLine = k
    if k >= 2 {
      firstX = m.inset.left
      let gap = (m.width - m.inset.left - m.inset.right - CGFloat(k) * w) / CGFloat(k - 1)
      columnStep = w + gap
    } else {
      // A lone item is centred and, unlike on the variable path, not clamped:
      // an item wider than the section overhangs both sides.
      firstX = m.inset.left + (m.width - w - m.inset.left - m.inset.right) / 2
      columnStep = 0
    }
    // ANCHOR_END: items-per-line
    firstY = m.contentTop
    lineStep = itemSize.height + m.lineSpacing
    lineSpacing = m.lineSpacing
  }

  /// m, the number of lines.
  var lineCount: Int { count == 0 ? 0 : (count + perLine - 1) / perLine }

  /// The height the lines take: m·(h + ℓ) − ℓ, or 0 with no items.
  var contentHeight: CGFloat {
    lineCount == 0 ? 0 : CGFloat(lineCount) * lineStep - lineSpacing
  }

  /// The frame of item `index` in section coordinates.
  func frame(of index: Int) -> CGRect {
    let column = index % perLine
    let line = index / perLine
    return CGRect(
      x: firstX + CGFloat(column) * columnStep, y: firstY + CGFloat(line) * lineStep,
      width: itemSize.width, height: itemSize.height)
  }

  /// The items on lines that may meet the band from `top` to `bottom`
  /// (section coordinates), with a point and a line of slack each side for
  /// origins that rounding moved.
  func items(meetingBandFrom top: CGFloat, to bottom: CGFloat) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let lastLine = lineCount - 1
    var first = 0
    var last = lastLine
    if lineStep > 0 {
      first = Int(clamping: ((top - 1 - firstY - itemSize.height) / lineStep).rounded(.down)) - 1
      last = Int(clamping: ((bottom + 1 - firstY) / lineStep).rounded(.down)) + 1
    }
    first = max(0, first)
    last = min(lastLine, last)
    guard first <= last else { return 0..<0 }
    return (first * perLine)..<min(count, (last + 1) * perLine)
  }
}

extension Int {
  /// The value, or the nearest representable Int for huge or non-finite input.
  fileprivate init(clamping value: CGFloat) {
    if value.isNaN {
      self = 0
    } else if value >= CGFloat(Int.max / 2) {
      self = Int.max / 2
    } else if value <= CGFloat(Int.min / 2) {
      self = Int.min / 2
    } else {
      self = Int(value)
    }
  }
}

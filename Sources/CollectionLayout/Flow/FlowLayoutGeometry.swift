import Foundation

/// Everything a flow layout computed in `prepare()`: its sections in logical
/// coordinates, and how to turn a logical frame into the one UIKit reports.
struct FlowLayoutGeometry {
  let axis: FlowAxis
  let scale: CGFloat
  /// Right-to-left: mirror the layout across its width.
  let mirrors: Bool
  /// The reference width D.
  let width: CGFloat
  /// The length of all sections along the scroll axis.
  let length: CGFloat
  let sections: [FlowSection]
  /// The content size, physical.
  let contentSize: CGSize

  /// No sections, no content: what a layout with nothing to lay out reports.
  init(axis: FlowAxis) {
    self.axis = axis
    scale = 1
    mirrors = false
    width = 0
    length = 0
    sections = []
    contentSize = .zero
  }

  init(axis: FlowAxis, scale: CGFloat, mirrors: Bool, width: CGFloat, sections: [FlowSection]) {
    self.axis = axis
    self.scale = scale
    self.mirrors = mirrors
    self.width = width
    self.sections = sections
    length = sections.last?.end ?? 0
    contentSize = axis.transpose(CGSize(width: width, height: length))
  }

  /// The sections whose span meets the band between two logical y values,
  /// with one point of slack for origins that rounding moved.
  func sections(meetingBandFrom top: CGFloat, to bottom: CGFloat) -> Range<Int> {
    let first = partitionPoint(sections.count) { sections[$0].end >= top - 1 }
    let end = partitionPoint(sections.count) { sections[$0].origin > bottom + 1 }
    return first..<max(first, end)
  }

  /// The logical y range a physical rectangle covers. Right-to-left mirrors
  /// the scroll axis when it is horizontal.
  func logicalBand(of rect: CGRect) -> (top: CGFloat, bottom: CGFloat) {
    let logical = axis.transpose(rect)
    guard mirrors, axis.isHorizontal else { return (logical.minY, logical.maxY) }
    return (length - logical.maxY, length - logical.minY)
  }

  /// A logical frame made physical: origins rounded to the pixel grid, then
  /// mirrored for right-to-left (each line within the width when scrolling
  /// vertically, the whole content when scrolling horizontally), then
  /// transposed back to the scroll axis.
  func physicalFrame(_ logical: CGRect) -> CGRect {
    var frame = logical
    frame.origin.x = frame.origin.x.roundedToPixels(scale: scale)
    frame.origin.y = frame.origin.y.roundedToPixels(scale: scale)
    if mirrors {
      if axis.isHorizontal {
        frame.origin.y = length - frame.height - frame.origin.y
      } else {
        frame.origin.x = width - frame.width - frame.origin.x
      }
    }
    return axis.transpose(frame)
  }
}

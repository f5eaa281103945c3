import Foundation

/// Everything a flow layout computed in `prepare()`: its sections in logical
/// coordinates, and how to turn a logical frame into the one UIKit reports.
struct FlowLayoutGeometry {
  let axis: FlowAxis
  let scale: CGFloat
  /// Mirror x within each section (right-to-left layout direction).
  let mirrors: Bool
  let sections: [FlowSection]
  /// The content size, physical.
  let contentSize: CGSize

  /// No sections, no content: what a layout with nothing to lay out reports.
  init(axis: FlowAxis) {
    self.axis = axis
    scale = 1
    mirrors = false
    sections = []
    contentSize = .zero
  }

  init(axis: FlowAxis, scale: CGFloat, mirrors: Bool, width: CGFloat, sections: [FlowSection]) {
    self.axis = axis
    self.scale = scale
    self.mirrors = mirrors
    self.sections = sections
    let length = sections.last?.end ?? 0
    contentSize = axis.transpose(CGSize(width: width, height: length))
  }

  /// The sections whose span meets the band between two logical y values.
  func sections(meetingBandFrom top: CGFloat, to bottom: CGFloat) -> Range<Int> {
    let first = partitionPoint(sections.count) { sections[$0].end >= top }
    let end = partitionPoint(sections.count) { sections[$0].origin > bottom }
    return first..<max(first, end)
  }

  /// A logical frame made physical: origins rounded to the pixel grid,
  /// mirrored for right-to-left, then transposed back to the scroll axis.
  func physicalFrame(_ logical: CGRect, in section: FlowSection) -> CGRect {
    var frame = logical
    frame.origin.x = frame.origin.x.roundedToPixels(scale: scale)
    frame.origin.y = frame.origin.y.roundedToPixels(scale: scale)
    var physical = axis.transpose(frame)
    if mirrors {
      let (start, span) =
        axis.isHorizontal ? (section.origin, section.length) : (0, section.metrics.width)
      physical.origin.x = start + span - physical.width - (physical.origin.x - start)
    }
    return physical
  }
}

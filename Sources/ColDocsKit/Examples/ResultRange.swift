import ColDocsRuntime
import Foundation

/// The numbers a page can draw. An example may compute any finite value,
/// but a frame at 2⁶³ points is a bug in the layout, and drawn it would be
/// an SVG no browser renders; it becomes a located error instead.
enum ResultRange {
  /// The largest coordinate, size or time coldocs draws, in points or
  /// seconds: far beyond any screen or scroll a layout has.
  static let largest: CGFloat = 1e9

  /// Where `result` first leaves the range, in words; nil when it never does.
  static func firstViolation(in result: ExampleResult) -> String? {
    for panel in result.panels {
      for frame in panel.timeline.frames {
        let view = [
          frame.contentOffset.x, frame.contentOffset.y, frame.bounds.minX, frame.bounds.minY,
          frame.bounds.width, frame.bounds.height, frame.contentSize.width,
          frame.contentSize.height, CGFloat(frame.time),
        ]
        if let value = view.first(where: outside) {
          return "the collection view at \(PlainNumber.text(value))"
        }
        for element in frame.elements {
          let numbers = [
            element.center.x, element.center.y, element.size.width, element.size.height,
          ]
          if let value = numbers.first(where: outside) {
            return "\(element.id) at \(PlainNumber.text(value))"
          }
        }
      }
    }
    return nil
  }

  private static func outside(_ value: CGFloat) -> Bool {
    !(abs(value) <= largest)
  }
}

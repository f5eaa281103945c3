import CollectionLayout
import Foundation

/// The rectangle a diagram shows: the content, the viewport and every
/// element, at every frame, with a margin.
struct DiagramBounds {
  let rect: CGRect

  /// Room around the drawing, so that the frames drawn on its edges show
  /// whole.
  static let margin: CGFloat = 8

  init(_ timeline: LayoutTimeline) {
    var box = CGRect.null
    for frame in timeline.frames {
      box = box.union(CGRect(origin: .zero, size: frame.contentSize))
      box = box.union(frame.bounds)
      for element in frame.elements where element.size.width > 0 || element.size.height > 0 {
        box = box.union(element.frame)
      }
    }
    if box.isNull || !box.isFinite { box = CGRect(x: 0, y: 0, width: 100, height: 100) }
    rect = box.insetBy(dx: -Self.margin, dy: -Self.margin)
  }

  var viewBox: String {
    let n: (CGFloat) -> String = PlainNumber.text
    return "\(n(rect.minX)) \(n(rect.minY)) \(n(rect.width)) \(n(rect.height))"
  }
}

extension CGRect {
  fileprivate var isFinite: Bool {
    minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
  }
}

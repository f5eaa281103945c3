import ColDocsRuntime
import CollectionLayout
import Foundation

/// How one element is drawn at one instant: its centre, size, plane
/// transform, opacity and stacking.
struct DrawnElement: Equatable {
  var center: CGPoint
  var size: CGSize
  var transform: CGAffineTransform
  var alpha: CGFloat
  var zIndex: Int
  /// Where its content view sits, when that is recorded for this instant.
  var content: ContentPlacement?

  init(_ element: ElementSnapshot) {
    center = element.center
    size = element.size
    transform = element.transform3D.map(CATransform3DGetAffineTransform) ?? .identity
    alpha = element.isHidden ? 0 : element.alpha
    zIndex = element.zIndex
    content = element.content
  }

  /// The SVG/CSS transform that maps the unit square centred on the origin
  /// onto the element: move to the centre, apply the element's transform,
  /// stretch to its size.
  func shapeTransform(css: Bool) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    let t = transform
    let matrix =
      t.isIdentity
      ? ""
      : (css
        ? " matrix(\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty)))"
        : " matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))")
    let scale =
      css
      ? " scale(\(n(max(size.width, 0.001))),\(n(max(size.height, 0.001))))"
      : " scale(\(n(max(size.width, 0.001))) \(n(max(size.height, 0.001))))"
    let translate =
      css
      ? "translate(\(n(center.x))px,\(n(center.y))px)" : "translate(\(n(center.x)) \(n(center.y)))"
    return translate + matrix + scale
  }

  /// The SVG/CSS transform that maps the unit square onto a cell's content
  /// view: the element's own transform, then the content's placement in
  /// the cell, then the content's size.
  func contentTransform(_ placement: ContentPlacement, css: Bool) -> String {
    var inner = self
    let m = placement.transform
    inner.transform = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
      .concatenating(transform)
    inner.size = placement.size
    return inner.shapeTransform(css: css)
  }

  /// The transform of the element's label: its centre only.
  func labelTransform(css: Bool) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    return css
      ? "translate(\(n(center.x))px,\(n(center.y))px)" : "translate(\(n(center.x)) \(n(center.y)))"
  }
}

/// The rectangle a diagram shows: the content, the viewport and every
/// element, at every frame, with a margin.
struct DiagramBounds {
  let rect: CGRect

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
    // Room around the drawing, and below it for the content-size caption.
    rect = CGRect(x: box.minX - 8, y: box.minY - 8, width: box.width + 16, height: box.height + 30)
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

/// One drawn copy of an element: the element at one stacking level.
///
/// SVG draws in document order and has no z-index, so an element whose
/// zIndex changes during an animation (the item being dragged, say) is drawn
/// once per level it takes, and each copy is visible only in the frames
/// where the element is at that level.
struct DrawingLayer {
  /// The element at its last state.
  let element: ElementSnapshot
  let zIndex: Int
}

extension LayoutTimeline {
  /// True when some frame's content is more than four viewports long.
  var isLongContent: Bool {
    let limit = UICollectionView.longContentViewports
    return frames.contains { frame in
      frame.contentSize.width > frame.bounds.width * limit
        || frame.contentSize.height > frame.bounds.height * limit
    }
  }

  /// Every element that appears in any frame, once per zIndex it takes, in
  /// the order a diagram draws them: zIndex, then name. The drawing and its
  /// keyframes both number layers by this order.
  var drawingLayers: [DrawingLayer] {
    var latest: [String: ElementSnapshot] = [:]
    var levels: [String: Set<Int>] = [:]
    for frame in frames {
      for element in frame.elements {
        latest[element.id] = element
        levels[element.id, default: []].insert(element.zIndex)
      }
    }
    return latest.values.flatMap { element in
      levels[element.id, default: []].map { DrawingLayer(element: element, zIndex: $0) }
    }
    .sorted { ($0.zIndex, $0.element.id) < ($1.zIndex, $1.element.id) }
  }
}

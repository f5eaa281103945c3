import Foundation

/// An immutable path, as Core Graphics defines it: the outline a shape
/// layer fills, and so the shape a mask leaves visible.
///
/// Foundation on Linux has no Core Graphics, so the engine provides the
/// type. A path keeps its elements as they were added (arcs, ellipses and
/// rounded corners already turned into Bézier curves, as Core Graphics
/// turns them), so that the timeline can write the outline a diagram clips
/// a masked cell to. `CGMutablePath` is the form that builds one.
public class CGPath: Equatable {
  /// One step of a path, in the path's own coordinates: what Core Graphics
  /// hands to `applyWithBlock`, as a value.
  enum Element: Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// Every point the element names, control points included.
    var points: [CGPoint] {
      switch self {
      case .move(let point), .line(let point): return [point]
      case .quadCurve(let point, let control): return [control, point]
      case .curve(let point, let control1, let control2): return [control1, control2, point]
      case .close: return []
      }
    }

    /// The element with every point mapped by `t`.
    func applying(_ t: CGAffineTransform) -> Element {
      switch self {
      case .move(let point): return .move(to: point.applying(t))
      case .line(let point): return .line(to: point.applying(t))
      case .quadCurve(let point, let control):
        return .quadCurve(to: point.applying(t), control: control.applying(t))
      case .curve(let point, let control1, let control2):
        return .curve(
          to: point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
      case .close: return .close
      }
    }
  }

  /// The path's elements in the order they were added. Only the engine
  /// reads them (Core Graphics offers `applyWithBlock` instead); only
  /// `CGMutablePath` changes them.
  var elements: [Element]

  init(elements: [Element]) {
    self.elements = elements
  }

  /// A closed rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// The ellipse that fits in `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rectangle whose corners are quarter ellipses of these radii.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// True when nothing has been added, not even a move.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points
  /// included (as Core Graphics computes it: a curve's control points may
  /// lie outside the curve); `CGRect.null` for an empty path.
  public var boundingBox: CGRect {
    let points = elements.flatMap(\.points)
    return points.isEmpty ? .null : CGRect.boundingBox(of: points)
  }

  /// Where the next element would start: the end of the last one, or the
  /// start of the subpath a `closeSubpath` ended; `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
      case .close: current = subpathStart
      default: current = element.points.last ?? current
      }
    }
    return current
  }

  /// The same path. (Core Graphics returns nil only when out of memory.)
  public func copy() -> CGPath? {
    CGPath(elements: elements)
  }

  /// The path with every point mapped by the transform, if one is given.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(elements: elements(applying: transform?.pointee ?? .identity))
  }

  /// A path to add to, starting with this one's elements.
  public func mutableCopy() -> CGMutablePath? {
    let path = CGMutablePath()
    path.elements = elements
    return path
  }

  /// A path to add to, starting with this one's elements mapped by the
  /// transform, if one is given.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    let path = CGMutablePath()
    path.elements = elements(applying: transform?.pointee ?? .identity)
    return path
  }

  /// The elements with every point mapped by `t`.
  func elements(applying t: CGAffineTransform) -> [Element] {
    t.isIdentity ? elements : elements.map { $0.applying(t) }
  }

  /// Equal when they hold the same elements, as Core Graphics compares paths.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }
}

import CollectionLayout
import Foundation

/// How one element is drawn at one instant: its centre, size, plane
/// transform, opacity and stacking.
///
/// An element is drawn as a group placed on its centre and turned by its
/// transform (`placement`); inside it, its rectangle is the unit square
/// stretched to its size (`sizing`), and its label and content view share
/// the group's plane, so they turn, scale, fade and stack with it as the
/// view's subviews do on a device.
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

  /// The SVG/CSS transform of the element's group: to its centre, then its
  /// own transform.
  func placement(css: Bool) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    let translate =
      css
      ? "translate(\(n(center.x))px,\(n(center.y))px)" : "translate(\(n(center.x)) \(n(center.y)))"
    return translate + (transform.isIdentity ? "" : " " + Self.matrix(transform, css: css))
  }

  /// The SVG/CSS transform that stretches the unit square centred on the
  /// origin to the element's size, inside its group.
  func sizing(css: Bool) -> String {
    Self.scale(size, css: css)
  }

  /// The SVG/CSS transform that maps the unit square onto a cell's content
  /// view inside the cell's group: the content's placement in the cell,
  /// then its size.
  func contentTransform(_ placement: ContentPlacement, css: Bool) -> String {
    let m = placement.transform
    let map = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    let matrix = map.isIdentity ? "" : Self.matrix(map, css: css) + " "
    return matrix + Self.scale(placement.size, css: css)
  }

  /// The SVG/CSS transform that maps a mask's outline, written in the
  /// element's own coordinates (top-left corner at 0, 0), onto the element
  /// inside its group: stretched from the size the outline was taken at to
  /// the element's size now, and centred. The outline keeps its own
  /// numbers; only this transform changes when the element is resized.
  func maskTransform(_ outline: MaskOutline, css: Bool) -> String {
    let taken = outline.size
    let sx = taken.width > 0 ? size.width / taken.width : 1
    let sy = taken.height > 0 ? size.height / taken.height : 1
    let map = CGAffineTransform(
      a: sx, b: 0, c: 0, d: sy, tx: -taken.width / 2 * sx, ty: -taken.height / 2 * sy)
    return Self.matrix(map, css: css)
  }

  /// The same outline placed in the diagram's coordinates, for drawings
  /// that do not nest it in the element's group (the minimap).
  func outlineTransform(_ outline: MaskOutline) -> String {
    placement(css: false) + " " + maskTransform(outline, css: false)
  }

  /// How much the element's transform scales what it holds: the square
  /// root of its area factor (1 for rotations and moves; 0.6 for a 0.6
  /// scale; about 0.7 for a door turned 60°).
  var planeScale: CGFloat {
    let t = transform
    return abs(t.a * t.d - t.b * t.c).squareRoot()
  }

  private static func matrix(_ t: CGAffineTransform, css: Bool) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    return css
      ? "matrix(\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty)))"
      : "matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))"
  }

  /// A scale that never reaches 0, which would make the shape's matrix
  /// singular (and some browsers drop it rather than draw nothing).
  private static func scale(_ size: CGSize, css: Bool) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    let w = n(max(size.width, 0.001))
    let h = n(max(size.height, 0.001))
    return css ? "scale(\(w),\(h))" : "scale(\(w) \(h))"
  }
}

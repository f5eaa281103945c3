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

  /// The SVG/CSS transform that maps a mask's outline, written in the
  /// element's own coordinates (top-left corner at 0, 0), onto the element:
  /// centred on the element's centre, stretched from the size the outline
  /// was taken at to the element's size now, then the element's transform
  /// and position. The outline keeps its own numbers; only this transform
  /// changes from frame to frame.
  func maskTransform(_ outline: MaskOutline, css: Bool) -> String {
    let taken = outline.size
    let stretch = CGAffineTransform(
      scaleX: taken.width > 0 ? size.width / taken.width : 1,
      y: taken.height > 0 ? size.height / taken.height : 1)
    var inner = self
    inner.transform = CGAffineTransform(translationX: -taken.width / 2, y: -taken.height / 2)
      .concatenating(stretch).concatenating(transform)
    inner.size = CGSize(width: 1, height: 1)
    return inner.shapeTransform(css: css)
  }

  /// The transform of the element's label: its centre only.
  func labelTransform(css: Bool) -> String {
    let n: (CGFloat) -> String = PlainNumber.text
    return css
      ? "translate(\(n(center.x))px,\(n(center.y))px)" : "translate(\(n(center.x)) \(n(center.y)))"
  }
}

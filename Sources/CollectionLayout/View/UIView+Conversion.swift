import Foundation

/// Moving points and rectangles between the coordinate systems of views.
///
/// A view's coordinate system is its bounds: a point at `bounds.origin` is its
/// top-left corner, so a scroll view's content offset is part of the mapping.
/// From a view to its superview a point goes through the view's geometry as
/// UIKit composes it: measured from the anchor point (the centre by default),
/// turned by the view's `transform`, then placed at `center`. A 3D
/// `transform3D` is flattened to its affine part first, so perspective is
/// not honoured; a superlayer's `sublayerTransform` is ignored.
///
/// UIKit converts through the two views' nearest common ancestor. With `nil`
/// for the other view it converts to or from window coordinates; a headless
/// hierarchy has no window, so `nil` stands for the space the topmost view's
/// frame is given in, where a window would be. Two views with no common
/// ancestor are treated as if their topmost views stood in one window.
extension UIView {
  /// Converts `point` from this view's bounds coordinates to those of `view`.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let path = conversionPath(to: view)
    return Self.map(point, up: path.up, down: path.down)
  }

  /// Converts `point` from the bounds coordinates of `view` to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else {
      return Self.map(point, up: [], down: conversionPath(to: nil).up)
    }
    return view.convert(point, to: self)
  }

  /// Converts `rect` from this view's bounds coordinates to those of `view`.
  /// A turned or scaled view gives the box around the four converted corners,
  /// as UIKit does.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let path = conversionPath(to: view)
    return Self.map(rect, up: path.up, down: path.down)
  }

  /// Converts `rect` from the bounds coordinates of `view` to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let view else {
      return Self.map(rect, up: [], down: conversionPath(to: nil).up)
    }
    return view.convert(rect, to: self)
  }

  // MARK: One step, view to superview

  /// `point` in this view's bounds coordinates, in its superview's.
  private func pointInSuperview(_ point: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    let turned = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y).applying(transform)
    return CGPoint(x: turned.x + center.x, y: turned.y + center.y)
  }

  /// `point` in the superview's bounds coordinates, in this view's.
  private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    let untransformed = CGPoint(x: point.x - center.x, y: point.y - center.y)
      .applying(transform.inverted())
    return CGPoint(x: untransformed.x + anchor.x, y: untransformed.y + anchor.y)
  }

  /// The anchor point in bounds coordinates: the point that sits at `center`.
  private var anchorInBounds: CGPoint {
    let area = bounds
    let unit = layer.anchorPoint
    return CGPoint(x: area.minX + unit.x * area.width, y: area.minY + unit.y * area.height)
  }

  /// True when the view only moves points, so a rectangle keeps its size.
  private var movesWithoutTurning: Bool {
    let t = transform
    return t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
  }

  // MARK: The whole path

  /// The views a conversion from this view to `view` climbs out of (this
  /// view up to, not including, the common ancestor) and then descends into
  /// (from below the common ancestor down to `view`, listed bottom up).
  private func conversionPath(to view: UIView?) -> (up: [UIView], down: [UIView]) {
    let mine = selfAndAncestors
    guard let view else { return (mine, []) }
    let theirs = view.selfAndAncestors
    let theirIndex = Dictionary(
      theirs.enumerated().map { (ObjectIdentifier($1), $0) },
      uniquingKeysWith: { first, _ in first }
    )
    for (index, ancestor) in mine.enumerated() {
      if let shared = theirIndex[ObjectIdentifier(ancestor)] {
        return (Array(mine[..<index]), Array(theirs[..<shared]))
      }
    }
    return (mine, theirs)
  }

  /// This view, its superview, and so on to the topmost view.
  private var selfAndAncestors: [UIView] {
    var chain: [UIView] = []
    var next: UIView? = self
    while let view = next {
      chain.append(view)
      next = view.superview
    }
    return chain
  }

  private static func map(_ point: CGPoint, up: [UIView], down: [UIView]) -> CGPoint {
    var result = point
    for view in up { result = view.pointInSuperview(result) }
    for view in down.reversed() { result = view.pointFromSuperview(result) }
    return result
  }

  /// Moves the origin when every view on the path only translates, so the
  /// size comes through untouched; otherwise boxes the four corners.
  private static func map(_ rect: CGRect, up: [UIView], down: [UIView]) -> CGRect {
    guard !rect.isNull, !rect.isInfinite else { return rect }
    if up.allSatisfy(\.movesWithoutTurning) && down.allSatisfy(\.movesWithoutTurning) {
      let standard = rect.standardized
      return CGRect(origin: map(standard.origin, up: up, down: down), size: standard.size)
    }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { map($0, up: up, down: down) }
    return CGRect.boundingBox(of: corners)
  }
}

import Foundation

/// A 2-D affine transform with Core Graphics' layout and conventions.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). Foundation on Linux
/// has no Core Graphics, so the engine provides the type and the operations
/// layout code uses.
public struct CGAffineTransform: Hashable, Codable, Sendable, CustomStringConvertible {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public init() {
    self = .identity
  }

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise on a
  /// screen whose y axis points down, as in UIKit.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`: a point is first mapped by `self`, then by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The inverse transform, or `self` unchanged when it cannot be inverted
  /// (Core Graphics' documented behaviour).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }

  /// A translation applied before `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by the transform's linear part (no translation), as in
  /// Core Graphics; the result may have negative components.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest axis-aligned rectangle holding the four transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    if t.isIdentity { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    return CGRect.boundingBox(of: corners)
  }

  /// The smallest rectangle holding every point.
  /// One pass, no intermediate arrays: frames of transformed elements are
  /// computed through here on every query of a recording. Ties keep the
  /// first point, as `min()` and `max()` of a sequence do.
  static func boundingBox<Points: Collection<CGPoint>>(of points: Points) -> CGRect {
    let first = points.first!
    var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
    for point in points.dropFirst() {
      if point.x < minX { minX = point.x }
      if point.x > maxX { maxX = point.x }
      if point.y < minY { minY = point.y }
      if point.y > maxY { maxY = point.y }
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

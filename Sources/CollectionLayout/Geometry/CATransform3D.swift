import Foundation

/// A 4×4 homogeneous transform with Core Animation's row-vector convention:
/// a point (x, y, z, 1) is multiplied on the left, so `m41`, `m42` and `m43`
/// hold the translation and `m34` the perspective term.
///
/// Foundation on Linux has no QuartzCore; the engine provides the type and the
/// `CATransform3D…` functions with their Core Animation names.
public struct CATransform3D: Hashable, Codable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity transform, as `CATransform3D()` is in Core Animation.
  public init() {
    self.init(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])
  }

  /// The matrix from four rows of four values.
  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// The matrix as four rows of four values.
  /// Whether every entry is a finite number. Checked on each recorded
  /// element of every frame, so it reads the entries without building rows.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite
      && m22.isFinite && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite
      && m33.isFinite && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite
      && m44.isFinite
  }

  var rows: [[CGFloat]] {
    [
      [m11, m12, m13, m14], [m21, m22, m23, m24],
      [m31, m32, m33, m34], [m41, m42, m43, m44],
    ]
  }

  /// Maps a point of the z = 0 plane, dividing by the homogeneous coordinate
  /// so that perspective (`m34`) shows as it does on screen.
  func project(_ point: CGPoint) -> CGPoint {
    let x = point.x * m11 + point.y * m21 + m41
    let y = point.x * m12 + point.y * m22 + m42
    let w = point.x * m14 + point.y * m24 + m44
    guard w != 0, w != 1 else { return CGPoint(x: x, y: y) }
    return CGPoint(x: x / w, y: y / w)
  }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  t == CATransform3DIdentity
}

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z). A zero-length axis
/// gives the identity, as in Core Animation.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  return CATransform3D(rows: [
    [c + k * x * x, k * x * y + s * z, k * x * z - s * y, 0],
    [k * x * y - s * z, c + k * y * y, k * y * z + s * x, 0],
    [k * x * z + s * y, k * y * z - s * x, c + k * z * z, 0],
    [0, 0, 0, 1],
  ])
}

/// `a` followed by `b`: the matrix product a·b in the row-vector convention.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let ra = a.rows
  let rb = b.rows
  let product = (0..<4).map { i in
    (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + ra[i][$1] * rb[$1][j] } }
  }
  return CATransform3D(rows: product)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse matrix, or `t` unchanged when it is singular (Core Animation's
/// documented behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var m = t.rows
  var inverse = CATransform3DIdentity.rows
  for column in 0..<4 {
    let pivot = (column..<4).max { abs(m[$0][column]) < abs(m[$1][column]) }!
    guard abs(m[pivot][column]) > 1e-12 else { return t }
    m.swapAt(column, pivot)
    inverse.swapAt(column, pivot)
    let scale = m[column][column]
    for j in 0..<4 {
      m[column][j] /= scale
      inverse[column][j] /= scale
    }
    for row in 0..<4 where row != column {
      let factor = m[row][column]
      guard factor != 0 else { continue }
      for j in 0..<4 {
        m[row][j] -= factor * m[column][j]
        inverse[row][j] -= factor * inverse[column][j]
      }
    }
  }
  return CATransform3D(rows: inverse)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// True when the transform acts on the plane like a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The plane part of the transform; the rest is dropped, as in Core Animation.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

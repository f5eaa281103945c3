import Foundation

/// A `CATransform3D` split into parts that interpolate well: perspective,
/// translation, scale, skew and a rotation quaternion.
///
/// Interpolating the sixteen numbers of two matrices directly would shear and
/// shrink an element half-way through a rotation; interpolating these parts
/// turns it. The matrix uses Core Animation's row-vector convention, so it is
/// rebuilt as scale · skew · rotation · translation · perspective.
struct TransformDecomposition: Equatable {
  var perspective: [Double]  // 4 values: the last column
  var translation: [Double]  // 3 values
  var scale: [Double]  // 3 values
  var skew: [Double]  // xy, xz, yz
  var quaternion: [Double]  // x, y, z, w

  static let identity = TransformDecomposition(
    perspective: [0, 0, 0, 1], translation: [0, 0, 0], scale: [1, 1, 1], skew: [0, 0, 0],
    quaternion: [0, 0, 0, 1])

  /// The parts of `transform`, or nil when it is degenerate (a zero scale,
  /// for instance) and cannot be split.
  init?(_ transform: CATransform3D) {
    var m = transform.rows.map { $0.map(Double.init) }
    guard m[3][3] != 0 else { return nil }
    let w = m[3][3]
    m = m.map { $0.map { $0 / w } }
    var linear = m
    for i in 0..<3 { linear[i][3] = 0 }
    linear[3][3] = 1
    guard abs(determinant3(linear)) > 1e-12 else { return nil }
    perspective = Self.perspective(of: m, linear: linear)
    translation = [m[3][0], m[3][1], m[3][2]]
    var rows = (0..<3).map { Array(m[$0][0..<3]) }
    (scale, skew) = Self.removeScaleAndSkew(&rows)
    quaternion = Self.quaternion(fromRotationRows: rows)
  }

  private init(
    perspective: [Double], translation: [Double], scale: [Double], skew: [Double],
    quaternion: [Double]
  ) {
    self.perspective = perspective
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.quaternion = quaternion
  }

  /// The perspective column, solved from the matrix without it.
  private static func perspective(of m: [[Double]], linear: [[Double]]) -> [Double] {
    guard m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 else { return [0, 0, 0, 1] }
    let column = [m[0][3], m[1][3], m[2][3], m[3][3]]
    let inverse = CATransform3DInvert(CATransform3D(rows: linear.map { $0.map { CGFloat($0) } }))
      .rows.map { $0.map(Double.init) }
    // column · (inverse)ᵀ: each result is a row of the inverse dotted with the column.
    return (0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i][$1] * column[$1] } }
  }

  /// Gram–Schmidt on the rows: leaves orthonormal rotation rows behind.
  private static func removeScaleAndSkew(_ rows: inout [[Double]]) -> ([Double], [Double]) {
    var scale = [0.0, 0, 0]
    var skew = [0.0, 0, 0]
    scale[0] = length(rows[0])
    rows[0] = rows[0].map { $0 / scale[0] }
    skew[0] = dot(rows[0], rows[1])
    rows[1] = combine(rows[1], rows[0], -skew[0])
    scale[1] = length(rows[1])
    rows[1] = rows[1].map { $0 / scale[1] }
    skew[0] /= scale[1]
    skew[1] = dot(rows[0], rows[2])
    rows[2] = combine(rows[2], rows[0], -skew[1])
    skew[2] = dot(rows[1], rows[2])
    rows[2] = combine(rows[2], rows[1], -skew[2])
    scale[2] = length(rows[2])
    rows[2] = rows[2].map { $0 / scale[2] }
    skew[1] /= scale[2]
    skew[2] /= scale[2]
    if dot(rows[0], cross(rows[1], rows[2])) < 0 {
      scale = scale.map { -$0 }
      rows = rows.map { $0.map { -$0 } }
    }
    return (scale, skew)
  }

  /// The unit quaternion of orthonormal rows (row-vector convention), by
  /// Shepperd's method: start from the largest component, which is never small.
  private static func quaternion(fromRotationRows q: [[Double]]) -> [Double] {
    // The column-vector rotation is the transpose: r[i][j] = q[j][i].
    let r = { (i: Int, j: Int) in q[j][i] }
    let trace = r(0, 0) + r(1, 1) + r(2, 2)
    let candidates = [trace, r(0, 0), r(1, 1), r(2, 2)]
    let largest = candidates.indices.max { candidates[$0] < candidates[$1] }!
    var x = 0.0
    var y = 0.0
    var z = 0.0
    var w = 0.0
    switch largest {
    case 0:
      w = 0.5 * (1 + trace).squareRoot()
      let f = 0.25 / w
      (x, y, z) = ((r(2, 1) - r(1, 2)) * f, (r(0, 2) - r(2, 0)) * f, (r(1, 0) - r(0, 1)) * f)
    case 1:
      x = 0.5 * (1 + r(0, 0) - r(1, 1) - r(2, 2)).squareRoot()
      let f = 0.25 / x
      (y, z, w) = ((r(0, 1) + r(1, 0)) * f, (r(0, 2) + r(2, 0)) * f, (r(2, 1) - r(1, 2)) * f)
    case 2:
      y = 0.5 * (1 - r(0, 0) + r(1, 1) - r(2, 2)).squareRoot()
      let f = 0.25 / y
      (x, z, w) = ((r(0, 1) + r(1, 0)) * f, (r(1, 2) + r(2, 1)) * f, (r(0, 2) - r(2, 0)) * f)
    default:
      z = 0.5 * (1 - r(0, 0) - r(1, 1) + r(2, 2)).squareRoot()
      let f = 0.25 / z
      (x, y, w) = ((r(0, 2) + r(2, 0)) * f, (r(1, 2) + r(2, 1)) * f, (r(1, 0) - r(0, 1)) * f)
    }
    return w < 0 ? [-x, -y, -z, -w] : [x, y, z, w]
  }

  /// The parts between `self` (t = 0) and `other` (t = 1): linear for all but
  /// the rotation, which follows the shorter great arc.
  func interpolated(to other: TransformDecomposition, _ t: Double) -> TransformDecomposition {
    func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }
    return TransformDecomposition(
      perspective: mix(perspective, other.perspective),
      translation: mix(translation, other.translation),
      scale: mix(scale, other.scale), skew: mix(skew, other.skew),
      quaternion: slerp(quaternion, other.quaternion, t))
  }

  /// The matrix again: scale · skew · rotation · translation · perspective.
  var transform: CATransform3D {
    var m = Self.rotationRows(quaternion)
    // Skew: row 2 gains yz·row 1 and xz·row 0; row 1 gains xy·row 0.
    m[2] = Self.combine(Self.combine(m[2], m[1], skew[2]), m[0], skew[1])
    m[1] = Self.combine(m[1], m[0], skew[0])
    for i in 0..<3 { m[i] = m[i].map { $0 * scale[i] } }
    var rows = m.map { $0 + [0.0] }
    rows.append(translation + [1.0])
    // Perspective applies last: multiply by the matrix whose last column it is.
    if perspective != [0, 0, 0, 1] {
      var p = CATransform3DIdentity.rows.map { $0.map(Double.init) }
      for i in 0..<4 { p[i][3] = perspective[i] }
      rows = (0..<4).map { i in
        (0..<4).map { j in (0..<4).reduce(0) { $0 + rows[i][$1] * p[$1][j] } }
      }
    }
    return CATransform3D(rows: rows.map { $0.map { CGFloat($0) } })
  }

  /// Orthonormal rows (row-vector convention) of a unit quaternion.
  private static func rotationRows(_ q: [Double]) -> [[Double]] {
    let (x, y, z, w) = (q[0], q[1], q[2], q[3])
    // The column-vector matrix, transposed into rows.
    let r = [
      [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
      [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
      [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ]
    return (0..<3).map { i in (0..<3).map { j in r[j][i] } }
  }

  private static func length(_ v: [Double]) -> Double { dot(v, v).squareRoot() }
  private static func dot(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
  }
  private static func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] {
    zip(a, b).map { $0 + $1 * k }
  }
  private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
  }
}

private func determinant3(_ m: [[Double]]) -> Double {
  m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
    - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
    + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
}

/// Spherical interpolation between unit quaternions along the shorter arc.
private func slerp(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
  var b = b
  var cosine = zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
  if cosine < 0 {
    b = b.map { -$0 }
    cosine = -cosine
  }
  guard cosine < 0.9995 else {
    let mixed = zip(a, b).map { $0 + ($1 - $0) * t }
    let norm = mixed.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return mixed.map { $0 / norm }
  }
  let angle = acos(cosine)
  let wa = sin((1 - t) * angle) / sin(angle)
  let wb = sin(t * angle) / sin(angle)
  return zip(a, b).map { wa * $0 + wb * $1 }
}

extension CATransform3D {
  /// The transform `t` of the way from `self` to `other`, through their
  /// decompositions; degenerate transforms switch half-way instead.
  func interpolated(to other: CATransform3D, _ t: Double) -> CATransform3D {
    if self == other { return self }
    guard let from = TransformDecomposition(self), let to = TransformDecomposition(other) else {
      return t < 0.5 ? self : other
    }
    return from.interpolated(to: to, t).transform
  }
}

import Foundation

// Members of Core Graphics that UIKit code uses on Apple platforms and that
// Foundation on Linux lacks. Each behaves as its Apple counterpart.

extension CGPoint {
  /// Exact equality, Core Graphics' name for `==`.
  public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
  /// Exact equality, Core Graphics' name for `==`.
  public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
  /// Exact equality of origin and size, Core Graphics' name for `==`.
  public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

/// A two-dimensional vector, as Core Graphics defines it.
public struct CGVector: Hashable, Codable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init() {
    self.init(dx: 0, dy: 0)
  }

  public static let zero = CGVector()
}

/// The largest finite `Float`, the C constant Apple's math headers export
/// and layouts still pass as "no limit" (`CGFloat(MAXFLOAT)`).
public let MAXFLOAT = Float.greatestFiniteMagnitude

extension CGAffineTransform {
  /// The transform with these six values, Core Graphics' unlabelled form.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)
  {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }
}

#if !canImport(ObjectiveC)
  /// Objective-C's signed integer, a Swift `Int`. Apple platforms get the
  /// alias from the Objective-C runtime through Foundation; Foundation on
  /// Linux has none, and UIKit code still spells delegate results with it.
  public typealias NSInteger = Int
#endif

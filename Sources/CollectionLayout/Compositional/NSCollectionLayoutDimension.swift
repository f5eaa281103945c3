import Foundation

/// One side of a layout size: a fixed length, a fraction of the container's
/// width or height, or an estimate the element may later replace by sizing
/// itself.
///
/// Immutable, as in UIKit. Fractions are resolved by the solver against the
/// container the element is placed in (its group, or the section for a root
/// group), floored to the pixel grid; see `SizingContainer`.
@available(iOS 13.0, *)
public final class NSCollectionLayoutDimension: NSObject, NSCopying, @unchecked Sendable {
  /// UIKit's internal codes for the five kinds.
  enum Kind: Int {
    case absolute = 0
    case fractionalWidth = 1
    case fractionalHeight = 2
    case estimated = 3
    case uniformAcrossSiblings = 4
  }

  let kind: Kind
  /// The points of an absolute or estimated dimension, or the fraction.
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// A length the element starts with before it sizes itself: laid out at
  /// the estimate, then at the size its cell prefers on this axis once the
  /// cell has been shown (a group: at the length of what it holds).
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// iOS 17: an estimate that, once the items of a group have sized
  /// themselves, grows to the largest of them. The engine sizes each item
  /// as for `.estimated`; growing siblings to the largest is not modelled.
  @available(iOS 17.0, *)
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat)
    -> NSCollectionLayoutDimension
  {
    NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }
  @available(iOS 17.0, *)
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// True for both kinds that a later self-sizing pass may change: on such
  /// an axis an item's contentInsets are ignored (reference 1.2).
  var isSelfSizing: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutDimension else { return false }
    return kind == other.kind && dimension == other.dimension
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(kind)
    hasher.combine(dimension)
    return hasher.finalize()
  }

  public override var description: String {
    switch kind {
    case .absolute: return "absolute(\(dimension))"
    case .fractionalWidth: return "fractionalWidth(\(dimension))"
    case .fractionalHeight: return "fractionalHeight(\(dimension))"
    case .estimated: return "estimated(\(dimension))"
    case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension))"
    }
  }
}

import Foundation

/// A width and a height dimension: the size an item or group asks for.
@available(iOS 13.0, *)
public final class NSCollectionLayoutSize: NSObject, NSCopying, @unchecked Sendable {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// True when either side is an estimate: such an element may size itself.
  var isEstimated: Bool { widthDimension.isSelfSizing || heightDimension.isSelfSizing }

  /// The axes on which the element takes a measured size.
  var selfSizingAxes: SelfSizingAxes {
    var axes: SelfSizingAxes = []
    if widthDimension.isSelfSizing { axes.insert(.width) }
    if heightDimension.isSelfSizing { axes.insert(.height) }
    return axes
  }

  /// Whether the size changes with its container along a group's axis: along
  /// x when either side is a fraction of the width, along y when either is a
  /// fraction of the height (reference 1.1). The group solver subtracts
  /// inter-item spacing in its first pass only for items that do not, and
  /// solves again when any placed item does (2.3).
  func dependsOnContainer(horizontally: Bool) -> Bool {
    horizontally
      ? widthDimension.isFractionalWidth || heightDimension.isFractionalWidth
      : widthDimension.isFractionalHeight || heightDimension.isFractionalHeight
  }

  /// True for exactly `fractionalWidth(1) × fractionalHeight(1)`, the one
  /// group size whose partial last group keeps its full length (2.4).
  var fillsContainer: Bool {
    widthDimension.isFractionalWidth && widthDimension.dimension == 1
      && heightDimension.isFractionalHeight && heightDimension.dimension == 1
  }

  /// The same size with the dimension along one axis replaced.
  func replacing(horizontally: Bool, with dimension: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    horizontally
      ? NSCollectionLayoutSize(widthDimension: dimension, heightDimension: heightDimension)
      : NSCollectionLayoutSize(widthDimension: widthDimension, heightDimension: dimension)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutSize else { return false }
    return widthDimension == other.widthDimension && heightDimension == other.heightDimension
  }

  public override var hash: Int {
    widthDimension.hash ^ (heightDimension.hash &* 31)
  }

  public override var description: String {
    "{\(widthDimension), \(heightDimension)}"
  }
}

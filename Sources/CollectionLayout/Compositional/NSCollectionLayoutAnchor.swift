import Foundation

/// A point on a rectangle named by its edges, moved by an offset in points
/// or in multiples of the supplementary item's own size. Supplementary items
/// use two: where on their container they attach, and which of their own
/// points attaches there.
@available(iOS 13.0, *)
public final class NSCollectionLayoutAnchor: NSObject, NSCopying, @unchecked Sendable {
  public let edges: NSDirectionalRectEdge
  public let offset: CGPoint
  public let isAbsoluteOffset: Bool
  public let isFractionalOffset: Bool

  public init(edges: NSDirectionalRectEdge) {
    self.edges = edges
    offset = .zero
    isAbsoluteOffset = false
    isFractionalOffset = false
    super.init()
  }

  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    offset = absoluteOffset
    isAbsoluteOffset = true
    isFractionalOffset = false
    super.init()
  }

  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    offset = fractionalOffset
    isAbsoluteOffset = false
    isFractionalOffset = true
    super.init()
  }

  /// The anchor's point on a `size` rectangle, relative to its origin, with
  /// the offset applied: an edge named on an axis puts the point on that
  /// edge, none (or both) centres it. `offsetUnit` is the size a fractional
  /// offset multiplies, the supplementary item's own.
  func point(in size: CGSize, offsetUnit: CGSize) -> CGPoint {
    func position(_ length: CGFloat, start: Bool, end: Bool) -> CGFloat {
      if start && !end { return 0 }
      if end && !start { return length }
      // [?] Reference 1.2: an axis with no edge named is centred.
      return length / 2
    }
    let x = position(
      size.width, start: edges.contains(.leading), end: edges.contains(.trailing))
    let y = position(size.height, start: edges.contains(.top), end: edges.contains(.bottom))
    let dx = isFractionalOffset ? offset.x * offsetUnit.width : offset.x
    let dy = isFractionalOffset ? offset.y * offsetUnit.height : offset.y
    return CGPoint(x: x + dx, y: y + dy)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutAnchor else { return false }
    return edges == other.edges && offset == other.offset
      && isAbsoluteOffset == other.isAbsoluteOffset
      && isFractionalOffset == other.isFractionalOffset
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(edges.rawValue)
    hasher.combine(offset.x)
    hasher.combine(offset.y)
    return hasher.finalize()
  }
}

import Foundation

/// Space kept outside an item, on any of its four edges, when its group
/// arranges it. Unlike contentInsets it moves the item's neighbours; a
/// flexible edge absorbs part of the group's leftover space, which is how
/// `bottom: .flexible(0)` keeps an item at the top of a taller group.
@available(iOS 13.0, *)
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying, @unchecked Sendable {
  public let leading: NSCollectionLayoutSpacing?
  public let top: NSCollectionLayoutSpacing?
  public let trailing: NSCollectionLayoutSpacing?
  public let bottom: NSCollectionLayoutSpacing?

  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  /// The spacings before and after the item along one axis.
  func spacings(horizontally: Bool) -> (
    before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?
  ) {
    horizontally ? (leading, trailing) : (top, bottom)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutEdgeSpacing else { return false }
    return leading == other.leading && top == other.top && trailing == other.trailing
      && bottom == other.bottom
  }

  public override var hash: Int {
    var hasher = Hasher()
    for spacing in [leading, top, trailing, bottom] { hasher.combine(spacing?.hash) }
    return hasher.finalize()
  }
}

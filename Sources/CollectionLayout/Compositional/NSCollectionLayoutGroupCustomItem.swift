import Foundation

/// One frame a custom group's item provider returns, relative to the group,
/// with the z-index its cell gets.
@available(iOS 13.0, *)
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying, @unchecked Sendable {
  public let frame: CGRect
  public let zIndex: Int

  public init(frame: CGRect) {
    self.frame = frame
    zIndex = 0
    super.init()
  }

  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutGroupCustomItem else { return false }
    return frame == other.frame && zIndex == other.zIndex
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(frame.origin.x)
    hasher.combine(frame.origin.y)
    hasher.combine(zIndex)
    return hasher.finalize()
  }
}

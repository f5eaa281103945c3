import Foundation

/// A gap between items: exactly `spacing` (fixed), or at least `spacing`
/// and growing to share the space a group has left over (flexible).
@available(iOS 13.0, *)
public final class NSCollectionLayoutSpacing: NSObject, NSCopying, @unchecked Sendable {
  public let spacing: CGFloat
  public let isFlexibleSpacing: Bool

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSCollectionLayoutSpacing else { return false }
    return spacing == other.spacing && isFlexibleSpacing == other.isFlexibleSpacing
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(spacing)
    hasher.combine(isFlexibleSpacing)
    return hasher.finalize()
  }

  public override var description: String {
    isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))"
  }
}

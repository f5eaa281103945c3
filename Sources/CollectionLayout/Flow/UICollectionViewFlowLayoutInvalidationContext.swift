import Foundation

/// A flow layout's invalidation context: says whether the delegate's metrics
/// and the computed attributes must be recomputed. Both default to true; a
/// scroll that only moves pinned headers sets both to false.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  open var invalidateFlowLayoutDelegateMetrics = true
  open var invalidateFlowLayoutAttributes = true
}

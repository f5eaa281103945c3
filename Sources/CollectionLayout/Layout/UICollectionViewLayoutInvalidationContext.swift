import Foundation

/// Says which parts of a layout an invalidation touches, so a layout can
/// recompute only those.
open class UICollectionViewLayoutInvalidationContext: NSObject {
  public required override init() {
    super.init()
  }

  /// True for the context `invalidateLayout()` sends: everything is stale.
  public internal(set) var invalidateEverything = false

  private var dataSourceCountsFlag = false

  /// True when the data source's counts must be read again; always true when
  /// `invalidateEverything` is.
  public internal(set) var invalidateDataSourceCounts: Bool {
    get { invalidateEverything || dataSourceCountsFlag }
    set { dataSourceCountsFlag = newValue }
  }

  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

  /// Added to the collection view's content offset when the invalidation is applied.
  open var contentOffsetAdjustment: CGPoint = .zero
  /// A change of content size the layout announces ahead of recomputing.
  open var contentSizeAdjustment: CGSize = .zero

  open func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }

  open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = all
  }
}

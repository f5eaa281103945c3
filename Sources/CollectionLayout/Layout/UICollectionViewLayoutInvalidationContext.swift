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

  /// Names elements of any category, each once, grouped as UIKit's three
  /// lists hold them.
  func invalidate(_ keys: [ElementKey]) {
    var items: [IndexPath] = []
    var supplementary: [String: [IndexPath]] = [:]
    var decorations: [String: [IndexPath]] = [:]
    for key in keys {
      switch key.category {
      case .cell:
        if invalidatedItemIndexPaths?.contains(key.indexPath) != true {
          items.append(key.indexPath)
        }
      case .supplementaryView:
        if invalidatedSupplementaryIndexPaths?[key.kind]?.contains(key.indexPath) != true {
          supplementary[key.kind, default: []].append(key.indexPath)
        }
      case .decorationView:
        if invalidatedDecorationIndexPaths?[key.kind]?.contains(key.indexPath) != true {
          decorations[key.kind, default: []].append(key.indexPath)
        }
      }
    }
    if !items.isEmpty { invalidateItems(at: items) }
    for (kind, paths) in supplementary.sorted(by: { $0.key < $1.key }) {
      invalidateSupplementaryElements(ofKind: kind, at: paths)
    }
    for (kind, paths) in decorations.sorted(by: { $0.key < $1.key }) {
      invalidateDecorationElements(ofKind: kind, at: paths)
    }
  }

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

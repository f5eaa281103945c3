import UIKit

/// A layout of equal-width columns in which every item goes to the bottom of
/// the shortest column so far, so items of different heights pack without
/// the gaps a flow layout's lines would leave (a "waterfall" or "masonry"
/// layout).
///
/// Each section starts below the tallest column of the one before it. The
/// layout has no headers or footers.
open class StaggeredColumnsLayout: UICollectionViewLayout {
  /// How many columns the items are spread over; at least one.
  open var numberOfColumns = 2 {
    didSet { invalidateLayout() }
  }

  /// The horizontal gap between two columns.
  open var columnSpacing: CGFloat = 8 {
    didSet { invalidateLayout() }
  }

  /// The vertical gap between two items of a column.
  open var itemSpacing: CGFloat = 8 {
    didSet { invalidateLayout() }
  }

  /// The margin around each section's columns.
  open var sectionInset: UIEdgeInsets = .zero {
    didSet { invalidateLayout() }
  }

  /// The height of an item, given its index path and the width of a column.
  /// Without it, every item is as tall as a column is wide.
  open var itemHeight: ((IndexPath, CGFloat) -> CGFloat)? {
    didSet { invalidateLayout() }
  }

  private var cells: [[UICollectionViewLayoutAttributes]] = []
  private var contentHeight: CGFloat = 0

  /// The width every column gets: what the insets and the gaps leave of
  /// the collection view's width, shared equally.
  public var columnWidth: CGFloat {
    guard let collectionView else { return 0 }
    let columns = CGFloat(max(numberOfColumns, 1))
    let available =
      collectionView.bounds.width - sectionInset.left - sectionInset.right
      - (columns - 1) * columnSpacing
    return max(available / columns, 0)
  }

  open override func prepare() {
    super.prepare()
    cells = []
    contentHeight = 0
    guard let collectionView else { return }
    let columns = max(numberOfColumns, 1)
    let width = columnWidth
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      top += sectionInset.top
      // Where the next item of each column would start.
      var bottoms = Array(repeating: top, count: columns)
      var placed: [UICollectionViewLayoutAttributes] = []
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        // The shortest column; of equal ones, the leftmost.
        let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] }!
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
          x: sectionInset.left + CGFloat(column) * (width + columnSpacing),
          y: bottoms[column],
          width: width,
          height: itemHeight?(indexPath, width) ?? width)
        bottoms[column] = attributes.frame.maxY + itemSpacing
        placed.append(attributes)
      }
      // The tallest column ends one spacing above its next start.
      let tallest = placed.isEmpty ? top : bottoms.max()! - itemSpacing
      top = tallest + sectionInset.bottom
      cells.append(placed)
    }
    contentHeight = top
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    cells.joined().filter { $0.frame.intersects(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard cells.indices.contains(indexPath.section),
      cells[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return cells[indexPath.section][indexPath.item]
  }

  /// The columns depend on the width only: scrolling keeps them, a new
  /// width recomputes them.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }
}

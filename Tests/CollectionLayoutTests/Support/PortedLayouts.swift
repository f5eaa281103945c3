// Layouts written exactly as they would be in an iOS app. Only the import
// differs from UIKit code: these must compile unchanged against the engine.
import CollectionLayout
import Foundation

// MARK: - A waterfall layout (CHTCollectionViewWaterfallLayout's arithmetic)

protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
}

final class WaterfallSizes: NSObject, WaterfallLayoutDelegate {
  let sizes: [CGSize]
  init(sizes: [CGSize]) { self.sizes = sizes }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath.item]
  }
}

final class WaterfallLayout: UICollectionViewLayout {
  var columnCount = 2
  var minimumColumnSpacing: CGFloat = 10
  var minimumInteritemSpacing: CGFloat = 10
  var sectionInset = UIEdgeInsets.zero

  private var itemAttributes: [UICollectionViewLayoutAttributes] = []
  private var contentHeight: CGFloat = 0

  override init() {
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func floorToPixel(_ value: CGFloat) -> CGFloat {
    let scale = collectionView?.traitCollection.displayScale ?? 1
    return floor(value * scale) / scale
  }

  override func prepare() {
    super.prepare()
    itemAttributes = []
    contentHeight = 0
    guard let collectionView, collectionView.numberOfSections > 0,
      let delegate = collectionView.delegate as? WaterfallLayoutDelegate
    else { return }
    let width = collectionView.bounds.width - sectionInset.left - sectionInset.right
    let spacing = CGFloat(columnCount - 1) * minimumColumnSpacing
    let itemWidth = floorToPixel((width - spacing) / CGFloat(columnCount))
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      top += sectionInset.top
      var columnHeights = Array(repeating: top, count: columnCount)
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let column = columnHeights.firstIndex(of: columnHeights.min()!)!
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        let height =
          size.width > 0 && size.height > 0 ? floorToPixel(size.height * itemWidth / size.width) : 0
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
          x: sectionInset.left + CGFloat(column) * (itemWidth + minimumColumnSpacing),
          y: columnHeights[column], width: itemWidth, height: height)
        itemAttributes.append(attributes)
        columnHeights[column] = attributes.frame.maxY + minimumInteritemSpacing
      }
      top = columnHeights.max()! - minimumInteritemSpacing + sectionInset.bottom
    }
    contentHeight = top
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    itemAttributes.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    itemAttributes.first { $0.indexPath == indexPath }
  }
}

// MARK: - A layout that places items on a circle

final class CircleLayout: UICollectionViewLayout {
  var itemSize = CGSize(width: 40, height: 40)
  var radius: CGFloat = 100
  private var cache: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let count = collectionView.numberOfItems(inSection: 0)
    let center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
    cache = (0..<count).map { item in
      let angle = 2 * CGFloat.pi * CGFloat(item) / CGFloat(count)
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.size = itemSize
      attributes.center = CGPoint(
        x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      attributes.transform = CGAffineTransform(rotationAngle: angle)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    collectionView?.bounds.size ?? .zero
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { rect.intersects($0.frame) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cache[indexPath.item]
  }
}

// MARK: - A flow layout subclass: full-height pages that shrink away from the centre

final class ZoomingPageLayout: UICollectionViewFlowLayout {
  var sideScale: CGFloat = 0.8
  private(set) var prepareCount = 0

  override init() {
    super.init()
    scrollDirection = .horizontal
    minimumLineSpacing = 20
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepare() {
    super.prepare()
    prepareCount += 1
    guard let collectionView else { return }
    let inset = collectionView.bounds.width * 0.1
    itemSize = CGSize(width: collectionView.bounds.width - 2 * inset, height: 100)
    sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView,
      let attributes = super.layoutAttributesForElements(in: rect)?.map({
        $0.copy() as! UICollectionViewLayoutAttributes
      })
    else { return nil }
    let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
    for item in attributes {
      let distance = min(abs(item.center.x - centerX), collectionView.bounds.width)
      let scale = 1 - (1 - sideScale) * distance / collectionView.bounds.width
      item.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView else { return proposedContentOffset }
    let visible = CGRect(origin: proposedContentOffset, size: collectionView.bounds.size)
    let proposedCenter = proposedContentOffset.x + collectionView.bounds.width / 2
    guard
      let closest = super.layoutAttributesForElements(in: visible)?.min(by: {
        abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter)
      })
    else { return proposedContentOffset }
    return CGPoint(
      x: closest.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
  }
}

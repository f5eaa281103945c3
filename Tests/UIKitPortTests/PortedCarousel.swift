// Written as a UIKit app writes it; only the import differs (UIKit →
// CollectionLayout). No other import: CGFloat, CGSize and friends must come
// through CollectionLayout as they come through UIKit.
import CollectionLayout

/// A horizontal carousel in the style of the popular carousel flow layouts:
/// the centred item at full size, its neighbours scaled and faded by their
/// distance to the centre, and a snap to the nearest item.
final class CarouselFlowLayout: UICollectionViewFlowLayout {
  var sideItemScale: CGFloat = 0.6
  var sideItemAlpha: CGFloat = 0.6
  var spacing: CGFloat = 40

  private var lastCollectionViewSize = CGSize.zero

  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    let currentSize = collectionView.bounds.size
    if !currentSize.equalTo(lastCollectionViewSize) {
      lastCollectionViewSize = currentSize
      scrollDirection = .horizontal
      let inset = (currentSize.width - itemSize.width) / 2
      sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
      let scaledItemOffset = (itemSize.width - itemSize.width * sideItemScale) / 2
      minimumLineSpacing = spacing - scaledItemOffset
    }
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let superAttributes = super.layoutAttributesForElements(in: rect),
      let attributes = NSArray(array: superAttributes, copyItems: true)
        as? [UICollectionViewLayoutAttributes]
    else { return nil }
    return attributes.map { transformLayoutAttributes($0) }
  }

  private func transformLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let collectionView = collectionView else { return attributes }
    let collectionCenter = collectionView.frame.size.width / 2
    let offset = collectionView.contentOffset.x
    let normalizedCenter = attributes.center.x - offset
    let maxDistance = itemSize.width + minimumLineSpacing
    let distance = min(abs(collectionCenter - normalizedCenter), maxDistance)
    let ratio = (maxDistance - distance) / maxDistance
    let alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
    let scale = ratio * (1 - sideItemScale) + sideItemScale
    attributes.alpha = alpha
    attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
    attributes.zIndex = Int(alpha * 10)
    return attributes
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView = collectionView, !collectionView.isPagingEnabled,
      let layoutAttributes = layoutAttributesForElements(in: collectionView.bounds)
    else {
      return super.targetContentOffset(
        forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    let midSide = collectionView.bounds.size.width / 2
    let proposedContentOffsetCenterOrigin = proposedContentOffset.x + midSide
    var targetContentOffset = proposedContentOffset
    let closest =
      layoutAttributes.sorted {
        abs($0.center.x - proposedContentOffsetCenterOrigin)
          < abs($1.center.x - proposedContentOffsetCenterOrigin)
      }.first ?? UICollectionViewLayoutAttributes()
    targetContentOffset = CGPoint(
      x: floor(closest.center.x - midSide), y: proposedContentOffset.y)
    return targetContentOffset
  }
}

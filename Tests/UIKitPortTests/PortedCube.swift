import CollectionLayout

/// Full-width pages that turn like the faces of a cube: a page leaving to
/// the left rotates about its right edge, a page coming in from the right
/// about its left edge, with perspective.
final class CubeFlowLayout: UICollectionViewFlowLayout {
  override func prepare() {
    super.prepare()
    guard let collectionView = collectionView else { return }
    scrollDirection = .horizontal
    minimumLineSpacing = 0
    minimumInteritemSpacing = 0
    sectionInset = .zero
    itemSize = collectionView.bounds.size
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView = collectionView,
      let attributes = super.layoutAttributesForElements(in: rect)
    else { return nil }
    let width = collectionView.bounds.width
    return attributes.map { original in
      let attributes = original.copy() as! UICollectionViewLayoutAttributes
      // -1 … 1: how far the page is from filling the screen.
      let position = (attributes.frame.minX - collectionView.contentOffset.x) / width
      var transform = CATransform3DIdentity
      transform.m34 = -1 / 500
      let angle = position * CGFloat.pi / 2
      transform = CATransform3DRotate(transform, angle, 0, 1, 0)
      attributes.transform3D = transform
      attributes.zIndex = position < 0 ? 0 : 1
      return attributes
    }
  }
}

/// Cells turn about the edge they share with their neighbour: the anchor
/// point moves to that edge, and the position with it so the cell stays put.
final class CubeCell: UICollectionViewCell {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    let m = layoutAttributes.transform3D
    // A page to the left of the screen turns about its right edge.
    let turningLeft = m.m13 > 0
    let anchor = CGPoint(x: turningLeft ? 1 : 0, y: 0.5)
    let size = bounds.size
    layer.anchorPoint = anchor
    layer.position = CGPoint(
      x: layoutAttributes.center.x + (anchor.x - 0.5) * size.width,
      y: layoutAttributes.center.y)
  }
}

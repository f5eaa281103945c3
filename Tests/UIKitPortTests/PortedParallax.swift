import CollectionLayout

/// Attributes that carry how far a cell's picture is shifted, as parallax
/// layouts declare them.
final class ParallaxLayoutAttributes: UICollectionViewLayoutAttributes {
  var parallaxOffset: CGPoint = .zero

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ParallaxLayoutAttributes
    copy.parallaxOffset = parallaxOffset
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ParallaxLayoutAttributes else { return false }
    return other.parallaxOffset.equalTo(parallaxOffset) && super.isEqual(object)
  }
}

/// A vertical list whose cells show a picture taller than the cell, moved
/// against the scroll: the picture's centre follows the cell's distance to
/// the middle of the screen.
final class ParallaxFlowLayout: UICollectionViewFlowLayout {
  var maxParallaxOffset: CGFloat = 30

  override class var layoutAttributesClass: AnyClass {
    return ParallaxLayoutAttributes.self
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
    return attributes.compactMap { $0.copy() as? ParallaxLayoutAttributes }.map {
      self.addParallax(to: $0)
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard
      let attributes = super.layoutAttributesForItem(at: indexPath)?.copy()
        as? ParallaxLayoutAttributes
    else { return nil }
    return addParallax(to: attributes)
  }

  private func addParallax(to attributes: ParallaxLayoutAttributes) -> ParallaxLayoutAttributes {
    guard let collectionView = collectionView else { return attributes }
    let visibleCenter = collectionView.contentOffset.y + collectionView.bounds.height / 2
    let distance = attributes.center.y - visibleCenter
    let fraction = max(-1, min(1, distance / collectionView.bounds.height))
    attributes.parallaxOffset = CGPoint(x: 0, y: -fraction * maxParallaxOffset)
    return attributes
  }
}

/// The cell: a picture view taller than the cell, clipped, moved by the
/// attributes' offset.
final class ParallaxCell: UICollectionViewCell {
  let pictureView = UIView()
  static let extraHeight: CGFloat = 60

  override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    contentView.addSubview(pictureView)
    contentView.backgroundColor = .systemOrange
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    guard let attributes = layoutAttributes as? ParallaxLayoutAttributes else { return }
    contentView.bounds.size = CGSize(
      width: bounds.width, height: bounds.height + ParallaxCell.extraHeight)
    contentView.center = CGPoint(x: bounds.midX, y: bounds.midY)
    contentView.transform = CGAffineTransform(
      translationX: attributes.parallaxOffset.x, y: attributes.parallaxOffset.y)
  }
}

import CollectionLayout

/// A flow layout whose lines start at the left inset instead of being
/// justified, as tag clouds want, in the style of the aligned flow layouts.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
    var leftMargin = sectionInset.left
    var lineMaxY: CGFloat = -1.0
    return attributes.map { original in
      let attributes = original.copy() as! UICollectionViewLayoutAttributes
      guard attributes.representedElementCategory == .cell else { return attributes }
      if attributes.frame.origin.y >= lineMaxY {
        leftMargin = sectionInset.left
      }
      attributes.frame.origin.x = leftMargin
      leftMargin += attributes.frame.width + minimumInteritemSpacing
      lineMaxY = max(attributes.frame.maxY, lineMaxY)
      return attributes
    }
  }
}

/// The sizes of the tags, as a delegate would give them.
final class TagSizes: NSObject, UICollectionViewDelegateFlowLayout {
  let widths: [CGFloat]
  init(widths: [CGFloat]) { self.widths = widths }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    return CGSize(width: widths[indexPath.item], height: 30)
  }
}

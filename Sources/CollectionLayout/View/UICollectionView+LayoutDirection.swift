import Foundation

/// The collection view's side of right-to-left mirroring: every place it
/// reads its layout goes through these, so a layout that returns true from
/// `flipsHorizontallyInOppositeLayoutDirection` is written once, left to
/// right, and shown mirrored when the view's direction is the other one.
///
/// Rectangles, points and offsets go into the layout mirrored; attributes
/// come back as mirrored copies (the layout's own objects are never
/// touched, so a layout that keeps its attributes still finds them as it
/// left them). Mirroring happens within the content's width, or the view's
/// when the content is narrower.
extension UICollectionView {
  /// Whether the layout's coordinates are mirrored now.
  var mirrorsLayout: Bool { storedLayout.flipsAttributesForCollectionView }

  /// The width the mirror spans, or nil when nothing is mirrored now. Read
  /// once per query: it asks the direction and the content size.
  var layoutMirrorWidth: CGFloat? {
    guard mirrorsLayout else { return nil }
    return max(storedLayout.collectionViewContentSize.width, bounds.width)
  }

  /// A rectangle of the view's coordinates in the layout's.
  func layoutRect(_ rect: CGRect) -> CGRect {
    guard let width = layoutMirrorWidth else { return rect }
    return UICollectionViewLayout.horizontallyMirrored(rect, inContentWidth: width)
  }

  /// A point of the view's coordinates in the layout's.
  func layoutPoint(_ point: CGPoint) -> CGPoint {
    guard let width = layoutMirrorWidth else { return point }
    return UICollectionViewLayout.horizontallyMirrored(point, inContentWidth: width)
  }

  /// A content offset of the view's in the layout's coordinates, or back:
  /// the visible rectangle's leading edge moves to the other side.
  func mirroredContentOffset(_ offset: CGPoint) -> CGPoint {
    guard let width = layoutMirrorWidth else { return offset }
    return CGPoint(x: width - bounds.width - offset.x, y: offset.y)
  }

  /// Attributes the layout gave, as the view shows them.
  func viewAttributes(_ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let width = layoutMirrorWidth else { return attributes }
    return UICollectionViewLayout.horizontallyMirroredCopy(of: attributes, inContentWidth: width)
  }

  /// Optional attributes the layout gave, as the view shows them.
  func viewAttributes(_ attributes: UICollectionViewLayoutAttributes?)
    -> UICollectionViewLayoutAttributes?
  {
    attributes.map { viewAttributes($0) }
  }
}

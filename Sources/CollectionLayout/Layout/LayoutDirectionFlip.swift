import Foundation

/// Right-to-left mirroring of a layout's coordinates, ready for the
/// collection view to apply.
///
/// Where UIKit applies it: a layout that returns true from
/// `flipsHorizontallyInOppositeLayoutDirection` computes its attributes in
/// its development direction and never mirrors them itself; its own methods
/// (`layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`, …)
/// answer unmirrored whoever calls them, `super` included. The mirroring
/// happens between the collection view and its layout: the collection view
/// mirrors the rectangles and points it asks about into the layout's
/// coordinates, and mirrors the attributes that come back into its own, so
/// that its `bounds.origin` sits at the content's leading edge. These
/// helpers are those two steps; `UICollectionView+LayoutDirection.swift`
/// calls them wherever the view reads its layout.
///
/// The built-in layouts leave the property false and mirror themselves: the
/// flow layout each line (or, scrolling sideways, the whole content), the
/// compositional layout through its directional insets. A flow layout
/// subclass that returns true is computed left to right and mirrored by the
/// view instead, so its frames end up where the plain flow layout's are,
/// while what the subclass reads from `super` is in left-to-right terms.
/// That division is the engine's reading of the documentation and of how
/// layout libraries use the property; a device was not consulted.
extension UICollectionViewLayout {
  /// Whether the collection view should mirror this layout's coordinates:
  /// the layout opts in, and its collection view's effective direction is
  /// not the one the layout was written for. False without a collection view.
  var flipsAttributesForCollectionView: Bool {
    guard flipsHorizontallyInOppositeLayoutDirection, let collectionView else { return false }
    return collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
  }

  /// `rect` mirrored left for right within content `contentWidth` wide: its
  /// new minimum x is `contentWidth − maxX`, its y and size unchanged.
  /// Mirroring twice gives the rectangle back, so the same call maps a query
  /// rectangle into the layout's coordinates and a frame out of them.
  static func horizontallyMirrored(_ rect: CGRect, inContentWidth contentWidth: CGFloat) -> CGRect {
    guard !rect.isNull, !rect.isInfinite else { return rect }
    let standard = rect.standardized
    return CGRect(
      x: contentWidth - standard.maxX, y: standard.minY, width: standard.width,
      height: standard.height)
  }

  /// `point` mirrored within content `contentWidth` wide: x becomes
  /// `contentWidth − x`. For the points the collection view passes on, such
  /// as `indexPathForItem(at:)`'s or a dragged item's position.
  static func horizontallyMirrored(_ point: CGPoint, inContentWidth contentWidth: CGFloat)
    -> CGPoint
  {
    CGPoint(x: contentWidth - point.x, y: point.y)
  }

  /// A mirrored copy of `attributes` (of the same class, through `copy()`),
  /// the original untouched: the centre moves to `contentWidth − center.x`
  /// and the transform is mirrored too, so the copy's frame is exactly the
  /// mirror image of the original's.
  ///
  /// Why the transform: mirroring the layout mirrors the whole picture, each
  /// element's content excepted (text still reads left to right). An element
  /// turned clockwise on the right must appear turned anticlockwise on the
  /// left, as in a mirror. Conjugating the transform by the mirror
  /// (M · T · M with M = scale(−1, 1, 1)) does that: it negates the entries
  /// that mix x with another axis (m12, m13, m14, m21, m31, m41), which turns
  /// a rotation about the z axis the other way, negates a horizontal
  /// translation and a shear, and leaves scales alone. UIKit describes the
  /// flip as mirroring the collection view's coordinate system, which implies
  /// this; a device was not consulted.
  static func horizontallyMirroredCopy(
    of attributes: UICollectionViewLayoutAttributes, inContentWidth contentWidth: CGFloat
  ) -> UICollectionViewLayoutAttributes {
    let mirrored = attributes.copyAttributes()
    mirrored.center.x = contentWidth - attributes.center.x
    if !CATransform3DIsIdentity(attributes.transform3D) {
      mirrored.transform3D = horizontallyMirrored(attributes.transform3D)
    }
    return mirrored
  }

  /// `transform` conjugated by a horizontal mirror. Negating as `0 − value`
  /// keeps a zero entry +0.0, so an untouched entry never prints as "-0.0".
  private static func horizontallyMirrored(_ transform: CATransform3D) -> CATransform3D {
    var t = transform
    t.m12 = 0 - t.m12
    t.m13 = 0 - t.m13
    t.m14 = 0 - t.m14
    t.m21 = 0 - t.m21
    t.m31 = 0 - t.m31
    t.m41 = 0 - t.m41
    return t
  }
}

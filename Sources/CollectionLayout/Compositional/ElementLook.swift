import Foundation

/// Everything an element's attributes say besides which element it is.
///
/// The layout hands out one attributes object per element and hands the
/// same object out again while its look is unchanged; when the look changes
/// (its section scrolled, a visible-items handler moved or faded it, a
/// pinned item followed the bounds) it hands out a new object, so that an
/// object a caller already holds never changes behind its back.
struct ElementLook: Equatable {
  var center: CGPoint
  var size: CGSize
  var zIndex: Int
  var alpha: CGFloat = 1
  var isHidden = false
  var transform3D = CATransform3DIdentity

  /// The look of an untouched element: computed as the attributes' `frame`
  /// setter does, so that the two agree to the last bit.
  init(frame: CGRect, zIndex: Int) {
    center = CGPoint(x: frame.midX, y: frame.midY)
    size = frame.size
    self.zIndex = zIndex
  }

  /// The look `attributes` describe.
  init(of attributes: UICollectionViewLayoutAttributes) {
    center = attributes.center
    size = attributes.size
    zIndex = attributes.zIndex
    alpha = attributes.alpha
    isHidden = attributes.isHidden
    transform3D = attributes.transform3D
  }

  func apply(to attributes: UICollectionViewLayoutAttributes) {
    attributes.center = center
    attributes.size = size
    attributes.zIndex = zIndex
    attributes.alpha = alpha
    attributes.isHidden = isHidden
    attributes.transform3D = transform3D
  }

  /// The same look with its centre moved, as a section's scrolling moves it.
  func moved(by shift: CGPoint) -> ElementLook {
    var moved = self
    moved.center = CGPoint(x: center.x + shift.x, y: center.y + shift.y)
    return moved
  }
}

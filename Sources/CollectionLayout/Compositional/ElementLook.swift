import Foundation

/// Everything an element's attributes say besides which element it is.
///
/// The layout hands out one attributes object per element and hands the
/// same object out again while its look is unchanged; when the look changes
/// (its section scrolled, a visible-items handler moved or faded it, a
/// pinned item followed the bounds, a cell took its measured size or was
/// moved by one) it hands out a new object, so that an object a caller
/// already holds never changes behind its back.
///
/// What only a handler changes (alpha, hidden, transform) is kept apart
/// and nil when untouched: every element of every query builds and compares
/// a look, and most have nothing but a frame and a z index.
struct ElementLook: Equatable {
  /// What a visible-items handler may change besides centre and z index.
  struct Style: Equatable {
    var alpha: CGFloat = 1
    var isHidden = false
    var transform3D = CATransform3DIdentity
  }

  /// A style kept by reference, so that a look stays small.
  final class StyleBox: Equatable {
    let style: Style

    init(_ style: Style) {
      self.style = style
    }

    static func == (lhs: StyleBox, rhs: StyleBox) -> Bool { lhs.style == rhs.style }
  }

  var center: CGPoint
  var size: CGSize
  var zIndex: Int
  /// Nil for the untouched style: opaque, shown, untransformed.
  var styleBox: StyleBox?

  var style: Style { styleBox?.style ?? Style() }

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
    let style = Style(
      alpha: attributes.alpha, isHidden: attributes.isHidden,
      transform3D: attributes.transform3D)
    styleBox = style == Style() ? nil : StyleBox(style)
  }

  func apply(to attributes: UICollectionViewLayoutAttributes) {
    attributes.center = center
    attributes.size = size
    attributes.zIndex = zIndex
    guard let style = styleBox?.style else { return }
    attributes.alpha = style.alpha
    attributes.isHidden = style.isHidden
    attributes.transform3D = style.transform3D
  }

  /// The same look with its centre moved, as a section's scrolling moves it.
  func moved(by shift: CGPoint) -> ElementLook {
    var moved = self
    moved.center = CGPoint(x: center.x + shift.x, y: center.y + shift.y)
    return moved
  }
}

import Foundation

/// A supplementary or decoration view: a header, a footer, a badge, a
/// background. Also the base of `UICollectionViewCell`.
open class UICollectionReusableView: UIView {
  /// How the collection view makes an instance of a registered class.
  ///
  /// Swift can only construct a class from a metatype through a required
  /// initialiser, and UIKit subclasses override `init(frame:)` without
  /// `required`. A required *convenience* initialiser is inherited by every
  /// subclass that overrides `init(frame:)` (as it must then also provide
  /// `init?(coder:)`) or declares no initialiser, so registered classes port
  /// unchanged. (An engine addition; call `init(frame:)` in your own code.)
  public required convenience init(registeredWithFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// The identifier it was registered and dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// The attributes last applied by the collection view. (An engine
  /// addition: UIKit hands them to `apply(_:)` and exposes no copy.)
  public internal(set) var appliedLayoutAttributes: UICollectionViewLayoutAttributes?

  /// Called before a recycled view is handed out again.
  open func prepareForReuse() {}

  /// Receives the attributes the layout computed. Subclasses that read custom
  /// attribute properties override it and call super.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes this view was last asked to size itself for, so that
  /// the collection view asks once per attributes it applies.
  var sizedAttributes: UICollectionViewLayoutAttributes?

  /// The attributes the view would like, given a copy of the layout's.
  /// The collection view asks just before the view is shown with new
  /// attributes; a size that differs lets the layout adopt it.
  ///
  /// As in UIKit, the default asks `systemLayoutSizeFitting` with the
  /// attributes' size as the target, holding the axes the layout fixed
  /// (`.required`) and freeing those it left to the view
  /// (`.fittingSizeLevel`). Without an override of either method the
  /// engine's answer is the attributes unchanged.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let axes = layoutAttributes.selfSizingAxes
    let fitted = systemLayoutSizeFitting(
      layoutAttributes.size,
      withHorizontalFittingPriority: axes.contains(.width) ? .fittingSizeLevel : .required,
      verticalFittingPriority: axes.contains(.height) ? .fittingSizeLevel : .required)
    if fitted != layoutAttributes.size { layoutAttributes.size = fitted }
    return layoutAttributes
  }

  /// Gives the view the geometry and look the attributes describe, then lets
  /// the subclass read them.
  ///
  /// `isHidden` is set only when the attributes' own flag changes: a view
  /// an app hides itself (a badge with nothing to count, hidden in its
  /// registration's handler) stays hidden while its attributes do not say
  /// otherwise, as on a phone, where UIKit applies attributes only when
  /// they changed.
  func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    center = attributes.center
    bounds = CGRect(origin: bounds.origin, size: attributes.size)
    transform3D = attributes.transform3D
    alpha = attributes.alpha
    if appliedLayoutAttributes?.isHidden != attributes.isHidden { isHidden = attributes.isHidden }
    layer.zPosition = CGFloat(attributes.zIndex)
    appliedLayoutAttributes = attributes
    apply(attributes)
  }
}

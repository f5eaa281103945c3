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

  /// The attributes last applied by the collection view.
  public internal(set) var appliedLayoutAttributes: UICollectionViewLayoutAttributes?

  /// Called before a recycled view is handed out again.
  open func prepareForReuse() {}

  /// Receives the attributes the layout computed. Subclasses that read custom
  /// attribute properties override it and call super.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Self-sizing hook. A headless view measures nothing, so the default
  /// accepts the attributes as they are.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }

  /// Gives the view the geometry and look the attributes describe, then lets
  /// the subclass read them.
  func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    center = attributes.center
    bounds = CGRect(origin: bounds.origin, size: attributes.size)
    transform = attributes.transform
    alpha = attributes.alpha
    isHidden = attributes.isHidden
    layer.zPosition = CGFloat(attributes.zIndex)
    appliedLayoutAttributes = attributes
    apply(attributes)
  }
}

/// A cell: a reusable view with a content view that holds what it shows.
open class UICollectionViewCell: UICollectionReusableView {
  /// Holds the cell's subviews, such as a label.
  public private(set) lazy var contentView: UIView = {
    let view = UIView(frame: bounds)
    addSubview(view)
    return view
  }()

  open var backgroundView: UIView?
  open var selectedBackgroundView: UIView?
  open var isSelected = false
  open var isHighlighted = false
}

import Foundation

/// A light model of a view: geometry, look and hierarchy, never drawn.
///
/// UIKit stores a view's `center` and `bounds`; `frame` is derived from them
/// and the transform. The engine keeps the same model, so a layout that sets
/// one sees the others change as in UIKit.
open class UIView: NSObject {
  public init(frame: CGRect) {
    super.init()
    layer.position = CGPoint(x: frame.midX, y: frame.midY)
    layer.bounds = CGRect(origin: .zero, size: frame.size)
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry

  /// The view's own coordinate space; for a scroll view its origin is the
  /// content offset. Stored in the layer.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      guard newValue != layer.bounds else { return }
      boundsWillChange(to: newValue)
      let old = layer.bounds
      layer.bounds = newValue
      boundsDidChange(from: old)
    }
  }

  /// The layer's position: with the default anchor point, the centre of the
  /// view in its superview.
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The bounding box of the transformed view in its superview, as the
  /// layer computes it.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let size = newValue.size
      bounds = CGRect(origin: bounds.origin, size: size)
      center = CGPoint(
        x: newValue.minX + layer.anchorPoint.x * size.width,
        y: newValue.minY + layer.anchorPoint.y * size.height)
    }
  }

  /// The layer's transform as an affine transform.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }

  /// The layer's transform in three dimensions.
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// Called before `bounds` takes a new value, while the old one is readable.
  func boundsWillChange(to newBounds: CGRect) {}

  /// Called after `bounds` took a new value.
  func boundsDidChange(from oldBounds: CGRect) {
    setNeedsLayout()
  }

  // MARK: Look

  open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }

  open var layer: CALayer { storedLayer }
  private let storedLayer = CALayer()
  open var alpha: CGFloat = 1
  open var isHidden = false
  open var tag = 0
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  open var safeAreaInsets: UIEdgeInsets { .zero }

  // MARK: Hierarchy

  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []

  /// Adds `view` above the others. A view that moves into an environment
  /// with other traits hears about it, as in UIKit.
  open func addSubview(_ view: UIView) {
    let previous = view.traitCollection
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
    view.traitEnvironmentDidChange(from: previous)
  }

  open func removeFromSuperview() {
    let previous = traitCollection
    detachFromSuperview()
    traitEnvironmentDidChange(from: previous)
  }

  /// Leaves the superview without telling anyone: `addSubview(_:)` moves a
  /// view in one step, so it is told once, about where it ends up.
  private func detachFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  // MARK: Hit testing

  /// Whether touches reach this view and its subviews; `hitTest(_:with:)`
  /// skips the view when false.
  open var isUserInteractionEnabled = true

  /// Whether `point`, in this view's bounds coordinates, is inside the view.
  /// UIKit's default tests the bounds, left and top edges included, right
  /// and bottom excluded; a subclass overrides it to grow or shrink the
  /// area that takes touches.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let area = bounds
    return point.x >= area.minX && point.x < area.maxX && point.y >= area.minY
      && point.y < area.maxY
  }

  /// The frontmost, deepest view of this hierarchy that contains `point`
  /// (in this view's bounds coordinates), or nil. As UIKit documents it,
  /// hidden views, views that take no interaction and views with an alpha
  /// below 0.01 are skipped with their subviews, and a point outside this
  /// view's own area is never a hit, even where a subview overhangs it.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) {
        return hit
      }
    }
    return self
  }

  // MARK: Traits

  /// Trait values this view forces on itself and its subviews. A change that
  /// alters the view's traits calls `traitCollectionDidChange(_:)` here and
  /// in every subview whose inherited traits change with it.
  open var traitOverrides = UITraitOverrides() {
    didSet {
      setNeedsLayout()
      traitEnvironmentDidChange(from: oldValue.applied(to: inheritedTraitCollection))
    }
  }

  /// The view's traits: its superview's, or the screen's at the top of a
  /// hierarchy, with its own overrides applied.
  open var traitCollection: UITraitCollection {
    traitOverrides.applied(to: inheritedTraitCollection)
  }

  /// What the view inherits before its own overrides.
  private var inheritedTraitCollection: UITraitCollection {
    superview?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// The traits the view would have were the screen in `style`: the
  /// appearance a diagram's dark theme asks its colours for, where a view
  /// (or one it sits in) that forces its own style still has its own. A
  /// view without a superview inherits from `host` when one is given: the
  /// collection view showing a cell, which here does not hold its cells as
  /// subviews. (An engine addition.)
  func traitCollection(onScreenStyle style: UIUserInterfaceStyle, host: UIView? = nil)
    -> UITraitCollection
  {
    let inherited =
      superview?.traitCollection(onScreenStyle: style, host: host)
      ?? host?.traitCollection(onScreenStyle: style)
      ?? UIScreen.main.traitCollection.withStyle(style)
    return traitOverrides.applied(to: inherited)
  }

  /// Called when the view's trait collection changed; `previousTraitCollection`
  /// is the one it had before. Empty by default: a subclass overrides it,
  /// calls super, and refreshes what depends on the traits (a colour, a
  /// layout).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Tells this view, if its traits now differ from `previous`, and then its
  /// subviews, which inherit from it. When this view's traits did not change
  /// its subviews' cannot have, so the walk stops there.
  private func traitEnvironmentDidChange(from previous: UITraitCollection) {
    let current = traitCollection
    guard current != previous else { return }
    traitCollectionDidChange(previous)
    for subview in subviews {
      subview.traitEnvironmentDidChange(from: subview.traitOverrides.applied(to: previous))
    }
  }

  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return traitCollection.layoutDirection
    }
  }

  // MARK: Layout cycle

  /// True until the next `layoutIfNeeded()`.
  private(set) var needsLayout = true

  open func setNeedsLayout() {
    needsLayout = true
  }

  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }

  open func layoutSubviews() {}

  // MARK: Fitting size

  /// The smallest size a view's constraints allow: UIKit's compressed
  /// fitting size, the usual target of a fitting request.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// The size that fits the view's content, as near `targetSize` as the
  /// priorities ask. The engine lays out no constraints or text, so a plain
  /// view cannot measure anything and answers the target unchanged; a view
  /// that knows its size (a cell whose height follows its line count)
  /// overrides this, as UIKit code may.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    targetSize
  }

  /// The fitting size with both axes free to fit the content.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

extension UIView {
  /// The text this view shows: its own if it is a label, else the first label
  /// found depth-first among its subviews. A diagram writes it on the element.
  /// (An engine addition; UIKit has no such property.)
  public var displayedText: String? {
    if let label = self as? UILabel, let text = label.text { return text }
    for view in subviews {
      if let text = view.displayedText { return text }
    }
    return nil
  }
}

/// A view that shows one line of text: all a diagram needs of a label.
open class UILabel: UIView {
  open var text: String?
  open var textColor: UIColor = .label
  open var numberOfLines = 1
}

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
  @available(iOS 13.0, *)
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  /// Called before `bounds` takes a new value, while the old one is readable.
  func boundsWillChange(to newBounds: CGRect) {}

  /// Called after `bounds` took a new value: a layout pass is due (a
  /// scroll view lays out its content for a new origin), and a new size
  /// moves the subviews that autoresize.
  func boundsDidChange(from oldBounds: CGRect) {
    if oldBounds.size != bounds.size { autoresizeSubviews(from: oldBounds.size) }
    setNeedsLayout()
  }

  // MARK: Look

  open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }

  open var layer: CALayer { storedLayer }
  private let storedLayer = CALayer()
  open var alpha: CGFloat = 1
  /// Whether the view is drawn. A stack view hears when one of its
  /// arranged views hides or shows, as UIKit's observes the property.
  open var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewHiddenDidChange(self) } }
  }
  open var tag = 0
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// How far the safe area lies inside the view's edges: the part of its
  /// bounds that the status bar, the home indicator and the bars of the
  /// view controllers it is in leave uncovered (`UIView+SafeArea.swift`).
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
  /// What a view controller adds to its view's safe area: its bars and its
  /// `additionalSafeAreaInsets`.
  var addedSafeAreaInsets = UIEdgeInsets.zero
  /// The controller whose view this is, if any. (UIKit finds it through
  /// the responder chain.)
  weak var ownerController: UIViewController?
  /// The safe area of a view at the top of a hierarchy: none, except for
  /// a window on a device.
  var rootSafeAreaInsets: UIEdgeInsets { .zero }

  // MARK: Autoresizing

  /// How the view follows its superview's size changes (`Autoresizing`);
  /// none by default, as in UIKit.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether this view's subviews follow its size changes by their masks;
  /// true by default, as in UIKit.
  open var autoresizesSubviews = true

  // MARK: Layout margins

  /// The space a view keeps free inside its edges for its content, in its
  /// own coordinates. UIKit's default is 8 points on every side (the
  /// documentation of `layoutMargins`); `UIView+LayoutMargins.swift` holds
  /// the rules that grow them.
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet {
      guard layoutMargins != oldValue else { return }
      setNeedsLayout()
      layoutMarginsDidChange()
    }
  }
  /// Whether this view's margins grow to its superview's where the two
  /// overlap; false by default.
  open var preservesSuperviewLayoutMargins = false {
    didSet { setNeedsLayout() }
  }
  /// Whether preserving the superview's margins applies to the top and
  /// bottom too: a list content view preserves the horizontal ones only
  /// (`axesPreservingSuperviewLayoutMargins`).
  var preservesSuperviewMarginsVertically = true
  /// Whether the margins are measured from the safe area rather than the
  /// edges; true by default.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { setNeedsLayout() }
  }

  // MARK: Hierarchy

  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []

  /// Adds `view` above the others. A view that moves into an environment
  /// with other traits, or another tint colour, hears about it, as in UIKit.
  open func addSubview(_ view: UIView) {
    let previous = view.traitCollection
    let previousTint = view.tintColor
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsLayout()
    view.traitEnvironmentDidChange(from: previous)
    view.tintEnvironmentDidChange(from: previousTint)
    didAddSubview(view)
  }

  /// Puts `view` at `index` among the subviews (0 is the back).
  open func insertSubview(_ view: UIView, at index: Int) {
    addSubview(view)
    subviews.removeLast()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
  }

  /// Moves a subview in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Whether `view` is this view or lies anywhere below it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let found = current {
      if found === view { return true }
      current = found.superview
    }
    return false
  }

  /// Called after a subview was added; empty by default.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview leaves; empty by default.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called after a subview's `isHidden` changed; a stack view rebuilds
  /// its constraints. (An engine hook; UIKit's stack view observes the
  /// property instead.)
  func subviewHiddenDidChange(_ subview: UIView) {}

  open func removeFromSuperview() {
    let previous = traitCollection
    let previousTint = tintColor
    superview?.willRemoveSubview(self)
    superview?.setNeedsLayout()
    removeConstraintsCrossing(into: superview)
    detachFromSuperview()
    traitEnvironmentDidChange(from: previous)
    tintEnvironmentDidChange(from: previousTint)
  }

  // MARK: Tint colour

  /// The colour set on this view itself; nil to take the one above it.
  private var ownTintColor: UIColor?

  /// The colour of the view's symbols and controls: its own when set,
  /// otherwise the one of the view it sits in (a cell takes its collection
  /// view's), and at the top the system tint colour. Setting nil goes back
  /// to the inherited colour. Views below that have none of their own hear
  /// `tintColorDidChange()` when it changes.
  open var tintColor: UIColor! {
    get { ownTintColor ?? (superview ?? traitHost)?.tintColor ?? .tintColor }
    set {
      let previous = tintColor
      ownTintColor = newValue
      tintEnvironmentDidChange(from: previous)
    }
  }

  /// Called when `tintColor` changed, set here or above. Empty by default:
  /// a view that draws in its tint colour redraws.
  open func tintColorDidChange() {}

  /// Tells this view, if its tint colour now differs from `previous`, and
  /// the views below it that inherit it.
  func tintEnvironmentDidChange(from previous: UIColor?) {
    guard tintColor != previous else { return }
    tintColorDidChange()
    for view in traitInheritors where view.ownTintColor == nil {
      view.tintEnvironmentDidChange(from: previous)
    }
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
  @available(iOS 17.0, *)
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
    superview?.traitCollection ?? traitHost?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// The view this one inherits its traits from while it has no superview:
  /// the collection view that dequeued it. On a phone a cell is a subview
  /// of its collection view, so an override there (a content size
  /// category, a style) reaches it; the engine keeps cells apart from the
  /// view tree and links them here instead. (An engine addition.)
  private(set) weak var traitHost: UIView?

  /// Makes `host` the view this one inherits its traits from, telling it
  /// (and its subviews) when that changes them.
  func inheritTraits(from host: UIView) {
    guard traitHost !== host else { return }
    let previous = traitCollection
    let previousTint = tintColor
    traitHost = host
    traitEnvironmentDidChange(from: previous)
    tintEnvironmentDidChange(from: previousTint)
  }

  /// The views that inherit this one's traits: its subviews, and for a
  /// collection view the views it shows.
  var traitInheritors: [UIView] { subviews }

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
      ?? (host ?? traitHost)?.traitCollection(onScreenStyle: style)
      ?? UIScreen.main.traitCollection.withStyle(style)
    return traitOverrides.applied(to: inherited)
  }

  /// Called when the view's trait collection changed; `previousTraitCollection`
  /// is the one it had before. Empty by default: a subclass overrides it,
  /// calls super, and refreshes what depends on the traits (a colour, a
  /// layout).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// What the engine's own views do when their traits changed, before the
  /// app's `traitCollectionDidChange(_:)` hears of it: a hook an override
  /// that forgets to call super cannot skip. Empty by default.
  func traitsDidChange(from previous: UITraitCollection) {}

  /// Tells this view, if its traits now differ from `previous`, and then its
  /// subviews, which inherit from it. When this view's traits did not change
  /// its subviews' cannot have, so the walk stops there.
  private func traitEnvironmentDidChange(from previous: UITraitCollection) {
    let current = traitCollection
    guard current != previous else { return }
    traitsDidChange(from: previous)
    traitCollectionDidChange(previous)
    for subview in traitInheritors {
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

  /// Lays out this view if it asked to be, then its subviews that asked,
  /// down the whole hierarchy below it, as UIKit's layout pass does.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Places the subviews. UIKit's default applies the constraints the view
  /// and its subviews hold, and so does the engine's: a subclass that
  /// overrides it calls super first, then sets frames of its own.
  open func layoutSubviews() {
    applyConstraintLayout()
  }

  // MARK: Layout margins, told

  /// Called when the margins changed; empty by default.
  open func layoutMarginsDidChange() {}

  // MARK: Auto Layout

  /// Whether UIKit makes constraints from the view's frame and
  /// autoresizing mask; true by default, as for every view made in code.
  /// A view placed by constraints sets it to false.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      setNeedsLayout()
      superview?.setNeedsLayout()
    }
  }

  /// The constraints this view holds: those whose items lie at or below
  /// it, added here by `isActive = true` at their nearest common ancestor.
  public internal(set) var constraints: [NSLayoutConstraint] = []

  /// The guides this view owns (its margins, its safe area, and those added
  /// with `addLayoutGuide(_:)`).
  public internal(set) var layoutGuides: [UILayoutGuide] = []

  /// How strongly the view keeps to its intrinsic size, by axis: hugging
  /// resists growing, compression resistance shrinking. UIKit's defaults
  /// are 250 and 750 for a view (a label hugs at 251).
  var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultLow, .defaultLow
  )
  var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
    .defaultHigh, .defaultHigh
  )

  lazy var marginsGuide = UILayoutGuide(owner: self, kind: .margins)
  lazy var safeAreaGuide = UILayoutGuide(owner: self, kind: .safeArea)
  lazy var readableGuide = UILayoutGuide(owner: self, kind: .readableContent)

  /// The size the view's content needs, or `noIntrinsicMetric` on an axis
  /// where it has none (a plain view has none on either).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells layout that `intrinsicContentSize` changed.
  open func invalidateIntrinsicContentSize() {
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// The size that fits the view's content within `size`; a plain view
  /// answers its current size, as in UIKit.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping
  /// its origin.
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  /// Called before layout, for a view to update its own constraints; call
  /// super at the end, as UIKit asks.
  open func updateConstraints() {}

  /// The smallest size a view's constraints allow: UIKit's compressed
  /// fitting size, the usual target of a fitting request.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest: a fitting request with this target grows to the largest
  /// size the constraints allow.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
  /// The value of `intrinsicContentSize` on an axis with none.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size the view's constraints give it, as near `targetSize` as the
  /// priorities ask: `.required` keeps the target on that axis, and
  /// `.fittingSizeLevel` lets the content decide. Solved by the engine's
  /// Auto Layout (`ConstraintLayout`); a view with no constraints inside
  /// it answers the target, as in UIKit.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    ConstraintLayout.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }

  /// The fitting size with both axes at `.fittingSizeLevel`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

import Foundation

/// A row or a column of views, laid out by constraints the stack makes
/// itself.
///
/// UIKit's stack view is built on Auto Layout: it turns its properties into
/// constraints between itself and its arranged views, each named by its
/// role (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-hiding`…), as the constraint logs of any app show. The engine does
/// the same with its own constraints (`UIStackView+Constraints.swift`), so
/// a stack is solved with the rest of its hierarchy by `ConstraintLayout`,
/// and it sizes itself from its arranged views: it has no intrinsic content
/// size of its own, only the size its constraints give it.
///
/// Before iOS 14 a stack view drew nothing (Apple's documentation: "a
/// nonrendering subclass of UIView", its background colour ignored); here
/// its look is UIView's, as UIKit's has been since.
open class UIStackView: UIView {
  /// How the arranged views share the stack's length (Apple's
  /// `UIStackView.Distribution`). `.fillProportionally` is left out: UIKit
  /// bakes each view's share of the intrinsic lengths into a constraint's
  /// multiplier and remakes it through a private hook whenever a length
  /// changes ("Let's Build UIStackView", kean.blog), and the engine has no
  /// pass that would remake it before every solve; rather than a stack
  /// that goes stale when a label's text changes, there is none.
  public enum Distribution: Int, Sendable {
    /// The views fill the stack; the one that hugs its content least
    /// stretches, the one that resists compression least shrinks.
    case fill = 0
    /// The views fill the stack and are all as long as one another.
    case fillEqually = 1
    /// The views keep their intrinsic lengths; the gaps grow, all equal,
    /// and `spacing` is their minimum.
    case equalSpacing = 3
    /// The views' centres are equally far apart where the views allow it;
    /// `spacing` is the minimum gap between neighbours.
    case equalCentering = 4
  }

  /// Where the arranged views sit across the stack (Apple's
  /// `UIStackView.Alignment`). `.leading` and `.top` are one value, as are
  /// `.trailing` and `.bottom`: the first of each pair names it for a
  /// vertical stack, the second for a horizontal one.
  public enum Alignment: Int, Sendable {
    /// Each view spans the stack's whole breadth.
    case fill = 0
    /// Leading edges (a vertical stack) or top edges (a horizontal one)
    /// along the stack's.
    case leading = 1
    /// First baselines in line; a horizontal stack only.
    case firstBaseline = 2
    /// Centres along the stack's centre line.
    case center = 3
    /// Trailing edges (a vertical stack) or bottom edges (a horizontal
    /// one) along the stack's.
    case trailing = 4
    /// Last baselines in line; a horizontal stack only.
    case lastBaseline = 5

    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }

  /// What `customSpacing(after:)` answers for a view with no spacing of
  /// its own, and what sets a view back to the stack's `spacing`: UIKit's
  /// sentinel, the largest Float.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// A spacing that asks for the system's standard space between siblings
  /// (8 points here, as `systemSpacing`): UIKit's sentinel, the smallest
  /// normal Float.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit declares this initialiser without failing, so a subclass writes
  /// `required init(coder:)` and calls `super.init(coder: coder)`.
  public required init(coder: NSCoder) {
    super.init(coder: coder)!
  }

  /// A stack arranging `views`, in order, each added as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Properties

  /// Horizontal (a row, the default) or vertical (a column).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// `.fill` by default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// `.fill` by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The space between neighbouring arranged views: exact for `.fill` and
  /// `.fillEqually`, the least allowed for `.equalSpacing` and
  /// `.equalCentering` (Apple's documentation of `spacing`). Negative
  /// values overlap the views. 0 by default.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangementDidChange() } }
  }

  /// Whether the views are laid out inside the stack's layout margins
  /// rather than its bounds; false by default. The margins are UIView's.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet {
      if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() }
    }
  }

  // MARK: Arranged subviews

  /// The views the stack lays out, in order along its axis: always some of
  /// its subviews, in an order of their own.
  open var arrangedSubviews: [UIView] { arranged }
  private var arranged: [UIView] = []
  /// Spacing set with `setCustomSpacing(_:after:)`, by view.
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The constraints and guides the stack made, kept to take them down.
  var arrangementConstraints: [NSLayoutConstraint] = []
  var arrangementGuides: [UILayoutGuide] = []

  /// Appends `view` to the arranged views, adding it as the last subview
  /// if it is not one already (a subview keeps its place among the
  /// subviews); an arranged view moves to the end.
  open func addArrangedSubview(_ view: UIView) {
    let position = arranged.contains { $0 === view } ? arranged.count - 1 : arranged.count
    insertArrangedSubview(view, at: position)
  }

  /// Puts `view` at `stackIndex` among the arranged views. The index only
  /// orders `arrangedSubviews`: a new subview goes on top of the others,
  /// and an arranged view only changes its place in the stack (UIKit's
  /// header). An index past the end is UIKit's
  /// NSInternalInconsistencyException (the wording here is the engine's).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    let existing = arranged.firstIndex { $0 === view }
    let limit = existing == nil ? arranged.count : arranged.count - 1
    guard stackIndex >= 0, stackIndex <= limit else {
      raiseUIKitException(
        reason:
          "Index \(stackIndex) is out of bounds for inserting into the \(arranged.count) arranged subviews of \(type(of: self))"
      )
    }
    if let existing { arranged.remove(at: existing) }
    if view.superview !== self {
      // Leaving another stack takes the view out of its arrangement there
      // too, as removing it from that superview would in UIKit.
      (view.superview as? UIStackView)?.removeArrangedSubview(view)
      addSubview(view)
    }
    // UIKit places every arranged view with constraints.
    view.translatesAutoresizingMaskIntoConstraints = false
    arranged.insert(view, at: stackIndex)
    arrangementDidChange()
  }

  /// Stops arranging `view`. It stays a subview, still visible, as in
  /// UIKit; its custom spacing is forgotten.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arranged.firstIndex(where: { $0 === view }) else { return }
    arranged.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// An arranged view that leaves the stack leaves the arrangement too
  /// (Apple's documentation of `arrangedSubviews`).
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Hiding an arranged view collapses it and its spacing; showing it
  /// brings them back.
  override func subviewHiddenDidChange(_ subview: UIView) {
    super.subviewHiddenDidChange(subview)
    if arranged.contains(where: { $0 === subview }) { arrangementDidChange() }
  }

  // MARK: Custom spacing

  /// The space after `arrangedSubview`, in place of `spacing` (iOS 11).
  /// `spacingUseDefault` returns it to `spacing`, `spacingUseSystem` asks
  /// for the standard space. A view the stack does not arrange is ignored.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arranged.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let value: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
    guard customSpacings[key] != value else { return }
    customSpacings[key] = value
    arrangementDidChange()
  }

  /// The custom spacing after `arrangedSubview`, or `spacingUseDefault`
  /// when it has none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// The space the stack puts after `view`, in points.
  func resolvedSpacing(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == UIStackView.spacingUseSystem ? systemSpacing : value
  }

  // MARK: Rebuilding

  /// Takes down the stack's constraints and makes them again from the
  /// current properties and views, as UIKit updates its own whenever one
  /// of them changes; the next layout pass places the views.
  func arrangementDidChange() {
    rebuildArrangementConstraints()
    setNeedsLayout()
  }
}

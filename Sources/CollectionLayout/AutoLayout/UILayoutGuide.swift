import Foundation

/// A rectangle in a view that constraints can relate to without a view of
/// its own: a custom spacer, or one of the guides every view has for its
/// layout margins and its safe area.
open class UILayoutGuide: NSObject {
  /// Which rectangle the guide stands for.
  enum Kind {
    /// Placed by the constraints it takes part in.
    case custom
    /// The owning view's bounds inset by its layout margins.
    case margins
    /// The owning view's bounds inset by its safe area.
    case safeArea
    /// The owning view's margins, narrowed to a readable width.
    case readableContent
  }

  let kind: Kind
  public internal(set) weak var owningView: UIView?
  open var identifier = ""
  /// Where the guide lies in its owning view: for a custom guide, as the
  /// last layout pass solved it; for a view's own guides, from the view's
  /// bounds and insets now, as UIKit keeps them current.
  public internal(set) var layoutFrame: CGRect {
    get {
      guard let owner = owningView else { return solvedFrame }
      switch kind {
      case .custom: return solvedFrame
      case .margins: return owner.bounds.inset(by: owner.effectiveLayoutMargins)
      case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
      case .readableContent: return owner.bounds.inset(by: owner.readableContentInsets)
      }
    }
    set { solvedFrame = newValue }
  }
  private var solvedFrame = CGRect.zero

  public override init() {
    kind = .custom
    super.init()
  }

  init(owner: UIView, kind: Kind) {
    self.kind = kind
    owningView = owner
    super.init()
    identifier =
      switch kind {
      case .custom: ""
      case .margins: "UIViewLayoutMarginsGuide"
      case .safeArea: "UIViewSafeAreaLayoutGuide"
      case .readableContent: "UIViewReadableContentGuide"
      }
    owner.layoutGuides.append(self)
  }

  var displayName: String {
    identifier.isEmpty ? "UILayoutGuide" : "'\(identifier)'"
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
}

extension UIView {
  /// Adds a guide that constraints may place inside this view.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
    setNeedsLayout()
  }

  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    setNeedsLayout()
  }

  /// The view's bounds inset by its effective layout margins.
  public var layoutMarginsGuide: UILayoutGuide { marginsGuide }
  /// The view's bounds inset by its safe area.
  public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
  /// The margins guide, narrowed on a wide screen to a column of text of
  /// comfortable width and centred in it (`readableContentInsets`). On a
  /// phone it is the margins guide.
  public var readableContentGuide: UILayoutGuide { readableGuide }

  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }

  // MARK: Holding constraints

  /// Adds a constraint to the ones this view holds (its items must lie at
  /// or below this view). `isActive = true` calls it on the right view.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder !== self else { return }
    constraint.holder?.removeConstraint(constraint)
    constraints.append(constraint)
    constraint.holder = self
    setNeedsLayout()
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.holder === self else { return }
    constraints.removeAll { $0 === constraint }
    constraint.holder = nil
    setNeedsLayout()
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// A view leaving its superview takes with it the constraints that tie
  /// it (or anything below it) to views outside, as in UIKit.
  func removeConstraintsCrossing(into superview: UIView?) {
    var holder = superview
    while let view = holder {
      for constraint in view.constraints where touches(constraint) {
        view.removeConstraint(constraint)
      }
      holder = view.superview
    }
  }

  private func touches(_ constraint: NSLayoutConstraint) -> Bool {
    [constraint.firstItem, constraint.secondItem].contains { item in
      ConstraintItems.view(of: item)?.isDescendant(of: self) ?? false
    }
  }

  // MARK: Priorities of the intrinsic size

  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    superview?.setNeedsLayout()
  }

  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    superview?.setNeedsLayout()
  }
}

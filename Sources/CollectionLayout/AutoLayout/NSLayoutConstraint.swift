import Foundation

/// One linear relation between two attributes of views or layout guides:
/// `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant`, held at `priority`.
///
/// Activating a constraint hands it to the nearest common ancestor of its
/// items, as UIKit does; the views below that ancestor are placed by
/// `ConstraintLayout` when it lays out.
open class NSLayoutConstraint: NSObject {
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0

    /// UIKit's old name for the last baseline.
    public static let baseline = Attribute.lastBaseline
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat

  /// The only part of an active constraint that may change; a change asks
  /// for a new layout pass.
  open var constant: CGFloat {
    didSet { if constant != oldValue { holder?.setNeedsLayout() } }
  }
  open var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { holder?.setNeedsLayout() } }
  }
  open var identifier: String?
  /// Whether the engine should not break this constraint to satisfy
  /// others (UIKit's `shouldBeArchived` has no use here; kept for ports).
  open var shouldBeArchived = false

  /// The view that holds the constraint while it is active.
  weak var holder: UIView?

  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Whether the constraint takes part in layout. Setting it true adds it
  /// to its items' nearest common ancestor; items with none is UIKit's
  /// exception.
  open var isActive: Bool {
    get { holder != nil }
    set {
      if newValue { activate() } else { deactivate() }
    }
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func activate() {
    guard holder == nil else { return }
    guard let ancestor = ConstraintItems.commonAncestor(firstItem, secondItem) else {
      raiseUIKitException(
        reason:
          "Unable to activate constraint with anchors \(anchorDescription) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
      )
    }
    ancestor.addConstraint(self)
  }

  private func deactivate() {
    holder?.removeConstraint(self)
  }

  var anchorDescription: String {
    "<\(ConstraintItems.name(firstItem)).\(firstAttribute.name)> and <\(ConstraintItems.name(secondItem)).\(secondAttribute.name)>"
  }

  /// UIKit's console form: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`.
  open override var description: String {
    var text = "\(ConstraintItems.name(firstItem)).\(firstAttribute.name) \(relation.symbol) "
    if secondItem != nil {
      text += "\(ConstraintItems.name(secondItem)).\(secondAttribute.name)"
      if multiplier != 1 { text = text + " * \(PlainDecimal.text(multiplier))" }
      if constant != 0 {
        text += " \(constant < 0 ? "-" : "+") \(PlainDecimal.text(abs(constant)))"
      }
    } else {
      text += PlainDecimal.text(constant)
    }
    if priority != .required { text += " @\(PlainDecimal.text(CGFloat(priority.rawValue)))" }
    let name = identifier.map { "'\($0)' " } ?? ""
    return "<NSLayoutConstraint \(name)\(text)\(isActive ? "   (active)" : "")>"
  }
}

extension NSLayoutConstraint.Attribute {
  /// The name UIKit prints in a constraint's description.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }

  /// The axis the attribute measures along; nil for `.notAnAttribute`.
  var axis: NSLayoutConstraint.Axis? {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }
}

extension NSLayoutConstraint.Relation {
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// The views and layout guides constraints relate.
enum ConstraintItems {
  /// The view an item lives in: a view itself, or the view owning a guide.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// The nearest view that is, or holds, the views of both items.
  static func commonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> UIView? {
    guard let one = view(of: first) else { return nil }
    guard second != nil else { return one }
    guard let two = view(of: second) else { return nil }
    var candidate: UIView? = one
    while let view = candidate {
      if two.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  /// `UILabel:0x…` in UIKit; here the class name and a short stable number.
  static func name(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let guide = item as? UILayoutGuide { return guide.displayName }
    return String(describing: type(of: item))
  }
}

import Foundation

/// The constraints a stack view makes: those UIKit's makes, with its
/// identifiers and priorities, as the constraint dumps of Alexander
/// Grebenyuk's "Let's Build UIStackView" (kean.blog, 2017) list them for
/// every distribution and alignment, and as apps' unsatisfiable-constraint
/// logs show them.
///
/// Along the axis the first view is pinned to the stack's leading (or top)
/// edge and the last to its trailing (or bottom) edge
/// (`UISV-canvas-connection`), and each view follows the one before it by
/// the spacing (`UISV-spacing`). Across it, `.fill` pins every view to both
/// edges, and the other alignments line the views up with one another
/// (`UISV-alignment`) inside a guide that spans them all
/// (`UISV-alignment-spanner`), whose edges the stack's follow; the
/// stack is as broad as its broadest view. The "canvas" is the stack, or
/// its layout margins guide when `isLayoutMarginsRelativeArrangement`.
///
/// Where the engine departs from the dumps: `.lastBaseline` ties the
/// spanner's bottom to the stack's, as `.firstBaseline` does (the dump
/// ties the first view's bottom with a ≥ instead); the
/// `UISV-text-width-disambiguation` widths UIKit adds for rows of
/// multi-line text are not made; and ties between equal priorities are
/// settled by one constraint of the engine's own per view
/// (`breakTiesByOrder()`).
extension UIStackView {
  /// The attributes of the stack's two axes, named for a horizontal stack.
  fileprivate struct Attributes {
    /// Along the axis.
    let start, end, length, center: NSLayoutConstraint.Attribute
    /// Across it.
    let top, bottom, breadth, middle: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
      if axis == .horizontal {
        (start, end, length, center) = (.leading, .trailing, .width, .centerX)
        (top, bottom, breadth, middle) = (.top, .bottom, .height, .centerY)
      } else {
        (start, end, length, center) = (.top, .bottom, .height, .centerY)
        (top, bottom, breadth, middle) = (.leading, .trailing, .width, .centerX)
      }
    }
  }

  /// Deactivates the constraints and guides of the last arrangement and
  /// activates those of the current one. The stack holds them all, those
  /// of one view too (`UISV-hiding`), so that layout adds them before the
  /// author's constraints on the arranged views: where the two conflict
  /// the engine breaks the author's, as UIKit does (a hidden view's own
  /// required width gives way to `UISV-hiding` in the logs apps print).
  func rebuildArrangementConstraints() {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for guide in arrangementGuides { removeLayoutGuide(guide) }
    arrangementConstraints = []
    arrangementGuides = []
    // A view moved elsewhere by `addSubview` is no longer ours to place.
    let views = arrangedSubviews.filter { $0.superview === self }
    guard !views.isEmpty else { return }
    var builder = ArrangementBuilder(stack: self, views: views)
    builder.build()
    arrangementGuides = builder.guides
    arrangementConstraints = builder.constraints
    addConstraints(arrangementConstraints)
  }
}

/// Makes one arrangement's constraints.
private struct ArrangementBuilder {
  let stack: UIStackView
  let views: [UIView]
  let canvas: AnyObject
  let attributes: UIStackView.Attributes
  private(set) var constraints: [NSLayoutConstraint] = []
  private(set) var guides: [UILayoutGuide] = []

  init(stack: UIStackView, views: [UIView]) {
    self.stack = stack
    self.views = views
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    attributes = UIStackView.Attributes(stack.axis)
  }

  private var visible: [UIView] { views.filter { !$0.isHidden } }

  mutating func build() {
    hideHiddenViews()
    connectEnds()
    space()
    distribute()
    align()
    breakTiesByOrder()
  }

  // MARK: Making constraints

  /// `first.a relation second.b + constant`, kept to activate.
  private mutating func add(
    _ identifier: String, _ first: AnyObject, _ a: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject?,
    _ b: NSLayoutConstraint.Attribute, constant: CGFloat = 0, priority: Float = 1000
  ) {
    let constraint = NSLayoutConstraint(
      item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b,
      multiplier: 1, constant: constant)
    constraint.identifier = identifier
    constraint.priority = UILayoutPriority(priority)
    constraints.append(constraint)
  }

  /// `item.a == constant`, for a length.
  private mutating func add(
    _ identifier: String, _ item: AnyObject, _ a: NSLayoutConstraint.Attribute,
    equalTo constant: CGFloat, priority: Float = 1000
  ) {
    add(identifier, item, a, .equal, nil, .notAnAttribute, constant: constant, priority: priority)
  }

  /// A guide of the stack's, for spanning or gaps.
  private mutating func makeGuide(_ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    stack.addLayoutGuide(guide)
    guides.append(guide)
    return guide
  }

  // MARK: Along the axis

  /// A hidden view keeps its place in the chain with no length: UIKit's
  /// required `UISV-hiding` constraint, whose conflicts with an app's own
  /// required size constraints are a familiar log.
  private mutating func hideHiddenViews() {
    for view in views where view.isHidden {
      add("UISV-hiding", view, attributes.length, equalTo: 0)
    }
  }

  private mutating func connectEnds() {
    let (first, last) = (views[0], views[views.count - 1])
    add("UISV-canvas-connection", canvas, attributes.start, .equal, first, attributes.start)
    add("UISV-canvas-connection", last, attributes.end, .equal, canvas, attributes.end)
  }

  /// Each view after the one before it. The space after a view is its
  /// custom spacing or the stack's; after a hidden view, or after the last
  /// view that shows, there is none, so a hidden view takes no spacing
  /// (the dumps show `[hidden]-(0)-[next]`). Equal spacing and equal
  /// centring make the space a minimum. A hidden view is glued to the
  /// view after it.
  private mutating func space() {
    let minimum = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    for index in 1..<views.count {
      let (previous, next) = (views[index - 1], views[index])
      let followed = views[index...].contains { !$0.isHidden }
      let gap = previous.isHidden || !followed ? 0 : stack.resolvedSpacing(after: previous)
      let relation: NSLayoutConstraint.Relation =
        minimum && !previous.isHidden ? .greaterThanOrEqual : .equal
      add(
        "UISV-spacing", next, attributes.start, relation, previous, attributes.end, constant: gap)
    }
  }

  /// What each distribution adds to the chain.
  private mutating func distribute() {
    let shown = visible
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      // Every shown view as long as the first (`UISV-fill-equally`).
      for view in shown.dropFirst() {
        add("UISV-fill-equally", view, attributes.length, .equal, shown[0], attributes.length)
      }
    case .equalSpacing:
      // A gap guide between neighbours, edge to edge, all equal: the
      // padding is shared evenly and the views keep their lengths.
      addGaps(between: shown, from: attributes.end, to: attributes.start, priority: 1000)
    case .equalCentering:
      // A gap guide from centre to centre, equal at 149: below the
      // views' compression resistance, so that when room runs out the
      // centring gives way before the views shrink, and only down to
      // the minimum spacing, which is required (Apple's documentation).
      addGaps(between: shown, from: attributes.center, to: attributes.center, priority: 149)
    }
  }

  private mutating func addGaps(
    between shown: [UIView], from leading: NSLayoutConstraint.Attribute,
    to trailing: NSLayoutConstraint.Attribute, priority: Float
  ) {
    guard shown.count > 1 else { return }
    var first: UILayoutGuide?
    for index in 1..<shown.count {
      let gap = makeGuide("")
      add("UISV-distributing-edge", gap, attributes.start, .equal, shown[index - 1], leading)
      add("UISV-distributing-edge", shown[index], trailing, .equal, gap, attributes.end)
      if let first {
        add(
          "UISV-fill-equally", gap, attributes.length, .equal, first, attributes.length,
          priority: priority)
      } else {
        first = gap
      }
    }
  }

  // MARK: Across the axis

  private mutating func align() {
    var alignment = stack.alignment
    // Baselines run across a row only; a column lines up its views' edges
    // instead (the engine's choice: UIKit documents the baseline
    // alignments as valid for horizontal stacks only).
    if stack.axis == .vertical {
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    let a = attributes
    let first = views[0]
    // Hidden views stay in these constraints, as in the dumps: only their
    // length along the axis collapses.
    if alignment == .fill {
      for view in views.dropFirst() {
        add("UISV-alignment", first, a.top, .equal, view, a.top)
        add("UISV-alignment", first, a.bottom, .equal, view, a.bottom)
      }
      add("UISV-canvas-connection", canvas, a.top, .equal, first, a.top)
      add("UISV-canvas-connection", first, a.bottom, .equal, canvas, a.bottom)
      return
    }
    let line: NSLayoutConstraint.Attribute =
      switch alignment {
      case .leading: a.top
      case .trailing: a.bottom
      case .center: a.middle
      case .firstBaseline: .firstBaseline
      default: .lastBaseline
      }
    for view in views.dropFirst() {
      add("UISV-alignment", first, line, .equal, view, line)
    }
    // The spanner runs from the top of the highest view to the bottom of
    // the lowest; an edge the views are aligned on is held to them at
    // 999.5 rather than required.
    let spanner = makeGuide("UISV-alignment-spanner")
    for view in views {
      if alignment == .leading {
        add("UISV-spanning-boundary", spanner, a.top, .equal, view, a.top, priority: 999.5)
      } else {
        add("UISV-spanning-boundary", spanner, a.top, .lessThanOrEqual, view, a.top)
      }
      if alignment == .trailing {
        add("UISV-spanning-boundary", spanner, a.bottom, .equal, view, a.bottom, priority: 999.5)
      } else {
        add("UISV-spanning-boundary", spanner, a.bottom, .greaterThanOrEqual, view, a.bottom)
      }
    }
    // Only as broad as it must be, at 51.
    add("UISV-spanning-fit", spanner, a.breadth, equalTo: 0, priority: 51)
    if alignment == .leading {
      add("UISV-canvas-connection", canvas, a.top, .equal, first, a.top)
    } else {
      add("UISV-canvas-connection", canvas, a.top, .equal, spanner, a.top)
    }
    if alignment == .trailing {
      add("UISV-canvas-connection", first, a.bottom, .equal, canvas, a.bottom)
    } else {
      add("UISV-canvas-connection", spanner, a.bottom, .equal, canvas, a.bottom)
    }
    if alignment == .center {
      add("UISV-canvas-connection", canvas, a.middle, .equal, first, a.middle)
    }
    if alignment == .firstBaseline || alignment == .lastBaseline {
      // Aligned baselines leave the stack's breadth to be found: as small
      // as the views allow, at 49.
      add("UISV-canvas-fit", stack, a.breadth, equalTo: 0, priority: 49)
    }
    // A view with no intrinsic breadth would be free to take any; it
    // takes none, at 25, unless something else sizes it.
    for view in views {
      add("UISV-ambiguity-suppression", view, a.breadth, equalTo: 0, priority: 25)
    }
  }

  // MARK: Order

  /// Where views tie, the first in `arrangedSubviews` gives way: Apple's
  /// documentation of `.fill` and `.equalSpacing` says the stack resizes
  /// "based on their index in the arrangedSubviews array" when hugging or
  /// compression resistance leaves it ambiguous, and its "Start Developing
  /// iOS Apps (Swift)" tutorial ("Work with Stack Views") that with equal
  /// hugging priorities it "expands the first view". Left alone, the
  /// engine's solver would settle a tie by the order the views' own
  /// constraints reach it, which follows `subviews`, not the arrangement.
  /// So each shown view asks to keep its intrinsic length at a priority
  /// between 1 and 2 that grows with its index: far below anything an app
  /// or UIKit sets, it decides only between views the priorities left
  /// equal, and the later view keeps its length. (An engine addition,
  /// named for it.)
  private mutating func breakTiesByOrder() {
    guard stack.distribution != .fillEqually else { return }
    let shown = visible
    for (index, view) in shown.enumerated() {
      let constraint = IntrinsicLengthConstraint(view: view, axis: stack.axis)
      constraint.identifier = "CollectionLayout-stack-order"
      constraint.priority = UILayoutPriority(1 + Float(index) / Float(shown.count))
      constraints.append(constraint)
    }
  }
}

/// `view.length == its intrinsic length` along `axis`, the intrinsic
/// length read when layout reads the constant, so that a label whose text
/// changes needs no new constraint; a view with no intrinsic length asks
/// for none.
private final class IntrinsicLengthConstraint: NSLayoutConstraint {
  private weak var view: UIView?
  private let axis: NSLayoutConstraint.Axis

  init(view: UIView, axis: NSLayoutConstraint.Axis) {
    self.view = view
    self.axis = axis
    super.init(
      item: view, attribute: axis == .horizontal ? .width : .height, relatedBy: .equal,
      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
  }

  override var constant: CGFloat {
    get {
      guard let view else { return 0 }
      let size = view.intrinsicContentSize
      let length = axis == .horizontal ? size.width : size.height
      return length == UIView.noIntrinsicMetric ? 0 : max(length, 0)
    }
    set { super.constant = newValue }
  }
}

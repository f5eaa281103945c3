import Foundation

/// Auto Layout for one view hierarchy: the constraints its views hold,
/// with those UIKit adds of its own (frames of views that translate their
/// autoresizing masks, intrinsic content sizes, the margins and safe-area
/// guides), solved together by `ConstraintSolver`, and the solution written
/// back into the frames of the views that constraints place.
///
/// Every position is solved in the root view's coordinates: a view's left,
/// top, width and height are four unknowns, and a view's frame in its
/// superview is the difference of two such positions. A required
/// constraint that conflicts with those added before it is left out and
/// reported as UIKit reports it (`UnsatisfiableConstraintLog`).
final class ConstraintLayout {
  let root: UIView
  let solver = ConstraintSolver()
  private var boxes: [ObjectIdentifier: Box] = [:]
  /// The views below the root, in hierarchy order.
  private(set) var views: [UIView] = []
  /// The width each multi-line label was measured at, for the second pass.
  private var measuredWidths: [ObjectIdentifier: CGFloat] = [:]

  /// Four unknowns: an item's rectangle in the root's coordinates.
  struct Box {
    let left, top, width, height: LayoutVariable
  }

  init(root: UIView) {
    self.root = root
  }

  // MARK: Entry points

  /// Places the views below `view` that constraints place. Called by every
  /// view's default `layoutSubviews()`, which in UIKit sets the frames of
  /// the view's own subviews: so the hierarchy is solved only for a view
  /// that holds constraints or has a subview constraints place, not again
  /// for each view of the pass.
  static func layOut(below view: UIView) {
    guard
      !view.constraints.isEmpty
        || view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
    else { return }
    let root = view.constraintRoot
    let layout = ConstraintLayout(root: root)
    layout.solveFixingRootSize()
    layout.apply()
  }

  /// `systemLayoutSizeFitting`: the root's size as near `target` as the
  /// priorities ask, the rest following the constraints.
  static func fittingSize(
    of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    guard view.usesConstraints else { return target }
    let layout = ConstraintLayout(root: view)
    return layout.fit(target: target, horizontal: horizontal, vertical: vertical)
  }

  // MARK: Solving

  private func solveFixingRootSize() {
    build(fixing: root.bounds.size)
    solvePasses()
  }

  private func fit(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    -> CGSize
  {
    build(fixing: nil)
    let box = self.box(root)
    suggest(box.width, target.width, horizontal)
    suggest(box.height, target.height, vertical)
    solvePasses()
    return CGSize(width: box.width.value, height: box.height.value)
  }

  /// Holds `variable` at `value`: required when the priority is, else as
  /// an edit at that priority, which the constraints may override.
  private func suggest(_ variable: LayoutVariable, _ value: CGFloat, _ priority: UILayoutPriority) {
    if priority >= .required {
      try? solver.add(
        SolverConstraint(
          LinearExpression(variable), .equal, LinearExpression(constant: Double(value)),
          strength: .required))
    } else {
      try? solver.addEditVariable(variable, strength: SolverStrength(priority: priority.rawValue))
      try? solver.suggestValue(Double(value), for: variable)
    }
  }

  /// Solves, then solves again while a multi-line label's width came out
  /// different from the width its height was measured at (UIKit lays out
  /// twice in that case too).
  private func solvePasses() {
    solver.updateVariables()
    for _ in 0..<3 {
      let changed = labelsMeasuredAtAnotherWidth()
      guard !changed.isEmpty else { return }
      rebuildIntrinsicSizes(of: changed)
      solver.updateVariables()
    }
  }

  // MARK: Building the system

  private var intrinsicConstraints: [ObjectIdentifier: [SolverConstraint]] = [:]

  /// Adds every constraint of the hierarchy; the root's size is fixed to
  /// `size`, or left to the caller when nil.
  private func build(fixing size: CGSize?) {
    collect(root)
    let rootBox = box(root)
    require(LinearExpression(rootBox.left), .equal, Double(root.bounds.minX))
    require(LinearExpression(rootBox.top), .equal, Double(root.bounds.minY))
    if let size {
      require(LinearExpression(rootBox.width), .equal, Double(size.width))
      require(LinearExpression(rootBox.height), .equal, Double(size.height))
    }
    for view in views where view !== root {
      if view.translatesAutoresizingMaskIntoConstraints {
        addAutoresizingConstraints(of: view)
      } else {
        addIntrinsicSize(of: view, width: nil)
      }
    }
    for view in [root] + views {
      for guide in view.layoutGuides where guide.kind == .custom { _ = box(guide) }
      for constraint in view.constraints { add(constraint) }
    }
  }

  /// Every view below `view`, depth first.
  private func collect(_ view: UIView) {
    for subview in view.subviews {
      views.append(subview)
      collect(subview)
    }
  }

  func box(_ item: AnyObject) -> Box {
    let key = ObjectIdentifier(item)
    if let found = boxes[key] { return found }
    let name = ConstraintItems.name(item)
    let made = Box(
      left: LayoutVariable("\(name).minX"), top: LayoutVariable("\(name).minY"),
      width: LayoutVariable("\(name).width"), height: LayoutVariable("\(name).height"))
    boxes[key] = made
    return made
  }

  private func require(_ expression: LinearExpression, _ relation: SolverRelation, _ value: Double)
  {
    try? solver.add(
      SolverConstraint(expression, relation, LinearExpression(constant: value), strength: .required)
    )
  }

  /// UIKit's autoresizing-mask constraints: the view keeps its frame in its
  /// superview, except for the parts its mask makes flexible, which share
  /// any change of the superview's size (`Autoresizing`).
  private func addAutoresizingConstraints(of view: UIView) {
    guard let superview = view.superview else { return }
    let own = box(view)
    let parent = box(superview)
    let frame = view.frame
    let reference = superview.bounds.size
    let mask = view.autoresizingMask
    let horizontal = Autoresizing.shares(
      before: frame.minX, length: frame.width, after: reference.width - frame.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let vertical = Autoresizing.shares(
      before: frame.minY, length: frame.height, after: reference.height - frame.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    let growth = (
      x: LinearExpression(parent.width) - Double(reference.width),
      y: LinearExpression(parent.height) - Double(reference.height)
    )
    let relativeX =
      LinearExpression(own.left) - LinearExpression(parent.left) + Double(superview.bounds.minX)
    let relativeY =
      LinearExpression(own.top) - LinearExpression(parent.top) + Double(superview.bounds.minY)
    requireEqual(relativeX, Double(frame.minX), growth.x * horizontal.before)
    requireEqual(LinearExpression(own.width), Double(frame.width), growth.x * horizontal.length)
    requireEqual(relativeY, Double(frame.minY), growth.y * vertical.before)
    requireEqual(LinearExpression(own.height), Double(frame.height), growth.y * vertical.length)
  }

  private func requireEqual(_ lhs: LinearExpression, _ value: Double, _ growth: LinearExpression) {
    try? solver.add(
      SolverConstraint(lhs, .equal, growth + value, strength: .required))
  }

  /// The view's intrinsic size as four constraints: no smaller than it at
  /// the compression resistance, no larger at the hugging priority.
  private func addIntrinsicSize(of view: UIView, width: CGFloat?) {
    let size = intrinsicSize(of: view, width: width)
    let own = box(view)
    var added: [SolverConstraint] = []
    for (variable, value, axis) in [
      (own.width, size.width, NSLayoutConstraint.Axis.horizontal),
      (own.height, size.height, .vertical),
    ] where value != UIView.noIntrinsicMetric {
      let hugging = view.contentHuggingPriority(for: axis)
      let resistance = view.contentCompressionResistancePriority(for: axis)
      for (relation, priority) in [
        (SolverRelation.lessThanOrEqual, hugging), (.greaterThanOrEqual, resistance),
      ] where priority.rawValue > 0 {
        let constraint = SolverConstraint(
          LinearExpression(variable), relation, LinearExpression(constant: Double(value)),
          strength: SolverStrength(priority: min(priority.rawValue, 1000)))
        if (try? solver.add(constraint)) != nil { added.append(constraint) }
      }
    }
    intrinsicConstraints[ObjectIdentifier(view)] = added
  }

  /// A view's intrinsic size; a multi-line label without a preferred width
  /// is measured at `width`, the width this layout solved for it, or at
  /// first on one line: the width its frame kept from another text (a
  /// reused cell's) would wrap the new one, and a label that hugs its text
  /// would then keep that narrow width, two lines tall.
  private func intrinsicSize(of view: UIView, width: CGFloat?) -> CGSize {
    guard let label = view as? UILabel, label.numberOfLines != 1,
      label.preferredMaxLayoutWidth == 0
    else { return view.intrinsicContentSize }
    guard let width, width > 0 else {
      let unwrapped = label.sizeThatFits(.zero)
      measuredWidths[ObjectIdentifier(label)] = unwrapped.width
      return unwrapped
    }
    measuredWidths[ObjectIdentifier(label)] = width
    return label.sizeThatFits(CGSize(width: width, height: 0))
  }

  private func labelsMeasuredAtAnotherWidth() -> [(UILabel, CGFloat)] {
    views.compactMap { view in
      guard let label = view as? UILabel, let measured = measuredWidths[ObjectIdentifier(label)]
      else { return nil }
      let solved = CGFloat(box(label).width.value)
      return abs(solved - measured) > 0.01 ? (label, solved) : nil
    }
  }

  private func rebuildIntrinsicSizes(of labels: [(UILabel, CGFloat)]) {
    for (label, width) in labels {
      for constraint in intrinsicConstraints[ObjectIdentifier(label)] ?? [] {
        try? solver.remove(constraint)
      }
      addIntrinsicSize(of: label, width: width)
    }
  }

  /// One of the author's constraints; a required one that cannot hold with
  /// those before it is reported and left out, as UIKit breaks it.
  private func add(_ constraint: NSLayoutConstraint) {
    guard let first = attribute(constraint.firstItem, constraint.firstAttribute) else { return }
    var rhs = LinearExpression(constant: Double(constraint.constant))
    if constraint.secondItem != nil, constraint.secondAttribute != .notAnAttribute {
      guard let second = attribute(constraint.secondItem, constraint.secondAttribute) else {
        return
      }
      rhs = second * Double(constraint.multiplier) + Double(constraint.constant)
    }
    let relation: SolverRelation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let priority = min(max(constraint.priority.rawValue, 1), 1000)
    let solverConstraint = SolverConstraint(
      first, relation, rhs, strength: SolverStrength(priority: priority))
    do {
      try solver.add(solverConstraint)
    } catch {
      UnsatisfiableConstraintLog.report(constraint, in: root)
    }
  }

  // MARK: Attributes as expressions

  /// The attribute of a view or guide as an expression in the unknowns.
  func attribute(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    guard let item else { return nil }
    if let guide = item as? UILayoutGuide, guide.kind != .custom {
      return guideAttribute(guide, attribute)
    }
    if let view = item as? UIView, view !== root, !view.isDescendant(of: root) { return nil }
    let box = self.box(item)
    let rect = RectExpression(box)
    if let view = item as? UIView {
      return rect.attribute(
        attribute, margins: view.effectiveLayoutMargins, rightToLeft: view.isRightToLeft,
        baselines: Baselines(view))
    }
    return rect.attribute(attribute, margins: .zero, rightToLeft: false, baselines: nil)
  }

  private func guideAttribute(_ guide: UILayoutGuide, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    guard let owner = guide.owningView else { return nil }
    let insets =
      switch guide.kind {
      case .margins, .custom: owner.effectiveLayoutMargins
      case .safeArea: owner.safeAreaInsets
      // [?] Taken at the owner's width before this pass: a guide whose
      // width depends on what the pass solves settles on the next one.
      case .readableContent: owner.readableContentInsets
      }
    let rect = RectExpression(box(owner)).inset(by: insets)
    return rect.attribute(
      attribute, margins: .zero, rightToLeft: owner.isRightToLeft, baselines: nil)
  }

  // MARK: Writing the solution back

  /// Sets the frame of every view that constraints place, on whole pixels,
  /// and the frame of each guide.
  private func apply() {
    let scale = root.traitCollection.displayScale > 0 ? root.traitCollection.displayScale : 2
    for view in views where !view.translatesAutoresizingMaskIntoConstraints {
      guard let superview = view.superview else { continue }
      let own = rectangle(of: view, scale: scale)
      let parent = rectangle(of: superview, scale: scale)
      let frame = CGRect(
        x: own.minX - parent.minX + superview.bounds.minX,
        y: own.minY - parent.minY + superview.bounds.minY, width: own.width, height: own.height)
      if view.frame != frame { view.frame = frame }
    }
    // A view's own guides follow its bounds by themselves.
    for view in [root] + views {
      for guide in view.layoutGuides where guide.kind == .custom {
        let rect = rectangle(of: guide, scale: scale)
        let origin = rectangle(of: view, scale: scale).origin
        guide.layoutFrame = rect.offsetBy(
          dx: view.bounds.minX - origin.x, dy: view.bounds.minY - origin.y)
      }
    }
  }

  /// The solved rectangle of an item, its edges on the pixel grid.
  ///
  /// Halfway values round up, and "halfway" allows for the solver's
  /// rounding error: a label 19⅔ points wide centred at 32 has its edges at
  /// 22⅙ and 41⅚, both half a pixel off the grid at 3×, and both must move
  /// the same way, or the label loses a pixel of the width its text needs
  /// and the text is cut.
  private func rectangle(of item: AnyObject, scale: CGFloat) -> CGRect {
    let box = self.box(item)
    func snap(_ value: Double) -> CGFloat {
      (CGFloat(value) * scale + 0.5 + 1e-6).rounded(.down) / scale
    }
    let minX = snap(box.left.value)
    let minY = snap(box.top.value)
    let maxX = snap(box.left.value + box.width.value)
    let maxY = snap(box.top.value + box.height.value)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension UIView {
  /// The top of this view's hierarchy: where its constraints are solved.
  var constraintRoot: UIView {
    var view = self
    while let superview = view.superview { view = superview }
    return view
  }

  /// Whether any view at or below this one takes part in Auto Layout.
  var usesConstraints: Bool {
    if !constraints.isEmpty { return true }
    return subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.usesConstraints }
  }

  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// What the default `layoutSubviews()` does: the constraints of the
  /// hierarchy, solved and applied.
  func applyConstraintLayout() {
    ConstraintLayout.layOut(below: self)
  }
}

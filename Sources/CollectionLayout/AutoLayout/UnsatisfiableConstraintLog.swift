import Foundation

/// What UIKit prints when a required constraint cannot hold with the
/// others, in its wording, to standard output, where an example's output
/// box shows it as Xcode's console would.
///
/// Apple's Auto Layout Guide ("Unsatisfiable Layouts") says the engine
/// breaks constraints until the layout is valid and then logs the
/// conflict, without saying which it breaks. Logs from devices show the
/// author's constraint broken rather than those UIKit made itself; the
/// engine breaks the one whose addition caused the conflict, which is
/// always the author's, since UIKit's own are added first.
enum UnsatisfiableConstraintLog {
  static func report(_ broken: NSLayoutConstraint, in root: UIView) {
    let related = conflicting(with: broken, in: root)
    let listed = related.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
    let message = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
      \(listed)
      )

      Will attempt to recover by breaking constraint 
      \(broken.description)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    print(message)
  }

  /// The required constraints of the hierarchy on the broken one's axis
  /// that share an item with it: the list UIKit prints is the set in
  /// conflict, and these are the candidates.
  private static func conflicting(with broken: NSLayoutConstraint, in root: UIView)
    -> [NSLayoutConstraint]
  {
    let axis = broken.firstAttribute.axis
    let items = [broken.firstItem, broken.secondItem].compactMap { $0 }
    var found: [NSLayoutConstraint] = []
    func visit(_ view: UIView) {
      for constraint in view.constraints
      where constraint.priority == .required && constraint.firstAttribute.axis == axis
        && [constraint.firstItem, constraint.secondItem].contains(where: { item in
          items.contains { $0 === item }
        })
      {
        found.append(constraint)
      }
      view.subviews.forEach(visit)
    }
    visit(root)
    return found
  }
}

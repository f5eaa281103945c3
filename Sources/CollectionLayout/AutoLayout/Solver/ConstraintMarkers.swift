import Foundation

/// The auxiliary symbols one constraint brought into the tableau: how the
/// solver finds the constraint again to remove it, or to move an edit
/// variable's target.
struct ConstraintMarkers {
  /// The slack of an inequality, the dummy of a required equality, or the
  /// positive error of a non-required equality. The constraint's equation
  /// is the only one that mentions it, so eliminating it removes the
  /// constraint.
  let marker: SolverSymbol
  /// The error of a non-required inequality, or the negative error of a
  /// non-required equality.
  let other: SolverSymbol?
  /// The priority the errors are charged at; nil for a required constraint.
  let errorPriority: Float?

  /// The symbols that carry a cost in the objective.
  var errors: [SolverSymbol] {
    [marker, other].compactMap { $0 }.filter { $0.kind == .error }
  }
}

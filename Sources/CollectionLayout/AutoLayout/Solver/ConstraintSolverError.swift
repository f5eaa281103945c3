import Foundation

/// Why the solver refused a call. The solver is left as it was before the
/// call.
///
/// A struct rather than an enum with payloads: errors must be `Sendable`,
/// and the constraint or variable an error names is not. The references are
/// marked `nonisolated(unsafe)` because they exist only so that the caller,
/// which catches the error on the task that owns the solver, can tell which
/// constraint or variable was refused.
struct ConstraintSolverError: Error, Equatable {
  enum Reason: Equatable {
    /// A required constraint contradicts the required constraints already
    /// added (UIKit: "Unable to simultaneously satisfy constraints").
    case unsatisfiable
    /// The constraint has already been added.
    case duplicateConstraint
    /// The constraint was never added, or has been removed.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables must be below required, so that every suggestion can
    /// be taken or refused without contradicting anything.
    case requiredEditVariable
  }

  let reason: Reason
  /// The constraint refused, for the constraint reasons.
  nonisolated(unsafe) let constraint: SolverConstraint?
  /// The variable refused, for the edit-variable reasons.
  nonisolated(unsafe) let variable: LayoutVariable?

  static func unsatisfiable(_ constraint: SolverConstraint) -> ConstraintSolverError {
    ConstraintSolverError(reason: .unsatisfiable, constraint: constraint, variable: nil)
  }

  static func duplicate(_ constraint: SolverConstraint) -> ConstraintSolverError {
    ConstraintSolverError(reason: .duplicateConstraint, constraint: constraint, variable: nil)
  }

  static func unknown(_ constraint: SolverConstraint) -> ConstraintSolverError {
    ConstraintSolverError(reason: .unknownConstraint, constraint: constraint, variable: nil)
  }

  static func duplicateEditVariable(_ variable: LayoutVariable) -> ConstraintSolverError {
    ConstraintSolverError(reason: .duplicateEditVariable, constraint: nil, variable: variable)
  }

  static func unknownEditVariable(_ variable: LayoutVariable) -> ConstraintSolverError {
    ConstraintSolverError(reason: .unknownEditVariable, constraint: nil, variable: variable)
  }

  static func requiredEditVariable(_ variable: LayoutVariable) -> ConstraintSolverError {
    ConstraintSolverError(reason: .requiredEditVariable, constraint: nil, variable: variable)
  }

  /// Equal when the reason is the same and the error names the same
  /// constraint or variable, by identity.
  static func == (lhs: ConstraintSolverError, rhs: ConstraintSolverError) -> Bool {
    lhs.reason == rhs.reason && lhs.constraint === rhs.constraint
      && lhs.variable === rhs.variable
  }
}

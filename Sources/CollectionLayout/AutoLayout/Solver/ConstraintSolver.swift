import Foundation

/// An incremental linear-arithmetic constraint solver: the Cassowary
/// algorithm of Badros, Borning and Stuckey, the kind of engine UIKit's
/// Auto Layout runs on.
///
/// Required constraints must all hold; a required constraint that cannot
/// hold together with those already added is refused. Non-required ones are
/// satisfied as well as they can be, priority by priority from the highest
/// (lexicographically, see `SolverStrength`). Each change updates the last
/// solution instead of solving from scratch: adding and removing re-optimise
/// with the primal simplex, and a new suggestion for an edit variable is
/// absorbed by the dual simplex.
///
/// Not thread-safe, like the rest of the engine: one solver, one task.
final class ConstraintSolver {
  /// An edit variable's constraint, `variable == target`, and its target.
  private struct EditVariable {
    let constraint: SolverConstraint
    var target: Double
  }

  private var tableau = SimplexTableau()
  private var variables = VariableRegistry()
  private var markers: [ObjectIdentifier: ConstraintMarkers] = [:]
  /// The constraints added, kept alive so that their identifiers, the keys
  /// of `markers`, cannot be reused.
  private var constraints: [ObjectIdentifier: SolverConstraint] = [:]
  private var editVariables: [ObjectIdentifier: EditVariable] = [:]

  init() {}

  /// Adds a constraint and re-solves.
  ///
  /// A required constraint that cannot hold together with the required
  /// constraints already added throws `.unsatisfiable` and leaves the
  /// solver exactly as it was. UIKit then logs "Unable to simultaneously
  /// satisfy constraints" and breaks one; that is the caller's part.
  func add(_ constraint: SolverConstraint) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] == nil else { throw .duplicate(constraint) }
    let unseen = constraint.expression.variables.filter { variables.symbol(for: $0) == nil }
    let (row, newMarkers) = tableau.makeRow(for: constraint, variables: &variables)
    guard tableau.insert(row, markers: newMarkers) else {
      variables.unregister(unseen)
      throw .unsatisfiable(constraint)
    }
    variables.retain(constraint.expression.variables)
    markers[key] = newMarkers
    constraints[key] = constraint
  }

  /// Removes a constraint added earlier and re-solves.
  func remove(_ constraint: SolverConstraint) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(constraint)
    guard let removedMarkers = markers.removeValue(forKey: key) else {
      throw .unknown(constraint)
    }
    constraints[key] = nil
    tableau.removeRow(of: removedMarkers)
    variables.release(constraint.expression.variables)
  }

  func contains(_ constraint: SolverConstraint) -> Bool {
    constraints[ObjectIdentifier(constraint)] != nil
  }

  /// Makes `variable` one whose value the caller will suggest, held at
  /// `strength`, which must be below required. Until the first suggestion
  /// the variable is held at its current value.
  ///
  /// Auto Layout uses this to measure a fitting size: suggest the target
  /// width at some priority, and read what the constraints make of it.
  func addEditVariable(
    _ variable: LayoutVariable, strength: SolverStrength
  ) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(variable)
    guard editVariables[key] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let target = variable.value
    let constraint = SolverConstraint(
      LinearExpression(variable), .equal, LinearExpression(constant: target),
      strength: strength)
    try add(constraint)
    editVariables[key] = EditVariable(constraint: constraint, target: target)
  }

  func removeEditVariable(_ variable: LayoutVariable) throws(ConstraintSolverError) {
    guard let edit = editVariables.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  func hasEditVariable(_ variable: LayoutVariable) -> Bool {
    editVariables[ObjectIdentifier(variable)] != nil
  }

  /// Asks for `variable`, an edit variable, to be `value`, and re-solves
  /// incrementally.
  func suggestValue(_ value: Double, for variable: LayoutVariable) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(variable)
    guard let edit = editVariables[key],
      let editMarkers = markers[ObjectIdentifier(edit.constraint)]
    else { throw .unknownEditVariable(variable) }
    let delta = value - edit.target
    // A negligible move is skipped, target included, so that many of them
    // cannot add up to a drift.
    guard !SolverTolerance.isNegligible(delta) else { return }
    editVariables[key]?.target = value
    tableau.moveEditTarget(of: editMarkers, by: delta)
  }

  /// Writes the current solution into the `value` of every variable the
  /// solver knows. A variable that no constraint pins is 0; so is one no
  /// constraint uses any more.
  func updateVariables() {
    for variable in variables.takeForgotten() {
      variable.value = 0
    }
    for (variable, symbol) in variables.registered {
      variable.value = tableau.value(of: symbol)
    }
  }
}

import Foundation

/// Turning a constraint into a row and bringing the row into the tableau.
extension SimplexTableau {
  /// The constraint as a row over parametric symbols, with the auxiliary
  /// symbols that make it an equation (`0 = constant + …`). Charges the
  /// errors of a non-required constraint to the objective; registers
  /// variables the tableau has not seen.
  mutating func makeRow(
    for constraint: SolverConstraint, variables: inout VariableRegistry
  ) -> (row: SolverRow, markers: ConstraintMarkers) {
    var row = SolverRow(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      let symbol = externalSymbol(for: term.variable, variables: &variables)
      if let basicRow = rows[symbol] {
        row.add(basicRow, times: term.coefficient)
      } else {
        row.add(term.coefficient, symbol)
      }
    }
    let markers = addAuxiliarySymbols(to: &row, for: constraint)
    // A restricted symbol solved for from this row gets the row's constant
    // as its value, so start from a non-negative one.
    if row.constant < 0 { row.negate() }
    return (row, markers)
  }

  /// Adds a row made by `makeRow`, then re-optimises. Returns false, with
  /// the tableau as it was, when the row contradicts the required rows.
  mutating func insert(_ row: SolverRow, markers: ConstraintMarkers) -> Bool {
    if let subject = subject(for: row, markers: markers) {
      place(row, solvedFor: subject)
    } else if row.terms.allSatisfy({ $0.symbol.kind == .dummy }) {
      // Only required equalities' dummies are left: the new equality is
      // implied by them when the constant is 0, and contradicts them if not.
      guard SolverTolerance.isNegligible(row.constant) else { return false }
      place(row, solvedFor: markers.marker)
    } else {
      guard insertThroughArtificialSymbol(row) else { return false }
    }
    minimize(.objective)
    return true
  }

  private mutating func externalSymbol(
    for variable: LayoutVariable, variables: inout VariableRegistry
  ) -> SolverSymbol {
    if let symbol = variables.symbol(for: variable) { return symbol }
    let symbol = makeSymbol(.external)
    variables.register(variable, as: symbol)
    return symbol
  }

  /// `expression ≤ 0` becomes `expression + slack = 0` and `≥` becomes
  /// `expression - slack = 0`; a non-required constraint also gets errors
  /// that let it be violated at a cost, `expression = e⁺ - e⁻` for an
  /// equality.
  private mutating func addAuxiliarySymbols(
    to row: inout SolverRow, for constraint: SolverConstraint
  ) -> ConstraintMarkers {
    let priority = constraint.strength.priority
    let required = constraint.strength.isRequired
    switch constraint.relation {
    case .equal where required:
      let dummy = makeSymbol(.dummy)
      row.add(1, dummy)
      return ConstraintMarkers(marker: dummy, other: nil, errorPriority: nil)
    case .equal:
      let positiveError = makeSymbol(.error)
      let negativeError = makeSymbol(.error)
      row.add(-1, positiveError)
      row.add(1, negativeError)
      objective.add(1, positiveError, atPriority: priority)
      objective.add(1, negativeError, atPriority: priority)
      return ConstraintMarkers(
        marker: positiveError, other: negativeError, errorPriority: priority)
    case .lessThanOrEqual, .greaterThanOrEqual:
      let direction: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.add(direction, slack)
      guard !required else {
        return ConstraintMarkers(marker: slack, other: nil, errorPriority: nil)
      }
      let error = makeSymbol(.error)
      row.add(-direction, error)
      objective.add(1, error, atPriority: priority)
      return ConstraintMarkers(marker: slack, other: error, errorPriority: priority)
    }
  }

  /// A symbol the row can be solved for while the tableau stays feasible:
  /// a layout variable (unrestricted), else one of the constraint's own
  /// fresh slack or error symbols with a negative coefficient (so that it
  /// takes the non-negative constant as its value).
  private func subject(for row: SolverRow, markers: ConstraintMarkers) -> SolverSymbol? {
    if let external = row.terms.first(where: { $0.symbol.kind == .external }) {
      return external.symbol
    }
    return [markers.marker, markers.other].compactMap { $0 }.first { symbol in
      symbol.isPivotable && row.coefficient(of: symbol) < 0
    }
  }

  private mutating func place(_ row: SolverRow, solvedFor subject: SolverSymbol) {
    var row = row
    row.solve(for: subject)
    substitute(subject, with: row)
    rows[subject] = row
  }

  /// Phase one of the two-phase simplex, for a row with no usable subject:
  /// an artificial symbol takes the row, and minimising it to 0 finds a
  /// solution of the row and the required rows together, if one exists.
  ///
  /// The search pivots, which can move the solution to another optimum of
  /// the objective, so a failed search puts back the tableau it started
  /// from: a refused constraint must not change the layout.
  private mutating func insertThroughArtificialSymbol(_ row: SolverRow) -> Bool {
    let before = self
    let artificial = makeSymbol(.artificial)
    rows[artificial] = row
    phaseOneObjective = row
    minimize(.phaseOne)
    let reachedZero = SolverTolerance.isNegligible(phaseOneObjective?.constant ?? 0)
    phaseOneObjective = nil
    guard reachedZero else {
      self = before
      return false
    }
    if let artificialRow = rows.removeValue(forKey: artificial) {
      retireBasicArtificialRow(artificialRow, artificial: artificial)
    }
    eliminate(artificial)
    return true
  }

  /// The artificial symbol reached 0 but is still basic: give its row to
  /// another symbol so that the row's equation stays in the tableau.
  ///
  /// A slack or error is preferred. A row of dummies alone becomes a
  /// dummy's row, which holds only dummies and so stays 0, as for a
  /// redundant required equality. An empty row says only `0 = 0`.
  private mutating func retireBasicArtificialRow(
    _ artificialRow: SolverRow, artificial: SolverSymbol
  ) {
    let symbols = artificialRow.terms.map(\.symbol)
    let pivotable = symbols.first(where: \.isPivotable)
    guard let entering = pivotable ?? symbols.first(where: { $0.kind == .dummy }) else { return }
    var row = artificialRow
    row.solve(for: entering, exchanging: artificial)
    substitute(entering, with: row)
    rows[entering] = row
  }
}

import Foundation

/// Taking a constraint's row out again, and moving an edit constraint's
/// target.
extension SimplexTableau {
  /// Removes the constraint that `markers` belong to, then re-optimises.
  ///
  /// The marker appears in no other constraint's equation, so once it is
  /// basic, dropping its row drops exactly that constraint.
  mutating func removeRow(of markers: ConstraintMarkers) {
    if let priority = markers.errorPriority {
      for error in markers.errors {
        removeCost(of: error, atPriority: priority)
      }
    }
    let marker = markers.marker
    if rows.removeValue(forKey: marker) == nil, let leaving = leavingSymbol(forMarker: marker) {
      var row = rows.removeValue(forKey: leaving)!
      row.solve(for: marker, exchanging: leaving)
      substitute(marker, with: row)
    }
    // The other symbol entered the constraint's equation with the marker,
    // its column the marker's negated, so it has gone with the marker's
    // row; this clears what rounding may have left of its column.
    if let other = markers.other, rows[other] == nil {
      eliminate(other)
    }
    minimize(.objective)
  }

  /// Moves the target of the edit constraint `markers` belong to by
  /// `delta`, then repairs feasibility with the dual simplex.
  ///
  /// The edit constraint reads `variable - target = e⁺ - e⁻`, and its
  /// equation is the only one with e⁺, so raising the target by `delta` is
  /// the same as replacing e⁺ by `e⁺ + delta` in every row.
  mutating func moveEditTarget(of markers: ConstraintMarkers, by delta: Double) {
    let positiveError = markers.marker
    if rows[positiveError] != nil {
      shiftConstant(ofRow: positiveError, by: -delta)
    } else {
      let affected = rows.compactMap { basic, row in
        row.contains(positiveError) ? (basic, row.coefficient(of: positiveError)) : nil
      }
      for (basic, coefficient) in affected {
        shiftConstant(ofRow: basic, by: delta * coefficient)
      }
    }
    restoreFeasibility()
  }

  private mutating func shiftConstant(ofRow basic: SolverSymbol, by delta: Double) {
    rows[basic]?.shiftConstant(by: delta)
    if basic.isRestricted, let constant = rows[basic]?.constant,
      constant < -SolverTolerance.epsilon
    {
      infeasibleSymbols.insert(basic)
    }
  }

  /// Takes an error's cost back out of the objective, in terms of the
  /// current parametric symbols.
  private mutating func removeCost(of error: SolverSymbol, atPriority priority: Float) {
    if let row = rows[error] {
      objective.add(row, times: -1, atPriority: priority)
    } else {
      objective.add(-1, error, atPriority: priority)
    }
  }

  /// The row to pivot a parametric marker into before dropping it, chosen so
  /// that the remaining rows stay feasible:
  /// 1. a dummy's row, when the marker is a dummy: such rows hold only
  ///    dummies, and pivoting elsewhere would put slacks into a dummy's row,
  ///    letting it leave 0;
  /// 2. a restricted row in which the marker has a negative coefficient,
  ///    with the smallest ratio, as in the primal simplex;
  /// 3. else a restricted row with a positive coefficient and the smallest
  ///    ratio: the marker takes a negative value, which no longer matters;
  /// 4. else a layout variable's row, which has no sign to keep.
  ///
  /// Nil when the marker appears nowhere: its equation already says nothing.
  private func leavingSymbol(forMarker marker: SolverSymbol) -> SolverSymbol? {
    var dummyRow: SolverSymbol?
    var externalRow: SolverSymbol?
    var negative = LeavingRowChoice()
    var positive = LeavingRowChoice()
    for (basic, row) in rows {
      let coefficient = row.coefficient(of: marker)
      guard coefficient != 0 else { continue }
      switch basic.kind {
      case .dummy:
        dummyRow = min(dummyRow ?? basic, basic)
      case .external:
        externalRow = min(externalRow ?? basic, basic)
      case .slack, .error, .artificial:
        if coefficient < 0 {
          negative.consider(basic, ratio: -row.constant / coefficient)
        } else {
          positive.consider(basic, ratio: row.constant / coefficient)
        }
      }
    }
    return dummyRow ?? negative.symbol ?? positive.symbol ?? externalRow
  }
}

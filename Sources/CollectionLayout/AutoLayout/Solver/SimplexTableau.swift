import Foundation

/// The solver's state: the constraints as equations in basic form, and the
/// objective over their errors.
///
/// Each row gives one basic symbol in terms of the parametric (non-basic)
/// ones, which are all 0 in the current solution, so a basic symbol's value
/// is its row's constant. Two invariants hold between operations:
/// - feasibility: every restricted basic symbol has a non-negative constant;
/// - externals stay out of the objective and of restricted rows. A new row
///   is solved for a layout variable whenever it has one, so a variable
///   left parametric has no restricted row to appear in, and no cost. It is
///   a free degree of freedom, and its value is 0.
///
/// A value type, so that an addition that fails part-way can put back the
/// tableau it started from (copy-on-write makes the copy cheap until the
/// first change).
struct SimplexTableau {
  /// Each basic symbol's row.
  var rows: [SolverSymbol: SolverRow] = [:]
  var objective = LexicographicObjective()
  /// While a row is added through an artificial symbol (phase one): that
  /// symbol's value, to be driven to 0.
  var phaseOneObjective: SolverRow?
  /// Restricted basic symbols whose constants went negative; the dual
  /// simplex restores them.
  var infeasibleSymbols = Set<SolverSymbol>()
  private var nextSymbolID = 0

  mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
    defer { nextSymbolID += 1 }
    return SolverSymbol(id: nextSymbolID, kind: kind)
  }

  /// The symbol's value in the current solution.
  func value(of symbol: SolverSymbol) -> Double { rows[symbol]?.constant ?? 0 }

  /// Replaces `symbol` by `row` wherever it appears, noting restricted rows
  /// that become infeasible.
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    // Walking indices, not keys, changes the rows in place instead of
    // copying the dictionary.
    var index = rows.startIndex
    while index != rows.endIndex {
      if rows.values[index].contains(symbol) {
        rows.values[index].substitute(symbol, with: row)
        let basic = rows.keys[index]
        if basic.isRestricted && rows.values[index].constant < -SolverTolerance.epsilon {
          infeasibleSymbols.insert(basic)
        }
      }
      rows.formIndex(after: &index)
    }
    objective.substitute(symbol, with: row)
    phaseOneObjective?.substitute(symbol, with: row)
  }

  /// Exchanges a basic and a parametric symbol.
  mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
    guard var row = rows.removeValue(forKey: leaving) else {
      preconditionFailure("pivoting on a symbol that is not basic")
    }
    row.solve(for: entering, exchanging: leaving)
    substitute(entering, with: row)
    rows[entering] = row
  }

  /// Fixes a parametric `symbol` at 0 for good, dropping its column.
  mutating func eliminate(_ symbol: SolverSymbol) {
    var index = rows.startIndex
    while index != rows.endIndex {
      rows.values[index].eliminate(symbol)
      rows.formIndex(after: &index)
    }
    objective.eliminate(symbol)
  }
}

/// The row with the smallest ratio, ties going to the earliest basic symbol
/// (Bland's rule): the choice of leaving row for every pivot.
struct LeavingRowChoice {
  private(set) var symbol: SolverSymbol?
  private var ratio = Double.infinity

  mutating func consider(_ candidate: SolverSymbol, ratio candidateRatio: Double) {
    guard let current = symbol else {
      (symbol, ratio) = (candidate, candidateRatio)
      return
    }
    let isTie = SolverTolerance.isNegligible(candidateRatio - ratio)
    if (!isTie && candidateRatio < ratio) || (isTie && candidate < current) {
      (symbol, ratio) = (candidate, candidateRatio)
    }
  }
}

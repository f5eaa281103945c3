import Foundation

/// The two simplex methods: the primal one re-optimises after rows are
/// added or removed, keeping every row feasible; the dual one repairs rows
/// that an edit made infeasible, keeping the objective optimal, which is
/// what makes a new suggestion cheap.
extension SimplexTableau {
  /// What `minimize(_:)` works on.
  enum Goal {
    /// The lexicographic objective of the non-required constraints.
    case objective
    /// The artificial symbol of a row being added, driven towards 0.
    case phaseOne
  }

  /// Pivots until no parametric symbol's increase would lower `goal`.
  ///
  /// The objective is a sum of non-negative errors, so it is bounded below
  /// and a leaving row always exists.
  mutating func minimize(_ goal: Goal) {
    while let entering = earliestImprovingSymbol(for: goal) {
      guard let leaving = primalLeavingSymbol(for: entering) else {
        preconditionFailure("the simplex objective is unbounded")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Pivots until every restricted basic symbol is non-negative again.
  ///
  /// Only edits call this, and an edit is never required, so its own
  /// errors can always absorb the change: an entering symbol always exists.
  mutating func restoreFeasibility() {
    while let leaving = infeasibleSymbols.min() {
      infeasibleSymbols.remove(leaving)
      guard let row = rows[leaving], row.constant < -SolverTolerance.epsilon else { continue }
      guard let entering = dualEnteringSymbol(for: row) else {
        preconditionFailure("the required constraints became infeasible during an edit")
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  private func earliestImprovingSymbol(for goal: Goal) -> SolverSymbol? {
    switch goal {
    case .objective:
      return objective.earliestImprovingSymbol()
    case .phaseOne:
      let terms = phaseOneObjective?.terms ?? []
      return terms.first { $0.symbol.isPivotable && $0.coefficient < 0 }?.symbol
    }
  }

  /// The restricted row that limits how far `entering` can grow: among the
  /// rows whose basic symbol shrinks as it grows, the one that reaches 0
  /// first.
  private func primalLeavingSymbol(for entering: SolverSymbol) -> SolverSymbol? {
    var choice = LeavingRowChoice()
    for (basic, row) in rows where basic.isRestricted {
      let coefficient = row.coefficient(of: entering)
      if coefficient < 0 {
        choice.consider(basic, ratio: -row.constant / coefficient)
      }
    }
    return choice.symbol
  }

  /// The parametric symbol to raise an infeasible row with: among those
  /// that raise it, the one whose cost per unit of repair is lowest, so the
  /// objective stays optimal.
  private func dualEnteringSymbol(for row: SolverRow) -> SolverSymbol? {
    var best: (symbol: SolverSymbol, ratio: PriorityCost)?
    for term in row.terms where term.symbol.isPivotable && term.coefficient > 0 {
      let symbol = term.symbol
      let ratio = objective.cost(of: symbol).scaled(by: 1 / term.coefficient)
      guard let current = best else {
        best = (symbol, ratio)
        continue
      }
      let isTie = !ratio.isLess(than: current.ratio) && !current.ratio.isLess(than: ratio)
      if ratio.isLess(than: current.ratio) || (isTie && symbol < current.symbol) {
        best = (symbol, ratio)
      }
    }
    return best?.symbol
  }
}

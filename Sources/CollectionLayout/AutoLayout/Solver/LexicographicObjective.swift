import Foundation

/// What the solver minimises: the errors of non-required constraints, kept
/// as one row per priority level instead of one row of weighted sums.
///
/// Each level's row is the total error at that priority, written, like
/// every row, in terms of the current parametric symbols. A symbol's cost is
/// then its coefficients across the levels (a `PriorityCost`), and the
/// simplex improves the objective only by moves that lower the highest
/// level they touch.
struct LexicographicObjective {
  struct Level {
    let priority: Float
    var row: SolverRow
  }

  /// Highest priority first.
  private(set) var levels: [Level] = []

  /// Adds `coefficient · symbol` to the level of `priority`.
  mutating func add(_ coefficient: Double, _ symbol: SolverSymbol, atPriority priority: Float) {
    levels[levelIndex(for: priority)].row.add(coefficient, symbol)
  }

  /// Adds `factor` times `row` to the level of `priority`.
  mutating func add(_ row: SolverRow, times factor: Double, atPriority priority: Float) {
    levels[levelIndex(for: priority)].row.add(row, times: factor)
  }

  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    for index in levels.indices {
      levels[index].row.substitute(symbol, with: row)
    }
  }

  mutating func eliminate(_ symbol: SolverSymbol) {
    for index in levels.indices {
      levels[index].row.eliminate(symbol)
    }
  }

  /// How the objective changes per unit increase of `symbol`.
  func cost(of symbol: SolverSymbol) -> PriorityCost {
    PriorityCost(amounts: levels.map { $0.row.coefficient(of: symbol) })
  }

  /// The earliest pivotable symbol whose increase lowers the objective, or
  /// nil when the objective is at its minimum.
  ///
  /// Walks the levels' sorted terms together, symbol by symbol, like a
  /// merge: a symbol's cost has the sign of its coefficient in the highest
  /// level that has a term for it.
  func earliestImprovingSymbol() -> SolverSymbol? {
    var positions = Array(repeating: 0, count: levels.count)
    while true {
      var earliest: (symbol: SolverSymbol, coefficient: Double)?
      for (level, position) in zip(levels, positions) where position < level.row.terms.count {
        let term = level.row.terms[position]
        // Levels run from the highest priority down, so on a tie the
        // coefficient already found is the one that decides.
        if earliest == nil || term.symbol < earliest!.symbol {
          earliest = (term.symbol, term.coefficient)
        }
      }
      guard let (symbol, coefficient) = earliest else { return nil }
      if symbol.isPivotable && coefficient < 0 { return symbol }
      for index in levels.indices where positions[index] < levels[index].row.terms.count {
        if levels[index].row.terms[positions[index]].symbol == symbol { positions[index] += 1 }
      }
    }
  }

  private mutating func levelIndex(for priority: Float) -> Int {
    guard let index = levels.firstIndex(where: { $0.priority <= priority }) else {
      levels.append(Level(priority: priority, row: SolverRow()))
      return levels.count - 1
    }
    if levels[index].priority != priority {
      levels.insert(Level(priority: priority, row: SolverRow()), at: index)
    }
    return index
  }
}

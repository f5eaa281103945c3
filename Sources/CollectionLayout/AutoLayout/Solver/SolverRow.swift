import Foundation

/// The solver's near-zero threshold.
enum SolverTolerance {
  /// Values closer to zero than this are zero: they are the rounding
  /// residue of pivots, and a pivot on residue would amplify it.
  static let epsilon = 1e-8

  static func isNegligible(_ value: Double) -> Bool { abs(value) < epsilon }
}

/// One equation of the tableau: `basic = constant + Σ coefficient · symbol`,
/// where the basic symbol is the row's key in the tableau. While a
/// constraint is being added, before it has a basic symbol, the row reads
/// `0 = constant + Σ coefficient · symbol`.
///
/// Terms are kept sorted by symbol: rows combine by merging, with no hashing
/// (which dominated the solver's time when rows were dictionaries), and the
/// earliest symbol with some property is the first one found. Negligible
/// coefficients are dropped as they appear, so a symbol has a term exactly
/// when the row depends on it.
struct SolverRow {
  struct Term {
    let symbol: SolverSymbol
    var coefficient: Double
  }

  private(set) var constant: Double
  /// Sorted by symbol, one term per symbol, no negligible coefficient.
  private(set) var terms: [Term] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  func coefficient(of symbol: SolverSymbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? terms[index].coefficient : 0
  }

  func contains(_ symbol: SolverSymbol) -> Bool { position(of: symbol).found }

  mutating func shiftConstant(by delta: Double) {
    constant += delta
  }

  /// Adds `coefficient · symbol`.
  mutating func add(_ coefficient: Double, _ symbol: SolverSymbol) {
    let (index, found) = position(of: symbol)
    guard found else {
      if !SolverTolerance.isNegligible(coefficient) {
        terms.insert(Term(symbol: symbol, coefficient: coefficient), at: index)
      }
      return
    }
    let sum = terms[index].coefficient + coefficient
    if SolverTolerance.isNegligible(sum) {
      terms.remove(at: index)
    } else {
      terms[index].coefficient = sum
    }
  }

  /// Adds `factor` times `row`, constant included.
  mutating func add(_ row: SolverRow, times factor: Double) {
    constant += row.constant * factor
    var merged: [Term] = []
    merged.reserveCapacity(terms.count + row.terms.count)
    var mine = 0
    var theirs = 0
    while mine < terms.count || theirs < row.terms.count {
      let term: Term
      if theirs == row.terms.count
        || (mine < terms.count && terms[mine].symbol < row.terms[theirs].symbol)
      {
        term = terms[mine]
        mine += 1
      } else if mine == terms.count || row.terms[theirs].symbol < terms[mine].symbol {
        let other = row.terms[theirs]
        term = Term(symbol: other.symbol, coefficient: other.coefficient * factor)
        theirs += 1
      } else {
        let sum = terms[mine].coefficient + row.terms[theirs].coefficient * factor
        term = Term(symbol: terms[mine].symbol, coefficient: sum)
        mine += 1
        theirs += 1
      }
      if !SolverTolerance.isNegligible(term.coefficient) { merged.append(term) }
    }
    terms = merged
  }

  mutating func negate() {
    scale(by: -1)
  }

  /// Turns `0 = constant + a·symbol + rest` into
  /// `symbol = -constant/a - rest/a`: the row becomes `symbol`'s.
  mutating func solve(for symbol: SolverSymbol) {
    let (index, found) = position(of: symbol)
    precondition(found, "solving a row for a symbol it does not contain")
    let coefficient = terms.remove(at: index).coefficient
    scale(by: -1 / coefficient)
  }

  /// Turns `leaving = …` into `entering = …`: a pivot's work on the row it
  /// happens in.
  mutating func solve(for entering: SolverSymbol, exchanging leaving: SolverSymbol) {
    add(-1, leaving)
    solve(for: entering)
  }

  /// Replaces `symbol` by what `row` says it equals.
  mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
    let (index, found) = position(of: symbol)
    guard found else { return }
    let coefficient = terms.remove(at: index).coefficient
    add(row, times: coefficient)
  }

  /// Drops `symbol`, as if it were fixed at 0.
  mutating func eliminate(_ symbol: SolverSymbol) {
    let (index, found) = position(of: symbol)
    if found { terms.remove(at: index) }
  }

  private mutating func scale(by factor: Double) {
    constant *= factor
    for index in terms.indices {
      terms[index].coefficient *= factor
    }
  }

  /// Where `symbol`'s term is, or would be inserted: binary search.
  private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = terms.count
    while low < high {
      let middle = (low + high) / 2
      if terms[middle].symbol < symbol {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return (low, low < terms.count && terms[low].symbol == symbol)
  }
}

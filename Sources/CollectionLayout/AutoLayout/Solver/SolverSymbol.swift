import Foundation

/// One column of the simplex tableau: a layout variable, or one of the
/// auxiliary unknowns the solver introduces to turn constraints into
/// equations.
///
/// Symbols are ordered by the order the tableau made them. Every choice the
/// simplex makes between candidates falls to the earliest symbol (Bland's
/// rule), which keeps degenerate pivots from cycling and makes the solution
/// independent of dictionary order, so equal inputs give equal layouts.
struct SolverSymbol: Hashable, Comparable {
  enum Kind {
    /// A layout variable: unrestricted in sign.
    case external
    /// Turns an inequality into an equation: `expression ± slack = 0`,
    /// slack ≥ 0.
    case slack
    /// How far a non-required constraint is violated; ≥ 0, and minimised.
    case error
    /// Marks a required equality, so it can be found and removed later;
    /// always 0.
    case dummy
    /// Stands in for a new row's basic symbol while phase one looks for a
    /// feasible one; ≥ 0, and gone once the row is in.
    case artificial
  }

  let id: Int
  let kind: Kind

  /// Symbols the simplex may bring into the basis to improve the objective:
  /// the non-negative ones that are free to move. A dummy is held at 0, an
  /// external never appears in the objective (see `SimplexTableau`), and an
  /// artificial symbol only ever leaves.
  var isPivotable: Bool { kind == .slack || kind == .error }

  /// Symbols whose basic value must stay non-negative (a dummy's row only
  /// ever holds dummies, so its value stays 0).
  var isRestricted: Bool { kind != .external }

  static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }

  /// The id alone identifies a symbol.
  static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

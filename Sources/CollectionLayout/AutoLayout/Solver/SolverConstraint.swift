import Foundation

/// How the two sides of a constraint compare.
enum SolverRelation {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual
}

/// `lhs relation rhs`, held at a strength.
///
/// A class so that the solver and its callers can name one constraint by
/// identity, to remove it or to report it, even when another constraint
/// reads the same.
final class SolverConstraint {
  let lhs: LinearExpression
  let relation: SolverRelation
  let rhs: LinearExpression
  let strength: SolverStrength
  /// `lhs - rhs`: the constraint says `expression relation 0`, the one form
  /// the solver works with.
  let expression: LinearExpression

  init(
    _ lhs: LinearExpression, _ relation: SolverRelation, _ rhs: LinearExpression,
    strength: SolverStrength = .required
  ) {
    self.lhs = lhs
    self.relation = relation
    self.rhs = rhs
    self.strength = strength
    expression = lhs - rhs
  }

  /// Whether the variables' current values satisfy the constraint, to
  /// within `tolerance`.
  func isSatisfied(tolerance: Double = 1e-6) -> Bool {
    let difference = expression.value
    switch relation {
    case .lessThanOrEqual: return difference <= tolerance
    case .equal: return abs(difference) <= tolerance
    case .greaterThanOrEqual: return difference >= -tolerance
    }
  }
}

extension SolverConstraint: CustomStringConvertible {
  var description: String {
    let symbol =
      switch relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    return "\(lhs) \(symbol) \(rhs) \(strength)"
  }
}

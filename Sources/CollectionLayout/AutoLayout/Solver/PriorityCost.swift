import Foundation

/// A cost with one amount per priority level, highest priority first: the
/// symbolic weight of Cassowary.
///
/// Costs compare lexicographically, from the highest level down, so that
/// an amount at one level outweighs any amount at every lower level. Adding
/// up `priority × violation` instead would let enough violations at 250
/// outweigh one at 251, which UIKit never allows.
struct PriorityCost {
  /// Aligned with the levels of the objective the cost came from.
  let amounts: [Double]

  /// Negative when its highest non-negligible amount is.
  var isNegative: Bool {
    let leading = amounts.first { !SolverTolerance.isNegligible($0) }
    return (leading ?? 0) < 0
  }

  func scaled(by factor: Double) -> PriorityCost {
    PriorityCost(amounts: amounts.map { $0 * factor })
  }

  /// Whether this cost is lower than `other` at the highest level where the
  /// two differ by more than rounding.
  func isLess(than other: PriorityCost) -> Bool {
    for (amount, otherAmount) in zip(amounts, other.amounts)
    where !SolverTolerance.isNegligible(amount - otherAmount) {
      return amount < otherAmount
    }
    return false
  }
}

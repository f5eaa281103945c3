import Foundation

/// How much a constraint matters: UIKit's layout priority, from 1 to 1000,
/// where 1000 means required.
///
/// Priorities below required are honoured lexicographically, as UIKit
/// documents ("higher priority constraints are satisfied before lower"): no
/// number of violations at 250 outweighs a single one at 251. The solver
/// therefore never turns a priority into a weight; each distinct priority
/// is a level of its own (see `LexicographicObjective`).
struct SolverStrength: Comparable, Hashable {
  /// The priority, clamped to 1...1000.
  let priority: Float

  init(priority: Float) {
    precondition(!priority.isNaN, "a layout priority must be a number")
    self.priority = min(max(priority, 1), 1000)
  }

  /// A constraint that must hold; the solver refuses one that cannot.
  static let required = SolverStrength(priority: 1000)

  var isRequired: Bool { priority == 1000 }

  static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool {
    lhs.priority < rhs.priority
  }
}

extension SolverStrength: CustomStringConvertible {
  var description: String { isRequired ? "required" : "@\(priority)" }
}

import Foundation

/// One unknown the constraint solver finds a value for, such as a view's
/// minX or width.
///
/// A class, compared by identity, because two variables that share a name
/// are still different unknowns: every view has its own "width".
final class LayoutVariable {
  /// A label for descriptions and logs; the solver never reads it.
  let name: String
  /// The value of the last solution, written by
  /// `ConstraintSolver.updateVariables()`; 0 until then.
  var value: Double = 0

  init(_ name: String = "") {
    self.name = name
  }
}

extension LayoutVariable: Hashable {
  static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension LayoutVariable: CustomStringConvertible {
  var description: String { name.isEmpty ? "variable" : name }
}

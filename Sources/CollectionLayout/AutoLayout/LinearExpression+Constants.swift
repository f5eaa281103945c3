import Foundation

// A constant added to or taken from an expression: the constants of
// constraints and the fixed parts of frames.
extension LinearExpression {
  static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + LinearExpression(constant: rhs)
  }

  static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs - LinearExpression(constant: rhs)
  }
}

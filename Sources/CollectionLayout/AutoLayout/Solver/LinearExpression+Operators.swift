import Foundation

/// Arithmetic on expressions and variables, so constraints read as the
/// equations they are: `maxX == minX + width`, `mid == (left + right) / 2`.
extension LinearExpression {
  static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs.adding(rhs)
  }

  static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs.adding(rhs, times: -1)
  }

  static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
  }

  static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
  }

  static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
  }

  static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: 1 / rhs)
  }
}

/// The same operators with a bare variable on either side, which otherwise
/// would need wrapping in `LinearExpression(_:)` at every use.
extension LayoutVariable {
  static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  static prefix func - (operand: LayoutVariable) -> LinearExpression {
    LinearExpression(operand, coefficient: -1)
  }

  static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, coefficient: rhs)
  }

  static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(rhs, coefficient: lhs)
  }
}

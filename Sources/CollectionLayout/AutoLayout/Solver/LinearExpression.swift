import Foundation

/// `a1·x1 + a2·x2 + … + c`: the only kind of expression Auto Layout's
/// constraints are made of, and so the only kind the solver accepts.
///
/// Each variable appears at most once: adding expressions merges the terms
/// of a shared variable, and drops a term whose coefficient becomes 0, so
/// `x - x` is the constant 0.
struct LinearExpression {
  /// One variable times its coefficient.
  struct Term {
    let variable: LayoutVariable
    let coefficient: Double
  }

  /// The variable terms, in the order their variables first appeared.
  private(set) var terms: [Term]
  private(set) var constant: Double

  init(constant: Double = 0) {
    terms = []
    self.constant = constant
  }

  init(_ variable: LayoutVariable, coefficient: Double = 1) {
    terms = coefficient == 0 ? [] : [Term(variable: variable, coefficient: coefficient)]
    constant = 0
  }

  /// The expression's value at the variables' current values.
  var value: Double {
    terms.reduce(constant) { sum, term in sum + term.coefficient * term.variable.value }
  }

  /// The variables the expression depends on.
  var variables: [LayoutVariable] { terms.map(\.variable) }

  /// This expression plus `factor` times `other`, with shared variables
  /// merged.
  func adding(_ other: LinearExpression, times factor: Double = 1) -> LinearExpression {
    var sum = self
    sum.constant += other.constant * factor
    for term in other.terms {
      sum.addTerm(term.variable, coefficient: term.coefficient * factor)
    }
    return sum
  }

  /// This expression with every coefficient and the constant multiplied by
  /// `factor`.
  func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(constant: 0).adding(self, times: factor)
  }

  private mutating func addTerm(_ variable: LayoutVariable, coefficient: Double) {
    guard let index = terms.firstIndex(where: { $0.variable === variable }) else {
      if coefficient != 0 { terms.append(Term(variable: variable, coefficient: coefficient)) }
      return
    }
    let merged = terms[index].coefficient + coefficient
    if merged == 0 {
      terms.remove(at: index)
    } else {
      terms[index] = Term(variable: variable, coefficient: merged)
    }
  }
}

extension LinearExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  init(floatLiteral value: Double) {
    self.init(constant: value)
  }

  init(integerLiteral value: Int) {
    self.init(constant: Double(value))
  }
}

extension LinearExpression: CustomStringConvertible {
  var description: String {
    var parts = terms.map { term in
      term.coefficient == 1 ? "\(term.variable)" : "\(term.coefficient)*\(term.variable)"
    }
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}

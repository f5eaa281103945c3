import Foundation
import Testing

@testable import CollectionLayout

/// The shared seeded generator, with the draws the solver tests need.
extension SeededGenerator {
  mutating func integer(_ range: ClosedRange<Int>) -> Double {
    Double(Int.random(in: range, using: &self))
  }

  /// A coefficient a layout might use: whole or half, never 0.
  mutating func coefficient() -> Double {
    [-3, -2, -1, -0.5, 0.5, 1, 2, 3].randomElement(using: &self)!
  }

  mutating func relation() -> SolverRelation {
    [.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &self)!
  }
}

/// `lhs relation rhs` at `priority` (required by default).
private func constraint(
  _ lhs: LinearExpression, _ relation: SolverRelation, _ rhs: LinearExpression,
  priority: Float = 1000
) -> SolverConstraint {
  SolverConstraint(lhs, relation, rhs, strength: SolverStrength(priority: priority))
}

private func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

@Suite struct ConstraintSolverTests {
  // MARK: Required constraints

  @Test func pinnedEdgesGiveTheMaxXAsAVariableAndAsAnExpression() throws {
    let solver = ConstraintSolver()
    let minX = LayoutVariable("minX")
    let width = LayoutVariable("width")
    let maxX = LayoutVariable("maxX")
    try solver.add(constraint(LinearExpression(maxX), .equal, minX + width))
    try solver.add(constraint(LinearExpression(minX), .equal, 8))
    try solver.add(constraint(LinearExpression(width), .equal, 100))
    solver.updateVariables()
    #expect(isClose(minX.value, 8) && isClose(width.value, 100))
    #expect(isClose(maxX.value, 108))
    #expect(isClose((minX + width).value, 108))
  }

  @Test func centringPutsTheMidpointHalfwayBetweenTheEdges() throws {
    let solver = ConstraintSolver()
    let left = LayoutVariable("left")
    let right = LayoutVariable("right")
    let mid = LayoutVariable("mid")
    try solver.add(constraint(LinearExpression(mid), .equal, (left + right) / 2))
    try solver.add(constraint(LinearExpression(left), .equal, 0))
    try solver.add(constraint(LinearExpression(right), .equal, 200))
    solver.updateVariables()
    #expect(isClose(mid.value, 100))
    #expect(isClose(right.value, 200))
  }

  @Test func inequalitiesHoldAtTheirBound() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(constraint(LinearExpression(x), .greaterThanOrEqual, 10))
    try solver.add(constraint(LinearExpression(y), .greaterThanOrEqual, x + 5))
    try solver.add(constraint(LinearExpression(y), .equal, 30, priority: 500))
    solver.updateVariables()
    #expect(x.value >= 10 - 1e-6)
    #expect(isClose(y.value, 30))
  }

  @Test func aVariableNoConstraintPinsIsZero() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let free = LayoutVariable("free")
    x.value = 99
    free.value = 99
    try solver.add(constraint(LinearExpression(x), .equal, free + 4))
    solver.updateVariables()
    #expect(free.value == 0)
    #expect(isClose(x.value, 4))
  }

  // MARK: Refused constraints

  @Test func contradictoryInequalitiesThrowAndLeaveTheSolverUnchanged() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(constraint(LinearExpression(x), .greaterThanOrEqual, 10))
    try solver.add(constraint(LinearExpression(y), .equal, x * 2))
    let conflict = constraint(LinearExpression(x), .lessThanOrEqual, 5)
    #expect(throws: ConstraintSolverError.unsatisfiable(conflict)) {
      try solver.add(conflict)
    }
    #expect(!solver.contains(conflict))
    solver.updateVariables()
    #expect(isClose(x.value, 10) && isClose(y.value, 20))
    // The solver still works: a later, compatible constraint moves x.
    try solver.add(constraint(LinearExpression(x), .equal, 12))
    solver.updateVariables()
    #expect(isClose(y.value, 24))
  }

  @Test func contradictoryEqualitiesThrow() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(constraint(LinearExpression(x), .equal, 1))
    try solver.add(constraint(LinearExpression(y), .equal, x + 1))
    let conflict = constraint(LinearExpression(y), .equal, 3)
    #expect(throws: ConstraintSolverError.unsatisfiable(conflict)) {
      try solver.add(conflict)
    }
    // A redundant but consistent equality is accepted.
    try solver.add(constraint(LinearExpression(y), .equal, 2))
    solver.updateVariables()
    #expect(isClose(y.value, 2))
  }

  /// Deciding that a constraint cannot hold moves the tableau to other
  /// solutions on the way; when the optimum is not unique, a solver that
  /// kept those moves would report a different layout afterwards.
  @Test func aRefusedConstraintKeepsAnAmbiguousSolutionExactly() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(constraint(LinearExpression(x), .greaterThanOrEqual, 0))
    try solver.add(constraint(LinearExpression(y), .greaterThanOrEqual, 0))
    try solver.add(constraint(x + y, .lessThanOrEqual, 100))
    // Any x + y = 100 is optimal.
    try solver.add(constraint(x + y, .equal, 100, priority: 500))
    solver.updateVariables()
    let before = (x.value, y.value)
    // Whichever end of x + y = 100 the solver chose, one of these conflicts
    // is first tried by sliding towards the other end.
    for conflict in [
      constraint(x - y, .greaterThanOrEqual, 300), constraint(y - x, .greaterThanOrEqual, 300),
    ] {
      #expect(throws: ConstraintSolverError.unsatisfiable(conflict)) {
        try solver.add(conflict)
      }
      solver.updateVariables()
      #expect(x.value == before.0 && y.value == before.1)
    }
  }

  @Test func addingTwiceOrRemovingAnUnknownConstraintThrows() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let pin = constraint(LinearExpression(x), .equal, 1)
    try solver.add(pin)
    #expect(solver.contains(pin))
    #expect(throws: ConstraintSolverError.duplicate(pin)) { try solver.add(pin) }
    try solver.remove(pin)
    #expect(!solver.contains(pin))
    #expect(throws: ConstraintSolverError.unknown(pin)) { try solver.remove(pin) }
  }

  // MARK: Priorities

  @Test func theHigherPriorityWins() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    try solver.add(constraint(LinearExpression(x), .equal, 20, priority: 250))
    try solver.add(constraint(LinearExpression(x), .equal, 10, priority: 750))
    solver.updateVariables()
    #expect(isClose(x.value, 10))
  }

  /// UIKit satisfies priorities lexicographically: summed weights would
  /// let three violations at 250 outweigh one at 251.
  @Test func oneViolationAtAHigherPriorityOutweighsManyBelowIt() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    for _ in 0..<3 {
      try solver.add(constraint(LinearExpression(x), .equal, 20, priority: 250))
    }
    try solver.add(constraint(LinearExpression(x), .equal, 10, priority: 251))
    solver.updateVariables()
    #expect(isClose(x.value, 10))

    let y = LayoutVariable("y")
    for _ in 0..<40 {
      try solver.add(constraint(LinearExpression(y), .greaterThanOrEqual, 50, priority: 1))
    }
    try solver.add(constraint(LinearExpression(y), .lessThanOrEqual, 0, priority: 1.5))
    solver.updateVariables()
    #expect(isClose(y.value, 0))
  }

  @Test func weakConstraintsBreakTiesLeftByStrongerOnes() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    // Every x in 10...20 costs 10 at priority 500.
    try solver.add(constraint(LinearExpression(x), .equal, 10, priority: 500))
    try solver.add(constraint(LinearExpression(x), .equal, 20, priority: 500))
    let inside = constraint(LinearExpression(x), .equal, 14, priority: 1)
    try solver.add(inside)
    solver.updateVariables()
    #expect(isClose(x.value, 14))
    try solver.remove(inside)
    try solver.add(constraint(LinearExpression(x), .equal, 50, priority: 1))
    solver.updateVariables()
    #expect(isClose(x.value, 20))
  }

  /// Before its first suggestion an edit variable holds its current value,
  /// as a Cassowary stay does.
  @Test func aNewEditVariableStaysWhereItWas() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    try solver.add(constraint(LinearExpression(x), .greaterThanOrEqual, 10))
    try solver.add(constraint(LinearExpression(x), .lessThanOrEqual, 20))
    x.value = 17
    try solver.addEditVariable(x, strength: SolverStrength(priority: 1))
    solver.updateVariables()
    #expect(isClose(x.value, 17))
  }

  // MARK: Edit variables

  @Test func anEditIsClampedByARequiredBoundAndFollowsLaterSuggestions() throws {
    let solver = ConstraintSolver()
    let width = LayoutVariable("width")
    let maxX = LayoutVariable("maxX")
    try solver.add(constraint(LinearExpression(maxX), .equal, width + 20))
    try solver.add(constraint(LinearExpression(width), .lessThanOrEqual, 250))
    try solver.addEditVariable(width, strength: SolverStrength(priority: 999))
    try solver.suggestValue(300, for: width)
    solver.updateVariables()
    #expect(isClose(width.value, 250) && isClose(maxX.value, 270))
    try solver.suggestValue(100, for: width)
    solver.updateVariables()
    #expect(isClose(width.value, 100) && isClose(maxX.value, 120))
    try solver.suggestValue(260, for: width)
    solver.updateVariables()
    #expect(isClose(width.value, 250))
  }

  /// Fitting size: compress the width at priority 50, and the content's
  /// compression resistance (750) and a required minimum decide.
  @Test func aFittingSizeSuggestionYieldsToStrongerConstraints() throws {
    let solver = ConstraintSolver()
    let width = LayoutVariable("width")
    try solver.add(constraint(LinearExpression(width), .greaterThanOrEqual, 120, priority: 750))
    let minimum = constraint(LinearExpression(width), .greaterThanOrEqual, 40)
    try solver.add(minimum)
    try solver.addEditVariable(width, strength: SolverStrength(priority: 50))
    try solver.suggestValue(0, for: width)
    solver.updateVariables()
    #expect(isClose(width.value, 120))
    try solver.suggestValue(500, for: width)
    solver.updateVariables()
    #expect(isClose(width.value, 500))
  }

  @Test func editVariableMisuseThrows() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    #expect(throws: ConstraintSolverError.unknownEditVariable(x)) {
      try solver.suggestValue(1, for: x)
    }
    #expect(throws: ConstraintSolverError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, strength: .required)
    }
    try solver.addEditVariable(x, strength: SolverStrength(priority: 100))
    #expect(solver.hasEditVariable(x))
    #expect(throws: ConstraintSolverError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, strength: SolverStrength(priority: 100))
    }
    try solver.removeEditVariable(x)
    #expect(throws: ConstraintSolverError.unknownEditVariable(x)) {
      try solver.removeEditVariable(x)
    }
  }

  // MARK: Removal

  @Test func removingAConstraintRestoresTheEarlierSolution() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(constraint(LinearExpression(x), .equal, 10, priority: 750))
    try solver.add(constraint(LinearExpression(y), .equal, x + 5))
    solver.updateVariables()
    #expect(isClose(x.value, 10) && isClose(y.value, 15))
    let override = constraint(LinearExpression(y), .greaterThanOrEqual, 45)
    try solver.add(override)
    solver.updateVariables()
    #expect(isClose(x.value, 40) && isClose(y.value, 45))
    try solver.remove(override)
    solver.updateVariables()
    #expect(isClose(x.value, 10) && isClose(y.value, 15))
  }

  /// The second pin is redundant, so the solver keeps it as a row of
  /// dummies alone. Removing the first must hand that row the pin, not a
  /// row with a slack (here that of x >= 0) that would let the pin go.
  @Test func removingOneOfTwoEqualPinsKeepsTheOther() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    try solver.add(constraint(LinearExpression(x), .greaterThanOrEqual, 0))
    let first = constraint(LinearExpression(x), .equal, 5)
    let second = constraint(2 * x, .equal, 10)
    try solver.add(first)
    try solver.add(second)
    try solver.remove(first)
    solver.updateVariables()
    #expect(isClose(x.value, 5))
    try solver.remove(second)
    try solver.add(constraint(LinearExpression(x), .equal, 7))
    solver.updateVariables()
    #expect(isClose(x.value, 7))
  }

  @Test func aVariableNoLongerUsedReturnsToZero() throws {
    let solver = ConstraintSolver()
    let x = LayoutVariable("x")
    let pin = constraint(LinearExpression(x), .equal, 42)
    try solver.add(pin)
    solver.updateVariables()
    #expect(isClose(x.value, 42))
    try solver.remove(pin)
    solver.updateVariables()
    #expect(x.value == 0)
  }

  // MARK: Properties

  /// Random required systems built around a point that satisfies them,
  /// some constraints repeated, with non-required noise and edits on top:
  /// the solution satisfies every required constraint, before and after
  /// removing some of them.
  @Test func solutionsSatisfyEveryRequiredConstraint() throws {
    for seed in UInt64(1)...200 {
      var random = SeededGenerator(seed: seed)
      let count = Int.random(in: 2...8, using: &random)
      let variables = (0..<count).map { LayoutVariable("v\($0)") }
      let point = variables.map { _ in random.integer(-100...100) }
      let solver = ConstraintSolver()
      var required: [SolverConstraint] = []
      for _ in 0..<Int.random(in: 1...(2 * count), using: &random) {
        var made = Self.randomConstraint(satisfiedAt: point, of: variables, random: &random)
        if let earlier = required.randomElement(using: &random),
          Int.random(in: 0..<3, using: &random) == 0
        {
          // A redundant twin, scaled: the solver keeps it as a row of dummies
          // (or of slacks) that must take over when the original goes.
          made = SolverConstraint(earlier.lhs * 2, earlier.relation, earlier.rhs * 2)
        }
        try solver.add(made)
        required.append(made)
      }
      try Self.addNoise(to: solver, variables: variables, random: &random)
      solver.updateVariables()
      let broken = required.filter { !$0.isSatisfied() }
      #expect(broken.isEmpty, "seed \(seed): \(broken)")

      let removed = required.filter { _ in Bool.random(using: &random) }
      for constraint in removed {
        try solver.remove(constraint)
      }
      solver.updateVariables()
      let kept = required.filter { solver.contains($0) }
      #expect(kept.count == required.count - removed.count)
      #expect(kept.allSatisfy { $0.isSatisfied() }, "seed \(seed) after removal")
    }
  }

  /// Systems with one solution, each variable pinned through a chain of
  /// equalities, plus redundant constraints that agree with it: every order
  /// of adding them gives that solution.
  @Test func theOrderOfAddingDoesNotChangeAUniqueSolution() throws {
    for seed in UInt64(1)...100 {
      var random = SeededGenerator(seed: seed &* 7919)
      let count = Int.random(in: 1...7, using: &random)
      let variables = (0..<count).map { LayoutVariable("v\($0)") }
      var point: [Double] = []
      var constraints: [SolverConstraint] = []
      for (index, variable) in variables.enumerated() {
        let offset = random.integer(-50...50)
        if index == 0 {
          point.append(offset)
          constraints.append(
            constraint(LinearExpression(variable), .equal, LinearExpression(constant: offset)))
        } else {
          let anchor = Int.random(in: 0..<index, using: &random)
          let factor = random.coefficient()
          point.append(factor * point[anchor] + offset)
          constraints.append(
            constraint(
              LinearExpression(variable), .equal,
              factor * variables[anchor] + LinearExpression(constant: offset)))
        }
      }
      for _ in 0..<Int.random(in: 0...(2 * count), using: &random) {
        constraints.append(
          Self.randomConstraint(satisfiedAt: point, of: variables, random: &random))
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let target = random.integer(-100...100)
        let variable = variables.randomElement(using: &random)!
        constraints.append(
          constraint(
            LinearExpression(variable), random.relation(), LinearExpression(constant: target),
            priority: 300))
      }
      for _ in 0..<3 {
        let solver = ConstraintSolver()
        for constraint in constraints.shuffled(using: &random) {
          try solver.add(constraint)
        }
        solver.updateVariables()
        let values = variables.map(\.value)
        #expect(zip(values, point).allSatisfy(isClose), "seed \(seed): \(values) != \(point)")
      }
    }
  }

  /// One variable, which a brute-force reference can optimise: required
  /// bounds, non-required constraints at a few close priorities, and an
  /// edit. After every suggestion the solution's violations, level by
  /// level from the highest, are the least possible.
  @Test func nonRequiredConstraintsAreOptimalPriorityByPriority() throws {
    for seed in UInt64(1)...200 {
      var random = SeededGenerator(seed: seed &* 104_729)
      let scenario = try OneVariableScenario(random: &random)
      for _ in 0..<3 {
        let target = random.integer(-60...60)
        try scenario.solver.suggestValue(target, for: scenario.x)
        scenario.editTarget = target
        scenario.solver.updateVariables()
        let solved = scenario.costs(at: scenario.x.value)
        let best = scenario.leastCosts()
        let matches = zip(solved, best).allSatisfy { abs($0 - $1) <= 1e-6 }
        #expect(
          matches && scenario.isFeasible(scenario.x.value),
          "seed \(seed): x = \(scenario.x.value), costs \(solved), least \(best)")
      }
    }
  }

  // MARK: Property helpers

  /// A random required constraint over one to three variables, with terms
  /// on both sides, that `point` satisfies (often exactly, so that it is
  /// tight).
  private static func randomConstraint(
    satisfiedAt point: [Double], of variables: [LayoutVariable],
    random: inout SeededGenerator
  ) -> SolverConstraint {
    var lhs = LinearExpression()
    var rhs = LinearExpression()
    var difference = 0.0
    let chosen = Array(
      variables.indices.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
    for index in chosen {
      let coefficient = random.coefficient()
      difference += coefficient * point[index]
      if Bool.random(using: &random) {
        lhs = lhs + coefficient * variables[index]
      } else {
        rhs = rhs - coefficient * variables[index]
      }
    }
    // lhs - rhs equals `difference` at the point.
    let relation = random.relation()
    let gap = Bool.random(using: &random) ? 0 : random.integer(1...20)
    let constant =
      switch relation {
      case .equal: difference
      case .lessThanOrEqual: difference + gap
      case .greaterThanOrEqual: difference - gap
      }
    return SolverConstraint(lhs, relation, rhs + LinearExpression(constant: constant))
  }

  /// Non-required constraints with arbitrary targets, and an edit variable
  /// given two suggestions: none of them may break a required constraint.
  private static func addNoise(
    to solver: ConstraintSolver, variables: [LayoutVariable], random: inout SeededGenerator
  ) throws {
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let variable = variables.randomElement(using: &random)!
      let priority = Float(Int.random(in: 1...999, using: &random))
      try solver.add(
        constraint(
          random.coefficient() * variable, random.relation(),
          LinearExpression(constant: random.integer(-200...200)), priority: priority))
    }
    let edited = variables.randomElement(using: &random)!
    try solver.addEditVariable(edited, strength: SolverStrength(priority: 999))
    try solver.suggestValue(random.integer(-300...300), for: edited)
    try solver.suggestValue(random.integer(-300...300), for: edited)
  }
}

/// One variable x under required bounds and non-required constraints, some
/// written through a second variable y = x + shift, plus an edit on x;
/// with a reference that finds the least violations priority by priority.
private final class OneVariableScenario {
  /// `coefficient · x + constant relation 0`.
  struct Condition {
    let coefficient: Double
    let constant: Double
    let relation: SolverRelation

    /// How far `x` violates the condition: what its error variable measures.
    func violation(at x: Double) -> Double {
      let difference = coefficient * x + constant
      switch relation {
      case .equal: return abs(difference)
      case .lessThanOrEqual: return max(0, difference)
      case .greaterThanOrEqual: return max(0, -difference)
      }
    }
  }

  static let priorities: [Float] = [999, 751, 750, 251, 250, 2, 1]
  static let editPriority: Float = 250

  let solver = ConstraintSolver()
  let x = LayoutVariable("x")
  let y = LayoutVariable("y")
  var required: [Condition] = []
  var preferred: [Float: [Condition]] = [:]
  var editTarget = 0.0

  init(random: inout SeededGenerator) throws {
    let shift = random.integer(-10...10)
    try solver.add(
      SolverConstraint(LinearExpression(y), .equal, x + LinearExpression(constant: shift)))
    // Required bounds around a point, so that they can all hold.
    let point = random.integer(-40...40)
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let coefficient = random.coefficient()
      let relation: SolverRelation =
        Bool.random(using: &random) ? .lessThanOrEqual : .greaterThanOrEqual
      let gap = random.integer(0...30)
      let value = coefficient * point
      let bound = relation == .lessThanOrEqual ? value + gap : value - gap
      try add(
        Condition(coefficient: coefficient, constant: -bound, relation: relation), shift: shift,
        priority: 1000, random: &random)
    }
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      let priority = Self.priorities.randomElement(using: &random)!
      let condition = Condition(
        coefficient: random.coefficient(), constant: random.integer(-60...60),
        relation: random.relation())
      try add(condition, shift: shift, priority: priority, random: &random)
    }
    x.value = 0
    try solver.addEditVariable(x, strength: SolverStrength(priority: Self.editPriority))
  }

  /// Adds the condition to the solver, over x or over y, and to the
  /// reference.
  private func add(
    _ condition: Condition, shift: Double, priority: Float, random: inout SeededGenerator
  ) throws {
    // a·x + c = a·(y - shift) + c.
    let lhs =
      Bool.random(using: &random)
      ? condition.coefficient * x + LinearExpression(constant: condition.constant)
      : condition.coefficient * y
        + LinearExpression(constant: condition.constant - condition.coefficient * shift)
    try solver.add(
      SolverConstraint(lhs, condition.relation, 0, strength: SolverStrength(priority: priority)))
    if priority == 1000 {
      required.append(condition)
    } else {
      preferred[priority, default: []].append(condition)
    }
  }

  private func conditions(at priority: Float) -> [Condition] {
    var conditions = preferred[priority] ?? []
    if priority == Self.editPriority {
      conditions.append(Condition(coefficient: 1, constant: -editTarget, relation: .equal))
    }
    return conditions
  }

  func isFeasible(_ value: Double) -> Bool {
    required.allSatisfy { $0.violation(at: value) <= 1e-6 }
  }

  /// The total violation at each priority, highest first.
  func costs(at value: Double) -> [Double] {
    Self.priorities.map { priority in
      conditions(at: priority).reduce(0) { $0 + $1.violation(at: value) }
    }
  }

  /// The least costs any feasible x achieves, lexicographically: narrow the
  /// feasible interval to the minimisers of each priority in turn. Each
  /// total is convex and piecewise linear, so its minimisers form an
  /// interval whose ends are breakpoints or the current ends.
  func leastCosts() -> [Double] {
    var interval = feasibleInterval()
    var least: [Double] = []
    for priority in Self.priorities {
      let conditions = conditions(at: priority)
      let total = { (x: Double) in conditions.reduce(0) { $0 + $1.violation(at: x) } }
      var points = conditions.map { -$0.constant / $0.coefficient }
        .filter { interval.contains($0) }
      points += [interval.lowerBound, interval.upperBound].filter(\.isFinite)
      guard !points.isEmpty else {
        least.append(total(0))
        continue
      }
      points.sort()
      let minimum = points.map(total).min()!
      let minimisers = points.filter { total($0) <= minimum + 1e-9 }
      var lower = minimisers.first!
      var upper = minimisers.last!
      if lower == points.first!, !interval.lowerBound.isFinite, total(lower - 1) <= minimum + 1e-9 {
        lower = -.infinity
      }
      if upper == points.last!, !interval.upperBound.isFinite, total(upper + 1) <= minimum + 1e-9 {
        upper = .infinity
      }
      interval = lower...upper
      least.append(minimum)
    }
    return least
  }

  private func feasibleInterval() -> ClosedRange<Double> {
    var lower = -Double.infinity
    var upper = Double.infinity
    for condition in required {
      let root = -condition.constant / condition.coefficient
      // a·x + c ≤ 0 bounds x above when a > 0, below when a < 0.
      let boundsAbove = (condition.relation == .lessThanOrEqual) == (condition.coefficient > 0)
      if boundsAbove { upper = min(upper, root) } else { lower = max(lower, root) }
    }
    return lower...upper
  }
}

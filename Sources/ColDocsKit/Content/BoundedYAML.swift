import Yams

/// YAML loaded with a bound on its size once aliases are expanded, so a
/// "billion laughs" document fails at once instead of filling the memory.
/// (Nesting is bounded by libyaml itself, at 1000 levels.)
enum BoundedYAML {
  static let maximumNodes = 100_000

  /// Where the document grew past the bound.
  struct TooLarge: Error {
    let line: Int
    let column: Int
  }

  /// Where a key is a list or a mapping rather than plain text (`? [a]: b`),
  /// which the YAML library cannot turn into a dictionary and traps on.
  struct KeyNotText: Error {
    let line: Int
    let column: Int
  }

  /// Where an unquoted value is a number in YAML 1.1's base 60 (`1:30:00`),
  /// which the YAML library computes without an overflow check and traps on
  /// when it is long.
  struct BaseSixtyNumber: Error {
    let line: Int
    let column: Int
  }

  /// True for an unquoted scalar that YAML 1.1 reads as a base-60 number.
  static func isBaseSixty(_ scalar: Node.Scalar) -> Bool {
    guard scalar.style == .plain || scalar.style == .any, scalar.string.contains(":") else {
      return false
    }
    return scalar.string.contains(where: \.isNumber)
      && scalar.string.allSatisfy { "0123456789_:+-.".contains($0) }
  }

  static func load(yaml: String) throws -> Any? {
    guard let root = try Yams.compose(yaml: yaml) else { return nil }
    var budget = maximumNodes
    try spend(&budget, on: root)
    return root.any
  }

  /// Counts the nodes of the expanded tree, stopping as soon as the budget
  /// runs out, so the walk itself never becomes long.
  private static func spend(_ budget: inout Int, on node: Node) throws {
    budget -= 1
    guard budget >= 0 else {
      throw TooLarge(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
    switch node {
    case .mapping(let mapping):
      for (key, value) in mapping {
        guard case .scalar = key else {
          throw KeyNotText(line: key.mark?.line ?? 1, column: key.mark?.column ?? 1)
        }
        try spend(&budget, on: key)
        try spend(&budget, on: value)
      }
    case .sequence(let sequence):
      for element in sequence { try spend(&budget, on: element) }
    case .scalar(let scalar):
      if isBaseSixty(scalar) {
        throw BaseSixtyNumber(line: scalar.mark?.line ?? 1, column: scalar.mark?.column ?? 1)
      }
    case .alias:
      break
    }
  }
}

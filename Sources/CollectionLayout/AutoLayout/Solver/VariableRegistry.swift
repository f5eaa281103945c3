import Foundation

/// Which tableau symbol stands for each layout variable, and how many
/// constraints use it.
///
/// A solver may live as long as a window while views come and go, so a
/// variable is forgotten once no constraint uses it. Its value is then
/// reset to 0 at the next `updateVariables()`, as for any variable that
/// nothing pins.
struct VariableRegistry {
  private struct Entry {
    let variable: LayoutVariable
    let symbol: SolverSymbol
    var useCount: Int
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Variables forgotten since the last `takeForgotten()`.
  private var forgotten: [LayoutVariable] = []

  func symbol(for variable: LayoutVariable) -> SolverSymbol? {
    entries[ObjectIdentifier(variable)]?.symbol
  }

  /// Records `symbol` as the variable's, used by no constraint yet.
  mutating func register(_ variable: LayoutVariable, as symbol: SolverSymbol) {
    entries[ObjectIdentifier(variable)] = Entry(variable: variable, symbol: symbol, useCount: 0)
  }

  /// Forgets variables registered for a constraint that was then refused.
  mutating func unregister(_ variables: [LayoutVariable]) {
    for variable in variables {
      entries[ObjectIdentifier(variable)] = nil
    }
  }

  /// Counts one more use of each variable, all of them registered.
  mutating func retain(_ variables: [LayoutVariable]) {
    for variable in variables {
      entries[ObjectIdentifier(variable)]?.useCount += 1
    }
  }

  /// Counts one use fewer of each variable, forgetting those left unused.
  mutating func release(_ variables: [LayoutVariable]) {
    for variable in variables {
      let key = ObjectIdentifier(variable)
      entries[key]?.useCount -= 1
      if let entry = entries[key], entry.useCount <= 0 {
        entries[key] = nil
        forgotten.append(variable)
      }
    }
  }

  /// Every registered variable with its symbol.
  var registered: [(variable: LayoutVariable, symbol: SolverSymbol)] {
    entries.values.map { ($0.variable, $0.symbol) }
  }

  /// The variables forgotten since the last call.
  mutating func takeForgotten() -> [LayoutVariable] {
    defer { forgotten = [] }
    return forgotten
  }
}

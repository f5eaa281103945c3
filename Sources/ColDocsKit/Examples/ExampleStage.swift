import Foundation

/// Compiles and runs the examples of a set of chapters, through the cache:
/// chapters whose inputs are unchanged reuse their outcomes and run no
/// compiler; a chapter that fails to compile fails alone.
struct ExampleStage {
  let package: ExamplePackage
  let cache: ResultsCache
  let defaultTimeout: Double
  let log: (String) -> Void

  func outcomes(for plans: [ChapterPlan]) throws -> [String: ExampleOutcome] {
    var outcomes: [String: ExampleOutcome] = [:]
    var stale: [ChapterPlan] = []
    for plan in plans where !plan.examples.isEmpty {
      if let cached = cache.outcomes(for: plan) {
        outcomes.merge(cached) { first, _ in first }
      } else {
        stale.append(plan)
      }
    }
    guard !stale.isEmpty else { return outcomes }
    let compiling = plans.filter(\.compilesCode)
    log("compiling the examples of \(stale.count) chapter\(stale.count == 1 ? "" : "s")…")
    let (runnable, broken) = try compile(compiling)
    for (plan, diagnostics) in broken
    where stale.contains(where: { $0.source.file == plan.source.file }) {
      let failed = Dictionary(
        uniqueKeysWithValues: plan.examples.map {
          ($0.qualifiedID, ExampleOutcome.failed(diagnostics))
        })
      cache.store(failed, for: plan)
      outcomes.merge(failed) { _, new in new }
    }
    let toRun = stale.filter { plan in runnable.contains { $0.source.file == plan.source.file } }
    let examples = toRun.flatMap(\.examples)
    guard !examples.isEmpty else { return outcomes }
    let executor = ExampleExecutor(runner: package.runnerURL, defaultTimeout: defaultTimeout)
    var done = 0
    let results = executor.run(examples) { example in
      done += 1
      log("[\(done)/\(examples.count)] ran \(example.qualifiedID)")
    }
    var byID: [String: ExampleOutcome] = [:]
    for (example, outcome) in zip(examples, results) { byID[example.qualifiedID] = outcome }
    for plan in toRun {
      cache.store(
        byID.filter { id, _ in plan.examples.contains { $0.qualifiedID == id } }, for: plan)
    }
    outcomes.merge(byID) { _, new in new }
    return outcomes
  }

  /// Builds the runner; chapters with compile errors are set aside and the
  /// rest built again, so one broken chapter never blocks the others.
  private func compile(_ plans: [ChapterPlan]) throws -> (
    [ChapterPlan], [(ChapterPlan, [Diagnostic])]
  ) {
    var remaining = plans
    var broken: [(ChapterPlan, [Diagnostic])] = []
    while true {
      try package.write(remaining)
      let errors = try package.build(plans: remaining)
      guard !errors.isEmpty else { return (remaining, broken) }
      let failing = remaining.filter { plan in errors.contains { $0.file == plan.source.file } }
      guard !failing.isEmpty else {
        // Errors outside any chapter: nothing can run.
        return ([], broken + remaining.map { ($0, errors) })
      }
      for plan in failing {
        broken.append((plan, errors.filter { $0.file == plan.source.file }))
      }
      remaining.removeAll { plan in failing.contains { $0.source.file == plan.source.file } }
      if remaining.isEmpty { return ([], broken) }
    }
  }
}

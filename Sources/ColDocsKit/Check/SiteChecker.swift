import Foundation

/// `coldocs check`: every example compiles, runs and computes what its
/// recorded snapshot says, and shows no text a phone would not show; the
/// chapters' declarations build together into one app; every link between
/// chapters leads to a page and
/// a heading it has, and every internal link and image resolves; and the
/// committed site is exactly what a build writes.
public struct SiteChecker {
  let project: Project
  let log: @Sendable (String) -> Void

  public init(project: Project, log: @escaping @Sendable (String) -> Void = { _ in }) {
    self.project = project
    self.log = log
  }

  /// What a check found: one pass or fail per example, and every problem.
  public struct Report {
    public var passed = 0
    public var failed = 0
    public var problems: [Diagnostic] = []
    /// Snapshot files written by `--update`.
    public var updated: [String] = []

    public var summary: String { "\(passed) passed, \(failed) failed" }
    public var succeeded: Bool { failed == 0 && problems.allSatisfy { $0.severity != .error } }
  }

  /// Runs every check. `strictTranslations` makes every block of an
  /// edition that is not translated and current an error, not a warning.
  public func check(update: Bool, strictTranslations: Bool = false) throws -> Report {
    // Every example runs afresh, twice: the cache serves `build` and `serve`,
    // never the check that CI trusts.
    let lock = try BuildLock.acquire(in: project.scratch, log: log)
    defer { lock.release() }
    let build = try SiteBuilder(project: project, log: log).build(policy: .verify)
    var report = Report()
    let store = build.snapshots
    for (example, outcome) in build.examples {
      var problems =
        outcome?.diagnostics ?? [
          Diagnostic(file: example.file, line: example.line, message: "the example was not run")
        ]
      if let result = outcome?.result {
        let fresh = Snapshot(example: example, result: result)
        if update {
          if store.recorded(example) != fresh {
            do {
              try store.record(fresh, for: example)
              report.updated.append(store.displayPath(for: example))
            } catch {
              problems.append(store.unwritable(example, error))
            }
          }
        } else {
          problems += snapshotProblems(example, fresh: fresh, store: store)
        }
      }
      if problems.isEmpty { report.passed += 1 } else { report.failed += 1 }
      report.problems += problems
      if let result = outcome?.result {
        report.problems += UnshownTextCheck(example: example, result: result).warnings
      }
    }
    report.problems += build.together
    if update {
      for orphan in store.orphans(keeping: build.examples.map(\.0)) {
        try? FileManager.default.removeItem(at: orphan)
        report.updated.append(project.display(orphan) + " (removed)")
      }
    }
    // Links between pages are checked at their place in the Markdown first,
    // then every link of the built pages.
    let crossReferences = CrossReferenceChecker(
      references: build.references, mentions: build.mentions, pages: build.pages,
      files: build.files
    ).check()
    report.problems += crossReferences.problems
    var links = LinkChecker(files: build.files, displayFolder: project.display(project.output))
    links.reportedElsewhere = crossReferences.reportedLinks
    report.problems += links.problems
    report.problems += siteProblems(build.files)
    report.problems += build.copywriting
    report.problems += build.translations.flatMap(\.problems).map { problem in
      var problem = problem
      if strictTranslations { problem.severity = .error }
      return problem
    }
    return report
  }

  private func snapshotProblems(_ example: ExampleSpec, fresh: Snapshot, store: SnapshotStore)
    -> [Diagnostic]
  {
    guard let recorded = store.recorded(example) else {
      return [
        Diagnostic(
          file: example.file, line: example.line, column: example.column,
          message:
            "example '\(example.id)' has no recorded snapshot (\(store.displayPath(for: example)))",
          fix: "run 'coldocs check --update', review the new file and commit it")
      ]
    }
    guard recorded != fresh else { return [] }
    let differences = fresh.differences(from: recorded)
    let shown = differences.prefix(12).map { "\n    \($0)" }.joined()
    let more = differences.count > 12 ? "\n    … and \(differences.count - 12) more" : ""
    return [
      Diagnostic(
        file: example.file, line: example.line, column: example.column,
        message:
          "example '\(example.id)' computed something else than its snapshot:\(shown)\(more)\n ",
        fix: "if the change is intended, run 'coldocs check --update' and commit the snapshot")
    ]
  }

  /// The committed site must be exactly what a build writes.
  private func siteProblems(_ built: [String: Data]) -> [Diagnostic] {
    let display = project.display(project.output)
    let writer = SiteWriter(folder: project.output, displayFolder: display)
    let odd = writer.linksAndOddities().map { path in
      Diagnostic(
        file: "\(display)/\(path)",
        message:
          "the site holds a symbolic link (or another entry that is not a file), which 'coldocs build' never writes",
        fix: "remove it and run 'coldocs build'")
    }
    let committed = writer.currentFiles()
    let stale = Set(built.keys).union(committed.keys).filter { built[$0] != committed[$0] }.sorted()
    guard !stale.isEmpty else { return odd }
    let list = stale.prefix(10).map { path -> String in
      let state =
        committed[path] == nil ? "missing" : built[path] == nil ? "no longer built" : "differs"
      return "\(display)/\(path) (\(state))"
    }.joined(separator: ", ")
    return [
      Diagnostic(
        file: display,
        message:
          "the site is not what 'coldocs build' writes: \(list)\(stale.count > 10 ? ", …" : "")",
        fix: "run 'coldocs build' and commit \(display)/")
    ] + odd
  }
}

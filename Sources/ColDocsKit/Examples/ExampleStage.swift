import Foundation
import Synchronization

/// Compiles and runs the examples of a set of chapters, through the cache:
/// chapters whose inputs are unchanged reuse their outcomes and run no
/// compiler; a chapter that fails to compile fails alone.
struct ExampleStage {
  /// Everything the stage is set up with, given whole at `init`: where it
  /// compiles, what it may reuse, and coldocs.yml's `examples` settings.
  struct Settings: Sendable {
    /// The guide's scratch folder for chapter libraries.
    let librariesFolder: URL
    /// This machine's cache of compiled engines.
    let engineCache: URL
    let projectRoot: URL
    /// Where outcomes are kept between builds (see `ResultsCache`).
    let resultsFolder: URL
    /// Whether unchanged chapters reuse their cached outcomes, or every
    /// example runs twice, afresh (`check`).
    let policy: ExampleRunPolicy
    /// The time an example may run without a `timeout=` of its own.
    let defaultTimeout: Double
    /// The rate of timelines recorded without one (`examples.framesPerSecond`).
    let framesPerSecond: Double?
    /// Whether examples run in `ExampleSandbox` (`examples.sandbox`).
    let sandboxed: Bool
    /// What one example, and one compile of the author's code, may take.
    let limits: ExampleLimits
    /// coldocs.yml as diagnostics name it.
    let configurationFile: String
    /// The package the guide documents, if it names one.
    let package: DocumentedPackage?
  }

  /// A package coldocs.yml names, with the scratch folder its libraries
  /// are compiled in.
  struct DocumentedPackage: Sendable {
    let reference: PackageReference
    let folder: URL
  }

  let settings: Settings
  let log: @Sendable (String) -> Void
  /// Outcomes kept between builds, keyed by everything that could change
  /// them, the settings that change a run included.
  let cache: ResultsCache

  init(_ settings: Settings, log: @escaping @Sendable (String) -> Void) {
    self.settings = settings
    self.log = log
    let options =
      "timeout \(settings.defaultTimeout) fps \(settings.framesPerSecond ?? 30) sandbox \(settings.sandboxed) \(settings.limits.summary)"
    cache = ResultsCache(
      folder: settings.resultsFolder, options: options,
      packageKey: { Self.packageKey(settings) })
  }

  /// The outcome of every example of `plans`, by qualified id. The
  /// chapters' modules are generated here, from the plans. When `plans` is
  /// the whole guide, the libraries of chapters it no longer has are
  /// removed; a single chapter (`render`) leaves every other one's alone.
  func outcomes(for plans: [ChapterPlan], wholeGuide: Bool = true) throws -> [String:
    ExampleOutcome]
  {
    // A chapter without examples is never compiled: its module is not
    // even written (that costs a parse of each of its Swift blocks).
    let modules = plans.filter { !$0.examples.isEmpty }.map(ChapterModule.init)
    var outcomes: [String: ExampleOutcome] = [:]
    var stale: [ChapterModule] = []
    for module in modules {
      if settings.policy == .reuseCache, let cached = cache.outcomes(for: module) {
        outcomes.merge(cached) { first, _ in first }
      } else {
        stale.append(module)
      }
    }
    guard !stale.isEmpty else { return outcomes }
    log("compiling the examples of \(stale.count) chapter\(stale.count == 1 ? "" : "s")…")
    let (libraries, runnable, broken) = try compile(stale, keeping: wholeGuide ? modules : nil)
    for failure in broken {
      let failed = Dictionary(
        uniqueKeysWithValues: failure.module.examples.map {
          ($0.qualifiedID, ExampleOutcome.failed(failure.diagnostics))
        })
      // Only the chapter's own errors are its result; a failure of the
      // package as a whole (a moved guide, a broken toolchain) is reported
      // but never cached, so the next build tries again.
      if failure.isChaptersOwn { cache.store(failed, for: failure.module) }
      outcomes.merge(failed) { _, new in new }
    }
    let toRun = stale.filter { module in
      runnable.contains { $0.chapter.file == module.chapter.file }
    }
    let examples = toRun.flatMap(\.examples)
    guard !examples.isEmpty else { return outcomes }
    let byID = run(examples, libraries: libraries, sandbox: try sandbox())
    for module in toRun {
      let chapter = byID.filter { id, _ in module.examples.contains { $0.qualifiedID == id } }
      guard chapter.values.allSatisfy(\.isCacheable) else { continue }
      cache.store(chapter, for: module)
    }
    outcomes.merge(byID) { _, new in new }
    return outcomes
  }

  /// Runs the examples (twice each under `.verify`) and returns their
  /// outcomes by qualified id.
  private func run(
    _ examples: [ExampleSpec], libraries: Libraries, sandbox: ExampleSandbox?
  ) -> [String: ExampleOutcome] {
    let executor = ExampleExecutor(
      runner: libraries.engine.runner, libraries: libraries.byChapter,
      readable: libraries.readable, defaultTimeout: settings.defaultTimeout, sandbox: sandbox,
      framesPerSecond: settings.framesPerSecond, limits: settings.limits)
    let runs = settings.policy == .verify ? examples + examples : examples
    // Called under the executor's lock, one example at a time.
    let done = Mutex(0)
    let total = runs.count
    let results = executor.run(runs) { [log] example in
      let count = done.withLock { count in
        count += 1
        return count
      }
      log("[\(count)/\(total)] ran \(example.qualifiedID)")
    }
    var byID: [String: ExampleOutcome] = [:]
    for (index, example) in examples.enumerated() {
      let first = results[index]
      let second = settings.policy == .verify ? results[index + examples.count] : first
      byID[example.qualifiedID] = Self.consistent(first, second, of: example)
    }
    return byID
  }

  /// The sandbox examples run in, or nil when the configuration turns it
  /// off; a sandbox this system cannot give stops the build, saying how to
  /// turn it off.
  /// How the author's code is confined when compiled.
  private static func confinement(_ settings: Settings) throws -> Confinement {
    var confinement = Confinement(sandbox: try sandbox(settings))
    confinement.compileTime = Double(settings.limits.compileTime)
    confinement.compileMemory = settings.limits.compileMemory
    return confinement
  }

  /// The results cache's key for the documented package (see
  /// `PackageLibraries.key`). A package that cannot be read gets a key no
  /// outcome is stored under, so its chapters compile again and the
  /// package's problem is reported there, where it is located.
  static func packageKey(_ settings: Settings) -> String {
    guard let package = settings.package else { return "" }
    do {
      return try PackageLibraries.key(
        package.reference, scratch: package.folder, confinement: confinement(settings))
    } catch {
      return "unreadable \(UUID().uuidString)"
    }
  }

  private func sandbox() throws -> ExampleSandbox? {
    try Self.sandbox(settings)
  }

  private static func sandbox(_ settings: Settings) throws -> ExampleSandbox? {
    guard settings.sandboxed else { return nil }
    switch ExampleSandbox.available() {
    case .success(var sandbox):
      sandbox.temporaryFiles = settings.limits.temporaryFiles
      return sandbox
    case .failure(let refusal):
      throw refusal.diagnostic(configurationFile: settings.configurationFile)
    }
  }

  /// The outcome of an example run twice: the first, unless the two runs
  /// computed different pictures.
  static func consistent(_ first: ExampleOutcome, _ second: ExampleOutcome, of example: ExampleSpec)
    -> ExampleOutcome
  {
    guard let one = first.result, let two = second.result, one != two else { return first }
    let differences = Snapshot(example: example, result: two).differences(
      from: Snapshot(example: example, result: one))
    let shown = differences.prefix(3).map { "\n    \($0)" }.joined()
    return .failed([
      Diagnostic(
        file: example.file, line: example.line, column: example.column,
        message: "the example is non-deterministic: two runs computed different results\(shown)",
        fix:
          "remove what changes between runs (random numbers, dates, dictionary or set order) or seed it"
      )
    ])
  }

  /// A chapter that did not compile, and why.
  struct CompileFailure {
    let module: ChapterModule
    let diagnostics: [Diagnostic]
    /// False when the errors lie outside the chapter's code.
    let isChaptersOwn: Bool
  }

  /// The compiled libraries examples run from.
  struct Libraries {
    let engine: EngineBuild
    /// Each compiled chapter's library, by chapter file.
    let byChapter: [String: URL]
    /// The folders a sandboxed runner must see.
    let readable: [URL]
  }

  /// The chapters' libraries, against the engine compiled once for this
  /// machine and the documented package, if any.
  private func libraries() throws -> ChapterLibraries {
    let engine = try EngineBuild.prepared(in: settings.engineCache, log: log)
    let confinement = try Self.confinement(settings)
    var chapters = ChapterLibraries(
      folder: settings.librariesFolder, engine: engine, projectRoot: settings.projectRoot,
      confinement: confinement)
    if let package = settings.package {
      chapters.package = try PackageLibraries.prepared(
        package.reference, engine: engine, scratch: package.folder, confinement: confinement,
        moduleCache: settings.librariesFolder.appendingPathComponent(
          SwiftCompiler.confinedModuleCache),
        log: log)
    }
    return chapters
  }

  /// The problems of the app code of `plans` (`sources`, one file each of
  /// declarations and examples per chapter) compiled together as one app's
  /// module (`OneAppModule`): names two chapters both declare, and calls of
  /// what only the examples' runtime has.
  func problemsTogether(_ plans: [ChapterPlan], sources: [(name: String, code: String)]) throws
    -> [Diagnostic]
  {
    let modules = plans.map(ChapterModule.init)
    guard !modules.isEmpty else { return [] }
    log("compiling every chapter's app code together…")
    return try libraries().problemsTogether(modules, sources: sources)
  }

  /// Compiles the chapters that need running (all of them afresh under
  /// `.verify`, as `check` starts from nothing), against the engine compiled
  /// once for this machine; the libraries of chapters no longer in the guide
  /// (`all`, when given) are removed.
  private func compile(_ stale: [ChapterModule], keeping all: [ChapterModule]?) throws -> (
    Libraries, [ChapterModule], [CompileFailure]
  ) {
    let chapters = try libraries()
    let librariesFolder = settings.librariesFolder
    let engine = chapters.engine
    if let all { chapters.removeStale(keeping: all.filter(\.compilesCode)) }
    let compiling = stale.filter(\.compilesCode)
    let results = try chapters.compile(compiling, fresh: settings.policy == .verify)
    var byChapter: [String: URL] = [:]
    var broken: [CompileFailure] = []
    for module in compiling {
      switch results[module.chapter.file] {
      case .compiled(let library): byChapter[module.chapter.file] = library
      case .failed(let diagnostics, let own):
        broken.append(CompileFailure(module: module, diagnostics: diagnostics, isChaptersOwn: own))
      case nil: break
      }
    }
    let runnable = compiling.filter { byChapter[$0.chapter.file] != nil }
    let readable = [engine.folder, librariesFolder] + (chapters.package.map { [$0.folder] } ?? [])
    return (Libraries(engine: engine, byChapter: byChapter, readable: readable), runnable, broken)
  }
}

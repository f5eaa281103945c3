import ColDocsResources
import Foundation
import Synchronization

/// The engine, the runtime, the module names app code imports (`UIKit`,
/// `QuartzCore`, `CoreGraphics`) and the example runner, compiled once per
/// engine and toolchain into a folder every guide on the machine shares.
///
/// The sources are those embedded in coldocs (`EmbeddedFiles.engine` and
/// `.runtime`), so an installed coldocs needs no checkout of its own. The
/// folder is named after a hash of everything that goes into it and made
/// under a lock in a staging folder, then renamed into place: it exists
/// whole or not at all, and two builds never make it twice.
struct EngineBuild: Sendable {
  let folder: URL
  let compiler: SwiftCompiler

  static let engineModule = "CollectionLayout"
  static let runtimeModule = "ColDocsRuntime"
  /// The modules an iOS app imports for what the engine provides; each is
  /// only a name that re-exports the engine.
  static let appModules = ["UIKit", "QuartzCore", "CoreGraphics"]

  var runner: URL { folder.appendingPathComponent("ExampleRunner") }

  /// The hash of every input: embedded sources, the runner's and the
  /// modules' code, the compiler's arguments and the toolchain.
  static var key: String { computedKey.value }

  private static let computedKey = LazyValue<String> {
    var hash = ContentHash()
    hash.add(ColDocsVersion.engineSourcesHash)
    hash.add(runnerSource)
    hash.add(appModuleSource)
    hash.add(SwiftCompiler.debugArguments.joined(separator: " "))
    hash.add(Toolchain.version)
    return hash.hex
  }

  static let runnerSource = "import ColDocsRuntime\n\nExampleMain.main()\n"
  static let appModuleSource = "@_exported import CollectionLayout\n"

  /// The compiled engine in `cache`, compiled now if this engine and
  /// toolchain have never been compiled there.
  static func prepared(in cache: URL, log: @Sendable (String) -> Void) throws -> EngineBuild {
    let compiler = try SwiftCompiler.located(
      moduleCache: cache.appendingPathComponent("module-cache"))
    let engines = cache.appendingPathComponent("engine")
    let build = EngineBuild(folder: engines.appendingPathComponent(key), compiler: compiler)
    if build.isIntact(log: log) { return build }
    let lock = try BuildLock.acquire(
      in: engines, name: "\(key).lock", holder: "another coldocs compiling the engine", log: log)
    defer { lock.release() }
    if build.isIntact(log: log) { return build }
    if FileManager.default.fileExists(atPath: build.folder.path) {
      log(
        "warning: the compiled engine in \(build.folder.path) is not what coldocs compiled (a file was changed, added or removed); compiling it again"
      )
      try FileManager.default.removeItem(at: build.folder)
    }
    log("compiling the layout engine (once for this toolchain)…")
    let staging = engines.appendingPathComponent("\(key).partial")
    try? FileManager.default.removeItem(at: staging)
    let staged = EngineBuild(folder: staging, compiler: compiler)
    try staged.compile()
    try EngineSeal.seal(staged.folder)
    try FileManager.default.moveItem(at: staging, to: build.folder)
    return build
  }

  /// Whether the folder holds exactly what coldocs compiled into it, by its
  /// seal; checked once per process, as nothing else writes it meanwhile.
  private func isIntact(log: @Sendable (String) -> Void) -> Bool {
    Self.verified.withLock { verified in
      if verified.contains(folder.path) { return true }
      guard FileManager.default.fileExists(atPath: runner.path), EngineSeal.holds(folder) else {
        return false
      }
      verified.insert(folder.path)
      return true
    }
  }

  private static let verified = Mutex<Set<String>>([])

  /// Writes the sources into `folder/sources` and compiles them beside it.
  private func compile() throws {
    let sources = folder.appendingPathComponent("sources")
    let engine = try write(EmbeddedFiles.engine, into: sources.appendingPathComponent("engine"))
    let runtime = try write(EmbeddedFiles.runtime, into: sources.appendingPathComponent("runtime"))
    try check(
      compiler.compile(
        .init(
          name: Self.engineModule, sources: engine, output: folder, languageMode: "6",
          interface: true)))
    try check(
      compiler.compile(
        .init(
          name: Self.runtimeModule, sources: runtime, output: folder, languageMode: "6",
          interface: true, searchFolders: [folder], linked: [Self.engineModule],
          runPaths: ["$ORIGIN"])))
    for name in Self.appModules {
      let source = try write([name + ".swift": Self.appModuleSource], into: sources)[0]
      try check(
        compiler.emitInterface(name: name, source: source, into: folder, searchFolders: [folder]))
    }
    let main = try write(["main.swift": Self.runnerSource], into: sources)[0]
    try check(
      compiler.compileProgram(
        sources: [main], output: runner, searchFolders: [folder],
        linked: [Self.runtimeModule, Self.engineModule], runPaths: ["$ORIGIN"]))
  }

  private func write(_ files: [String: String], into folder: URL) throws -> [URL] {
    try files.keys.sorted().map { path in
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try files[path]!.write(to: url, atomically: false, encoding: .utf8)
      return url
    }
  }

  /// A failed compile of the engine is never the author's doing.
  private func check(_ outcome: Subprocess.Outcome) throws {
    guard outcome.status != 0 || outcome.crashed else { return }
    throw Diagnostic(
      file: "coldocs",
      message: "compiling the layout engine failed:\n\(outcome.output + outcome.errorOutput)",
      fix: "this toolchain may be too old for coldocs; use the Swift version the README names")
  }
}

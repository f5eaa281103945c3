import Foundation

/// Each chapter's module compiled into a shared library that the engine's
/// runner loads, kept in the guide's scratch folder.
///
/// A chapter is compiled again only when its code, the engine or the
/// documented package changed: each library sits beside a key file naming
/// the inputs it was made from. Chapters compile apart, two at a time, so
/// one broken chapter never blocks another and an edited chapter costs one
/// compiler call.
struct ChapterLibraries: Sendable {
  let folder: URL
  let engine: EngineBuild
  /// The documented package's libraries, when the guide names one.
  var package: PackageLibraries? = nil
  /// Removed from published compiler output.
  let projectRoot: URL
  /// How the compiler runs over the chapters' code.
  var confinement = Confinement.unconfined

  /// The compiler, confined, seeing the engine and the package's libraries.
  private var compiler: SwiftCompiler {
    engine.compiler.confined(
      confinement, reading: [engine.folder] + (package.map { [$0.folder] } ?? []),
      moduleCache: folder.appendingPathComponent(SwiftCompiler.confinedModuleCache))
  }

  /// A chapter that compiled, or why it did not.
  enum Result: Sendable {
    case compiled(URL)
    case failed([Diagnostic], isChaptersOwn: Bool)
  }

  func library(of module: ChapterModule) -> URL {
    folder.appendingPathComponent("\(module.name)/lib\(module.name).so")
  }

  /// Compiles the modules whose libraries are missing or out of date (all
  /// of them when `fresh`), by chapter file.
  func compile(_ modules: [ChapterModule], fresh: Bool) throws -> [String: Result] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let results = try Parallel.map(modules.indices) { index in
      try compile(modules[index], fresh: fresh)
    }
    return Dictionary(
      zip(modules.map(\.chapter.file), results), uniquingKeysWith: { first, _ in first })
  }

  /// The problems of `modules`' app code (`sources`) compiled together as
  /// one module (`OneAppModule`), or what stopped the compiler.
  func problemsTogether(_ modules: [ChapterModule], sources: [(name: String, code: String)])
    throws -> [Diagnostic]
  {
    let together = OneAppModule(modules: modules, sources: sources)
    let output = folder.appendingPathComponent(OneAppModule.name)
    try? FileManager.default.removeItem(at: output)
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var files: [URL] = []
    for source in together.sources {
      let file = output.appendingPathComponent(source.name)
      try source.code.write(to: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    let outcome = try compiler.typecheck(
      name: OneAppModule.name, sources: files,
      searchFolders: [engine.folder] + (package.map { [$0.folder] } ?? []), in: output)
    guard outcome.status != 0 || outcome.crashed else { return [] }
    let text = outcome.output + outcome.errorOutput
    let problems = together.problems(in: text)
    guard problems.isEmpty else { return problems }
    return [
      Diagnostic(
        file: modules[0].chapter.file,
        message: "compiling every chapter's app code together failed:\n\(relative(text))",
        fix: "")
    ]
  }

  /// Removes the libraries of chapters the guide no longer has.
  func removeStale(keeping modules: [ChapterModule]) {
    let names = Set(modules.map(\.name))
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where !names.contains(name) && name != SwiftCompiler.confinedModuleCache
      && name != OneAppModule.name
    {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  private func compile(_ module: ChapterModule, fresh: Bool) throws -> Result {
    let library = library(of: module)
    let chapterFolder = library.deletingLastPathComponent()
    let keyFile = chapterFolder.appendingPathComponent("inputs.key")
    let key = inputsKey(module)
    if !fresh, (try? String(contentsOf: keyFile, encoding: .utf8)) == key,
      FileManager.default.fileExists(atPath: library.path)
    {
      return .compiled(library)
    }
    try? FileManager.default.removeItem(at: keyFile)
    try FileManager.default.createDirectory(at: chapterFolder, withIntermediateDirectories: true)
    let source = chapterFolder.appendingPathComponent("\(module.name).swift")
    try module.code.write(to: source, atomically: true, encoding: .utf8)
    let outcome = try compiler.compile(
      .init(
        name: module.name, sources: [source], output: chapterFolder,
        searchFolders: [engine.folder] + (package.map { [$0.folder] } ?? []),
        linked: [EngineBuild.engineModule, EngineBuild.runtimeModule] + (package?.linked ?? []),
        runPaths: [engine.folder.path] + (package.map { [$0.folder.path] } ?? [])))
    guard outcome.status != 0 || outcome.crashed else {
      try key.write(to: keyFile, atomically: true, encoding: .utf8)
      return .compiled(library)
    }
    try? FileManager.default.removeItem(at: library)
    let text = outcome.output + outcome.errorOutput
    let diagnostics = CompilerDiagnostics(modules: [module]).parse(text)
    guard diagnostics.isEmpty else { return .failed(diagnostics, isChaptersOwn: true) }
    return .failed(
      [
        Diagnostic(
          file: module.chapter.file,
          message: "compiling the examples failed outside the chapter:\n\(relative(text))",
          fix: "this is not the chapter's own error; if it persists, delete "
            + relative(folder.path + "/"))
      ], isChaptersOwn: false)
  }

  /// Everything the library is made from besides the compiler's fixed
  /// arguments: the chapter's code, the engine and the package.
  private func inputsKey(_ module: ChapterModule) -> String {
    var hash = ContentHash()
    hash.add(module.code)
    hash.add(EngineBuild.key)
    hash.add(engine.folder.path)
    hash.add(package?.key ?? "")
    return hash.hex
  }

  /// Compiler output with the project's absolute paths made relative: error
  /// boxes are published, and where the author's disk keeps the project is
  /// nobody's business.
  func relative(_ text: String) -> String {
    text.replacingOccurrences(of: projectRoot.standardizedFileURL.path + "/", with: "")
  }
}

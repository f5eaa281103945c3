import Foundation

/// The Swift compiler, driven directly: one call compiles one module into a
/// shared library (or the runner into a program). SwiftPM is not involved,
/// so an edited chapter costs one compiler call and no planning.
struct SwiftCompiler: Sendable {
  let executable: URL
  /// Clang's module cache, shared by every call: Foundation's C modules are
  /// built into it once.
  let moduleCache: URL
  /// How the compiler runs: unconfined for coldocs's own engine, in the
  /// sandbox for the author's package and chapters, which it then sees
  /// besides `readable` (and the folders it writes).
  var confinement = Confinement.unconfined
  var readable: [URL] = []

  /// The folder name of a confined compiler's module cache, kept in the
  /// guide's scratch: the author's compiles never write the cache that the
  /// engine's compile, and so every other guide, relies on.
  static let confinedModuleCache = "module-cache"

  /// This compiler run under `confinement`, seeing `reading`, with the
  /// module cache `moduleCache` (the guide's own).
  func confined(_ confinement: Confinement, reading: [URL], moduleCache: URL) -> SwiftCompiler {
    var compiler = SwiftCompiler(executable: executable, moduleCache: moduleCache)
    compiler.confinement = confinement
    compiler.readable = reading
    return compiler
  }

  /// The `swiftc` next to the `swift` on PATH, or a problem saying what to do.
  static func located(moduleCache: URL) throws -> SwiftCompiler {
    guard let swift = Subprocess.onPath("swift") ?? Subprocess.onPath("swiftc") else {
      throw Diagnostic(
        file: "coldocs", message: "the Swift toolchain is not on PATH",
        fix: "install Swift 6 and put its usr/bin on PATH")
    }
    let swiftc = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("swiftc")
    return SwiftCompiler(executable: swiftc, moduleCache: moduleCache)
  }

  /// What every call passes: a debug build with the information backtraces
  /// need to name Markdown lines. Line tables are all they need; full debug
  /// information (`-g`) would also emit and wrap a module for a debugger,
  /// about a third of the time a one-chapter rebuild spends compiling.
  static let debugArguments = ["-Onone", "-gline-tables-only", "-parse-as-library"]

  /// A module compiled from `sources` into `lib<name>.so` in `output`, its
  /// interface (`<name>.swiftmodule`) beside it when `interface` is set.
  struct Library {
    var name: String
    var sources: [URL]
    var output: URL
    var languageMode = "5"
    var interface = false
    /// Folders searched for modules and libraries, and the libraries linked.
    var searchFolders: [URL] = []
    var linked: [String] = []
    /// Folders the library finds its own libraries in when loaded.
    var runPaths: [String] = []

    var libraryFile: URL { output.appendingPathComponent("lib\(name).so") }
  }

  func compile(_ library: Library) throws -> Subprocess.Outcome {
    var arguments =
      Self.debugArguments + [
        "-swift-version", library.languageMode, "-module-name", library.name,
        "-emit-library", "-o", library.libraryFile.path,
      ]
    if library.interface {
      arguments += [
        "-emit-module", "-emit-module-path",
        library.output.appendingPathComponent("\(library.name).swiftmodule").path,
      ]
    }
    arguments += linkArguments(library.searchFolders, library.linked, library.runPaths)
    return try run(arguments + library.sources.map(\.path), in: library.output)
  }

  /// Only a module's interface, for a module with no code of its own (the
  /// names `UIKit`, `QuartzCore` and `CoreGraphics`, which re-export the engine).
  func emitInterface(name: String, source: URL, into output: URL, searchFolders: [URL]) throws
    -> Subprocess.Outcome
  {
    let arguments =
      Self.debugArguments + [
        "-swift-version", "5", "-module-name", name, "-emit-module", "-emit-module-path",
        output.appendingPathComponent("\(name).swiftmodule").path,
      ] + searchFolders.flatMap { ["-I", $0.path] } + [source.path]
    return try run(arguments, in: output)
  }

  /// Type-checks `sources` as one module named `name`, against the modules
  /// in `searchFolders`, producing nothing: the guide's chapters together.
  func typecheck(name: String, sources: [URL], searchFolders: [URL], in folder: URL) throws
    -> Subprocess.Outcome
  {
    // LLVM's style prints a note in another file ("previously declared
    // here") on a line of its own; Swift's own style leaves it out.
    let arguments =
      [
        "-typecheck", "-parse-as-library", "-swift-version", "5", "-module-name", name,
        "-diagnostic-style", "llvm",
      ] + searchFolders.flatMap { ["-I", $0.path] } + sources.map(\.path)
    return try run(arguments, in: folder)
  }

  /// A program from `sources`, linked with `linked` found in `searchFolders`.
  func compileProgram(
    sources: [URL], output: URL, searchFolders: [URL], linked: [String], runPaths: [String]
  ) throws -> Subprocess.Outcome {
    let arguments =
      ["-Onone", "-g", "-swift-version", "6", "-o", output.path]
      + linkArguments(searchFolders, linked, runPaths) + sources.map(\.path)
    return try run(arguments, in: output.deletingLastPathComponent())
  }

  private func linkArguments(_ folders: [URL], _ linked: [String], _ runPaths: [String])
    -> [String]
  {
    folders.flatMap { ["-I", $0.path, "-L", $0.path] } + linked.map { "-l\($0)" }
      + runPaths.flatMap { ["-Xlinker", "-rpath", "-Xlinker", $0] }
  }

  /// Runs the compiler in `folder`, where it leaves its intermediate files.
  private func run(_ arguments: [String], in folder: URL) throws -> Subprocess.Outcome {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: moduleCache, withIntermediateDirectories: true)
    let all =
      arguments + [
        "-module-cache-path", moduleCache.path, "-working-directory", folder.path,
      ]
    guard readable.isEmpty, confinement.sandbox == nil else {
      var process = confinement.subprocess(
        executable, all, readable: readable, writable: [moduleCache], scratch: folder)
      process.memoryLimit = confinement.compileMemory
      var outcome = try process.run(timeout: confinement.compileTime)
      if outcome.timedOut {
        outcome.errorOutput +=
          "\ncoldocs stopped the compiler after \(Int(confinement.compileTime)) s: split the chapter's examples over several chapters, or raise examples.compileTime"
      }
      return outcome
    }
    return try Subprocess(executable: executable, arguments: all).run()
  }
}

import Foundation

/// How coldocs runs a toolchain program over files an author wrote: SwiftPM
/// reading the documented package's manifest (which executes it), and the
/// compiler building the package and the chapters (which may load plugins).
///
/// Inside `ExampleSandbox` where the guide uses it, such a program sees the
/// toolchain and the system read-only, the folders it reads read-only, only
/// the folders it writes writable, no network and no other process; and in
/// every case it gets an environment made here, never coldocs's own, so a
/// manifest cannot read a token from CI's environment. Time and memory are
/// bounded by the caller through the returned `Subprocess`.
struct Confinement: Sendable {
  /// Nil runs the program as the author's own process (coldocs.yml's
  /// `examples: sandbox: false`), still with the environment below.
  let sandbox: ExampleSandbox?
  /// The most time and memory one compiler call may take
  /// (`examples.compileTime` and `examples.compileMemory`): a chapter with
  /// thousands of examples must fail alone, not exhaust the machine.
  var compileTime = Double(ExampleLimits().compileTime)
  var compileMemory = ExampleLimits().compileMemory

  init(sandbox: ExampleSandbox?) {
    self.sandbox = sandbox
  }

  static let unconfined = Confinement(sandbox: nil)

  /// The most processes and threads a confined program may have at once:
  /// the compiler's jobs and threads fit many times over.
  static let processLimit = 1024

  /// The only variables a confined program gets. None is inherited: the
  /// toolchain finds itself from its own path and needs no more than a
  /// search path, a home and a temporary folder (both the program's
  /// scratch folder), a locale and a time zone.
  static func environment(scratch: URL, toolchainBin: URL?) -> [String: String] {
    let path = (toolchainBin.map { [$0.path] } ?? []) + ["/usr/bin", "/bin"]
    return [
      "PATH": path.joined(separator: ":"), "HOME": scratch.path, "TMPDIR": scratch.path,
      "LANG": "C.UTF-8", "TZ": "UTC",
    ]
  }

  /// `executable` with `arguments`, allowed to read `readable` and write
  /// `writable` and `scratch` (its current folder, home and temporary folder).
  func subprocess(
    _ executable: URL, _ arguments: [String], readable: [URL], writable: [URL], scratch: URL
  ) -> Subprocess {
    // The program keeps the name it was called by: `swift` and `swiftc`
    // are links to one driver that acts on that name.
    let program = executable
    let environment = Self.environment(
      scratch: scratch,
      toolchainBin: executable.resolvingSymlinksInPath().deletingLastPathComponent())
    guard let sandbox else {
      var process = Subprocess(executable: program, arguments: arguments, environment: environment)
      process.processLimit = Self.processLimit
      return process
    }
    let command = sandbox.command(
      [program.path] + arguments, readable: Self.existing(readable),
      writable: Self.existing(writable), scratch: scratch.resolvingSymlinksInPath(),
      environment: environment, processLimit: Self.processLimit)
    var process = Subprocess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()),
      environment: [:])
    process.signalTarget = { ExampleSandbox.program(under: $0) }
    process.statusAbove128IsSignal = true
    process.processLimit = Self.processLimit
    return process
  }

  /// The folders as bubblewrap binds them: links resolved, each once, and
  /// only those that exist (binding a missing folder fails the sandbox).
  private static func existing(_ folders: [URL]) -> [URL] {
    var seen: Set<String> = []
    return folders.map { $0.resolvingSymlinksInPath() }.filter {
      FileManager.default.fileExists(atPath: $0.path) && seen.insert($0.path).inserted
    }
  }
}

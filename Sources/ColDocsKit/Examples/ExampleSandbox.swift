import Foundation
import Synchronization

/// Runs example runners inside a bubblewrap (`bwrap`) sandbox, so that an
/// example from a contributor can do no more than compute its picture:
///
/// - no network: a network namespace of its own, with nothing but loopback;
/// - a file system that holds the system's libraries, the Swift toolchain
///   and the runner, all read-only, and one writable scratch folder of the
///   example's own; the project, the user's home and every other file are
///   simply not there;
/// - an environment of a few variables, set here;
/// - a process namespace of its own, whose first process is a small shell
///   that runs the runner and, when it ends, names whatever it left running;
///   when that shell exits, the kernel ends every process in the namespace,
///   even one that left its process group and cleared its environment.
///
/// Where bubblewrap is missing or the kernel refuses namespaces, examples
/// cannot run sandboxed; `examples: sandbox: false` in coldocs.yml runs them
/// as the author's own processes instead.
struct ExampleSandbox: Sendable {
  let bwrap: URL
  /// The toolchain's `usr` folder when it lies outside `/usr` (the Swift
  /// runtime libraries and the backtracer live there).
  let toolchain: URL?

  /// What the runner's crashes and leftovers are reported with.
  static let leftoverPrefix = "coldocs-sandbox: left running: "

  /// The sandbox, once per process: bubblewrap found and tried on this
  /// kernel, or the reason it cannot be used.
  static func available() -> Result<ExampleSandbox, Refusal> {
    probe.withLock { cached in
      if let cached { return cached }
      let result = locate()
      cached = result
      return result
    }
  }

  private static let probe = Mutex<Result<ExampleSandbox, Refusal>?>(nil)

  private static func locate() -> Result<ExampleSandbox, Refusal> {
    guard let bwrap = Subprocess.onPath("bwrap") else {
      return .failure(
        Refusal(
          message: "examples run in a sandbox, which needs bubblewrap, and 'bwrap' is not on PATH",
          fix: "install it (Debian: apt-get install bubblewrap)"))
    }
    let toolchain = Subprocess.onPath("swift").map {
      $0.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    }.flatMap { $0.path.hasPrefix("/usr/") || $0.path == "/usr" ? nil : $0 }
    let sandbox = ExampleSandbox(bwrap: bwrap, toolchain: toolchain)
    var scratch: URL?
    defer { scratch.map { try? FileManager.default.removeItem(at: $0) } }
    do {
      let folder = try ScratchFolder.make("probe")
      scratch = folder
      let command = sandbox.command(
        [URL(fileURLWithPath: "/bin/true").path], readable: [], scratch: folder, environment: [:])
      let outcome = try Subprocess(executable: bwrap, arguments: Array(command.dropFirst()))
        .run(timeout: 30)
      guard outcome.status == 0, !outcome.crashed else {
        let said = outcome.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        return .failure(
          Refusal(
            message:
              "examples run in a sandbox, and this system refused to start one (bwrap: \(said))",
            fix:
              "allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1)"
          ))
      }
    } catch {
      return .failure(
        Refusal(
          message: "examples run in a sandbox, and bwrap could not be started: \(error)", fix: ""))
    }
    return .success(sandbox)
  }

  /// Why examples cannot run sandboxed here, and what to do.
  struct Refusal: Error, Sendable {
    let message: String
    let fix: String

    /// The problem, at the configuration that could turn the sandbox off.
    func diagnostic(configurationFile: String) -> Diagnostic {
      let off =
        "set 'sandbox: false' under 'examples:' in \(configurationFile) to run them without one"
      return Diagnostic(
        file: configurationFile, message: message, fix: fix.isEmpty ? off : "\(fix); or \(off)")
    }
  }

  /// The most each of the sandbox's own memory-backed folders (`/tmp` and
  /// `/dev/shm`) may hold: files there are memory that no process limit
  /// counts (`examples.temporaryFiles`).
  var temporaryFiles = ExampleLimits().temporaryFiles

  /// The command line that runs `arguments` (a program and its arguments)
  /// in the sandbox, with `readable` folders visible read-only, `writable`
  /// ones writable, and `scratch` writable and current. With a
  /// `processLimit`, the program runs under that RLIMIT_NPROC, which the
  /// kernel counts inside the sandbox's user namespace: it bounds the
  /// sandbox's own processes and threads, not the author's others. (Root
  /// is exempt from it; `PidsGroup` covers that case from outside.)
  func command(
    _ arguments: [String], readable: [URL], writable: [URL] = [], scratch: URL,
    environment: [String: String], processLimit: Int? = nil
  ) -> [String] {
    var command = [
      bwrap.path, "--unshare-all", "--die-with-parent", "--new-session", "--as-pid-1",
      "--cap-drop", "ALL", "--ro-bind", "/usr", "/usr",
    ]
    for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
        command += ["--symlink", target, top]
      } else if FileManager.default.fileExists(atPath: top) {
        command += ["--ro-bind", top, top]
      }
    }
    command += [
      "--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache",
      "--proc", "/proc", "--dev", "/dev",
      "--size", "\(temporaryFiles)", "--tmpfs", "/dev/shm",
      "--size", "\(temporaryFiles)", "--tmpfs", "/tmp",
    ]
    // After the empty /tmp: the runner or the toolchain may live below it.
    for folder in (toolchain.map { [$0] } ?? []) + readable {
      command += ["--ro-bind", folder.path, folder.path]
    }
    for folder in writable {
      command += ["--bind", folder.path, folder.path]
    }
    command += ["--bind", scratch.path, scratch.path, "--chdir", scratch.path, "--clearenv"]
    let variables = [
      "PATH": "/usr/bin:/bin", "HOME": scratch.path, "TMPDIR": scratch.path, "LANG": "C.UTF-8",
      "TZ": "UTC",
    ].merging(environment) { _, given in given }
    for (name, value) in variables.sorted(by: { $0.key < $1.key }) {
      command += ["--setenv", name, value]
    }
    var program = arguments
    if let processLimit, let prlimit = Subprocess.prlimit {
      program = [prlimit.path, "--nproc=\(processLimit):\(processLimit)", "--"] + program
    }
    return command + ["--", "/bin/sh", "-c", Self.firstProcess, "sh"] + program
  }

  /// The namespace's first process: runs the program, then names every
  /// process still alive (not a zombie) before the namespace ends them all,
  /// and exits with the program's status (128 + n for a signal).
  static let firstProcess = """
    "$@"; status=$?
    for entry in /proc/[0-9]*; do
      [ "${entry#/proc/}" = 1 ] && continue
      stat=; read -r stat < "$entry/stat" 2>/dev/null
      case "$stat" in ""|*") Z "*) continue ;; esac
      name=${stat#*(}; name=${name%)*}
      command=$(tr '\\0' ' ' < "$entry/cmdline" 2>/dev/null); command=${command% }
      echo "\(leftoverPrefix)${command:-$name}" >&2
    done
    exit $status
    """

  /// The process the program runs as, seen from outside: the child of the
  /// namespace's first process, itself bwrap's child. Signals meant for the
  /// program (the time-out's) go there; nil until it has started.
  static func program(under bwrap: pid_t) -> pid_t? {
    children(of: bwrap).first.flatMap { children(of: $0).first }
  }

  private static func children(of pid: pid_t) -> [pid_t] {
    guard
      let text = try? String(
        contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    else { return [] }
    return text.split(separator: " ").compactMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}

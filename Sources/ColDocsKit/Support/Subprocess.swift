import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion or to its time limit, collecting its output.
///
/// The program is started with `posix_spawn` rather than Foundation's
/// `Process`, because it needs what `Process` cannot give:
///
/// - its own process group, so everything it starts in that group is killed
///   with it (`POSIX_SPAWN_SETPGROUP`);
/// - a memory limit set before it runs any code: `posix_spawn` has no way to
///   set a resource limit in the child, and calling `setrlimit` between
///   `fork` and `exec` is not safe from Swift in a threaded process, so
///   the program is started through util-linux's `prlimit`, which sets the
///   limit on itself and then executes the program in the same process (same
///   process id, so waiting and signalling are unchanged);
/// - an end with coldocs's: started through util-linux's `setpriv
///   --pdeathsig KILL`, the program is killed when coldocs ends, by a
///   SIGKILL too, which no signal handler of coldocs's could pass on;
/// - optionally a ceiling on its processes and threads (`PidsGroup`);
/// - output read through pipes with a cap, so a program that prints hundreds
///   of megabytes neither fills the disk nor the memory of coldocs;
/// - its peak memory (`wait4`'s resource usage), to tell an out-of-memory
///   crash from other crashes.
///
/// A program may start processes that leave its group (Foundation's `Process`
/// puts each child in a group of its own). Every process started here carries
/// a unique marker in its environment, which children inherit; when the
/// program ends, any process still carrying the marker, or still in the
/// program's group, is killed and reported in `strays`.
struct Subprocess {
  struct Outcome {
    /// The exit status, or the signal number when `crashed`.
    var status: Int32
    /// Standard output; when more than the cap arrived, the first part and
    /// the last part, with a line saying how much was cut in between.
    var output: String
    var errorOutput: String
    var timedOut: Bool
    /// True when a signal, not `exit`, ended the process.
    var crashed: Bool
    /// Bytes written to standard output and error in all, kept or not.
    var outputBytes = 0
    var errorOutputBytes = 0
    /// Bytes that were dropped because of the cap.
    var droppedOutputBytes = 0
    var droppedErrorOutputBytes = 0
    /// The most memory the process had resident at once, in bytes.
    var peakMemory = 0
    /// The memory limit the process ran under, in bytes; nil if none could
    /// be set (no `prlimit` on this machine).
    var memoryLimit: Int?
    /// Command lines of processes it started that were still running after
    /// it ended; they were killed.
    var strays: [String] = []
  }

  let executable: URL
  let arguments: [String]
  var environment: [String: String]?
  /// The signal a process past its time limit gets first; it is killed
  /// outright `grace` seconds later if still running, or as soon as its
  /// error output contains `graceEndsAfter`.
  var timeoutSignal: Int32 = SIGTERM
  var grace: Double = 2
  var graceEndsAfter: String?
  /// The most private writable memory (RLIMIT_DATA: heap, `mmap`ed memory,
  /// thread stacks) the process may map, in bytes. Unlike RLIMIT_AS it does
  /// not count the address space that shared libraries and malloc arenas
  /// merely reserve, so it limits what the program really allocates.
  var memoryLimit: Int?
  /// The most processes and threads the program and everything it starts
  /// may have at once, where the kernel lets coldocs set it (`PidsGroup`).
  var processLimit: Int?
  /// How many bytes of each of standard output and error are kept: the first
  /// three quarters of the cap and the last quarter; the middle is dropped.
  var outputLimit = 32 << 20
  /// The process the time-out's first signal goes to, given the one started
  /// here: a program run through a wrapper (a sandbox) is not the started
  /// process itself. Nil: the started process.
  var signalTarget: (@Sendable (pid_t) -> pid_t?)?
  /// True when the started process reports a signal that ended the real
  /// program as status 128 + the signal, as shells and sandboxes do.
  var statusAbove128IsSignal = false

  func run(timeout: Double? = nil) throws -> Outcome {
    let marker = "COLDOCS_SUBPROCESS=\(UUID().uuidString)"
    var launch = [executable.path] + arguments
    var appliedLimit: Int?
    if let memoryLimit, let prlimit = Self.prlimit {
      launch = [prlimit.path, "--data=\(memoryLimit):\(memoryLimit)", "--core=0", "--"] + launch
      appliedLimit = memoryLimit
    }
    let pidsGroup = processLimit.flatMap(PidsGroup.make(limit:))
    defer { pidsGroup?.remove() }
    if let pidsGroup { launch = pidsGroup.joining(launch) }
    // Killed with coldocs, even by SIGKILL, which no handler sees.
    if let setpriv = Self.setpriv {
      launch = [setpriv.path, "--pdeathsig", "KILL", "--"] + launch
    }
    var variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0)=\($1)" }
    variables.append(marker)

    let outPipe = try Self.pipe()
    let errPipe = try Self.pipe()
    var pid: pid_t = 0
    let spawned = Self.spawn(&pid, launch, variables, stdout: outPipe.write, stderr: errPipe.write)
    close(outPipe.write)
    close(errPipe.write)
    guard spawned == 0 else {
      close(outPipe.read)
      close(errPipe.read)
      throw CocoaError(
        .executableLoad,
        userInfo: [
          NSLocalizedDescriptionKey: "cannot start \(launch[0]): \(Self.errorText(spawned))"
        ]
      )
    }

    RunningProcesses.started(pid)
    defer { RunningProcesses.finished(pid) }
    let out = CappedBuffer(limit: outputLimit)
    let err = CappedBuffer(limit: outputLimit, watchingFor: graceEndsAfter)
    var streams = [(outPipe.read, out), (errPipe.read, err)]
    var status: Int32 = 0
    var usage = rusage()
    let started = Date()
    var timedOut = false
    var killAt: Date?
    var killed = false
    // One loop reads both pipes, notices the end of the process (polled with
    // WNOHANG, so a program that leaves a child holding its pipes open is
    // still seen to end) and enforces the time limit.
    while true {
      let ended = wait4(pid, &status, WNOHANG, &usage)
      if ended == pid || (ended == -1 && errno != EINTR) { break }
      Self.read(&streams, waitingUpTo: 0.05)
      let now = Date()
      if let timeout, !timedOut, now.timeIntervalSince(started) >= timeout {
        timedOut = true
        Self.signalMainThread(signalTarget?(pid) ?? pid, timeoutSignal)
        killAt = now.addingTimeInterval(grace)
      }
      if !killed, let deadline = killAt, now >= deadline || err.sawWatchedText {
        killed = true
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
      }
    }

    // The program has ended; whatever it left running goes too, before the
    // pipes are drained (a stray child may hold them open).
    let strays = Self.killStrays(group: pid, marker: marker)
    let drainUntil = Date().addingTimeInterval(1)
    while !streams.isEmpty, Date() < drainUntil {
      Self.read(&streams, waitingUpTo: 0.05)
    }
    for (descriptor, _) in streams { close(descriptor) }

    var signal = status & 0x7f
    let exitStatus = (status >> 8) & 0xff
    if signal == 0, statusAbove128IsSignal, (129...192).contains(exitStatus) {
      signal = exitStatus - 128
    }
    let crashed = signal != 0 && signal != 0x7f
    return Outcome(
      status: crashed ? signal : exitStatus,
      output: out.text, errorOutput: err.text, timedOut: timedOut, crashed: crashed,
      outputBytes: out.total, errorOutputBytes: err.total,
      droppedOutputBytes: out.dropped, droppedErrorOutputBytes: err.dropped,
      peakMemory: Int(usage.ru_maxrss) * 1024, memoryLimit: appliedLimit, strays: strays)
  }

  // MARK: Starting

  /// Glibc functions Swift does not import (they need _GNU_SOURCE), looked
  /// up by name.
  private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
  private typealias CloseFrom =
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
    ) -> Int32
  private static let pipe2: Pipe2? = dlsym(nil, "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
  private typealias ThreadKill = @convention(c) (pid_t, pid_t, Int32) -> Int32
  private static let threadKill: ThreadKill? = dlsym(nil, "tgkill").map {
    unsafeBitCast($0, to: ThreadKill.self)
  }

  /// Sends `signal` to the program's main thread (whose id is the process
  /// id), not to whichever thread the kernel picks: the example runs on the
  /// main thread, so the backtrace's first thread is the example's and the
  /// line it was stuck on is known as soon as that thread is printed.
  private static func signalMainThread(_ pid: pid_t, _ signal: Int32) {
    if let threadKill, threadKill(pid, pid, signal) == 0 { return }
    kill(pid, signal)
  }
  private static let closeFrom: CloseFrom? = dlsym(
    nil, "posix_spawn_file_actions_addclosefrom_np"
  ).map { unsafeBitCast($0, to: CloseFrom.self) }

  /// A pipe whose ends are closed on `exec`, so only the copies made for
  /// the child's output reach it.
  private static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    let made: Int32
    if let pipe2 {
      made = pipe2(&ends, O_CLOEXEC)
    } else {
      made = Glibc.pipe(&ends)
      if made == 0 {
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
      }
    }
    guard made == 0 else {
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "pipe: \(errorText(errno))"])
    }
    return (ends[0], ends[1])
  }

  /// `posix_spawn` with stdin from /dev/null, the given pipes as stdout and
  /// stderr, default signal handling and no blocked signals (the calling
  /// thread may block signals, and the time-out signal must get through),
  /// in a new process group. Returns 0 or an errno.
  private static func spawn(
    _ pid: inout pid_t, _ argv: [String], _ env: [String], stdout: Int32, stderr: Int32
  ) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    // Descriptors another thread opened without close-on-exec must not leak
    // into the program (one might be another program's pipe).
    _ = closeFrom?(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &all)

    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = env.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cEnvironment { free(pointer) }
    }
    return posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
  }

  /// util-linux's `prlimit`, present on every Debian system.
  static let prlimit = utilLinux("prlimit")

  /// util-linux's `setpriv`, which sets a parent-death signal on itself and
  /// then executes the program in the same process: the kernel sends the
  /// program that signal when the thread that started it ends.
  static let setpriv = utilLinux("setpriv")

  private static func utilLinux(_ name: String) -> URL? {
    ["/usr/bin/\(name)", "/bin/\(name)"].map { URL(fileURLWithPath: $0) }.first {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }

  private static func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  // MARK: Reading

  /// Waits up to `seconds` for output, reads what is there, and drops the
  /// streams that reached their end.
  private static func read(_ streams: inout [(Int32, CappedBuffer)], waitingUpTo seconds: Double) {
    guard !streams.isEmpty else {
      usleep(useconds_t(seconds * 1_000_000))
      return
    }
    var descriptors = streams.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
    guard poll(&descriptors, nfds_t(descriptors.count), Int32(seconds * 1000)) > 0 else { return }
    var chunk = [UInt8](repeating: 0, count: 65536)
    var ended: [Int32] = []
    for (index, polled) in descriptors.enumerated() where polled.revents != 0 {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(polled.fd, $0.baseAddress, $0.count) }
      if count > 0 {
        streams[index].1.append(chunk[0..<count])
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        ended.append(polled.fd)
      }
    }
    for descriptor in ended { close(descriptor) }
    streams.removeAll { ended.contains($0.0) }
  }

  // MARK: Cleaning up

  /// Kills every process still in `group` or carrying `marker` in its
  /// environment, and returns their command lines. Repeats while it finds
  /// some, in case one started another while being killed.
  private static func killStrays(group: pid_t, marker: String) -> [String] {
    var found: [pid_t: String] = [:]
    let needle = Array(marker.utf8)
    for _ in 0..<5 {
      var killedAny = false
      for process in ProcessTable.live() {
        guard process.group == group || process.environmentContains(needle) else { continue }
        kill(process.pid, SIGKILL)
        killedAny = true
        if found[process.pid] == nil { found[process.pid] = process.commandLine }
      }
      if !killedAny { break }
      usleep(10_000)
    }
    // The backtracer a crashing Swift program starts is not the program's
    // doing, and a process caught while it exits has no command line left:
    // both are killed but not reported.
    return found.sorted { $0.key < $1.key }.map(\.value).filter {
      !$0.isEmpty && !$0.contains("swift-backtrace")
    }
  }

  /// A program found on PATH.
  static func onPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

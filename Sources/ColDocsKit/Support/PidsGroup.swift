import Foundation

/// A control group of the kernel's `pids` controller, made for one program:
/// the program and everything it starts (threads included) may number at
/// most `limit`, and a fork past that fails with EAGAIN instead of filling
/// the machine's process table.
///
/// The resource limit RLIMIT_NPROC does the same for an ordinary user, but
/// the kernel never applies it to root, and CI runs as root. So where coldocs
/// runs as root and may make groups under its own one (cgroup v1's `pids`
/// hierarchy or a cgroup v2 folder with `pids` delegated), each limited
/// program gets a group of its own. Elsewhere `make` returns nil and the
/// sandbox's RLIMIT_NPROC, counted inside its user namespace, is the limit.
struct PidsGroup: Sendable {
  /// The group's folder under `/sys/fs/cgroup`.
  let folder: URL

  static let prefix = "coldocs-"

  /// A new group allowing `limit` tasks, or nil where none can be made.
  static func make(limit: Int) -> PidsGroup? {
    guard geteuid() == 0, let parent = parent.value else { return nil }
    let folder = parent.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
    guard mkdir(folder.path, 0o755) == 0 else { return nil }
    let group = PidsGroup(folder: folder)
    guard group.write("\(limit)", to: "pids.max") else {
      group.remove()
      return nil
    }
    return group
  }

  /// `command` preceded by a shell that moves itself into the group before
  /// it becomes the command (same process id), so nothing the command
  /// starts is ever outside it.
  func joining(_ command: [String]) -> [String] {
    let procs = folder.appendingPathComponent("cgroup.procs").path
    return ["/bin/sh", "-c", "echo $$ > \"$0\" && exec \"$@\"", procs] + command
  }

  /// Kills whatever is still in the group and removes it. A process caught
  /// while exiting keeps the group busy for a moment, hence the retries.
  func remove() {
    for _ in 0..<100 {
      for pid in members() { kill(pid, SIGKILL) }
      if rmdir(folder.path) == 0 || errno == ENOENT { return }
      usleep(10_000)
    }
  }

  /// The processes in the group now.
  func members() -> [pid_t] {
    let procs = folder.appendingPathComponent("cgroup.procs")
    let text = (try? String(contentsOf: procs, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { pid_t($0) }
  }

  private func write(_ value: String, to file: String) -> Bool {
    let path = folder.appendingPathComponent(file).path
    guard let handle = FileHandle(forWritingAtPath: path) else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data(value.utf8))) != nil
  }

  // MARK: Where groups are made

  /// The folder new groups go in, found once: the `pids` group coldocs is
  /// in, if a child group made there gets a `pids.max`. Groups left by a
  /// coldocs that was killed are removed on the way.
  private static let parent = LazyValue<URL?> {
    for candidate in candidates() {
      let probe = PidsGroup(folder: candidate.appendingPathComponent("\(prefix)\(getpid())-probe"))
      guard mkdir(probe.folder.path, 0o755) == 0 || errno == EEXIST else { continue }
      let usable = FileManager.default.fileExists(
        atPath: probe.folder.appendingPathComponent("pids.max").path)
      probe.remove()
      if usable {
        reclaim(in: candidate)
        return candidate
      }
    }
    return nil
  }

  /// cgroup v1's `pids` hierarchy, then the unified hierarchy, each at the
  /// group `/proc/self/cgroup` names.
  private static func candidates() -> [URL] {
    let lines = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
    var found: [URL] = []
    for line in lines.split(separator: "\n") {
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { continue }
      let path = String(fields[2])
      if fields[1].split(separator: ",").contains("pids") {
        found.insert(URL(fileURLWithPath: "/sys/fs/cgroup/pids" + path), at: 0)
      } else if fields[0] == "0",
        FileManager.default.fileExists(atPath: "/sys/fs/cgroup/cgroup.controllers")
      {
        found.append(URL(fileURLWithPath: "/sys/fs/cgroup" + path))
      }
    }
    return found
  }

  /// Removes the groups in `parent` whose coldocs is no longer running.
  private static func reclaim(in parent: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names where ScratchFolder.isLeftBehind(name, prefix: prefix) {
      PidsGroup(folder: parent.appendingPathComponent(name)).remove()
    }
  }
}

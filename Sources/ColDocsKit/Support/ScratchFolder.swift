import Foundation

/// The temporary folders coldocs makes for one run of something (an
/// example, a manifest read): named after the coldocs process that made
/// them, so that the folders of a coldocs that was killed before it could
/// remove them (SIGKILL, a power cut) are found and removed by the next one.
enum ScratchFolder {
  static let prefix = "coldocs-scratch-"

  /// A new, empty folder in the temporary folder, tagged with `purpose`.
  static func make(_ purpose: String, in parent: URL = FileManager.default.temporaryDirectory)
    throws -> URL
  {
    reclaimOnce(in: parent)
    let folder = parent.appendingPathComponent(
      "\(prefix)\(getpid())-\(purpose)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Removes the scratch folders in `parent` whose coldocs is no longer
  /// running; returns their names.
  @discardableResult
  static func reclaim(in parent: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    return names.filter { name in
      guard isLeftBehind(name, prefix: prefix) else { return false }
      return (try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))) != nil
    }
  }

  /// Whether `name` is `prefix`, a process id and more, made by a coldocs
  /// other than this one that is no longer running.
  static func isLeftBehind(_ name: String, prefix: String) -> Bool {
    guard name.hasPrefix(prefix),
      let owner = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }),
      owner != getpid()
    else { return false }
    return kill(owner, 0) != 0 && errno == ESRCH
  }

  private static let reclaimed = LazyValue<Bool> {
    reclaim(in: FileManager.default.temporaryDirectory)
    return true
  }

  private static func reclaimOnce(in parent: URL) {
    if parent == FileManager.default.temporaryDirectory { _ = reclaimed.value }
  }
}

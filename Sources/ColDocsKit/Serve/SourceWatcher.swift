import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Notices edits to the folders a build reads (content, templates, the
/// documented package), so `serve` rebuilds once per burst of edits.
///
/// The kernel tells it (inotify, one watch per folder): an idle `serve`
/// does nothing at all, however many files the guide has. Where inotify is
/// missing or its watches run out, it compares a fingerprint of every file
/// (path, size, modification time, read with `lstat`, never with owner or
/// group names) once a second instead.
///
/// A watcher is armed when made: edits after that moment are seen, even
/// those made while a build runs, so `serve` makes the next one before it
/// starts a build. Hidden files and folders (editors' swap files, a
/// package's .build and .git) and the `ignored` folders (the site and the
/// scratch space, which a build writes) are left out.
///
/// One thread at a time uses a watcher (`serve`'s waiting thread, then the
/// task that made it), hence `@unchecked Sendable`.
final class SourceWatcher: @unchecked Sendable {
  let folders: [URL]
  let ignored: [String]
  private var inotify: Int32 = -1
  /// Each watched folder by watch number, and the one name that counts in
  /// it when it is only watched for a missing folder to appear.
  private var watches: [Int32: (path: String, only: String?)] = [:]
  private var fingerprint = ""

  /// How long the files must stay quiet after an edit before the build
  /// starts: an editor's save (write, rename, change of attributes) or a
  /// `git checkout` arrives as many events, and makes one build.
  static let quiet = 0.1
  /// The interval between fingerprints where the kernel cannot tell.
  static let pollInterval = 1.0

  init(folders: [URL], ignored: [URL]) {
    self.folders = folders.map(\.standardizedFileURL)
    self.ignored = ignored.map { $0.standardizedFileURL.path }
    watchAll()
    if inotify < 0 { fingerprint = signature() }
  }

  deinit {
    if inotify >= 0 { close(inotify) }
  }

  /// Whether the kernel notifies it (false: it polls).
  var isNotified: Bool { inotify >= 0 }

  /// Blocks until something changed and then stayed quiet for `quiet`.
  func waitForChange() {
    if inotify >= 0 {
      var changed = false
      while !changed {
        guard let relevant = readEvents(waiting: -1) else { return pollUntilChanged() }
        changed = relevant
      }
      while readEvents(waiting: Int32(Self.quiet * 1000)) != nil {}
    } else {
      pollUntilChanged()
    }
  }

  private func pollUntilChanged() {
    while true {
      usleep(useconds_t(Self.pollInterval * 1_000_000))
      let now = signature()
      if now != fingerprint {
        fingerprint = now
        return
      }
    }
  }

  /// A fingerprint of the watched files; it changes when any file does.
  func signature() -> String {
    var hash = ContentHash()
    for folder in folders {
      var lines: [String] = []
      Self.walk(folder.path, ignoring: ignored) { path, info in
        if (info.st_mode & S_IFMT) == S_IFREG {
          lines.append("\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)")
        }
      }
      for line in lines.sorted() { hash.add(line) }
    }
    return hash.hex
  }

  // MARK: The kernel's notifications

  private static let events = UInt32(
    IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
      | IN_DELETE_SELF | IN_MOVE_SELF)

  /// Watches every folder below `folders`; leaves `inotify` at -1 when the
  /// kernel cannot.
  private func watchAll() {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return }
    var complete = true
    func watch(_ path: String, only: String? = nil) {
      let number = inotify_add_watch(descriptor, path, Self.events | UInt32(IN_ONLYDIR))
      if number < 0 { complete = false } else { watches[number] = (path, only) }
    }
    for folder in folders {
      // A missing folder (templates/ of a guide with the built-in theme)
      // is watched for from its parent, so making it is noticed.
      guard FileManager.default.fileExists(atPath: folder.path) else {
        watch(folder.deletingLastPathComponent().path, only: folder.lastPathComponent)
        continue
      }
      Self.walk(folder.path, ignoring: ignored) { path, info in
        if (info.st_mode & S_IFMT) == S_IFDIR { watch(path) }
      }
    }
    guard complete else {
      // Out of watches (fs.inotify.max_user_watches): poll instead.
      close(descriptor)
      watches = [:]
      return
    }
    inotify = descriptor
  }

  /// Waits up to `milliseconds` (-1: forever) for events and reads them all;
  /// whether one was about a watched file, or nil when none came (or the
  /// descriptor failed).
  private func readEvents(waiting milliseconds: Int32) -> Bool? {
    var ready = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
    var polled: Int32
    repeat { polled = poll(&ready, 1, milliseconds) } while polled < 0 && errno == EINTR
    guard polled > 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var relevant = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      while offset + 16 <= count {
        let (watch, length) = buffer.withUnsafeBytes {
          (
            $0.load(fromByteOffset: offset, as: Int32.self),
            Int($0.load(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        let name = String(
          decoding: buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 },
          as: UTF8.self)
        relevant = relevant || counts(name, in: watch)
        offset += 16 + length
      }
    }
    return relevant
  }

  /// Whether an event about `name` in a watched folder is an edit of a
  /// source: not a hidden file, nor the site or scratch space being written.
  private func counts(_ name: String, in watch: Int32) -> Bool {
    guard let folder = watches[watch] else { return false }
    if let only = folder.only { return name == only }
    guard !name.hasPrefix(".") else { return false }
    let path = name.isEmpty ? folder.path : folder.path + "/" + name
    return !ignored.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  // MARK: Walking

  /// Calls `visit` with every entry below `root` and `root` itself (links
  /// not followed), leaving out hidden names and the `ignored` folders.
  static func walk(
    _ root: String, ignoring ignored: [String], _ visit: (String, stat) -> Void
  ) {
    var info = stat()
    guard lstat(root, &info) == 0, !ignored.contains(root) else { return }
    visit(root, info)
    guard (info.st_mode & S_IFMT) == S_IFDIR, let folder = opendir(root) else { return }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(folder)
    for name in names { walk(root + "/" + name, ignoring: ignored, visit) }
  }
}

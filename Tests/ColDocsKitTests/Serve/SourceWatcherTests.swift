import Foundation
import Synchronization
import Testing

@testable import ColDocsKit

/// `serve`'s watcher wakes for an edit of a source, once per burst, and not
/// for what a build writes (the site, the scratch space) or hidden files.
@Suite struct SourceWatcherTests {
  private func guide() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "watched-\(UUID().uuidString)")
    for folder in ["content/part", "site"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try "# A".write(
      to: root.appendingPathComponent("content/part/a.md"), atomically: true, encoding: .utf8)
    return root
  }

  /// Runs `waitForChange` on a thread; returns how many times it woke
  /// within `seconds` while `edit` ran.
  private func wakes(_ watcher: SourceWatcher, within seconds: Double, _ edit: () throws -> Void)
    rethrows -> Int
  {
    let count = Mutex(0)
    let thread = Thread {
      while true {
        watcher.waitForChange()
        count.withLock { $0 += 1 }
      }
    }
    thread.start()
    Thread.sleep(forTimeInterval: 0.1)
    try edit()
    Thread.sleep(forTimeInterval: seconds)
    return count.withLock { $0 }
  }

  @Test func anEditWakesItOncePerBurst() throws {
    let root = try guide()
    defer { try? FileManager.default.removeItem(at: root) }
    let watcher = SourceWatcher(
      folders: [root.appendingPathComponent("content")],
      ignored: [root.appendingPathComponent("site")])
    #expect(watcher.isNotified)
    let woke = try wakes(watcher, within: 0.6) {
      for round in 0..<5 {
        try "# A \(round)".write(
          to: root.appendingPathComponent("content/part/a.md"), atomically: true, encoding: .utf8)
      }
    }
    #expect(woke == 1)
  }

  @Test func whatABuildWritesAndHiddenFilesDoNotWakeIt() throws {
    let root = try guide()
    defer { try? FileManager.default.removeItem(at: root) }
    // The guide's root watched as a whole, as a package holding its guide is.
    let watcher = SourceWatcher(folders: [root], ignored: [root.appendingPathComponent("site")])
    let woke = try wakes(watcher, within: 0.4) {
      try "x".write(
        to: root.appendingPathComponent("site/index.html"), atomically: true, encoding: .utf8)
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(".site.coldocs-new"), withIntermediateDirectories: true)
      try "x".write(
        to: root.appendingPathComponent("content/.a.md.swp"), atomically: false, encoding: .utf8)
    }
    #expect(woke == 0)
  }

  /// A folder that does not exist yet (templates/ of a guide on the built-in
  /// theme) is noticed when it is made.
  @Test func aMissingFolderIsNoticedWhenMade() throws {
    let root = try guide()
    defer { try? FileManager.default.removeItem(at: root) }
    let templates = root.appendingPathComponent("templates")
    let watcher = SourceWatcher(
      folders: [root.appendingPathComponent("content"), templates],
      ignored: [root.appendingPathComponent("site")])
    let woke = try wakes(watcher, within: 0.4) {
      try "x".write(
        to: root.appendingPathComponent("site/other.html"), atomically: true, encoding: .utf8)
      try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    }
    #expect(woke == 1)
  }

  @Test func theFingerprintFollowsEditsAndSkipsHiddenFiles() throws {
    let root = try guide()
    defer { try? FileManager.default.removeItem(at: root) }
    let watcher = SourceWatcher(folders: [root.appendingPathComponent("content")], ignored: [])
    let before = watcher.signature()
    try "x".write(
      to: root.appendingPathComponent("content/.hidden"), atomically: true, encoding: .utf8)
    #expect(watcher.signature() == before)
    try "# B, longer".write(
      to: root.appendingPathComponent("content/part/a.md"), atomically: true, encoding: .utf8)
    #expect(watcher.signature() != before)
  }
}

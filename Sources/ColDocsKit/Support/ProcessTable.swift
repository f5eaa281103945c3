import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The processes of this machine that this user may inspect, read from /proc.
enum ProcessTable {
  struct Entry {
    let pid: pid_t
    let group: pid_t
    let commandLine: String

    func environmentContains(_ needle: [UInt8]) -> Bool {
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
        return false
      }
      return data.split(separator: 0).contains { $0.elementsEqual(needle) }
    }
  }

  /// Every process that is not a zombie, except this one.
  static func live() -> [Entry] {
    let me = getpid()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    return names.compactMap { name -> Entry? in
      guard let pid = pid_t(name), pid != me,
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // "pid (comm) state ppid pgrp …"; the name may hold spaces and ")".
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, fields[0] != "Z", let group = pid_t(fields[2]) else { return nil }
      let arguments =
        FileManager.default.contents(atPath: "/proc/\(name)/cmdline")?.split(separator: 0).map {
          String(decoding: $0, as: UTF8.self)
        } ?? []
      return Entry(pid: pid, group: group, commandLine: arguments.joined(separator: " "))
    }
  }
}

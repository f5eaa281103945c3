import Foundation
import Testing

@testable import ColDocsKit

/// The pids control group bounds a program and what it starts, root
/// included, which RLIMIT_NPROC cannot.
@Suite struct PidsGroupTests {
  @Test func aProgramInTheGroupCannotStartMoreThanTheLimit() throws {
    guard let group = PidsGroup.make(limit: 8) else {
      // Not root, or no pids controller coldocs may use: the sandbox's
      // RLIMIT_NPROC is the limit there, tested by the example fork test.
      return
    }
    defer { group.remove() }
    // Says whether it is in a coldocs group, then tries to start 30
    // sleeping children; the shell reports each fork the kernel refused.
    let script = """
      grep -c coldocs- /proc/self/cgroup
      for i in $(seq 30); do sleep 5 & done
      """
    let command = group.joining(["/bin/sh", "-c", script])
    let outcome = try Subprocess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst())
    ).run(timeout: 20)
    #expect(outcome.output.hasPrefix("1"), "the program ran in the group: \(outcome.output)")
    #expect(
      outcome.errorOutput.contains("fork") || outcome.errorOutput.contains("Resource"),
      "\(outcome.errorOutput)")
    #expect(group.members().count <= 8)
  }

  @Test func removingTheGroupEndsWhatIsLeftInIt() throws {
    guard let group = PidsGroup.make(limit: 16) else { return }
    let mark = String(UInt32.random(in: 100_000...999_999))
    let command = group.joining(["/bin/sh", "-c", "env -i setsid sleep 7.\(mark) & sleep 0.2"])
    _ = try Subprocess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst())
    ).run(timeout: 10)
    group.remove()
    #expect(!FileManager.default.fileExists(atPath: group.folder.path))
    Thread.sleep(forTimeInterval: 0.2)
    #expect(!liveCommandLines().contains { $0.contains("7.\(mark)") })
  }
}

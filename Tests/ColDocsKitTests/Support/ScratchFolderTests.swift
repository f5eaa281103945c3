import Foundation
import Testing

@testable import ColDocsKit

/// A coldocs killed outright (Ctrl-C twice, SIGKILL, the CI runner's time
/// limit) cannot remove its scratch folders; the next one does.
@Suite struct ScratchFolderTests {
  @Test func foldersOfAColdocsThatIsGoneAreReclaimedAndLiveOnesKept() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-reclaim-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: parent) }
    let live = try ScratchFolder.make("run", in: parent)
    // A process that has ended: its id names no running process.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let orphan = parent.appendingPathComponent(
      "\(ScratchFolder.prefix)\(ended.processIdentifier)-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: orphan.appendingPathComponent("deep"), withIntermediateDirectories: true)
    let unrelated = parent.appendingPathComponent("someone-elses-folder")
    try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: true)

    #expect(ScratchFolder.reclaim(in: parent) == [orphan.lastPathComponent])
    #expect(!FileManager.default.fileExists(atPath: orphan.path))
    #expect(FileManager.default.fileExists(atPath: live.path))
    #expect(FileManager.default.fileExists(atPath: unrelated.path))
  }
}

import Foundation
import Testing

@testable import ColDocsKit

/// `check --update` owns only the snapshots it writes, and a snapshot it
/// cannot write is a located problem.
@Suite struct SnapshotStoreTests {
  private func example(_ id: String, chapter: String = "flow") -> ExampleSpec {
    ExampleSpec(
      id: id, chapter: chapter, file: "content/\(chapter).md", line: 7, column: 1, timeout: nil,
      function: "example_1", blockIndex: 0)
  }

  private func store() throws -> SnapshotStore {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return SnapshotStore(folder: folder, displayFolder: "content")
  }

  private func write(_ text: String, _ path: String, in store: SnapshotStore) throws {
    let url = store.folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func onlySnapshotsCodocsWroteAreOrphans() throws {
    let store = try store()
    defer { try? FileManager.default.removeItem(at: store.folder) }
    try store.record(Snapshot(text: "snapshot flow/grid\npanel 1\n"), for: example("grid"))
    try store.record(Snapshot(text: "snapshot flow/old\npanel 1\n"), for: example("old"))
    try store.record(
      Snapshot(text: "snapshot gone/x\npanel 1\n"), for: example("x", chapter: "gone"))
    try write("Notes for reviewers.\n", "README.txt", in: store)
    try write("work in progress\n", "drafts/wip.txt", in: store)
    try write("snapshot flow/deep\n", "flow/deeper/deep.txt", in: store)
    try write("my own notes\n", "flow/notes.txt", in: store)
    let orphans = store.orphans(keeping: [example("grid")]).map {
      String($0.path.dropFirst(store.folder.path.count + 1))
    }
    #expect(orphans == ["flow/old.txt", "gone/x.txt"])
  }

  @Test func aSnapshotsPathThatIsAFileIsLocatedAtTheExample() throws {
    let store = try store()
    defer { try? FileManager.default.removeItem(at: store.folder) }
    try write("not a folder\n", "flow", in: store)
    var problem: Diagnostic?
    do {
      try store.record(Snapshot(text: "snapshot flow/grid\n"), for: example("grid"))
    } catch {
      problem = store.unwritable(example("grid"), error)
    }
    #expect(problem?.file == "content/flow.md" && problem?.line == 7)
    #expect(
      problem?.message.contains("content/snapshots/flow is a file") == true,
      "\(String(describing: problem))")
    #expect(
      problem?.message.contains("NSCocoaErrorDomain") == false, "\(String(describing: problem))")
  }
}

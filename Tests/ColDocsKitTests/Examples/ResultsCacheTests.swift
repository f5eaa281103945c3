import Foundation
import Testing

@testable import ColDocsKit

/// The results cache: a chapter's outcomes are found again only when
/// nothing that could change them has changed.
@Suite struct ResultsCacheTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "coldocs-cache-\(UUID().uuidString)")

  private func cache(options: String = "timeout 10") -> ResultsCache {
    ResultsCache(folder: folder, options: options)
  }

  private func module(_ code: String, timeout: String = "") throws -> ChapterModule {
    ChapterModule(try plannedChapter("```swift example id=e\(timeout)\n\(code)\n```\n"))
  }

  @Test func theKeyFollowsTheCodeTheOptionsAndTheTimeLimits() throws {
    let base = try module("return 1")
    #expect(cache().key(for: base) == cache().key(for: try module("return 1")))
    #expect(cache().key(for: base) != cache().key(for: try module("return 2")))
    #expect(cache().key(for: base) != cache(options: "timeout 5").key(for: base))
    #expect(
      cache().key(for: base) != cache().key(for: try module("return 1", timeout: " timeout=3")))
  }

  @Test func storedOutcomesComeBackAndReplaceTheChaptersOlderEntry() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try module("return 1")
    let second = try module("return 2")
    let failed = ["a/e": ExampleOutcome.failed([Diagnostic(file: "content/a.md", message: "no")])]
    #expect(cache().outcomes(for: first) == nil)
    cache().store(failed, for: first)
    #expect(cache().outcomes(for: first)?["a/e"]?.diagnostics.first?.message == "no")
    cache().store([:], for: second)
    #expect(cache().outcomes(for: first) == nil, "the chapter's older entry is gone")
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(entries.count == 1)
  }
}

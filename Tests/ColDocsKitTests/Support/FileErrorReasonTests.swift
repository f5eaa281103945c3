import Foundation
import Testing

@testable import ColDocsKit

/// Foundation reports some failures with a generic code (512, "unknown")
/// and no system error; the reason must still be in plain words.
@Suite struct FileErrorReasonTests {
  @Test func aPathThroughAFileIsSaidToBeNotAFolder() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-reason-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let target = file.appendingPathComponent("site/index.html").path
    let error = NSError(
      domain: NSCocoaErrorDomain, code: 512, userInfo: [NSFilePathErrorKey: target])
    #expect(FileErrorReason.of(error) == String(cString: strerror(ENOTDIR)))
  }

  @Test func anUnknownCauseStillNamesTheCode() {
    let error = NSError(domain: NSCocoaErrorDomain, code: 512)
    #expect(FileErrorReason.of(error) == "the system refused (NSCocoaErrorDomain 512)")
  }
}

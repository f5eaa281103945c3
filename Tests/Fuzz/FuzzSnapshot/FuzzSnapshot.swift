// libFuzzer target: the snapshot reader, comparing two recorded texts.
import Foundation

@testable import ColDocsKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  // The input is two snapshots, split at its first NUL-free half-way line.
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let half = lines.count / 2
  let before = Snapshot(text: lines[..<half].joined(separator: "\n"))
  let after = Snapshot(text: lines[half...].joined(separator: "\n"))
  _ = after.differences(from: before)
  _ = before.differences(from: after)
  return 0
}

// SwiftPM links an executable's entry point as `FuzzSnapshot_main`; here it hands
// over to libFuzzer's driver, which calls the function above for each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ body: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzSnapshot_main")
public func FuzzSnapshotMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzer(&count, &arguments, fuzzSnapshot)
}

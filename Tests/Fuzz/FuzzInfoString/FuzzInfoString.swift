// libFuzzer target: code-block info strings and include paths on any text.
import Foundation

@testable import ColDocsKit

private let root = FileManager.default.temporaryDirectory.appendingPathComponent(
  "coldocs-fuzz-includes-\(getpid())")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoString(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  let place = (file: "content/page.md", line: 1, column: 1)
  let includes = SourceInclude(base: root, allowed: [root], formerBase: root)
  if case .include(let path, let selection)? = try? CodeBlockRole.parse(text, at: place) {
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    _ = try? includes.text(path, selection, at: place)
  }
  let parts = text.split(separator: "#", maxSplits: 1).map(String.init)
  if parts.count == 2, let selection = IncludeSelection(fragment: parts[1]) {
    _ = try? includes.text(parts[0], selection, at: place)
  }
  return 0
}

// SwiftPM links an executable's entry point as `FuzzInfoString_main`; here it hands
// over to libFuzzer's driver, which calls the function above for each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ body: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzInfoString_main")
public func FuzzInfoStringMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzer(&count, &arguments, fuzzInfoString)
}

// libFuzzer target: the front-matter and configuration readers on any bytes.
// Any input may be refused with a Diagnostic; none may crash or hang.
import Foundation

@testable import ColDocsKit

private let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
  "coldocs-fuzz-configuration-\(getpid())")
private let file = scratch.appendingPathComponent("coldocs.yml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  try? data.write(to: file)
  _ = try? SiteConfiguration.load(from: file, displayPath: "content/coldocs.yml")
  _ = try? FrontMatter.split(String(decoding: data, as: UTF8.self), file: "content/page.md")
  return 0
}

// SwiftPM links an executable's entry point as `FuzzConfiguration_main`; here it hands
// over to libFuzzer's driver, which calls the function above for each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ body: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzConfiguration_main")
public func FuzzConfigurationMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzer(&count, &arguments, fuzzConfiguration)
}

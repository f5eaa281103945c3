// libFuzzer target: a Markdown page (front matter, cmark, code-block roles,
// headings, highlighting) rendered to its HTML body, examples not run.
import Foundation

@testable import ColDocsKit

private let root = FileManager.default.temporaryDirectory.appendingPathComponent(
  "coldocs-fuzz-markdown-\(getpid())")
private let file = root.appendingPathComponent("01-page.md")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdownPage(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  try? Data(bytes: start, count: count).write(to: file)
  guard let source = try? ChapterSource(url: file, displayPath: "content/01-page.md"),
    let plan = try? ChapterPlan(source, projectRoot: root)
  else { return 0 }
  _ = PageRenderer(plan: plan, outcomes: [:]).render()
  _ = ChapterModule(plan).code
  return 0
}

// SwiftPM links an executable's entry point as `FuzzMarkdownPage_main`; here it hands
// over to libFuzzer's driver, which calls the function above for each input.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ body: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("FuzzMarkdownPage_main")
public func FuzzMarkdownPageMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzer(&count, &arguments, fuzzMarkdownPage)
}

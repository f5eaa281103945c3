import Foundation
import Testing

@testable import ColDocsKit

/// Code that nests square brackets past `SwiftNesting.limit` is never handed
/// to swift-syntax, whose look-ahead doubles with each level: the fuzzer's
/// page with `0.[[[…[5` (92 levels) would have taken longer than the age of
/// the universe to highlight.
@Suite struct SwiftNestingTests {
  private let fuzzed = "UIView.animate(withDuration: 0." + String(repeating: "[", count: 92) + "5)"

  @Test func theDepthCountsOpenBracketsOnly() {
    #expect(!SwiftNesting.isTooDeep("let grid: [[[Int]]] = [[[1]]]"))
    #expect(!SwiftNesting.isTooDeep(String(repeating: "[]", count: 100)))
    #expect(SwiftNesting.isTooDeep(String(repeating: "[", count: SwiftNesting.limit + 1)))
    #expect(!SwiftNesting.isTooDeep(String(repeating: "[", count: SwiftNesting.limit)))
  }

  @Test func aBlockTooDeepIsShownPlainAtOnce() {
    let html = SwiftHighlighter.html(fuzzed + " < 1")
    #expect(html == HTML.escape(fuzzed + " < 1"))
    #expect(!html.contains("hl-"))
  }

  @Test func anExampleTooDeepKeepsItsReturnsAsWritten() {
    let source = "return " + fuzzed
    let capture = ReturnCapture(source)
    #expect(capture.code == source && capture.insertions.isEmpty)
  }
}

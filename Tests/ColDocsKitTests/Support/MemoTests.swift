import Synchronization
import Testing

@testable import ColDocsKit

@Suite struct MemoTests {
  @Test func aValueIsComputedOnceAndKept() {
    let memo = Memo<Int>()
    let calls = Mutex(0)
    for _ in 0..<3 {
      let value = memo.value(for: "a") {
        calls.withLock { $0 += 1 }
        return 7
      }
      #expect(value == 7)
    }
    #expect(calls.withLock { $0 } == 1)
  }

  @Test func aFullMemoForgetsAndStartsAgain() {
    let memo = Memo<String>(capacity: 2)
    let calls = Mutex(0)
    func ask(_ key: String) {
      _ = memo.value(for: key) {
        calls.withLock { $0 += 1 }
        return key
      }
    }
    ask("a")
    ask("b")
    ask("a")  // kept
    ask("c")  // full: forgets a and b
    ask("a")
    #expect(calls.withLock { $0 } == 4)
  }

  /// The memo must never change what a build writes: a block highlighted
  /// twice gives the same bytes, linked or not.
  @Test func highlightingFromTheMemoIsTheSameAsFresh() {
    let code =
      "let layout = UICollectionViewFlowLayout()\nlayout.itemSize = CGSize(width: 50, height: 50)\n"
    #expect(SwiftHighlighter.html(code) == SwiftHighlighter.html(code))
    #expect(
      SwiftHighlighter.html(code, linkingItems: true)
        == SwiftHighlighter.html(code, linkingItems: true))
    #expect(ReturnCapture.of("return 1\n").code == ReturnCapture("return 1\n").code)
  }
}

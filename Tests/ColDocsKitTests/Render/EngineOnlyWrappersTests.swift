import SwiftParser
import Testing

@testable import ColDocsKit

/// A chapter's own function that only calls what coldocs has is coldocs's
/// too: the page marks its calls, and the app replaces them.
@Suite struct EngineOnlyWrappersTests {
  private let declarations = """
    func swipeLeft(_ collectionView: UICollectionView) throws {
      try collectionView.simulateDrag(by: CGPoint(x: 120, y: 0), duration: 0.15)
      // The reader looks at the card before the next swipe.
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
    }

    func settle(_ collectionView: UICollectionView) throws {
      collectionView.layoutIfNeeded()
      try collectionView.simulateDrag(by: CGPoint(x: 10, y: 0), duration: 0.15)
    }
    """

  @Test func onlyAFunctionOfNothingButCoLDocsCallsIsOne() {
    let wrappers = EngineOnlyWrappers.of(Parser.parse(source: declarations))
    #expect(wrappers == ["swipeLeft": .finger], "settle lays out, which an app does too")
  }

  @Test func itsCallsAndItsDeclarationAreMarked() {
    let wrappers: [String: EngineOnlyCall] = ["swipeLeft": .finger]
    let example = EngineOnlyLines(
      Parser.parse(
        source: """
          let view = cards()
          try swipeLeft(view)
          try view.swipeLeft(view)
          return view
          """), example: true, wrappers: wrappers
    ).kinds
    #expect(example[1] == .finger)
    #expect(example[2] == nil, "a method of the same name is another function")
    let declared = EngineOnlyLines(
      Parser.parse(source: declarations), example: false, wrappers: wrappers
    ).kinds
    #expect((0...4).allSatisfy { declared[$0] != nil }, "the whole function, braces too")
    #expect(declared[6] == nil && declared[7] == nil)
  }

  @Test func theAppPromptsWhereTheExampleCalledIt() throws {
    let wrappers: [String: EngineOnlyCall] = ["swipeLeft": .finger]
    let code = try AppCode.example(
      """
      let view = cards()
      let timeline = try view.recordTimeline {
        for _ in 0..<3 { try swipeLeft(view) }
      }
      return timeline
      """, wrappers: wrappers
    ).get()
    #expect(
      code.readable == """
        let view = cards()
        screen.prompt("Drag the content with your finger.")
        return view
        """)
    let shared = AppCode.declarations(declarations, wrappers: wrappers)
    #expect(!shared.code.readable.contains("swipeLeft"))
    #expect(shared.code.readable.contains("func settle"))
  }
}

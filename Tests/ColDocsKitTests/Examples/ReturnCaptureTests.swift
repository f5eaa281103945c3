import Testing

@testable import ColDocsKit

@Suite struct ReturnCaptureTests {
  @Test func wrapsTheExamplesOwnReturnsOnly() {
    let code = """
      let sizes = [1, 2].map { value -> Int in return value * 2 }
      func helper() -> Int { return 3 }
      if sizes.isEmpty { return first }
      return SideBySide(a, b)
      """
    let capture = ReturnCapture(code)
    #expect(capture.code.contains("{ value -> Int in return value * 2 }"))
    #expect(capture.code.contains("func helper() -> Int { return 3 }"))
    #expect(capture.code.contains("{ return CapturedExampleOutput(first) }"))
    #expect(capture.code.hasSuffix("return CapturedExampleOutput(SideBySide(a, b))"))
    #expect(
      capture.insertions == [
        ReturnCapture.Insertion(line: 3, column: 27), ReturnCapture.Insertion(line: 4, column: 8),
      ])
  }

  @Test func columnsAfterAnInsertionMapBack() {
    var insertions = ColumnInsertions()
    insertions.byLine[10] = [(column: 8, width: 22)]
    #expect(insertions.originalColumn(5, line: 10) == 5)
    #expect(insertions.originalColumn(12, line: 10) == 8)
    #expect(insertions.originalColumn(40, line: 10) == 18)
    #expect(insertions.originalColumn(40, line: 11) == 40)
  }
}

import Testing

@testable import ColDocsKit

@Suite struct CodeBreaksTests {
  @Test func aNameMayWrapBetweenItsWordsAndAfterItsPunctuation() {
    #expect(
      CodeBreaks.withBreaks("collectionView(_:itemsForBeginning:at:)")
        == "collection<wbr>View(<wbr>_:<wbr>items<wbr>For<wbr>Beginning:<wbr>at:)")
    #expect(CodeBreaks.withBreaks(".fractionalWidth(f)") == ".fractional<wbr>Width(<wbr>f)")
    // Nothing that would start a line with ")" or a second ".".
    #expect(CodeBreaks.withBreaks("reloadData()") == "reload<wbr>Data()")
    #expect(CodeBreaks.withBreaks("0..<n") == "0..<n")
    // Capitals in a row (an acronym) and a lone word have nowhere to wrap.
    #expect(CodeBreaks.withBreaks("NSItemProvider") == "NSItem<wbr>Provider")
    #expect(CodeBreaks.withBreaks("zIndex") == "z<wbr>Index")
    #expect(CodeBreaks.withBreaks("plain") == "plain")
  }

  @Test func entitiesStayWhole() {
    // "&lt;" holds neither a capital after a small letter nor punctuation
    // a break may follow; its ";" is not a break either.
    #expect(CodeBreaks.withBreaks("a&lt;B&gt;") == "a&lt;B&gt;")
    #expect(CodeBreaks.withBreaks("x:&amp;Y") == "x:&amp;Y")
    #expect(CodeBreaks.withBreaks("a:&amp;b:c") == "a:&amp;b:<wbr>c")
  }

  @Test func onlyCodeSpansGetBreaks() {
    let html = "<td>aDelegate <code>dragDelegate</code> and <em>dropDelegate</em></td>"
    #expect(
      CodeBreaks.inserted(into: html)
        == "<td>aDelegate <code>drag<wbr>Delegate</code> and <em>dropDelegate</em></td>")
  }
}

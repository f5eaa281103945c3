import Testing

@testable import ColDocsKit

/// Byte search: the same answers as a search by characters wherever the
/// needle is ASCII or a noncharacter, which is all it is used for.
@Suite struct UTF8SearchTests {
  @Test(arguments: [
    ("<code>x</code>", "<code>", true),
    ("text <code>", "<code>", true),
    ("<cod", "<code>", false),
    ("", "[!", false),
    ("a [! b", "[!", true),
    ("布局 [!NOTE]", "[!", true),
    ("[[[ ! ]]]", "[!", false),
  ])
  func containsFindsTheNeedleAnywhere(text: String, needle: String, found: Bool) {
    #expect(text.containsUTF8(needle) == found)
  }

  /// An empty needle is in every text, as in `range(of:)`'s byte sense.
  @Test func anEmptyNeedleIsFound() {
    #expect("abc".containsUTF8(""))
  }

  /// The range is given in the substring's own indices, past multi-byte
  /// characters before it, and a second search starts where the first
  /// match ended, as the callers' loops do.
  @Test func rangesAreIndicesOfTheSubstring() throws {
    let html = "<p>瀑布流 <code>a</code> 和 <code>b</code></p>"
    let slice = html.dropFirst(3)
    let first = try #require(slice.rangeUTF8(of: "<code>"))
    #expect(html[first] == "<code>")
    #expect(html[..<first.lowerBound] == "<p>瀑布流 ")
    let rest = slice[first.upperBound...]
    let close = try #require(rest.rangeUTF8(of: "</code>"))
    #expect(html[first.upperBound..<close.lowerBound] == "a")
    let second = try #require(rest[close.upperBound...].rangeUTF8(of: "<code>"))
    #expect(html[second.upperBound...].hasPrefix("b</code>"))
    #expect(rest[second.upperBound...].rangeUTF8(of: "<code>") == nil)
  }

  /// A first byte that matches without the rest does not stop the search.
  @Test func aPartialMatchIsSkipped() throws {
    let text = "<co <cod <code>!"[...]
    let range = try #require(text.rangeUTF8(of: "<code>"))
    #expect(text[range.upperBound...] == "!")
  }
}

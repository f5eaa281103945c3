import Foundation
import Testing

@testable import ColDocsKit

/// The one escaper of strings written into pages and the scripts they load
/// (`JSONText`): each rule, the places where the three escapers it replaced
/// wrote otherwise, and that what it writes reads back as the text.
@Suite struct JSONTextTests {
  /// `text` read back as JSON reads a string.
  private func decoded(_ literal: String) throws -> String? {
    try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
      as? String
  }

  @Test(arguments: [
    ("\"", #""\"""#),
    ("\\", #""\\""#),
    ("\n\r\t", #""\n\r\t""#),
    ("\u{0}\u{1}\u{8}\u{C}\u{1F}", #""\u0000\u0001\u0008\u000c\u001f""#),
    ("</script>", #""\u003c/script\u003e""#),
    ("<!-- -->", #""\u003c!-- --\u003e""#),
    ("&quot;", #""\u0026quot;""#),
    ("\u{2028}\u{2029}", #""\u2028\u2029""#),
    ("\u{7F}\u{80}\u{85}\u{9F}", #""\u007f\u0080\u0085\u009f""#),
    // Left as they are: the apostrophe, `/`, U+00A0 and everything above
    // it but U+2028 and U+2029.
    ("'/\u{A0}é\u{2027}\u{202A}完😀", "\"'/\u{A0}é\u{2027}\u{202A}完😀\""),
  ])
  func eachRule(text: String, literal: String) throws {
    #expect(JSONText.string(text) == literal)
    #expect(try decoded(literal) == text)
  }

  /// The search index's old escaper (`JSONText` before) left `>`, `&`,
  /// U+2028, U+2029 and U+007F–U+009F as they were.
  @Test func whereTheSearchIndexWroteOtherwise() {
    #expect(JSONText.string("a>b") == #""a\u003eb""#)
    #expect(JSONText.string("a&b") == #""a\u0026b""#)
    #expect(JSONText.string("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
    #expect(JSONText.string("\u{7F}\u{80}\u{9F}") == #""\u007f\u0080\u009f""#)
  }

  /// navigation.js's old escaper wrote `/` as `\/` and left `<`, `>`, `&`
  /// and U+007F–U+009F as they were.
  @Test func whereTheChapterListWroteOtherwise() {
    #expect(JSONText.string("a/b") == #""a/b""#)
    #expect(
      JSONText.string("<a href=\"x.html\">A &amp; B</a>")
        == #""\u003ca href=\"x.html\"\u003eA \u0026amp; B\u003c/a\u003e""#)
    #expect(JSONText.string("\u{7F}\u{85}") == #""\u007f\u0085""#)
  }

  /// The theme words' old escaper left U+0080–U+009F as they were.
  @Test func whereTheThemeWordsWroteOtherwise() {
    #expect(JSONText.string("\u{80}\u{85}\u{9F}") == #""\u0080\u0085\u009f""#)
    #expect(JSONText.string("\u{A0}") == "\"\u{A0}\"")
  }

  /// No text, however hostile, leaves a literal that ends a script, opens a
  /// comment in it, holds a character reference or a raw line break; every
  /// literal reads back as its text. Every piece alone and every pair of
  /// pieces, those whose UTF-8 begins as U+2028 or U+0085 does among them.
  @Test func everyLiteralIsInertAndReadsBack() throws {
    let pieces: [String] = [
      "<", ">", "&", "/", "\"", "'", "\\", "\n", "\u{0}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}",
      "\u{100}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "é", "完", "😀", "script", "!--",
    ]
    let texts = pieces + pieces.flatMap { first in pieces.map { first + $0 } } + [pieces.joined()]
    for text in texts {
      let literal = JSONText.string(text)
      for forbidden in ["<", ">", "&", "\n", "\r", "\u{2028}", "\u{2029}", "\u{7F}", "\u{85}"] {
        #expect(!literal.contains(forbidden), "\(literal)")
      }
      #expect(try decoded(literal) == text)
    }
  }

  @Test func appendWritesWhatStringWrites() {
    var bytes = Array("x".utf8)
    JSONText.append("<é\u{2028}>", to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x" + JSONText.string("<é\u{2028}>"))
  }

  @Test func anObjectHasItsKeysSortedAndEscaped() throws {
    let object = JSONText.object(["b": "</script>", "a": "1", "<": "&"])
    #expect(object == #"{"\u003c":"\u0026","a":"1","b":"\u003c/script\u003e"}"#)
    let read = try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: String]
    #expect(read == ["b": "</script>", "a": "1", "<": "&"])
  }

  /// The three writers that put strings into pages or their scripts go
  /// through it.
  @Test func everyWriterUsesIt() {
    let strings = ThemeStrings.english
    #expect(
      strings.scriptJSON
        == JSONText.object(strings.values.filter { ThemeStrings.scriptKeys.contains($0.key) }))
    let document = SearchIndex.Document(
      title: "T <&>", link: "t.html", heading: "H\u{2028}", text: "x", weights: [:])
    #expect(
      document.entry
        == "[" + ["T <&>", "t.html", "H\u{2028}", "x"].map(JSONText.string).joined(separator: ",")
        + "]")
  }
}

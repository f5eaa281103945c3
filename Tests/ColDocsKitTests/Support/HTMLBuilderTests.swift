import Foundation
import Testing

@testable import ColDocsKit

/// The builder every figure is written through: if its escaping breaks,
/// a cell label or an example's output becomes markup on the page.
@Suite struct HTMLBuilderTests {
  @Test func textIsEscaped() {
    var html = HTMLBuilder()
    html.element("p", text: "<script>alert(1)</script> & \"more\"")
    #expect(
      html.markup == "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</p>")
    #expect(!html.markup.contains("<script"))
  }

  /// A quote cannot end an attribute, nor `>` its tag; the apostrophe stays
  /// as it is, every attribute being in double quotes.
  @Test func attributeValuesAreEscaped() {
    var html = HTMLBuilder()
    html.open("g", ["data-el": "a\" onload=\"x()\">'<b>&"])
    #expect(html.markup == "<g data-el=\"a&quot; onload=&quot;x()&quot;&gt;'&lt;b&gt;&amp;\">")
  }

  @Test func attributesKeepTheirOrderAndNilOnesAreLeftOut() {
    var html = HTMLBuilder()
    html.selfClosing(
      "rect", ["x": "0", "style": nil, "width": "1", "class": "b", "opacity": "0.5"])
    #expect(html.markup == "<rect x=\"0\" width=\"1\" class=\"b\" opacity=\"0.5\"/>")
  }

  @Test func elementsWithoutAttributesHaveNoSpaceInTheirTags() {
    var html = HTMLBuilder()
    html.open("g")
    html.selfClosing("rect")
    html.close("g")
    #expect(html.markup == "<g><rect/></g>")
  }

  @Test func nestingClosesInOrder() {
    var html = HTMLBuilder()
    html.element("div", ["class": "cd-problems"]) { inner in
      inner.element("p", text: "Problems")
      inner.element("ul") { list in
        for line in ["a < b", "c"] {
          list.element("li") { $0.element("code", text: line) }
        }
      }
    }
    html.newline()
    #expect(
      html.markup
        == "<div class=\"cd-problems\"><p>Problems</p><ul><li><code>a &lt; b</code></li>"
        + "<li><code>c</code></li></ul></div>\n")
  }

  /// Raw markup is the one way around escaping: it is written exactly as given.
  @Test func rawMarkupIsWrittenAsItIs() {
    var html = HTMLBuilder()
    html.open("code")
    html.raw("<span class=\"hl-keyword\">let</span> x")
    html.text(" < y")
    html.close("code")
    #expect(html.markup == "<code><span class=\"hl-keyword\">let</span> x &lt; y</code>")
  }

  /// The builder escapes exactly as `HTML.escape` does, so pages written
  /// before it and through it read the same.
  @Test func escapingIsHTMLEscape() {
    let text = "\"'<>&é\u{1F600}\r\n"
    var html = HTMLBuilder()
    html.element("p", ["title": text], text: text)
    let escaped = HTML.escape(text)
    #expect(escaped == "&quot;'&lt;&gt;&amp;é\u{1F600}\r\n")
    #expect(html.markup == "<p title=\"\(escaped)\">\(escaped)</p>")
  }

  @Test func aCodeBlockEscapesAllButHighlightedSwift() {
    #expect(
      HTML.codeBlock("<b>", language: "html")
        == "<pre><code class=\"language-html\">&lt;b&gt;</code></pre>\n")
    #expect(HTML.codeBlock("a & b", language: nil) == "<pre><code>a &amp; b</code></pre>\n")
    let swift = HTML.codeBlock("let a = \"<\"", language: "swift")
    #expect(swift.hasPrefix("<pre><code class=\"language-swift\"><span class=\"hl-keyword\">let"))
    #expect(swift.contains("&quot;&lt;&quot;") && !swift.contains("\"<\""))
  }
}

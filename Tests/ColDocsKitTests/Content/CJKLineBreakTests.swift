import Testing

@testable import ColDocsKit

/// A paragraph's line break between two Chinese characters is no space on
/// the page; between Chinese and Latin text it stays one.
@Suite struct CJKLineBreakTests {
  func html(_ markdown: String) -> String { MarkdownDocument(markdown: markdown).renderHTML() }

  @Test func aLineBreakBetweenChineseCharactersJoinsTheLines() {
    #expect(html("类就是\n一个应用\n") == "<p>类就是一个应用</p>\n")
    #expect(html("第一行。\n第二行，\n第三行\n") == "<p>第一行。第二行，第三行</p>\n")
    #expect(html("他说\n“好”\n") == "<p>他说“好”</p>\n")
    #expect(html("ひらがな\nカタカナ\n") == "<p>ひらがなカタカナ</p>\n")
  }

  @Test func aLineBreakBetweenChineseAndLatinTextStaysASpace() {
    #expect(html("UIKit\n布局\n") == "<p>UIKit\n布局</p>\n")
    #expect(html("布局\nUIKit\n") == "<p>布局\nUIKit</p>\n")
    #expect(html("said—\n“No”\n") == "<p>said—\n“No”</p>\n", "English punctuation alone")
    #expect(html("한국\n어\n") == "<p>한국\n어</p>\n", "Korean puts spaces between words")
  }

  @Test func theCharactersInsideEmphasisLinksAndCodeCount() {
    #expect(html("类就是\n*一个*应用\n") == "<p>类就是<em>一个</em>应用</p>\n")
    #expect(html("**类就是**\n[一个](a.md)\n") == "<p><strong>类就是</strong><a href=\"a.md\">一个</a></p>\n")
    #expect(html("`类`\n一个\n") == "<p><code>类</code>一个</p>\n")
    #expect(html("> 类就是\n> 一个\n") == "<blockquote>\n<p>类就是一个</p>\n</blockquote>\n")
    #expect(html("- 类就是\n  一个\n") == "<ul>\n<li>类就是一个</li>\n</ul>\n")
  }

  @Test func hardBreaksCodeBlocksAndTablesStayAsWritten() {
    #expect(html("类就是  \n一个\n") == "<p>类就是<br />\n一个</p>\n")
    #expect(html("```\n类就是\n一个\n```\n") == "<pre><code>类就是\n一个\n</code></pre>\n")
    #expect(html("    类就是\n    一个\n") == "<pre><code>类就是\n一个\n</code></pre>\n")
    // The lines before a table are rendered apart, and joined all the same.
    #expect(
      html("说明\n文字\n| a |\n|---|\n| 1 |\n").hasPrefix("<p>说明文字</p>\n<div class=\"cd-table\">"))
  }

  @Test func aHeadingOnTwoLinesIsJoinedInItsTextToo() {
    let skeleton = MarkdownDocument(markdown: "类就是\n一个\n===\n").skeleton(replacing: [])
    #expect(skeleton.headings == [.init(level: 1, text: "类就是一个")])
  }

  @Test func theRuleNamesItsCharacters() {
    #expect(CJKLineBreak.joins("是", "一"))
    #expect(CJKLineBreak.joins("。", "「"))
    #expect(CJKLineBreak.joins("，", "“"))
    #expect(CJKLineBreak.joins("𠀀", "ア"))
    #expect(!CJKLineBreak.joins("“", "—"), "shared punctuation alone")
    #expect(!CJKLineBreak.joins("t", "布") && !CJKLineBreak.joins("布", "1"))
    #expect(!CJKLineBreak.joins("한", "국"))
  }
}

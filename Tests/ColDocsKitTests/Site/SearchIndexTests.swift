import Foundation
import Testing

@testable import ColDocsKit

@Suite struct SearchIndexTests {
  @Test func textIsCutIntoSectionsWithoutTagsDiagramsOrTables() {
    let html = """
      <p>Intro &amp; <em>more</em>&#33;</p>
      <h2 id="insets">Insets</h2><p>Spacing\n  lines</p><svg><svg><text>0.1</text></svg><text>9.9</text></svg>
      <table><tr><td>65</td></tr></table><h3 id="x">X &lt;y&gt;</h3>
      """
    #expect(
      SearchText(html: html).sections == [
        .init(anchor: "", text: "Intro & more!"),
        .init(anchor: "insets", text: "Insets Spacing lines"),
        .init(anchor: "x", text: "X <y>"),
      ])
  }

  @Test func wordsCamelCasePartsAndChineseCharactersAndPairsAreTokens() {
    let counts = SearchTokens.counts("UICollectionViewFlowLayout a 2x 布局视图, 布局")
    #expect(counts["uicollectionviewflowlayout"] == 1)
    #expect(counts["flow"] == 1 && counts["layout"] == 1 && counts["view"] == 1)
    #expect(counts["ui"] == 1 && counts["collection"] == 1, "UI is a part of its own")
    #expect(counts["a"] == nil, "one-letter words are not tokens")
    #expect(counts["2x"] == 1)
    #expect(counts["布"] == 2 && counts["布局"] == 2 && counts["局视"] == 1 && counts["视图"] == 1)
    #expect(counts["图布"] == nil, "a comma separates the runs")
  }

  @Test func aLineBreakBetweenChineseCharactersIsNoSpaceInTheText() {
    let html = "<p>类就是\n一个应用，\n<em>布局</em>\nUIKit\n布局</p>\n<p>瀑布流</p>\n<p>布局</p>"
    #expect(
      SearchText(html: html).sections == [.init(anchor: "", text: "类就是一个应用，布局 UIKit 布局 瀑布流 布局")])
    let counts = SearchTokens.counts(SearchText(html: html).sections[0].text)
    #expect(counts["是一"] == 1, "the pair across the line break is a token")
    #expect(counts["流布"] == nil, "paragraphs stay apart")
  }

  @Test func shardsAreSmallAndEveryTokenCanBeFound() throws {
    let pages = (0..<400).map { number in
      SearchIndex.Page(
        title: "Page \(number)", file: "p\(number).html",
        headings: [(2, "Part \(number)", "part")],
        html:
          "<p>word\(number) layout \((0..<30).map { "w\(number)x\($0)" }.joined(separator: " "))</p>"
          + "<h2 id=\"part\">Part \(number)</h2><p>集合视图\(number % 10)</p>")
    }
    let files = SearchIndex(documents: pages.map(SearchIndex.documents(of:))).files
    let manifest = try #require(files["search-index.js"])
    #expect(manifest.utf8.count < 100_000)
    #expect(manifest.hasPrefix("window.COLDOCS_SEARCH={\"t\":"))
    let tokenShards = files.keys.filter { $0.hasPrefix("search/t") }
    #expect(tokenShards.count > 1, "the postings are split")
    for (name, text) in files where name.hasPrefix("search/") {
      #expect(text.utf8.count < 200_000, "\(name) is \(text.utf8.count) bytes")
    }
    // "word123" is in the shard its first two characters choose.
    let count = tokenShards.count
    let shard = try #require(files["search/t\(SearchTokens.shard(of: "word123", count: count)).js"])
    #expect(shard.contains("\"word123\":["))
    let chinese = try #require(files["search/t\(SearchTokens.shard(of: "视图", count: count)).js"])
    #expect(chinese.contains("\"视图\":["))
    // Page 5's heading section is document 11 (two sections a page).
    let documents = files.filter { $0.key.hasPrefix("search/d") }.values.joined()
    #expect(documents.contains("[\"Page 5\",\"p5.html#part\",\"Part 5\",\"Part 5 集合视图5\"]"))
  }

  @Test func jsonTextIsSafeInsideAScript() {
    #expect(
      JSONText.string("a\"b\\c</script>\n") == "\"a\\\"b\\\\c\\u003c/script\\u003e\\n\"")
  }
}

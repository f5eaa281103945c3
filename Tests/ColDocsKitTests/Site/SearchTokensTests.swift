import Foundation
import Testing

@testable import ColDocsKit

/// The build's search tokenizer against the cases the page's tokenizer is
/// also held to (`Fixtures/search-vectors.json`; `Tests/Browser/test_tokenizer.py`
/// runs them through coldocs.js), and the glossary it expands queries with.
@Suite struct SearchTokensTests {
  struct Vectors: Decodable {
    struct TokenCase: Decodable {
      let text: String
      let tokens: [String: Int]
    }
    struct QueryCase: Decodable {
      let query: String
      let groups: [[[String]]]
    }
    let tokens: [TokenCase]
    let queries: [QueryCase]
  }

  static func vectors() throws -> Vectors {
    let url = repositoryRoot.appendingPathComponent(
      "Tests/ColDocsKitTests/Fixtures/search-vectors.json")
    return try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
  }

  /// A query's groups as the vectors write them.
  static func written(_ query: String) -> [[[String]]] {
    SearchTokens.query(query).map { $0.map { $0.map(\.notation) } }
  }

  @Test func textsGiveTheTokensOfTheSharedVectors() throws {
    let vectors = try Self.vectors()
    #expect(vectors.tokens.count >= 10)
    for vector in vectors.tokens {
      #expect(SearchTokens.counts(vector.text) == vector.tokens, "\(vector.text)")
    }
  }

  @Test func queriesGiveTheGroupsOfTheSharedVectors() throws {
    let vectors = try Self.vectors()
    #expect(vectors.queries.count >= 10)
    for vector in vectors.queries {
      #expect(Self.written(vector.query) == vector.groups, "\(vector.query)")
    }
  }

  @Test func identifiersAreSplitAtCaseChangesAndDigits() {
    func parts(_ word: String) -> [String] { SearchTokens.parts(of: Array(word.unicodeScalars)) }
    #expect(
      parts("UICollectionViewCompositionalLayout") == [
        "ui", "collection", "view", "compositional", "layout",
      ])
    #expect(
      parts("NSDiffableDataSourceSnapshot") == ["ns", "diffable", "data", "source", "snapshot"])
    #expect(parts("CGRect") == ["cg", "rect"])
    #expect(parts("HTMLParser") == ["html", "parser"])
    #expect(parts("sizeForItemAt") == ["size", "for", "item", "at"])
    #expect(parts("section3Header") == ["section", "header"], "a one-character part is no token")
    #expect(parts("layout").isEmpty && parts("UIKIT").isEmpty, "one part is no split")
    // The whole word is a token besides its parts, so an identifier is
    // found whole, by a prefix, and by its words.
    let counts = SearchTokens.counts("Use UICollectionViewCompositionalLayout here.")
    for token in [
      "uicollectionviewcompositionallayout", "ui", "collection", "view", "compositional", "layout",
    ] {
      #expect(counts[token] == 1, "\(token)")
    }
  }

  @Test func aQueryOfTwoWordsNeedsBothAndAnIdentifierOffersItsParts() {
    // "compositional layout" is in the glossary: both words, or 组合布局.
    #expect(
      Self.written("compositional layout") == [
        [["compositional*", "layout*"], ["组合", "合布", "布局"]]
      ])
    #expect(Self.written("collection flow") == [[["collection*"]], [["flow*"]]])
    #expect(Self.written("FlowLayout") == [[["flowlayout*"], ["flow*", "layout*"]]])
  }

  @Test func chineseQueriesAreExpandedToEnglishAndBack() {
    let waterfall = SearchTokens.query("瀑布流")
    #expect(waterfall.count == 1)
    #expect(waterfall.first?.contains([.init(token: "waterfall", prefix: true)]) == true)
    #expect(Self.written("瀑布流") == [[["瀑布", "布流"], ["waterfall*"]]])
    #expect(Self.written("Waterfall") == [[["waterfall*"], ["瀑布", "布流"]]])
    #expect(Self.written("补充视图") == [[["补充", "充视", "视图"], ["supplementary*", "view*"]]])
    #expect(Self.written("sticky header") == [[["sticky*", "header*"], ["吸顶"], ["悬停"]]])
    // The longest phrase wins; the rest of a run is looked up as it is.
    #expect(Self.written("自定义布局") == [[["自定", "定义", "义布", "布局"], ["custom*", "layout*"]]])
    #expect(Self.written("横向滚动") == [[["横向"]], [["滚动"], ["scroll*"]]])
    // Latin phrases match whole words only.
    #expect(Self.written("cells") == [[["cells*"]]])
    #expect(Self.written("cell") == [[["cell*"], ["单元", "元格"]]])
  }

  @Test func theBuiltInGlossaryPairsChineseWithEnglish() {
    let glossary = SearchGlossary.builtIn
    #expect((20...40).contains(glossary.entries.count), "\(glossary.entries.count) entries")
    for entry in glossary.entries {
      let scalars = entry.map { Array($0.unicodeScalars) }
      #expect(
        scalars.contains { $0.contains(where: SearchTokens.isCJK) }, "\(entry) has no Chinese")
      #expect(
        scalars.contains { !$0.contains(where: SearchTokens.isCJK) }, "\(entry) has no English")
    }
    let phrases = glossary.entries.flatMap { $0 }
    #expect(Set(phrases).count == phrases.count, "a phrase is in two entries")
    // Phrases the issue names.
    for pair in [
      ("瀑布流", "waterfall"), ("补充视图", "supplementary view"), ("装饰视图", "decoration view"),
      ("轮播图", "carousel"), ("自定义布局", "custom layout"), ("流式布局", "flow layout"),
      ("组合布局", "compositional layout"), ("集合视图", "collection view"), ("单元格", "cell"),
      ("分区", "section"), ("吸顶", "sticky header"), ("悬停", "sticky header"),
      ("无限循环", "infinite"), ("拖拽排序", "reorder"), ("自适应高度", "self-sizing"),
      ("自动计算高度", "self-sizing"), ("批量更新", "batch update"), ("差量数据源", "diffable"),
      ("可比较数据源", "diffable"),
    ] {
      #expect(
        glossary.entries.contains { $0.contains(pair.0) && $0.contains(pair.1) }, "\(pair)")
    }
  }

  @Test func theManifestCarriesTheGlossaryForThePage() throws {
    let page = SearchIndex.Page(
      title: "瀑布流", file: "zh.html", headings: [], html: "<p>瀑布流把单元格放进最短的一列。</p>")
    let manifest = try #require(
      SearchIndex(documents: [SearchIndex.documents(of: page)]).files["search-index.js"])
    let prefix = "window.COLDOCS_SEARCH="
    #expect(manifest.hasPrefix(prefix) && manifest.hasSuffix(";\n"))
    let json = Data(manifest.dropFirst(prefix.count).dropLast(2).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    let entries = try #require(object["g"] as? [[String]])
    #expect(entries == SearchGlossary.builtIn.entries)
    #expect(entries.first == ["瀑布流", "waterfall"])
    // A guide's own glossary, and none.
    let own = SearchIndex(
      documents: [], glossary: SearchGlossary(entries: [["卡片", "card"], ["x"]]))
    #expect(own.files["search-index.js"]?.contains(#""g":[["卡片","card"]]};"#) == true)
  }

  @Test func glossaryEntriesNeedTwoPhrasesThatGiveTerms() {
    let glossary = SearchGlossary(entries: [["a", "瀑布"], ["卡片", "card", "c"], ["只有一个"]])
    #expect(glossary.entries == [["卡片", "card"]])
  }
}

import Foundation
import Testing

@testable import ColDocsKit

/// A translation follows its original block by block, through source tags
/// that name each original block by the hash of its text; the translated
/// page is the original with those blocks replaced and its code untouched.
@Suite struct TranslationTrackingTests {
  typealias Block = TranslatableBlocks.Block

  // MARK: Blocks

  /// A body that follows four lines of front matter, with one block of
  /// each kind.
  static let sampler = """
    # Flow layout

    The flow layout puts cells
    in rows.

    - First item
    - Second item
      wrapped

      with a paragraph

    > A quote
    > goes on.

    | Name | Value |
    | --- | :-: |
    | a | 1 |

    ```swift example
    let layout = UICollectionViewFlowLayout()
    ```

    ---

    <div>raw</div>

    <!--
    A comment
    -->
    """

  @Test func blocksHaveTheirKindsAndFileLines() {
    let found = TranslatableBlocks(markdown: Self.sampler, lineOffset: 4)
    let shape = found.blocks.map { "\($0.kind) \($0.firstLine)-\($0.lastLine)" }
    #expect(
      shape == [
        "heading 5-5", "paragraph 7-8", "listItem 10-10", "listItem 11-14", "blockQuote 16-17",
        "table 19-21", "fixed 23-25", "fixed 27-27", "fixed 29-29", "fixed 31-33",
      ])
    #expect(
      found.blocks.map(\.fixed) == [
        nil, nil, nil, nil, nil, nil, .code, .thematicBreak, .html, .comment,
      ])
    #expect(found.problems.isEmpty)
  }

  @Test func aBlockKeepsItsLinesAsWritten() throws {
    let found = TranslatableBlocks(markdown: Self.sampler, lineOffset: 4)
    let item = found.blocks[3]
    // Nested content is the item's, and the blank line after it is not.
    #expect(item.text == "- Second item\n  wrapped\n\n  with a paragraph")
    #expect(item.normalized == "- Second item wrapped with a paragraph")
    #expect(item.contentColumn == 2)
    #expect(
      Array(found.lines(of: item))
        == item.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    #expect(found.blocks[0].headingText == "Flow layout")
    #expect(found.blocks[5].text == "| Name | Value |\n| --- | :-: |\n| a | 1 |")
    let code = try #require(found.blocks.first { $0.fixed == .code })
    #expect(code.text == "```swift example\nlet layout = UICollectionViewFlowLayout()\n```")
  }

  @Test func aTableNeedsItsDelimiterRowSecond() {
    let kinds = { (markdown: String) in TranslatableBlocks(markdown: markdown).blocks.map(\.kind) }
    #expect(kinds("a | b\n--- | ---\n1 | 2\n") == [.table])
    #expect(kinds("Before the table\n| a | b |\n| --- | --- |\n") == [.paragraph])
    #expect(kinds("a | b\nc | d\n") == [.paragraph])
    #expect(kinds("a | b\nc | d\n| --- | --- |\n") == [.paragraph], "a table after a line")
  }

  @Test func aListItemsContentColumnFollowsItsMarker() {
    let columns = { (markdown: String) in
      TranslatableBlocks(markdown: markdown).blocks.map(\.contentColumn)
    }
    #expect(columns("10. Ten\n11.   Eleven\n") == [4, 6])
    #expect(columns("-\n  Later\n-     code\n") == [2, 2])
  }

  // MARK: Hashes

  @Test func theHashIsStableAndIgnoresWhitespaceOnly() {
    let hash = { (markdown: String) in TranslatableBlocks(markdown: markdown).blocks[0].hash }
    // Translators' files hold these: the same text must keep its hash.
    #expect(hash("The flow layout puts cells\nin rows.\n") == "3efd3884")
    #expect(
      hash("The  flow layout\n   puts cells in rows.  \n")
        == hash("The flow layout puts cells in rows."))
    #expect(
      hash("The flow layout puts cells in columns.") != hash("The flow layout puts cells in rows."))
    #expect(
      hash("The flow layout puts cells in rows!") != hash("The flow layout puts cells in rows."))
    let digits = hash("Anything.")
    #expect(digits.count == 8 && digits.allSatisfy { "0123456789abcdef".contains($0) })
  }

  // MARK: Source tags

  @Test func aTagNamesTheNextBlockWhateverItsSpacing() {
    let found = TranslatableBlocks(
      markdown: """
        <!--source:3FA9C2D1-->
        ## 流式布局

        <!--   source :  8b01de77   -->

        段落。
        <!-- source: 00000001 -->
        - 第一
        <!-- source: 00000002 -->
        - 第二
        """)
    #expect(found.blocks.map(\.sourceTag) == ["3fa9c2d1", "8b01de77", "00000001", "00000002"])
    #expect(found.blocks.map(\.kind) == [.heading, .paragraph, .listItem, .listItem])
    #expect(found.problems.isEmpty)
  }

  @Test func misplacedOrMalformedTagsAreReported() {
    func problems(_ markdown: String) -> [String] {
      TranslatableBlocks(markdown: markdown, lineOffset: 2).problems.map {
        "\($0.line): \($0.message)"
      }
    }
    #expect(
      problems("<!-- source: 3fa9c2d -->\n段落。\n")
        == ["3: this source tag is not read"])
    #expect(
      problems("<!-- source: 3fa9c2d1 --> 流式布局\n\n段落。\n") == ["3: this source tag is not read"],
      "a tag stands alone")
    #expect(
      TranslatableBlocks(markdown: "<!-- source: 3fa9c2d -->\n段落。\n").blocks[0].sourceTag == nil)
    #expect(
      problems("<!-- source: 3fa9c2d1 -->\n<!-- source: 8b01de77 -->\n段落。\n")
        == ["3: two source tags come before one block"])
    #expect(
      TranslatableBlocks(markdown: "<!-- source: 3fa9c2d1 -->\n<!-- source: 8b01de77 -->\n段落。\n")
        .blocks[0].sourceTag == "8b01de77")
    #expect(
      problems("<!-- source: 3fa9c2d1 -->\n```swift\nlet x = 1\n```\n")
        == [
          "3: this source tag comes before a code block, rule or HTML block, which is not translated"
        ])
    #expect(
      problems("段落。\n\n<!-- source: 3fa9c2d1 -->\n") == ["5: this source tag comes before no block"]
    )
    #expect(
      problems("- 第一\n\n  <!-- source: 3fa9c2d1 -->\n  第二\n")
        == ["5: a source tag inside a list item or block quote is not read"])
    #expect(problems("<!-- a note to myself -->\n段落。\n").isEmpty)
  }

  // MARK: Alignment

  /// A chapter as first written, to translate.
  static let story = """
    # Cells

    First paragraph.

    Second paragraph.

    ```swift example
    let x = 1
    ```

    Third paragraph.

    """

  static let chinese = [
    "# Cells": "# 单元格", "First paragraph.": "第一段。", "Second paragraph.": "第二段。",
    "Third paragraph.": "第三段。",
  ]

  /// A translation of `original`'s prose, each block after its tag, in
  /// `chinese` where it has the block and marked as a translation where not.
  static func translation(of original: String) -> String {
    TranslatableBlocks(markdown: original).blocks.filter(\.isTranslatable)
      .map {
        TranslatableBlocks.tagLine(for: $0.hash) + "\n" + (chinese[$0.text] ?? "译：" + $0.text)
      }
      .joined(separator: "\n\n") + "\n"
  }

  static func alignment(_ original: String, _ translation: String) -> TranslationAlignment {
    TranslationAlignment(
      original: TranslatableBlocks(markdown: original),
      translation: TranslatableBlocks(markdown: translation))
  }

  @Test func aTranslationOfTheCurrentTextIsFresh() {
    let aligned = Self.alignment(Self.story, Self.translation(of: Self.story))
    #expect(aligned.states == [.fresh(0), .fresh(1), .fresh(2), nil, .fresh(3)])
    #expect(aligned.orphaned.isEmpty && aligned.untagged.isEmpty && aligned.problems.isEmpty)
  }

  @Test func anEditedParagraphKeepsItsTranslationAsStale() {
    let edited = Self.story.replacingOccurrences(of: "Second paragraph.", with: "Second, edited.")
    let aligned = Self.alignment(edited, Self.translation(of: Self.story))
    #expect(aligned.states == [.fresh(0), .fresh(1), .stale(2), nil, .fresh(3)])
    #expect(aligned.orphaned.isEmpty)
  }

  @Test func aNewParagraphIsMissing() {
    let added = Self.story.replacingOccurrences(
      of: "Second paragraph.", with: "A new paragraph.\n\nSecond paragraph.")
    let aligned = Self.alignment(added, Self.translation(of: Self.story))
    #expect(aligned.states == [.fresh(0), .fresh(1), .missing, .fresh(2), nil, .fresh(3)])
    #expect(aligned.orphaned.isEmpty)
  }

  @Test func aDeletedParagraphOrphansItsTranslation() {
    let deleted = Self.story.replacingOccurrences(of: "Second paragraph.\n\n", with: "")
    let aligned = Self.alignment(deleted, Self.translation(of: Self.story))
    #expect(aligned.states == [.fresh(0), .fresh(1), nil, .fresh(3)])
    #expect(aligned.orphaned == [2])
  }

  @Test func editsPairByKindAndInOrder() {
    // The heading and the paragraph after it both edited: each keeps its own.
    let both = Self.story.replacingOccurrences(of: "# Cells", with: "# Cells, edited")
      .replacingOccurrences(of: "First paragraph.", with: "First, edited.")
    #expect(
      Self.alignment(both, Self.translation(of: Self.story)).states
        == [.stale(0), .stale(1), .fresh(2), nil, .fresh(3)])
    // A paragraph that became a list item is no longer translated by the
    // paragraph's translation.
    let list = Self.story.replacingOccurrences(
      of: "Second paragraph.", with: "- Second, as an item.")
    let aligned = Self.alignment(list, Self.translation(of: Self.story))
    #expect(aligned.states == [.fresh(0), .fresh(1), .missing, nil, .fresh(3)])
    #expect(aligned.orphaned == [2])
  }

  @Test func untaggedBlocksAndCodeInATranslationAreReported() {
    let translation =
      Self.translation(of: Self.story)
      + "\n没有标记的段落。\n\n```swift\nlet x = 1\n```\n\n<!-- 译注：不显示 -->\n"
    let aligned = Self.alignment(Self.story, translation)
    #expect(aligned.states == [.fresh(0), .fresh(1), .fresh(2), nil, .fresh(3)])
    #expect(aligned.untagged == [4])
    // Four tagged blocks of two lines with blank lines between, a blank
    // line, the untagged paragraph and a blank line come before the code.
    #expect(
      aligned.problems.map { "\($0.line): \($0.message)" } == [
        "15: a translation holds no code; the original's code blocks appear in it"
      ])
  }

  @Test func aLongChapterAligns() {
    let paragraphs = (0..<2000).map { "Paragraph \($0)." }
    let original = paragraphs.joined(separator: "\n\n")
    var translated = paragraphs
    translated.remove(at: 700)
    translated.insert("Paragraph inserted.", at: 1500)
    let tags = translated.map {
      TranslatableBlocks.tagLine(for: TranslatableBlocks.hash(ofNormalized: $0))
    }
    let translation = zip(tags, translated).map { "\($0)\n译 \($1)" }.joined(separator: "\n\n")
    let aligned = Self.alignment(original, translation)
    #expect(aligned.states[700] == .missing)
    #expect(aligned.orphaned == [1500])
    #expect(aligned.states.filter { if case .fresh = $0 { true } else { false } }.count == 1999)
  }

  // MARK: The translated page

  static let guide = """
    # Flow layout

    Cells go in rows.

    ```swift example
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    ```

    - First point
    - Second point, as first written
    - Third point

    """

  static let guideInChinese = [
    "# Flow layout": "# 流式布局", "Cells go in rows.": "单元格排成一行。", "- First point": "- 第一点",
    "- Second point, as first written": "- 第二点", "- Third point": "- 第三点",
  ]

  static func marker(_ state: TranslationAlignment.State, _ block: Block) -> String {
    state == .missing ? "<p class=\"missing\">missing</p>" : "<p class=\"stale\">stale</p>"
  }

  static func merged(_ original: String) -> TranslatedMarkdown {
    let translation = TranslatableBlocks(markdown: guideTranslation)
    let source = TranslatableBlocks(markdown: original, lineOffset: 3)
    return TranslatedMarkdown(
      original: source, translation: translation,
      alignment: TranslationAlignment(original: source, translation: translation), marker: marker)
  }

  static let guideTranslation = TranslatableBlocks(markdown: guide).blocks.filter(\.isTranslatable)
    .map { TranslatableBlocks.tagLine(for: $0.hash) + "\n" + (guideInChinese[$0.text] ?? "?") }
    .joined(separator: "\n\n")

  @Test func thePageIsTheOriginalWithItsProseTranslated() {
    #expect(
      Self.merged(Self.guide).text == """
        # 流式布局

        单元格排成一行。

        ```swift example
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        ```

        - 第一点
        - 第二点
        - 第三点

        """)
  }

  @Test func staleAndMissingBlocksAreMarked() throws {
    let edited =
      Self.guide.replacingOccurrences(of: "as first written", with: "as edited")
      + "\nA new paragraph.\n"
    let page = Self.merged(edited)
    #expect(
      page.text == """
        # 流式布局

        单元格排成一行。

        ```swift example
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        ```

        - 第一点
        - 第二点

          <p class="stale">stale</p>

        - 第三点

        A new paragraph.

        <p class="missing">missing</p>

        """)
    // The code fence is the original's, byte for byte.
    let fence = try #require(
      TranslatableBlocks(markdown: edited).blocks.first { $0.fixed == .code })
    #expect(page.text.contains(fence.text + "\n"))
    // As cmark reads it: one list, the marker inside the second item.
    let html = MarkdownDocument(markdown: page.text).renderHTML()
    #expect(html.components(separatedBy: "<ul>").count == 2)
    #expect(html.contains("<li>\n<p>第二点</p>\n<p class=\"stale\">stale</p>\n</li>\n<li>"))
    #expect(html.hasSuffix("<p>A new paragraph.</p>\n<p class=\"missing\">missing</p>\n"))
  }

  @Test func aHeadingsMarkerFollowsItsLine() {
    let page = Self.merged(
      Self.guide.replacingOccurrences(of: "# Flow layout", with: "# Flow layouts"))
    #expect(page.text.hasPrefix("# 流式布局\n<p class=\"stale\">stale</p>\n\n单元格排成一行。\n"))
    let html = MarkdownDocument(markdown: page.text).renderHTML()
    #expect(html.hasPrefix("<h1>流式布局</h1>\n<p class=\"stale\">stale</p>\n<p>单元格排成一行。</p>\n"))
  }

  @Test func eachBlockKnowsItsSection() {
    let original = TranslatableBlocks(markdown: "Intro.\n\n# A\n\nText.\n\n## B\n\n- item\n")
    let page = TranslatedMarkdown(
      original: original, translation: TranslatableBlocks(markdown: ""),
      alignment: TranslationAlignment(
        original: original, translation: TranslatableBlocks(markdown: "")),
      marker: { _, _ in "" })
    #expect(page.sectionHeadings == [nil, 1, 1, 3, 3])
    #expect(
      page.text == "Intro.\n\n# A\n\nText.\n\n## B\n\n- item\n", "no marker when the HTML is empty")
  }

  /// The byte loop for ASCII blocks gives what the loop over characters
  /// gives, and text with other characters takes the character loop.
  @Test func normalizingASCIIByBytesMatchesNormalizingByCharacters() {
    func byCharacters(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let samples = [
      "  Two  words\r\nand\ta line.\n", "\u{0B}\u{0C}x\r\ny ", "", " \n\t ",
      "`code`  and **bold**\n\n- item",
    ]
    for sample in samples {
      #expect(TranslatableBlocks.normalizedASCII(sample) == byCharacters(sample))
      #expect(TranslatableBlocks.normalized(sample) == byCharacters(sample))
    }
    #expect(TranslatableBlocks.normalizedASCII("集合 视图") == nil)
    #expect(TranslatableBlocks.normalized(" 集合\u{3000}视图\n ") == "集合 视图")
    let mixed = "Cells —\r\n  each\u{00A0}one, e\u{0301}  \t \u{2003}done "
    #expect(TranslatableBlocks.normalized(mixed) == byCharacters(mixed))
  }
}

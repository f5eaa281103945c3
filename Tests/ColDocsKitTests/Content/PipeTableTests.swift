import Foundation
import Testing

@testable import ColDocsKit

/// GitHub-flavoured Markdown tables: recognised in a paragraph's lines by the
/// GFM spec's rules, and rendered as the spec shows them, alignment aside.
@Suite struct PipeTableTests {
  /// The "Tables (extension)" examples of the GFM spec 0.29-gfm.
  static let spec = SpecExample.load("GFMTables/spec-0.29-gfm-table-examples.json")

  /// The spec writes `align="center"`; coldocs writes a style, since the Nu
  /// HTML checker rejects the obsolete attribute.
  static func withAlignmentStyles(_ html: String) -> String {
    html.replacingOccurrences(
      of: #" align="(left|center|right)""#, with: #" style="text-align: $1""#,
      options: .regularExpression)
  }

  /// The page renderer puts each table in the wrapper that scrolls it.
  static func wrapped(_ html: String) -> String {
    html.replacingOccurrences(of: "<table>", with: "<div class=\"cd-table\">\n<table>")
      .replacingOccurrences(of: "</table>\n", with: "</table>\n</div>\n")
  }

  private func table(_ markdown: String) -> PipeTable? {
    PipeTable.find(in: markdown.components(separatedBy: "\n"))?.table
  }

  // MARK: Recognising tables

  @Test func alignmentsComeFromTheColons() throws {
    let found = try #require(table("| a | b | c | d |\n| --- | :-- | :-: | --: |"))
    #expect(found.alignments == [.none, .left, .center, .right])
    // Outer pipes are optional, one hyphen is enough, spaces are free.
    let bare = try #require(table("a | b\n  :-|-:  "))
    #expect(bare.alignments == [.left, .right])
    #expect(bare.header == ["a", "b"])
  }

  @Test func delimiterRowsAreStrict() {
    #expect(table("| a |\n| :: |") == nil, "a cell needs a hyphen")
    #expect(table("| a |\n| - - |") == nil, "hyphens must touch")
    #expect(table("| a | b |\n| --- | |") == nil, "no cell may be empty")
    #expect(table("| a |\n| -x- |") == nil)
    #expect(table("| a |\n| \\- |") == nil)
    #expect(table("| a |\n    | --- |") == nil, "indented like code")
    #expect(table("| a |\n   | --- |") != nil)
  }

  @Test func someRowNeedsAPipe() {
    #expect(table("Term\n:--") == nil)
    #expect(table("| Term\n:--")?.header == ["Term"])
    #expect(table("Term\n|:--")?.header == ["Term"])
  }

  @Test func cellsAreTrimmedAndPipesUnescaped() throws {
    let found = try #require(table("|  a  |\t b\t| f\\|oo | `x\\|y` | \\*z\\* |\n|-|-|-|-|-|"))
    #expect(found.header == ["a", "b", "f|oo", "`x|y`", "\\*z\\*"])
    // An escaped backslash does not escape the pipe after it.
    #expect(table("| a\\\\| b |\n|-|-|")?.header == ["a\\\\", "b"])
    // An empty cell between pipes is still a cell.
    #expect(table("||b|\n|-|-|")?.header == ["", "b"])
  }

  @Test func headerAndDelimiterMustAgreeOnCells() {
    #expect(table("| abc | def |\n| --- |\n| bar |") == nil)
    #expect(table("| abc |\n| --- | --- |") == nil)
    // As in GitHub's renderer, only the first delimiter-like line is tried.
    #expect(table("| a | b |\n| - |\n| c |\n| - |") == nil)
  }

  @Test func shortRowsArePaddedAndLongOnesCut() throws {
    let found = try #require(table("| a | b |\n|---|---|\n| c |\n| d | e | f |\ng"))
    #expect(found.rows == [["c", ""], ["d", "e"], ["g", ""]])
  }

  @Test func linesBeforeTheTableStayAParagraph() throws {
    let lines = ["Intro *text*", "more | text", "| a |", "| - |", "| b |"]
    let found = try #require(PipeTable.find(in: lines))
    #expect(found.before == ["Intro *text*", "more | text"])
    #expect(found.table == PipeTable(alignments: [.none], header: ["a"], rows: [["b"]]))
    #expect(found.after.isEmpty)
  }

  @Test func linesThatStartBlocksUnderATableEndIt() throws {
    // cmark keeps these in the paragraph; under a table GFM opens a new block.
    for end in ["|", "  | ", "    code", "\tcode", "2. item", "*", "1)"] {
      let found = try #require(PipeTable.find(in: ["| a |", "| - |", "| b |", end, "| c |"]))
      #expect(found.table.rows == [["b"]], "\(end)")
      #expect(found.after == [end, "| c |"], "\(end)")
    }
    #expect(
      PipeTable.find(in: ["| a |", "| - |", "1.5 | x", "*x* |", "-|"])?.table.rows.count == 3)
  }

  @Test func noTableInPlainParagraphs() {
    #expect(PipeTable.find(in: ["Just text,", "no table | here"]) == nil)
    #expect(PipeTable.find(in: ["| --- |"]) == nil, "a delimiter row needs a header above it")
    #expect(PipeTable.find(in: []) == nil)
  }

  // MARK: Rendering

  @Test func htmlHasTheSpecsShapeWithAlignmentStyles() throws {
    let found = try #require(table("| a | b |\n| :-: | --: |\n| c |"))
    #expect(
      found.html(inline: { "[\($0)]" })
        == """
        <table>
        <thead>
        <tr>
        <th style="text-align: center">[a]</th>
        <th style="text-align: right">[b]</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td style="text-align: center">[c]</td>
        <td style="text-align: right"></td>
        </tr>
        </tbody>
        </table>

        """)
  }

  @Test func aTableWithoutBodyRowsHasNoTbody() throws {
    let found = try #require(table("| abc | def |\n| --- | --- |"))
    #expect(found.rows.isEmpty)
    #expect(
      found.html(inline: { $0 })
        == "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n</table>\n")
  }

  // MARK: Through the page renderer

  @Test func aTableComesInItsScrollingWrapper() {
    let html = MarkdownDocument(markdown: "Before.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")
      .renderHTML()
    #expect(html.hasPrefix("<p>Before.</p>\n<div class=\"cd-table\">\n<table>\n"))
    #expect(html.hasSuffix("</tbody>\n</table>\n</div>\n"))
  }

  @Test func gfmSpecTableExamples() {
    #expect(Self.spec.count == 8, "the spec examples are readable from the test fixtures")
    for example in Self.spec {
      let html = MarkdownDocument(markdown: example.markdown).renderHTML()
      #expect(
        html == Self.wrapped(Self.withAlignmentStyles(example.html)),
        "GFM spec example \(example.example)")
    }
  }

  /// Cells hold inline content only: text that would start a block at the
  /// start of a line stays text in a cell.
  @Test func cellsRenderAsInlinesOnly() {
    let markdown = "| # a | - b | > c | 1. d | *e* & f |\n|-|-|-|-|-|\n"
    #expect(
      MarkdownDocument(markdown: markdown).renderHTML()
        == "<div class=\"cd-table\">\n<table>\n<thead>\n<tr>\n<th># a</th>\n<th>- b</th>\n"
        + "<th>&gt; c</th>\n<th>1. d</th>\n<th><em>e</em> &amp; f</th>\n</tr>\n</thead>\n"
        + "</table>\n</div>\n")
  }
}

import Foundation
import Testing

@testable import ColDocsKit

/// The conventions a page in Chinese is checked against: spaces between
/// Chinese and Latin text, full-width punctuation beside Chinese, and
/// nothing reported for code, links or HTML.
@Suite struct ChineseCopywritingTests {
  private func columns(_ line: String) -> [Int] {
    ChineseCopywriting.findings(in: line).map(\.column)
  }

  @Test func latinTextAndDigitsWantASpaceBesideChinese() {
    #expect(columns("用 `itemSize` 设置每个单元格，宽 320 pt。").isEmpty)
    #expect(columns("第3章") == [2, 3])
    #expect(columns("用itemSize设置") == [2, 10])
    // A code span counts as Latin text.
    #expect(columns("用`itemSize`设置") == [2, 12])
  }

  @Test func punctuationBesideChineseIsFullWidth() {
    #expect(columns("单元格,然后") == [4])
    #expect(columns("结束.") == [3])
    #expect(columns("注意:这里") == [3])
    #expect(columns("单元格(cell)") == [4])
    // A full stop inside a version or a number is no sentence's end.
    #expect(columns("版本 1.2 起").isEmpty)
    #expect(columns("Swift 5.9。").isEmpty)
  }

  @Test func linksCodeAndHTMLAreNotProse() {
    #expect(columns("见[第 3 章](03-item-sizes.md#estimated)。").isEmpty)
    #expect(columns("![示意图](assets/a.png)").isEmpty)
    #expect(columns("<!-- source: 3fa9c2d1 -->").isEmpty)
    #expect(columns("请看 <https://example.org> 。").isEmpty)
  }

  @Test func fencedCodeAndFrontMatterAreSkippedAndLinesAreFileLines() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "coldocs-copywriting-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.md")
    try "---\ntitle: 测试A\n---\n正文。\n\n```swift\nlet 名字=1\n```\n\n第2段\n".write(
      to: file, atomically: true, encoding: .utf8)
    let source = try ChapterSource(url: file, displayPath: "content/a.md")
    let warnings = ChineseCopywriting.warnings(in: source)
    #expect(warnings.map(\.line) == [10, 10])
    #expect(warnings.allSatisfy { $0.severity == .warning && $0.file == "content/a.md" })
  }

  @Test func checkReportsThemForChinesePagesOnly() throws {
    let test = try TestProject(
      chapters: [
        "a.md": "English text, with 3 numbers.\n", "b.md": "---\nlang: zh-Hans\n---\n中文3段.\n",
      ])
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    #expect(build.copywriting.map(\.file) == ["content/b.md", "content/b.md", "content/b.md"])
  }
}

import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// A folder that does not exist: a guide without templates/.
private func noFolder() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "coldocs-no-templates-\(UUID().uuidString)")
}

/// The built-in theme's files as text, by path (shared by the tests of
/// what uses the theme's strings).
func builtInTheme() throws -> [String: String] {
  try ThemeFiles(folder: noFolder(), displayFolder: "templates").files.mapValues {
    String(decoding: $0.data, as: UTF8.self)
  }
}

private func strings(
  _ language: String, adding files: [String: String] = [:], overrides: [String: String] = [:]
) throws -> ThemeStrings {
  try ThemeStrings.load(
    language: language, theme: builtInTheme().merging(files) { $1 }, overrides: overrides,
    displayFolder: "templates")
}

/// The located problems `load` throws.
private func problems(_ load: () throws -> ThemeStrings) -> [Diagnostic] {
  do {
    _ = try load()
    Issue.record("expected the strings to be refused")
  } catch let list as DiagnosticList {
    return list.diagnostics
  } catch {
    Issue.record("expected located problems, got \(error)")
  }
  return []
}

/// The English a reader of `html` would meet: words of two letters or more
/// in its text and in its aria-label, placeholder and title values, scripts
/// and styles left out.
private func englishWords(in html: String) -> [String] {
  var page = html
  for element in ["script", "style"] {
    while let open = page.range(of: "<\(element)"),
      let close = page.range(of: "</\(element)>", range: open.upperBound..<page.endIndex)
    {
      page.removeSubrange(open.lowerBound..<close.upperBound)
    }
  }
  var heard = ["aria-label", "placeholder", "title"].flatMap {
    HTML.values(of: $0, in: page)
  }
  var text = ""
  var inTag = false
  for character in page {
    if character == "<" {
      inTag = true
      text.append(" ")
    } else if character == ">" {
      inTag = false
    } else if !inTag {
      text.append(character)
    }
  }
  heard.append(text)
  return heard.joined(separator: " ")
    .split { !($0.isASCII && $0.isLetter) }
    .map(String.init)
    .filter { $0.count > 1 }
}

/// Six numbered items.
private final class SixItems: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 6 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// The theme's fixed words: the table the guide's `lang` chooses, English
/// under every missing string, single strings from coldocs.yml, and pages
/// with no English left on them in Chinese.
@Suite struct ThemeStringsTests {
  @Test(arguments: ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-CN", "zh-hans", "zh-TW"])
  func chineseReadsTheSimplifiedChineseTable(language: String) throws {
    let chinese = try strings(language)
    #expect(chinese.table == "zh-Hans")
    #expect(chinese["tocTitle"] == "本页内容")
    #expect(chinese["searchPlaceholder"] == "搜索")
  }

  @Test(arguments: ["en", "en-GB", "fr", "de-CH", "pt-BR"])
  func aLanguageWithoutATableReadsEnglish(language: String) throws {
    let chosen = try strings(language)
    #expect(chosen.table == "en")
    #expect(chosen == ThemeStrings.english)
    #expect(chosen["tocTitle"] == "On this page")
  }

  @Test func theExactTableWinsAndMissingStringsAreEnglish() throws {
    let mainland = try strings("zh-CN", adding: ["strings/zh-CN.yml": "tocTitle: \"本页目录\"\n"])
    #expect(mainland.table == "zh-CN")
    #expect(mainland["tocTitle"] == "本页目录")
    #expect(mainland["searchPlaceholder"] == "Search")
    // A tag with a region reads its language's table.
    let swiss = try strings(
      "de-CH", adding: ["strings/de.yml": "searchPlaceholder: \"Suchen\"\n"])
    #expect(swiss.table == "de")
    #expect(swiss["searchPlaceholder"] == "Suchen")
    #expect(swiss["tocTitle"] == "On this page")
    #expect(swiss.values.keys.sorted() == ThemeStrings.english.values.keys.sorted())
  }

  @Test func anOverrideReplacesOneString() throws {
    let chinese = try strings("zh-Hans")
    let changed = try strings("zh-Hans", overrides: ["searchPlaceholder": "查找章节"])
    #expect(changed["searchPlaceholder"] == "查找章节")
    #expect(
      changed.values.filter { $0.key != "searchPlaceholder" }
        == chinese.values.filter { $0.key != "searchPlaceholder" })
  }

  @Test func anUnknownOverrideIsALocatedError() throws {
    let found = problems {
      try ThemeStrings.load(
        language: "en", theme: builtInTheme(), overrides: ["serchPlaceholder": "Find"],
        displayFolder: "templates", overridesFile: "content/coldocs.yml",
        overridesLines: ["serchPlaceholder": 4])
    }
    let problem = try #require(found.first)
    #expect(found.count == 1)
    #expect(problem.file == "content/coldocs.yml" && problem.line == 4)
    #expect(problem.message == "unknown string 'serchPlaceholder'")
    #expect(problem.fix.hasPrefix("did you mean 'searchPlaceholder'?"))
    #expect(problem.fix.contains("coldocs theme copy strings/en.yml"))
  }

  @Test func aGuideTableIsCheckedLikeAnOverride() throws {
    let table = """
      tocTitle: "Sur cette page"
      sommaire: "Sommaire"
      chapterLabel: "Chapitre {numero}"

      """
    let found = problems { try strings("fr", adding: ["strings/fr.yml": table]) }
    #expect(found.map(\.file) == ["templates/strings/fr.yml", "templates/strings/fr.yml"])
    #expect(found.map(\.line) == [3, 2])
    #expect(found.first?.message.contains("{numero}") == true)
    #expect(found.first?.fix == "use {number}")
    #expect(found.last?.message == "unknown string 'sommaire'")
  }

  @Test func aValueThatIsNotTextOrBadYAMLIsLocated() throws {
    let table = """
      tocTitle: "Sur cette page"
      navLabel: [a, b]
      playerPlay: 3

      """
    let notText = problems { try strings("fr", adding: ["strings/fr.yml": table]) }
    #expect(notText.map(\.line) == [2, 3])
    #expect(notText.allSatisfy { $0.file == "templates/strings/fr.yml" })
    #expect(notText.first?.message == "the string 'navLabel' must be text")
    let malformed = problems {
      try strings("fr", adding: ["strings/fr.yml": "tocTitle: \"Sur cette page\n"])
    }
    #expect(malformed.first?.file == "templates/strings/fr.yml")
    #expect(malformed.first?.message.hasPrefix("malformed strings table") == true)
  }

  @Test func coldocsYmlGivesStringsWithTheirLines() throws {
    let folder = noFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("coldocs.yml")
    let base = "title: Strings\nchapters:\n  - a.md\nstrings:\n"
    try (base + "  tocTitle: Contents\n  searchPlaceholder: \"3\"\n").write(
      to: file, atomically: true, encoding: .utf8)
    let configuration = try SiteConfiguration.load(from: file, displayPath: "content/coldocs.yml")
    #expect(configuration.strings == ["tocTitle": "Contents", "searchPlaceholder": "3"])
    #expect(configuration.stringLines == ["tocTitle": 5, "searchPlaceholder": 6])
    try (base + "  tocTitle: Contents\n  playerPlay: 3\n").write(
      to: file, atomically: true, encoding: .utf8)
    #expect {
      _ = try SiteConfiguration.load(from: file, displayPath: "content/coldocs.yml")
    } throws: { error in
      let problem = error as? Diagnostic
      return problem?.file == "content/coldocs.yml" && problem?.line == 6
        && problem?.message == "the string 'playerPlay' must be text — put it in quotes"
    }
  }

  @Test func placeholdersAreFilledInByName() throws {
    #expect(ThemeStrings.english.format("chapterLabel", ["number": "3"]) == "Chapter 3")
    #expect(try strings("zh-Hans").format("chapterLabel", ["number": "3"]) == "第 3 章")
    // One pass: a value is never filled in again; unknown names stay.
    #expect(
      ThemeStrings.fill("{a} and {b}, {c} {", ["a": "1", "b": "{a}"]) == "1 and {a}, {c} {")
    #expect(ThemeStrings.english["noSuchString"] == "noSuchString")
  }

  @Test func theScriptsStringsCannotEndTheirScript() throws {
    let hostile = "</script><!-- & \u{2028}\"\\ 完"
    let json = try strings("en", overrides: ["searchNoResults": hostile]).scriptJSON
    #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
    #expect(!json.contains("\u{2028}"))
    #expect(
      json.contains(
        #""searchNoResults":"\u003c/script\u003e\u003c!-- \u0026 \u2028\"\\ 完""#))
    let decoded = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
    #expect(Set(decoded.keys) == ThemeStrings.scriptKeys)
    #expect(decoded["searchNoResults"] == hostile)
  }

  @Test func theScriptKnowsEveryStringItIsHandedInEnglish() throws {
    let script = try #require(try builtInTheme()["assets/coldocs.js"])
    for key in ThemeStrings.scriptKeys.sorted() {
      let english = JSONText.string(ThemeStrings.english[key])
      #expect(script.contains("\(key): \(english)"), "coldocs.js's table lacks \(key)")
      #expect(script.contains("strings.\(key)"), "coldocs.js never uses \(key)")
    }
  }

  @Test func theBuiltInTablesHoldTheSameStringsAndChineseHasNoEnglish() throws {
    let theme = try builtInTheme()
    let english = try ThemeStrings.parse(try #require(theme["strings/en.yml"]), file: "en.yml")
    let chinese = try ThemeStrings.parse(
      try #require(theme["strings/zh-Hans.yml"]), file: "zh-Hans.yml")
    #expect(english.values.keys.sorted() == chinese.values.keys.sorted())
    for (key, text) in english.values.sorted(by: { $0.key < $1.key }) {
      let translated = chinese.values[key] ?? ""
      #expect(
        ThemeStrings.placeholders(in: translated) == ThemeStrings.placeholders(in: text),
        "\(key) fills other placeholders in Chinese")
      let blanks = Dictionary(
        uniqueKeysWithValues: ThemeStrings.placeholders(in: text).map { ($0, "") })
      let words = ThemeStrings.fill(translated, blanks).split { !($0.isASCII && $0.isLetter) }
      // "x" and "y" are axes; the others are names of products and
      // companies, written so in every language.
      let names: Set<Substring> = [
        "x", "y", "iOS", "iPhone", "iPad", "Mac", "Swift", "Playgrounds", "Xcode", "Apple",
        "UIKit", "Linux", "coldocs",
      ]
      #expect(
        words.allSatisfy { names.contains($0) },
        "\(key) is English in Chinese: \(words)")
    }
  }

  @Test func aCountOfOneReadsInTheSingular() throws {
    let english = ThemeStrings.english
    #expect(english.format("framesSummary", count: 1) == "Frame of 1 element")
    #expect(english.format("framesSummary", count: 2) == "Frames of 2 elements")
    #expect(english.format("diagramTitle", count: 1) == "Layout of 1 item")
    #expect(
      english.format("diagramTitleAnimated", count: 1, ["duration": "2"])
        == "Animation of 1 item over 2 s")
    #expect(try strings("zh-Hans").format("framesSummary", count: 1) == "1 个元素的位置与尺寸")
    // A guide that words the plural its own way and not the singular keeps
    // its own words rather than fall back to English.
    let own = try strings("en", overrides: ["framesSummary": "{count} frames"])
    #expect(own.format("framesSummary", count: 1) == "1 frames")
  }

  @Test func aDiagramDescriptionCountsItemsAndRows() throws {
    let data = SixItems()
    // 50 × 50 items, 10 apart: three a line in a 200-point view, the first
    // three in one row, all six in two.
    func described(width: CGFloat, count: Int) throws -> String {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.dataSource = data
      view.layoutIfNeeded()
      var frame = try #require(view.examplePanels.first?.timeline.frames.last)
      frame.elements = Array(frame.elements.prefix(count))
      return DiagramDescription(frame: frame, animated: false, duration: 0).text
    }
    #expect(try described(width: 200, count: 1).hasPrefix("1 item in 1 row;"))
    #expect(try described(width: 200, count: 3).hasPrefix("3 items in 1 row;"))
    #expect(try described(width: 200, count: 6).hasPrefix("6 items in 2 rows;"))
    // Frames of different heights on one line, as a flow layout centres
    // them, are one row; one that starts where another ends begins the next.
    let line = [
      CGRect(x: 0, y: 20, width: 50, height: 50), CGRect(x: 60, y: 0, width: 50, height: 90),
      CGRect(x: 120, y: 30, width: 50, height: 30),
    ]
    #expect(DiagramDescription.rowCount(line) == 1)
    #expect(DiagramDescription.rowCount(line + [CGRect(x: 0, y: 90, width: 50, height: 10)]) == 2)
    withExtendedLifetime(data) {}
  }

  @Test func everyStringTheTemplatesReadExists() throws {
    for (path, text) in try builtInTheme() where path.hasSuffix(".mustache") {
      var rest = Substring(text)
      while let start = rest.range(of: "{{strings.") {
        let name = rest[start.upperBound...].prefix { $0 != "}" }
        #expect(
          ThemeStrings.english.values[String(name)] != nil, "\(path) reads a missing '\(name)'")
        rest = rest[start.upperBound...]
      }
    }
  }

  @Test func aChineseGuideHasNoEnglishOnItsOwnPagesOrFigures() throws {
    let folder = noFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("coldocs.yml")
    try "title: 集合视图布局\nlang: zh-Hans\nchapters:\n  - a.md\n".write(
      to: file, atomically: true, encoding: .utf8)
    let configuration = try SiteConfiguration.load(from: file, displayPath: "content/coldocs.yml")
    let theme = try ThemeFiles(folder: noFolder(), displayFolder: "templates")
    let chinese = try ThemeStrings.load(
      for: configuration, theme: theme, configurationFile: "content/coldocs.yml")
    #expect(chinese.table == "zh-Hans")
    let templates = try TemplateSet(theme: theme, displayFolder: "templates")
    let pages = PageSet(configuration: configuration, plans: [], strings: chinese)
    let printView = PageSet.PrintView(file: "print.html", title: nil, chapters: 0..<0)
    let rendered = try [
      templates.render("404", pages.notFoundContext(), displayFolder: "templates"),
      templates.render("index", pages.indexContext(introduction: ""), displayFolder: "templates"),
      templates.render(
        "print", pages.printContext(printView, bodies: []), displayFolder: "templates"),
    ]
    for html in rendered {
      #expect(englishWords(in: html).isEmpty, "\(englishWords(in: html))")
      #expect(html.contains("<script>window.coldocsStrings={\"codeAppOnly\":\"只看应用代码\""))
      #expect(html.contains("\"codeCopied\":\"已复制\""))
    }
    #expect(rendered[0].contains("placeholder=\"搜索\""))

    // A figure: its diagram, its player and its frames table.
    let data = SixItems()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let panel = try #require(view.examplePanels.first)
    let last = try #require(panel.timeline.frames.last)
    let figure = [
      DiagramRenderer(panel: panel, id: "d", strings: chinese).svg,
      Player(id: "d", duration: 1, strings: chinese).html,
      FramesTable(frame: last, animated: true, strings: chinese).html,
    ].joined()
    #expect(englishWords(in: figure).isEmpty, "\(englishWords(in: figure))")
    #expect(figure.contains("<title id=\"d-title\">6 个单元格的布局</title>"))
    #expect(figure.contains("<summary>动画结束时 6 个元素的位置与尺寸</summary>"))
    // The same figure in English is what it always was.
    let english = FramesTable(frame: last, animated: true).html
    #expect(
      english.hasPrefix("<details class=\"cd-frames\"><summary>Frames of 6 elements at the end"))
    #expect(DiagramRenderer(panel: panel, id: "d").svg.contains(">Layout of 6 items</title>"))
  }
}

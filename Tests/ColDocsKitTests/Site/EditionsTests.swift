import Foundation
import Testing

@testable import ColDocsKit

/// Editions: a guide published in its own language at the site's root and
/// in each translation under the language's folder, pages linked across
/// editions, and the translation's blocks followed against the original's.
@Suite struct EditionsTests {
  /// A guide of two chapters in English with a zh-Hans edition that
  /// translates the first chapter only.
  private func guide(translation: String? = nil) throws -> TestProject {
    let test = try TestProject(
      chapters: [
        "01-flow.md":
          "---\ntitle: Flow\n---\nItems go in rows.\n\n## Spacing\n\nRows are ten points apart.\n",
        "02-waterfall.md": "---\ntitle: Waterfall\n---\nEach item goes in the shortest column.\n",
      ], extraConfiguration: "editions: [zh-Hans]\n")
    let source = try ChapterSource(
      url: test.root.appendingPathComponent("content/01-flow.md"), displayPath: "01-flow.md")
    let blocks = TranslatableBlocks(markdown: source.body)
    let tags = blocks.blocks.map { TranslatableBlocks.tagLine(for: $0.hash) }
    let text =
      translation
      ?? "---\ntitle: 流式布局\n---\n\(tags[0])\n单元格一行一行地排。\n\n\(tags[1])\n## 间距\n\n\(tags[2])\n行距十点。\n"
    try test.write(text, to: "content/zh-Hans/01-flow.md")
    try test.write("title: 指南\n", to: "content/zh-Hans/edition.yml")
    return test
  }

  private func page(_ build: SiteBuilder.Build, _ path: String) throws -> String {
    String(decoding: try #require(build.files[path]), as: UTF8.self)
  }

  @Test func eachEditionHasItsOwnPagesSearchAndWordsInItsFolder() throws {
    let test = try guide()
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    for file in [
      "flow.html", "waterfall.html", "index.html", "print.html", "404.html",
      "navigation.js", "search-index.js",
    ] {
      #expect(build.files[file] != nil, "\(file)")
      #expect(build.files["zh-Hans/" + file] != nil, "zh-Hans/\(file)")
    }
    // The theme's assets are the site's, once.
    #expect(build.files.keys.contains { $0.hasPrefix("assets/") })
    #expect(!build.files.keys.contains { $0.hasPrefix("zh-Hans/assets/") })
    let flow = try page(build, "zh-Hans/flow.html")
    #expect(flow.contains("<html lang=\"zh-Hans\">"))
    #expect(flow.contains("<title>流式布局 · 指南</title>"))
    #expect(flow.contains("<p>单元格一行一行地排。</p>"))
    #expect(flow.contains("href=\"../assets/style.css\""))
    #expect(flow.contains("<script src=\"search-index.js\">"))
    #expect(flow.contains("<script src=\"navigation.js\">"))
    // The theme's words are the edition's language's.
    #expect(flow.contains("placeholder=\"搜索\""))
    // The edition's chapter list and search index are its own.
    let navigation = try page(build, "zh-Hans/navigation.js")
    #expect(navigation.contains("流式布局") && !navigation.contains(">Flow<"))
  }

  @Test func everyPageLinksTheSamePageInTheOtherEdition() throws {
    let test = try guide()
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    let english = try page(build, "flow.html")
    #expect(
      english.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"zh-Hans/flow.html\">"))
    #expect(
      english.contains(
        "<a href=\"zh-Hans/flow.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" data-edition=\"zh-Hans\">简体中文</a>"
      ))
    #expect(english.contains("<span aria-current=\"true\" lang=\"en\">English</span>"))
    let chinese = try page(build, "zh-Hans/index.html")
    #expect(chinese.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../index.html\">"))
    #expect(
      chinese.contains(
        "<a href=\"../index.html\" hreflang=\"en\" lang=\"en\" data-edition=\"en\">English</a>"))
    // A guide without editions has no switcher and no alternates.
    let plain = try TestProject(chapters: ["a.md": "Text.\n"])
    defer { plain.remove() }
    let alone = try page(try SiteBuilder(project: plain.project).build(), "a.html")
    #expect(!alone.contains("hreflang") && !alone.contains("class=\"editions\""))
  }

  @Test func anUntranslatedChapterShowsTheOriginalWithANoteInTheReadersLanguage() throws {
    let test = try guide()
    defer { test.remove() }
    let build = try SiteBuilder(project: test.project).build()
    let waterfall = try page(build, "zh-Hans/waterfall.html")
    #expect(waterfall.contains("<div lang=\"en\">"))
    #expect(
      waterfall.contains(
        "<p class=\"cd-translation-note cd-untranslated\" lang=\"zh-Hans\"><a href=\"../waterfall.html\" hreflang=\"en\">本章尚未翻译，以下为原文。</a></p>"
      ))
    #expect(waterfall.contains("<p>Each item goes in the shortest column.</p>"))
    // Its title is the original's, in the edition's sidebar too, marked
    // as not translated yet in the reader's language.
    let navigation = try page(build, "zh-Hans/navigation.js")
    #expect(navigation.contains("Waterfall") && navigation.contains("未翻译"))
    #expect(navigation.components(separatedBy: "cd-untranslated-mark").count == 2)
    #expect(!(try page(build, "navigation.js")).contains("cd-untranslated-mark"))
  }

  @Test func theTrackingStatesFollowAnEditOfTheOriginal() throws {
    let test = try guide()
    defer { test.remove() }
    func counts() throws -> [Int] {
      let page = try #require(try Translations(project: test.project).status().first?.pages.first)
      return [page.fresh, page.stale, page.missing, page.orphaned]
    }
    #expect(try counts() == [3, 0, 0, 0])
    // A paragraph of the original reworded: its translation is stale.
    var original = try test.read("content/01-flow.md")
    original = original.replacingOccurrences(
      of: "Rows are ten points apart.", with: "Rows are twelve points apart.")
    try test.write(original, to: "content/01-flow.md")
    #expect(try counts() == [2, 1, 0, 0])
    // A paragraph added: missing.
    original += "\nThe last row may be short.\n"
    try test.write(original, to: "content/01-flow.md")
    #expect(try counts() == [2, 1, 1, 0])
    // The heading and the paragraphs after it removed: the translations of
    // the heading and of the reworded paragraph are orphaned.
    try test.write("---\ntitle: Flow\n---\nItems go in rows.\n", to: "content/01-flow.md")
    let status = try #require(try Translations(project: test.project).status().first)
    let page = try #require(status.pages.first)
    #expect([page.fresh, page.stale, page.missing, page.orphaned] == [Int]([1, 0, 0, 2]))
    #expect(
      page.problems.contains {
        $0.file == "content/zh-Hans/01-flow.md" && $0.line == 8 && $0.message.hasPrefix("orphaned")
      })
    // The untranslated chapter counts every block missing.
    #expect(status.pages[1].translation == nil && status.pages[1].missing == 1)
  }

  @Test func aStaleBlockIsPublishedWithAMarkerLinkingToTheOriginalSection() throws {
    let test = try guide()
    defer { test.remove() }
    let original = try test.read("content/01-flow.md").replacingOccurrences(
      of: "Rows are ten points apart.", with: "Rows are twelve points apart.")
    try test.write(original, to: "content/01-flow.md")
    let flow = try page(try SiteBuilder(project: test.project).build(), "zh-Hans/flow.html")
    #expect(flow.contains("<p>行距十点。</p>"))
    #expect(
      flow.contains(
        "<p class=\"cd-translation-note cd-stale\" lang=\"zh-Hans\"><a href=\"../flow.html#spacing\" hreflang=\"en\">"
      ))
  }

  @Test func checkWarnsOfTranslationWorkAndFailsOnItOnlyWhenStrict() throws {
    let test = try guide()
    defer { test.remove() }
    let output = test.root.appendingPathComponent("site")
    var project = test.project
    project.output = output
    _ = try SiteBuilder(project: project).buildAndWrite()
    let relaxed = try SiteChecker(project: project).check(update: false)
    let missing = relaxed.problems.filter { $0.file == "content/02-waterfall.md" }
    #expect(missing.count == 1 && missing[0].severity == .warning)
    #expect(relaxed.succeeded)
    let strict = try SiteChecker(project: project).check(update: false, strictTranslations: true)
    #expect(!strict.succeeded)
  }

  @Test func aTranslationHoldsNoCodeAndEveryBlockSaysWhatItTranslates() throws {
    let test = try guide(translation: "段落没有标签。\n\n```swift\nlet x = 1\n```\n")
    defer { test.remove() }
    let page = try #require(try Translations(project: test.project).status().first?.pages.first)
    #expect(page.problems.contains { $0.message.contains("does not say which block") })
    #expect(page.problems.contains { $0.message.contains("holds no code") })
  }

  @Test func editionsMustBeOtherLanguagesOnce() throws {
    for (setting, message) in [
      ("editions: [en]", "the guide's own language"),
      ("editions: [zh-Hans, zh-Hans]", "listed twice"),
      ("editions: [\"中文\"]", "not a language tag"),
      ("editions: zh-Hans", "must list"),
    ] {
      let test = try TestProject(chapters: ["a.md": "Text.\n"], extraConfiguration: setting + "\n")
      defer { test.remove() }
      #expect {
        try SiteBuilder(project: test.project).build()
      } throws: { error in
        "\(error)".contains("coldocs.yml:4:") && "\(error)".contains(message)
      }
    }
  }

  @Test func anEditionsSettingsAreChecked() throws {
    let test = try guide()
    defer { test.remove() }
    try test.write("title: 指南\nsubtitle: 多余\n", to: "content/zh-Hans/edition.yml")
    #expect {
      try SiteBuilder(project: test.project).build()
    } throws: { error in
      "\(error)".contains("content/zh-Hans/edition.yml:2:")
        && "\(error)".contains("unknown edition key 'subtitle'")
    }
  }

  @Test func aDraftHoldsTheOriginalsProseUnderItsTagsAndNeverReplacesAFile() throws {
    let test = try guide()
    defer { test.remove() }
    let written = try Translations(project: test.project).startDraft(
      lang: "zh-Hans", chapter: "02-waterfall.md")
    #expect(written == "content/zh-Hans/02-waterfall.md")
    let draft = try test.read(written)
    let hash = TranslatableBlocks(markdown: "Each item goes in the shortest column.\n").blocks[0]
      .hash
    #expect(
      draft
        == "---\ntitle: \"Waterfall\"\n---\n<!-- source: \(hash) -->\nEach item goes in the shortest column.\n"
    )
    // As drafted, every block is fresh: the translator replaces the text.
    let page = try #require(try Translations(project: test.project).status().first?.pages.last)
    #expect(page.fresh == 1 && page.missing == 0)
    #expect {
      try Translations(project: test.project).startDraft(
        lang: "zh-Hans", chapter: "02-waterfall.md")
    } throws: { "\($0)".contains("exists already") }
  }

  @Test func aTranslatedHeadingKeepsTheOriginalsIDSoSectionLinksHold() throws {
    let test = try guide()
    defer { test.remove() }
    try test.write(
      "---\ntitle: Waterfall\n---\nSee [the spacing](01-flow.md#spacing).\n",
      to: "content/02-waterfall.md")
    let build = try SiteBuilder(project: test.project).build()
    let flow = try page(build, "zh-Hans/flow.html")
    #expect(flow.contains("<h2 id=\"spacing\">间距</h2>"))
    #expect(flow.contains("<a href=\"#spacing\">间距</a>"))
    #expect(try page(build, "zh-Hans/waterfall.html").contains("href=\"flow.html#spacing\""))
  }

  @Test func anAppendixPageFollowsTheChaptersInItsEditionOnly() throws {
    let test = try guide()
    defer { test.remove() }
    try test.write(
      "title: 指南\nappendix:\n  title: 附录\n  chapters: [90-terms.md]\n",
      to: "content/zh-Hans/edition.yml")
    try test.write(
      "---\ntitle: 术语表\n---\n见 [第 1 章](../01-flow.md#spacing)。\n", to: "content/zh-Hans/90-terms.md"
    )
    let build = try SiteBuilder(project: test.project).build()
    #expect(build.files["terms.html"] == nil)
    let terms = try page(build, "zh-Hans/terms.html")
    #expect(terms.contains("<a href=\"flow.html#spacing\">第 1 章</a>"))
    // No other edition has the page: the switcher leads to its front page,
    // and the head names no alternate.
    #expect(terms.contains("<a href=\"../index.html\" hreflang=\"en\""))
    #expect(!terms.contains("<link rel=\"alternate\""))
    let navigation = try page(build, "zh-Hans/navigation.js")
    #expect(navigation.contains("附录") && navigation.contains("terms.html"))
    // The appendix is no translation: nothing tracks it.
    let status = try #require(try Translations(project: test.project).status().first)
    #expect(status.pages.allSatisfy { !($0.translation ?? "").hasSuffix("90-terms.md") })
    #expect(status.problems.allSatisfy { !$0.file.hasSuffix("90-terms.md") })
  }

  @Test func anAppendixPageRunsNoExampleAndTakesNoPagesName() throws {
    let test = try guide()
    defer { test.remove() }
    try test.write(
      "appendix:\n  chapters: [90-x.md]\n", to: "content/zh-Hans/edition.yml")
    try test.write(
      "示例：\n\n```swift example id=a\nreturn 1\n```\n", to: "content/zh-Hans/90-x.md")
    #expect {
      try SiteBuilder(project: test.project).build()
    } throws: {
      "\($0)".contains("content/zh-Hans/90-x.md:3:") && "\($0)".contains("cannot run examples")
    }
    try test.write("正文。\n", to: "content/zh-Hans/90-x.md")
    try test.write("appendix:\n  chapters: [03-flow.md]\n", to: "content/zh-Hans/edition.yml")
    try test.write("正文。\n", to: "content/zh-Hans/03-flow.md")
    #expect {
      try SiteBuilder(project: test.project).build()
    } throws: { "\($0)".contains("edition.yml:1:") && "\($0)".contains("flow.html") }
  }

  @Test func draftsAreStartedForEveryPageNotYetTranslated() throws {
    let test = try guide()
    defer { test.remove() }
    let translations = Translations(project: test.project)
    #expect(try translations.untranslated(lang: "zh-Hans") == ["02-waterfall.md"])
    #expect(
      try translations.startDrafts(lang: "zh-Hans", chapters: ["02-waterfall.md"]) == [
        "content/zh-Hans/02-waterfall.md"
      ])
    #expect(try translations.untranslated(lang: "zh-Hans").isEmpty)
    #expect {
      try translations.untranslated(lang: "ja")
    } throws: { "\($0)".contains("has no edition 'ja'") }
  }
}

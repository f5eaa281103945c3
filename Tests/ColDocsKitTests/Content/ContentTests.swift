import Foundation
import Testing

@testable import ColDocsKit

@Suite struct ContentTests {
  private let place = (file: "content/a.md", line: 7, column: 3)

  @Test func infoStringsGiveRoles() throws {
    #expect(try CodeBlockRole.parse("swift", at: place) == .declaration(hidden: false))
    #expect(try CodeBlockRole.parse("swift hidden", at: place) == .declaration(hidden: true))
    #expect(try CodeBlockRole.parse("swift norun", at: place) == .noRun)
    #expect(try CodeBlockRole.parse("python", at: place) == .shown)
    #expect(try CodeBlockRole.parse("", at: place) == .shown)
    #expect(
      try CodeBlockRole.parse("swift example id=grid timeout=2.5", at: place)
        == .example(.init(id: "grid", timeout: 2.5)))
    #expect(
      try CodeBlockRole.parse("swift include=Sources/A.swift#part", at: place)
        == .include(path: "Sources/A.swift", selection: .anchor("part")))
    #expect(
      try CodeBlockRole.parse("swift include=../A.swift#L10-L40", at: place)
        == .include(path: "../A.swift", selection: .lines(10...40)))
    #expect(
      try CodeBlockRole.parse("swift include=../A.swift#L7", at: place)
        == .include(path: "../A.swift", selection: .lines(7...7)))
    #expect(
      try CodeBlockRole.parse("swift include=../A.swift", at: place)
        == .include(path: "../A.swift", selection: .wholeFile))
  }

  @Test func unknownOptionsAreLocatedErrors() {
    #expect(throws: Diagnostic.self) { try CodeBlockRole.parse("swift exmaple", at: place) }
    do {
      _ = try CodeBlockRole.parse("swift exmaple", at: place)
    } catch let diagnostic as Diagnostic {
      #expect(
        diagnostic.description.hasPrefix(
          "content/a.md:7:3: error: unknown info-string option 'exmaple'"))
      #expect(diagnostic.fix.contains("example"))
    } catch {}
    #expect(throws: Diagnostic.self) { try CodeBlockRole.parse("swift id=x", at: place) }
    #expect(throws: Diagnostic.self) {
      try CodeBlockRole.parse("swift example timeout=soon", at: place)
    }
    for conflicting in [
      "swift example hidden", "swift norun example", "swift hidden include=A.swift",
    ] {
      #expect(throws: Diagnostic.self, "\(conflicting)") {
        try CodeBlockRole.parse(conflicting, at: place)
      }
    }
    for malformed in [
      "include=A.swift#", "include=#part", "include=A.swift#L0", "include=A.swift#L9-L3",
      "include=A.swift#L4-",
    ] {
      #expect(throws: Diagnostic.self, "\(malformed)") {
        try CodeBlockRole.parse("swift \(malformed)", at: place)
      }
    }
  }

  @Test func hashSpaceLinesAreCompiledButHidden() {
    let lines = SwiftLines("let a = 1\n# let b = 2\n#\n#if DEBUG\n#endif\n")
    #expect(lines.shown == "let a = 1\n#if DEBUG\n#endif\n")
    // The marker turns into two spaces, so columns stay those of the file.
    #expect(lines.compiled == "let a = 1\n  let b = 2\n\n#if DEBUG\n#endif\n")
  }

  @Test func frontMatterIsReadAndItsLinesCounted() throws {
    let (matter, body, line) = try FrontMatter.split(
      "---\ntitle: Flow\nsummary: Lines\n---\n# Body\n", file: "f.md")
    #expect(matter == FrontMatter(title: "Flow", summary: "Lines"))
    #expect(body == "# Body\n")
    #expect(line == 5)
  }

  @Test func malformedFrontMatterIsLocated() {
    #expect(throws: Diagnostic.self) {
      try FrontMatter.split("---\ntitle: [unclosed\n---\n", file: "f.md")
    }
    #expect(throws: Diagnostic.self) { try FrontMatter.split("---\ntitle: A\n", file: "f.md") }
    #expect(throws: Diagnostic.self) {
      try FrontMatter.split("---\ncolour: red\n---\n", file: "f.md")
    }
  }

  @Test func thematicBreaksAreNotFrontMatter() throws {
    let (_, body, line) = try FrontMatter.split("---\nFoo\n---\n", file: "f.md")
    #expect(body == "---\nFoo\n---\n" && line == 1)
  }

  @Test func nonUTF8FilesAreLocated() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "latin1-\(UUID().uuidString).md")
    try Data([0x61, 0x0A, 0x62, 0x63, 0xE9, 0x0A]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try TextFile.read(url, displayPath: "content/x.md")
      Issue.record("expected an error")
    } catch let diagnostic as Diagnostic {
      #expect(diagnostic.line == 2 && diagnostic.column == 3)
      #expect(diagnostic.message.contains("not UTF-8"))
    }
  }

  /// Includes as this guide's chapters write them, from content/.
  private var include: SourceInclude {
    SourceInclude(
      base: repositoryRoot.appendingPathComponent("content"), allowed: [repositoryRoot],
      formerBase: repositoryRoot)
  }

  @Test func includesShowAnchoredRegionsOfTheProject() throws {
    let region = try include.text(
      "../Sources/CollectionLayout/Flow/FlowGrid.swift", .anchor("items-per-line"), at: place)
    #expect(region.hasPrefix("// UIKit's expression"))
    #expect(!region.contains("ANCHOR"))
    #expect(region.contains("perLine = k"))
  }

  @Test func includesOutsideTheProjectOrOfMissingAnchorsAreRefused() {
    #expect(throws: Diagnostic.self) {
      try include.text("../../shared/design.md", .anchor("a"), at: place)
    }
    #expect(throws: Diagnostic.self) { try include.text("/etc/passwd", .wholeFile, at: place) }
    #expect(throws: Diagnostic.self) {
      try include.text("../Package.swift", .anchor("nowhere"), at: place)
    }
    #expect(throws: Diagnostic.self) {
      try include.text("../Sources/Missing.swift", .anchor("a"), at: place)
    }
  }

  @Test func slugsAreReadableAndUnique() {
    #expect(SlugMaker.slug("Flow layout: the basics!") == "flow-layout-the-basics")
    #expect(ChapterSource.slug(forFileName: "01-flow-layout") == "flow-layout")
    var maker = SlugMaker()
    #expect(
      [maker.uniqueSlug("A b"), maker.uniqueSlug("A  b"), maker.uniqueSlug("a-b")] == [
        "a-b", "a-b-1", "a-b-2",
      ])
  }

  @Test func configurationProblemsAreLocated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("coldocs.yml")
    try "title: T\nchapters:\n  - a.md\nthemes: dark\n".write(
      to: url, atomically: true, encoding: .utf8)
    do {
      _ = try SiteConfiguration.load(from: url, displayPath: "content/coldocs.yml")
      Issue.record("expected an error")
    } catch let diagnostic as Diagnostic {
      #expect(diagnostic.line == 4)
      #expect(diagnostic.message.contains("themes"))
    }
    try "chapters: [a.md]\n".write(to: url, atomically: true, encoding: .utf8)
    #expect(throws: Diagnostic.self) { try SiteConfiguration.load(from: url, displayPath: "c.yml") }
    try "title: T\nchapters: [a.md]\nexamples:\n  timeout: -1\n".write(
      to: url, atomically: true, encoding: .utf8)
    #expect(throws: Diagnostic.self) { try SiteConfiguration.load(from: url, displayPath: "c.yml") }
  }
}

/// `package:` in coldocs.yml: read as written, every mistake at its line.
@Suite struct PackageSettingTests {
  private func load(_ text: String) throws -> SiteConfiguration {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("coldocs.yml")
    try ("title: T\nchapters: [a.md]\n" + text).write(to: url, atomically: true, encoding: .utf8)
    return try SiteConfiguration.load(from: url, displayPath: "content/coldocs.yml")
  }

  @Test func aPackageIsReadWithTheLinesOfItsKeys() throws {
    let configuration = try load("package:\n  path: ../Layouts\n  products: [A, B]\n")
    #expect(
      configuration.package
        == .init(path: "../Layouts", products: ["A", "B"], pathLine: 4, productsLine: 5))
  }

  @Test(arguments: [
    ("package: ../Layouts\n", 3, "'package' must hold"),
    ("package:\n  products: [A]\n", 3, "'package' must hold"),
    ("package:\n  path: x\n", 3, "'products' must list"),
    ("baseURL: [https://example.org]\n", 3, "'baseURL' must be"),
    ("package:\n  path: x\n  products: []\n", 5, "'products' must list"),
    ("package:\n  path: x\n  products: [A, [B]]\n", 5, "'products' must list"),
    (
      "package:\n  path: x\n  products: [A]\n  branch: main\n", 6, "unknown package option 'branch'"
    ),
  ])
  func eachMistakeIsLocated(text: String, line: Int, message: String) throws {
    do {
      _ = try load(text)
      Issue.record("expected an error for \(text)")
    } catch let diagnostic as Diagnostic {
      #expect(diagnostic.file == "content/coldocs.yml" && diagnostic.line == line, "\(diagnostic)")
      #expect(diagnostic.message.contains(message), "\(diagnostic)")
    }
  }
}

@Suite struct ReaderFeatureTests {
  @Test func swiftIsHighlightedBySwiftSyntax() {
    let html = SwiftHighlighter.html("let size: CGSize = CGSize(width: 50, height: 50) // square\n")
    #expect(html.contains("<span class=\"hl-keyword\">let</span>"))
    #expect(html.contains("<span class=\"hl-type\">CGSize</span>"))
    #expect(html.contains("<span class=\"hl-number\">50</span>"))
    #expect(html.contains("<span class=\"hl-label\">width</span>"))
    #expect(html.contains("<span class=\"hl-comment\">// square</span>"))
    #expect(SwiftHighlighter.html("let a = \"<b>\"").contains("&quot;&lt;b&gt;&quot;"))
  }

  @Test func sitemapListsAbsoluteAddresses() {
    #expect(
      Sitemap.xml(baseURL: "https://example.org/guide", pages: ["index.html"]).contains(
        "<loc>https://example.org/guide/index.html</loc>"))
  }
}

@Suite struct ItemLinkTests {
  @Test func literalIndexPathsNameTheirElement() {
    let html = SwiftHighlighter.html(
      "let a = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))\nlet b = IndexPath(item: n, section: 0)\n",
      linkingItems: true)
    #expect(html.contains("<span class=\"cd-ref\" tabindex=\"0\" data-el=\"cell 1.3\">IndexPath("))
    #expect(html.components(separatedBy: "cd-ref").count == 2, "a variable index is not linked")
    #expect(html.contains("<span class=\"hl-number\">1</span>)</span>)\n"))
  }
}

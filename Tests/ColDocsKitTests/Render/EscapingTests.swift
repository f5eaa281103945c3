import Foundation
import Testing

@testable import ColDocsKit

/// Text that breaks out of every context it is pasted into unescaped: an
/// HTML element, a script, an attribute in either quotes, a CDATA section.
private let attack = #"</script><script>alert(1)</script>"']]>"#

/// The raw markup no output file may ever hold.
private let rawScript = "<script>alert(1)</script>"

/// How the markup looks once escaped as text, in every context.
private let escapedScript = "&lt;script&gt;alert(1)&lt;/script&gt;"

/// A guide whose site title, chapter title and summary, headings, code,
/// cell labels and element kinds all carry `attack`.
private struct HostileGuide {
  let test: TestProject

  static let chapterText = #"""
    ---
    title: 'Title </script><script>alert(1)</script>"'']]>'
    summary: 'Summary </script><script>alert(1)</script>"'']]>'
    ---
    Intro paragraph.

    ## Heading &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;']]&gt;

    ### Code `</script><script>alert(1)</script>"']]>` in a heading

    ```html
    </script><script>alert(1)</script>"']]>
    ```

    ```swift
    final class Hostile: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 500, height: 50))
        label.text = "</script><script>alert(1)</script>\"']]>"
        cell.contentView.addSubview(label)
        return cell
      }
    }

    final class Backdrop: UICollectionReusableView {}

    final class HostileLayout: UICollectionViewFlowLayout {
      static let kind = "</script><script>alert(1)</script>\"']]>"

      override init() {
        super.init()
        register(Backdrop.self, forDecorationViewOfKind: Self.kind)
      }

      required init?(coder: NSCoder) { fatalError("not used") }

      override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var elements = super.layoutAttributesForElements(in: rect) ?? []
        if let backdrop = layoutAttributesForDecorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: 0)) {
          elements.append(backdrop)
        }
        return elements
      }

      override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        attributes.zIndex = -1
        return attributes
      }
    }
    ```

    ```swift example id=hostile
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: HostileLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Hostile()
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    print("</script><script>alert(1)</script>\"']]>")
    return collectionView
    ```
    """#

  init() throws {
    test = try TestProject(chapters: ["01-hostile.md": Self.chapterText])
    try test.write(
      "title: 'Site </script><script>alert(1)</script>\"'']]>'\nchapters:\n  - 01-hostile.md\n",
      to: "content/coldocs.yml")
    let build = try SiteBuilder(project: test.project).buildAndWrite()
    #expect(build.problems.isEmpty, "\(build.problems)")
  }

  /// Every written file of the site, by its path under site/.
  func files() throws -> [String: String] {
    let site = test.root.appendingPathComponent("site")
    var files: [String: String] = [:]
    let walker = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let path = String(
        url.standardizedFileURL.path.dropFirst(site.standardizedFileURL.path.count + 1))
      files[path] = String(decoding: data, as: UTF8.self)
    }
    return files
  }

  var page: String { get throws { try test.read("site/hostile.html") } }

  /// The part of `text` from the first `start` to the next `end`, both included.
  static func section(of text: String, from start: String, to end: String) -> String? {
    guard let from = text.range(of: start),
      let to = text.range(of: end, range: from.upperBound..<text.endIndex)
    else { return nil }
    return String(text[from.lowerBound..<to.upperBound])
  }
}

/// What HTML escaping of `attack` must produce in text and attribute
/// contexts, whichever of the equivalent escapes the writer chose.
private func isEscapedAttack(_ html: String, after prefix: String) -> Bool {
  let quote = ["&quot;", "&#34;", "&#x22;"]
  let apostrophe = ["'", "&#39;", "&#x27;", "&apos;"]
  let end = ["]]&gt;", "]]>"]
  for q in quote {
    for a in apostrophe {
      for e in end
      where html.contains("\(prefix) &lt;/script&gt;\(escapedScript)\(q)\(a)\(e)") {
        return true
      }
    }
  }
  return false
}

extension EndToEndTests {
  @Test func noWrittenFileHoldsTheRawMarkup() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let files = try guide.files()
    #expect(files.keys.contains("hostile.html") && files.keys.contains("search-index.js"))
    // A chapter's app holds its code as written: Swift, not a page.
    for (path, text) in files where !path.hasSuffix(".zip") {
      #expect(!text.contains(rawScript), "\(path) holds raw markup")
      #expect(!text.contains("</script><script"), "\(path) holds raw markup")
    }
  }

  @Test func titlesAreTextInTheTitleElement() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let title = try #require(
      HostileGuide.section(of: try guide.page, from: "<title>", to: "</title>"))
    #expect(isEscapedAttack(title, after: "Title"), "\(title)")
    #expect(isEscapedAttack(title, after: "Site"), "\(title)")
    let index = try #require(
      HostileGuide.section(
        of: try guide.test.read("site/index.html"), from: "<title>", to: "</title>"))
    #expect(isEscapedAttack(index, after: "Site"), "\(index)")
    let summary = try #require(
      HostileGuide.section(of: try guide.page, from: "<meta name=\"description\"", to: ">\n"))
    #expect(isEscapedAttack(summary, after: "Summary"), "\(summary)")
  }

  @Test func headingsAreText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let page = try guide.page
    let header = try #require(
      HostileGuide.section(of: page, from: "<header class=\"page-header\">", to: "</header>"))
    #expect(isEscapedAttack(header, after: "<h1>Title"), "\(header)")
    #expect(isEscapedAttack(header, after: "<p class=\"summary\">Summary"), "\(header)")
    let h2 = try #require(HostileGuide.section(of: page, from: "<h2", to: "</h2>"))
    #expect(isEscapedAttack(h2, after: "Heading"), "\(h2)")
    let h3 = try #require(HostileGuide.section(of: page, from: "<h3", to: "</h3>"))
    #expect(h3.contains("<code>&lt;/script&gt;\(escapedScript)"), "\(h3)")
  }

  @Test func tableOfContentsEntriesAreText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let toc = try #require(
      HostileGuide.section(of: try guide.page, from: "<nav class=\"toc\"", to: "</nav>"))
    #expect(isEscapedAttack(toc, after: "Heading"), "\(toc)")
    #expect(toc.contains("&lt;/script&gt;\(escapedScript)"), "\(toc)")
    #expect(!toc.contains("<script"))
  }

  @Test func sidebarChapterListAndSiteTitleAreText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    for file in ["site/hostile.html", "site/index.html", "site/print.html", "site/404.html"] {
      let text = try guide.test.read(file)
      guard
        let sidebar = HostileGuide.section(of: text, from: "<nav class=\"sidebar\"", to: "</nav>")
      else { continue }
      #expect(isEscapedAttack(sidebar, after: "Site"), "\(file): \(sidebar)")
    }
    #expect(try guide.test.read("site/hostile.html").contains("<nav class=\"sidebar\""))
    // The chapter list every page loads: HTML escaped inside a script string
    // that no `</script>` can end.
    let script = try guide.test.read("site/navigation.js")
    #expect(!script.contains("</"), "\(script)")
    let literal = try #require(HostileGuide.section(of: script, from: "})(\"", to: "\");\n"))
    #expect(!literal.contains("<") && !literal.contains(">") && !literal.contains("&"))
    let list = try #require(
      try JSONSerialization.jsonObject(
        with: Data(literal.dropFirst(3).dropLast(3).utf8), options: .fragmentsAllowed) as? String)
    #expect(isEscapedAttack(list, after: "Title"), "\(list)")
  }

  @Test func searchIndexScriptsHoldNoMarkupAndDecodeToTheText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let scripts = try guide.files().filter {
      $0.key.hasSuffix(".js") && !$0.key.hasPrefix("assets/")
    }
    #expect(scripts.keys.contains("search-index.js"))
    #expect(scripts.keys.contains { $0.hasPrefix("search/") })
    var decodedTitles: [String] = []
    for (path, text) in scripts {
      let lowered = text.lowercased()
      #expect(!lowered.contains("</script"), "\(path)")
      #expect(!lowered.contains("<script"), "\(path)")
      #expect(!lowered.contains("<!--"), "\(path)")
      // "]]>" only ends a CDATA section, which these external scripts are
      // never inside; `JSONText` writes its ">" as "\u003e" all the same.
      // A document shard: COLDOCS_SEARCH_SHARD("d0",[[title, link, heading, text], …]);
      guard path.hasPrefix("search/d"), let open = text.firstIndex(of: "["),
        let close = text.lastIndex(of: "]")
      else { continue }
      let json = Data(text[open...close].utf8)
      let documents = try #require(try JSONSerialization.jsonObject(with: json) as? [[Any]])
      decodedTitles += documents.compactMap { $0.first as? String }
      let headings = documents.compactMap { $0.count > 2 ? $0[2] as? String : nil }
      #expect(headings.contains { $0.contains("Heading \(attack)") }, "\(headings)")
    }
    #expect(decodedTitles.contains("Title \(attack)"), "\(decodedTitles)")
  }

  @Test func diagramTitleDescriptionAndLabelsAreText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let svg = try #require(
      HostileGuide.section(
        of: try guide.page, from: "<svg id=\"example-hostile-hostile-1\"", to: "</svg>"))
    let title = try #require(HostileGuide.section(of: svg, from: "<title", to: "</title>"))
    let desc = try #require(HostileGuide.section(of: svg, from: "<desc", to: "</desc>"))
    for element in [title, desc] {
      let inner = element.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
      #expect(!inner.isEmpty && !element.dropFirst().contains("<t") && !element.contains("<s"))
    }
    // The cell's own text (`cd-text`) and the names of the other elements
    // (`cd-label`).
    let labels = svg.components(separatedBy: "<text class=\"cd-").dropFirst()
    #expect(labels.count >= 2)
    for label in labels.prefix(2) {
      let shown = label.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
      #expect(
        shown.hasPrefix("&lt;/script&gt;\(escapedScript)&quot;']]&gt;"), "\(shown)")
    }
    #expect(!svg.contains("<script"))
  }

  @Test func framesTableNamesElementsAsText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let table = try #require(
      HostileGuide.section(
        of: try guide.page, from: "<details class=\"cd-frames\">", to: "</details>"))
    #expect(isEscapedAttack(table, after: "<th scope=\"row\">decoration"), "\(table)")
    #expect(!table.contains("<script"))
  }

  @Test func codeBlocksAndPrintedOutputAreText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let page = try guide.page
    let html = try #require(
      HostileGuide.section(
        of: page, from: "<pre><code class=\"language-html\">", to: "</code></pre>"))
    #expect(html.contains("&lt;/script&gt;\(escapedScript)&quot;']]&gt;"), "\(html)")
    let figure = try #require(
      HostileGuide.section(of: page, from: "<figure class=\"cd-example\"", to: "</figure>"))
    let code = try #require(
      HostileGuide.section(of: figure, from: "<pre><code", to: "</code></pre>"))
    #expect(code.contains("&lt;/script&gt;&lt;script&gt;alert"), "\(code)")
    let output = try #require(
      HostileGuide.section(of: figure, from: "<details class=\"cd-output\">", to: "</details>"))
    #expect(output.contains("&lt;/script&gt;\(escapedScript)&quot;']]&gt;"), "\(output)")
  }

  @Test func printViewHoldsEverythingAsText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let print = try guide.test.read("site/print.html")
    #expect(!print.contains(rawScript))
    let title = try #require(HostileGuide.section(of: print, from: "<title>", to: "</title>"))
    #expect(isEscapedAttack(title, after: "Site"), "\(title)")
    #expect(isEscapedAttack(print, after: "Title"), "the chapter's title and contents entry")
    #expect(isEscapedAttack(print, after: "Heading"), "the chapter's heading")
    #expect(print.contains("<text class=\"cd-label"), "the diagram is in the print view")
  }

  @Test func indexPageListsTitlesAndSummariesAsText() throws {
    let guide = try HostileGuide()
    defer { guide.test.remove() }
    let index = try guide.test.read("site/index.html")
    #expect(!index.contains(rawScript))
    #expect(isEscapedAttack(index, after: "Title"), "chapter title in the list")
    #expect(isEscapedAttack(index, after: "Summary"), "chapter summary in the list")
    #expect(isEscapedAttack(index, after: "Site"), "site title")
  }

  /// cmark runs with CMARK_OPT_DEFAULT, not CMARK_OPT_SAFE: raw HTML an
  /// author writes in Markdown reaches the page as written. Authors are
  /// trusted; this test records the behaviour so a change to it is a choice.
  @Test func rawHTMLInMarkdownIsPassedThroughAsWritten() throws {
    let test = try TestProject(chapters: [
      "01-raw.md": chapter(
        "Raw", "Text with <kbd>inline</kbd> HTML.\n\n<div class=\"note\">A block</div>\n")
    ])
    defer { test.remove() }
    _ = try SiteBuilder(project: test.project).buildAndWrite()
    let page = try test.read("site/raw.html")
    #expect(page.contains("<p>Text with <kbd>inline</kbd> HTML.</p>"))
    #expect(page.contains("<div class=\"note\">A block</div>"))
  }
}

/// Example ids name snapshot files and page anchors: only letters, digits,
/// `-` and `_` are accepted, anything else is a located error.
@Suite struct ExampleIDTests {
  private let place = (file: "content/a.md", line: 4, column: 1)

  @Test(arguments: [
    "<script>", "a\"b", "a'b", "]]>", "</script>", "../../outside", "/etc/x", "a/b", "a.b",
  ])
  func hostileIDsAreLocatedErrors(id: String) throws {
    do {
      _ = try CodeBlockRole.parse("swift example id=\(id)", at: place)
      Issue.record("id=\(id) was accepted")
    } catch let diagnostic as Diagnostic {
      #expect(diagnostic.file == "content/a.md" && diagnostic.line == 4)
      #expect(diagnostic.message.contains("id"))
    }
  }

  @Test func ordinaryIDsAreAccepted() throws {
    for id in ["grid", "grid-to-circle", "ten_squares", "Step2"] {
      #expect(
        try CodeBlockRole.parse("swift example id=\(id)", at: place)
          == .example(.init(id: id, timeout: nil)))
    }
  }

  @Test func aHostileIDStopsTheBuildAtItsFence() throws {
    let test = try TestProject(chapters: [
      "01-ids.md": chapter(
        "Ids", "Text\n\n```swift example id=</script><script>alert(1)</script>\nreturn 1\n```\n")
    ])
    defer { test.remove() }
    do {
      _ = try SiteBuilder(project: test.project).buildAndWrite()
      Issue.record("expected the build to stop")
    } catch let list as DiagnosticList {
      #expect(list.diagnostics.map { "\($0.file):\($0.line)" } == ["content/01-ids.md:6"])
    }
    #expect(!FileManager.default.fileExists(atPath: test.root.appendingPathComponent("site").path))
  }
}

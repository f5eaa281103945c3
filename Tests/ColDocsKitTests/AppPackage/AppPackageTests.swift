import ColDocsResources
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import ColDocsKit

/// A chapter's examples as an App Playground: its files, its manifest, its
/// README, its bytes, and its code compiled against the engine by `check`.
@Suite struct AppPackageTests {
  static let body = """
    Text.

    ```swift
    import UIKit

    func numberGrid() -> UICollectionView {
      UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 200, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
    }
    ```

    ## A grid that scrolls

    ```swift example id=scrolled-grid
    let collectionView = numberGrid()
    let timeline = try collectionView.recordTimeline(framesPerSecond: 30) {
      collectionView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    }
    expect(collectionView.contentOffset.y == 10)
    return timeline
    ```

    ## On a phone

    ```swift example id=on-a-phone
    let window = UIWindow(device: .iPhone16)
    window.makeKeyAndVisible()
    screen.keep(window)
    return numberGrid()
    ```

    """

  private func package(_ body: String = body, strings: ThemeStrings = .english) throws
    -> AppPackage
  {
    let plan = try plannedChapter(body)
    return AppPackage(
      chapter: AppChapter(plan, words: AppWords(strings)),
      minimumIOS: MinimumIOS(plan: plan)?.version ?? .floor,
      strings: strings, page: "https://example.org/guide/a.html", guideTitle: "Test guide")
  }

  @Test func thePackageHoldsTheAppsFilesAndZipsThemTheSameEachTime() throws {
    let app = try package()
    #expect(
      app.files.map(\.path) == [
        "Package.swift", "App.swift", "Chapter.swift", "Examples.swift", "ExampleScreen.swift",
        "ExampleViewController.swift", "README.md",
      ])
    let entries = try ZipArchiveTests.entries(of: app.zip)
    #expect(entries.count == app.files.count + 1, "the files and their folder")
    for file in app.files {
      #expect(entries["a.swiftpm/\(file.path)"] == Data(file.text.utf8), "\(file.path)")
    }
    #expect(try package().zip == app.zip)
  }

  @Test func theExamplesBecomeFunctionsUnderTheirHeadings() throws {
    let examples = try package().chapter.examplesFile
    #expect(examples.contains("enum AExamples {"))
    #expect(
      examples.contains(
        "ChapterExample(id: \"scrolled-grid\", title: \"A grid that scrolls\", make: scrolledGridExample)"
      ))
    #expect(examples.contains("  static func scrolledGridExample() throws -> Any {"))
    #expect(examples.contains("    screen.addAction(\"Play\") {"))
    #expect(!examples.contains("onAPhoneExample"), "a phone's window is the page's")
    #expect(!examples.contains("expect("))
  }

  @Test func theManifestAsksForTheChaptersIOSOrTheAppsOldest() throws {
    #expect(try package().manifest.contains("platforms: [.iOS(\"15.2\")]"))
    let newer = try package(
      """
      ```swift example id=grid
      let layout = UICollectionViewFlowLayout()
      let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
      view.traitOverrides.horizontalSizeClass = .compact
      return view
      ```
      """)
    #expect(newer.manifest.contains("platforms: [.iOS(\"17.0\")]"), "traitOverrides is iOS 17")
  }

  @Test func theReadmeIsInThePagesLanguageAndNamesWhatStaysOnThePage() throws {
    let english = try package().readme
    #expect(english.hasPrefix("# A: the app\n"))
    #expect(english.contains("https://example.org/guide/a.html"))
    #expect(
      english.contains("plays a whole phone (a window of its own, or turning it): “On a phone”."))
    let chinese = try ThemeStrings.load(
      language: "zh-Hans", theme: EmbeddedFiles.theme, overrides: [:], displayFolder: "templates")
    let translated = try package(strings: chinese).readme
    #expect(translated.hasPrefix("# A：示例应用\n"))
    #expect(translated.contains("iOS 15.2"))
  }

  /// The app's own words, its buttons and what it asks of the reader's
  /// finger, are in the edition's language too.
  @Test func theButtonsAndPromptsSpeakThePagesLanguage() throws {
    let chinese = try ThemeStrings.load(
      language: "zh-Hans", theme: EmbeddedFiles.theme, overrides: [:], displayFolder: "templates")
    let examples = try package(strings: chinese).chapter.examplesFile
    #expect(examples.contains("    screen.addAction(\"播放\") {"))
    #expect(!examples.contains("\"Play\""))
    let words = AppWords(chinese)
    #expect(words.playTitle(2) == "播放 2")
    #expect(words.prompt(for: "try view.simulateFling(velocity: v)") == "轻扫内容，让它滑行。")
    #expect(AppWords.english.prompt(for: "try view.simulateTap(at: p)") == "Tap an item.")
  }

  /// The files every app shares are fixed text; a change to them is a
  /// change to every reader's download, made on purpose.
  @Test func theSharedFilesMatchTheirSnapshots() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/AppPackage").standardizedFileURL
    let app = try package()
    let files = Dictionary(uniqueKeysWithValues: app.files.map { ($0.path, $0.text) })
    for name in [
      "Package.swift", "App.swift", "ExampleScreen.swift", "ExampleViewController.swift",
    ] {
      let file = folder.appendingPathComponent(name + ".txt")
      let text = try #require(files[name])
      if ProcessInfo.processInfo.environment["COLDOCS_RECORD_APP_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      }
      #expect(
        (try? String(contentsOf: file, encoding: .utf8)) == text,
        "\(name) differs from its snapshot: COLDOCS_RECORD_APP_SNAPSHOTS=1 swift test --filter AppPackageTests"
      )
    }
  }

  /// The files Linux cannot compile (SwiftUI, Apple's UIKit, the manifest's
  /// product types) are at least Swift without a syntax error, and so is
  /// every file of every app of this repository's guide.
  @Test func everyFileOfEveryAppParses() throws {
    var files = try package().files.filter { $0.path.hasSuffix(".swift") }.map {
      ("a.swiftpm/\($0.path)", $0.text)
    }
    let site = repositoryRoot.appendingPathComponent("site/apps")
    let zips = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
      $0.hasSuffix(".zip")
    }
    #expect(zips.count > 20, "site/apps holds the guide's apps")
    for zip in zips {
      let entries = try ZipArchiveTests.entries(
        of: Data(contentsOf: site.appendingPathComponent(zip)))
      files += entries.filter { $0.key.hasSuffix(".swift") }.map {
        ($0.key, String(decoding: $0.value, as: UTF8.self))
      }
    }
    for (path, text) in files {
      #expect(!Parser.parse(source: text).hasError, "\(path) does not parse")
    }
  }

  /// `check` compiles the app's code against the engine: the chapter above
  /// passes, and a shared function that keeps a device's window fails at
  /// its line.
  @Test func checkCompilesTheAppsCodeAndReportsWhatItCannotKeep() throws {
    let fine = try TestProject(chapters: ["01-a.md": chapter("A", Self.body)])
    defer { fine.remove() }
    let passed = try SiteChecker(project: fine.project).check(update: true)
    #expect(
      passed.problems.filter { $0.file.hasPrefix("content/") }.isEmpty, "\(passed.problems)")
    let phone = try TestProject(chapters: [
      "01-a.md": chapter(
        "A",
        """
        ```swift
        func shownOnAPhone(_ view: UIView) -> UIView {
          let window = UIWindow(device: .iPhone16)
          window.addSubview(view)
          return view
        }
        ```

        ```swift example id=grid
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        return shownOnAPhone(view)
        ```
        """)
    ])
    defer { phone.remove() }
    let failed = try SiteChecker(project: phone.project).check(update: true)
    let problem = try #require(
      failed.problems.first { $0.message.contains("stands in for a phone") }, "\(failed.problems)")
    #expect(problem.file == "content/01-a.md" && problem.line == 6, "\(problem)")
    #expect(!failed.succeeded)
  }

  /// A function of the chapter's that names what only coldocs has is not
  /// app code; an example that calls it fails at its Markdown line, and the
  /// error says why the function is not there.
  @Test func aSharedFunctionOfTheEnginesTypesIsNotTheApps() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter(
        "A",
        """
        ```swift
        func framing() -> PanelFraming? { nil }
        ```

        ```swift example id=grid
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        _ = framing()
        return view
        ```
        """)
    ])
    defer { test.remove() }
    let report = try SiteChecker(project: test.project).check(update: true)
    let problem = try #require(
      report.problems.first { $0.message.contains("cannot find 'framing'") }, "\(report.problems)")
    #expect(problem.file == "content/01-a.md" && problem.line == 12, "\(problem)")
    #expect(problem.fix.contains("only coldocs has"), "\(problem)")
  }
}

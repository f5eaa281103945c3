import Foundation
import Testing

/// coldocs as an author uses it once installed: a copy of the binary, run
/// from folders outside this repository, with nothing of the repository to
/// read. It writes a new guide, builds and checks it, lets templates/
/// replace one theme file, and documents a layout package whose files say
/// `import UIKit`.
@Suite(.serialized) struct InstalledUseTests {
  /// A scratch folder with `bin/coldocs`, a copy of the built binary.
  struct Installation {
    let root: URL
    var binary: URL { root.appendingPathComponent("bin/coldocs") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "coldocs-installed-\(UUID().uuidString)")
      try FileManager.default.createDirectory(
        at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: CommandLineTests.binary, to: binary)
    }

    func run(_ arguments: [String], in folder: String = ".") throws -> CommandLineTests.Run {
      try CommandLineTests.run(binary, arguments, in: root.appendingPathComponent(folder))
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func initWritesAGuideThatBuildsAndChecksAtOnce() throws {
    let installed = try Installation()
    defer { installed.remove() }
    let made = try installed.run(["init", "my-guide"])
    #expect(made.status == 0, "\(made.errors)")
    for path in [
      "content/coldocs.yml", "content/index.md", "content/01-first-layout.md", ".gitignore",
      ".github/workflows/coldocs.yml",
    ] {
      #expect(
        FileManager.default.fileExists(
          atPath: installed.root.appendingPathComponent("my-guide/\(path)").path), "\(path)")
    }
    let built = try installed.run(["build"], in: "my-guide")
    #expect(built.status == 0, "\(built.errors)")
    let page = try installed.read("my-guide/site/first-layout.html")
    #expect(page.contains("class=\"cd-diagram\""), "the first chapter shows a computed picture")
    #expect(
      FileManager.default.fileExists(
        atPath: installed.root.appendingPathComponent("my-guide/site/assets/style.css").path))
    let checked = try installed.run(["check"], in: "my-guide")
    #expect(checked.status == 0, "\(checked.errors)")
    #expect(checked.output.contains("2 passed, 0 failed"), "\(checked.output)")
  }

  /// `init --lang zh-Hans` starts a guide in Simplified Chinese: its
  /// settings, front page and chapter in Chinese, the theme's words too,
  /// and the same examples and snapshots, so it checks at once, without a
  /// warning about its Chinese; a language without a starter is a usage error.
  @Test func initWritesAChineseGuideWhenAsked() throws {
    let installed = try Installation()
    defer { installed.remove() }
    let made = try installed.run(["init", "zh-guide", "--lang", "zh-Hans"])
    #expect(made.status == 0, "\(made.errors)")
    #expect(try installed.read("zh-guide/content/coldocs.yml").contains("lang: zh-Hans"))
    #expect(try installed.read("zh-guide/content/01-first-layout.md").contains("title: 第一个布局"))
    #expect(try installed.read("zh-guide/.github/workflows/coldocs.yml").contains("coldocs check"))
    let built = try installed.run(["build"], in: "zh-guide")
    #expect(built.status == 0, "\(built.errors)")
    let page = try installed.read("zh-guide/site/first-layout.html")
    #expect(page.contains("<html lang=\"zh-Hans\">") && page.contains("placeholder=\"搜索\""))
    let checked = try installed.run(["check"], in: "zh-guide")
    #expect(checked.output.contains("2 passed, 0 failed"), "\(checked.output)")
    #expect(!checked.errors.contains("warning"), "\(checked.errors)")
    let unknown = try installed.run(["init", "fr-guide", "--lang", "fr"])
    #expect(unknown.status == 2 && unknown.errors.contains("en, zh-Hans"), "\(unknown.errors)")
  }

  @Test func initRefusesToOverwriteAnything() throws {
    let installed = try Installation()
    defer { installed.remove() }
    try installed.write("my own index\n", to: "guide/content/index.md")
    let refused = try installed.run(["init", "guide"])
    #expect(refused.status == 1)
    #expect(refused.errors.contains("guide/content/index.md:1:1: error: this file exists already"))
    #expect(try installed.read("guide/content/index.md") == "my own index\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: installed.root.appendingPathComponent("guide/content/coldocs.yml").path),
      "nothing is written when anything exists")
  }

  /// A write that fails halfway (here a file where a folder must go)
  /// leaves nothing of the guide behind, so `init` runs again once the
  /// cause is gone.
  @Test func initWritesAllOrNothing() throws {
    let installed = try Installation()
    defer { installed.remove() }
    try installed.write("in the way\n", to: "guide/content/snapshots")
    let failed = try installed.run(["init", "guide"])
    #expect(failed.status == 1)
    #expect(failed.errors.contains("nothing was written"), "\(failed.errors)")
    let left = try FileManager.default.subpathsOfDirectory(
      atPath: installed.root.appendingPathComponent("guide").path)
    #expect(left.sorted() == ["content", "content/snapshots"], "\(left)")
    try FileManager.default.removeItem(
      at: installed.root.appendingPathComponent("guide/content/snapshots"))
    let again = try installed.run(["init", "guide"])
    #expect(again.status == 0, "\(again.errors)")
  }

  /// Run from inside a guide, or from nowhere, coldocs says where to run
  /// instead of asking for a configuration file the guide already has.
  @Test func runFromTheWrongFolderItSaysWhereToRun() throws {
    let installed = try Installation()
    defer { installed.remove() }
    #expect(try installed.run(["init", "guide"]).status == 0)
    let inContent = try installed.run(["build"], in: "guide/content")
    #expect(inContent.status == 1)
    #expect(inContent.errors.contains("this is a guide's content folder"), "\(inContent.errors)")
    let deeper = try installed.run(["check"], in: "guide/content/snapshots/first-layout")
    #expect(deeper.errors.contains("run coldocs from the guide's folder"), "\(deeper.errors)")
    #expect(deeper.errors.contains("(cd ../../..)"), "\(deeper.errors)")
    try FileManager.default.createDirectory(
      at: installed.root.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let nowhere = try installed.run(["build"], in: "empty")
    #expect(nowhere.errors.contains("'coldocs init'"), "\(nowhere.errors)")
  }

  @Test func aTemplateInTheGuideReplacesOnlyThatFileOfTheTheme() throws {
    let installed = try Installation()
    defer { installed.remove() }
    #expect(try installed.run(["init", "g"]).status == 0)
    let listed = try installed.run(["theme", "list"])
    #expect(listed.output.contains("page.mustache\n") && listed.output.contains("assets/style.css"))
    let copied = try installed.run(["theme", "copy", "404.mustache"], in: "g")
    #expect(copied.status == 0, "\(copied.errors)")
    let builtIn = try installed.read("g/templates/404.mustache")
    try installed.write(
      builtIn.replacingOccurrences(of: "<article>", with: "<article><p>Lost in the grid.</p>"),
      to: "g/templates/404.mustache")
    #expect(try installed.run(["build"], in: "g").status == 0)
    #expect(try installed.read("g/site/404.html").contains("Lost in the grid."))
    #expect(try installed.read("g/site/first-layout.html").contains("class=\"cd-diagram\""))
    #expect(try installed.run(["theme", "copy", "404.mustache"], in: "g").status == 1)
  }

  @Test func aLayoutPackageWhoseFilesImportUIKitIsDocumentedUnchanged() throws {
    let installed = try Installation()
    defer { installed.remove() }
    let sample = CommandLineTests.repositoryRoot.appendingPathComponent("Tests/SampleGuide")
    for part in ["TagLayouts", "guide"] {
      try FileManager.default.copyItem(
        at: sample.appendingPathComponent(part),
        to: installed.root.appendingPathComponent(part))
    }
    let built = try installed.run(["build"], in: "guide")
    #expect(built.status == 0, "\(built.errors)")
    // Its privacy manifest is left out, and the log says so.
    #expect(
      (built.output + built.errors).contains(
        "TagLayouts declares 1 resource, which coldocs leaves out"),
      "\(built.output)\(built.errors)")
    let index = try installed.read("guide/site/index.html")
    #expect(index.contains("lang=\"zh-Hans\""))
    let pages = try FileManager.default.contentsOfDirectory(
      atPath: installed.root.appendingPathComponent("guide/site").path
    ).filter { $0.hasSuffix(".html") && !["index.html", "404.html", "print.html"].contains($0) }
    #expect(pages.count == 2)
    for page in pages {
      #expect(try installed.read("guide/site/\(page)").contains("class=\"cd-diagram\""), "\(page)")
    }
    // The package's files were compiled as they are.
    #expect(
      try installed.read("TagLayouts/Sources/TagLayouts/LeftAlignedFlowLayout.swift")
        .contains("import UIKit"))
  }

  @Test func problemsWithThePackageAreLocatedInCodocsYmlOrInThePackage() throws {
    let installed = try Installation()
    defer { installed.remove() }
    #expect(try installed.run(["init", "g"]).status == 0)
    let configuration = try installed.read("g/content/coldocs.yml")
    func build(with package: String) throws -> CommandLineTests.Run {
      try installed.write(configuration + "\n" + package, to: "g/content/coldocs.yml")
      return try installed.run(["build"], in: "g")
    }
    let lines = configuration.split(separator: "\n", omittingEmptySubsequences: false).count
    let missing = try build(with: "package:\n  path: ../Nowhere\n  products: [Nowhere]\n")
    #expect(missing.status == 1)
    #expect(
      missing.errors.contains("content/coldocs.yml:\(lines + 2):"), "\(missing.errors)")
    #expect(missing.errors.contains("there is no Swift package"))

    try installed.write(
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Shapes", products: [.library(name: "Shapes", targets: ["Shapes"])],
        targets: [.target(name: "Shapes")])
      """, to: "Shapes/Package.swift")
    try installed.write(
      "import UIKit\n\npublic final class Wobbly: UICollectionViewLayout {\n  let x: Int = \"no\"\n}\n",
      to: "Shapes/Sources/Shapes/Wobbly.swift")
    let unknown = try build(with: "package:\n  path: ../../Shapes\n  products: [Circles]\n")
    #expect(unknown.errors.contains("content/coldocs.yml:\(lines + 3):"), "\(unknown.errors)")
    #expect(unknown.errors.contains("no library product or target named 'Circles'"))
    #expect(unknown.errors.contains("its libraries: Shapes"))

    let broken = try build(with: "package:\n  path: ../../Shapes\n  products: [Shapes]\n")
    #expect(broken.status == 1)
    #expect(
      broken.errors.contains("../Shapes/Sources/Shapes/Wobbly.swift:4:16: error:"),
      "\(broken.errors)")

    // A delegate protocol in Objective-C's style: located, with why and what to do.
    try installed.write(
      "import UIKit\n\n@objc public protocol WobblyDelegate: AnyObject {\n  @objc optional func wobbled()\n}\n",
      to: "Shapes/Sources/Shapes/Wobbly.swift")
    let objc = try build(with: "package:\n  path: ../../Shapes\n  products: [Shapes]\n")
    #expect(objc.status == 1)
    #expect(
      objc.errors.contains("../Shapes/Sources/Shapes/Wobbly.swift:3:2: error:"), "\(objc.errors)")
    #expect(objc.errors.contains("no Objective-C runtime"), "\(objc.errors)")
    #expect(objc.errors.contains("#if canImport(ObjectiveC)"), "\(objc.errors)")

    // Resources: code that loads one is located; the target is otherwise accepted.
    try installed.write(
      """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Shapes", products: [.library(name: "Shapes", targets: ["Shapes"])],
        targets: [.target(name: "Shapes", resources: [.process("dot.json")])])
      """, to: "Shapes/Package.swift")
    try installed.write("{}\n", to: "Shapes/Sources/Shapes/dot.json")
    try installed.write(
      "import Foundation\n\n// Bundle.module in a comment is fine.\nlet dot = Bundle.module.url(forResource: \"dot\", withExtension: \"json\")\n",
      to: "Shapes/Sources/Shapes/Wobbly.swift")
    let loads = try build(with: "package:\n  path: ../../Shapes\n  products: [Shapes]\n")
    #expect(loads.status == 1)
    #expect(
      loads.errors.contains("../Shapes/Sources/Shapes/Wobbly.swift:4:11: error:"), "\(loads.errors)"
    )
    #expect(loads.errors.contains("loads a resource of the target Shapes"), "\(loads.errors)")
  }
}

import Foundation

/// A chapter's examples as an app a reader downloads: an App Playground,
/// the package form Swift Playgrounds and Xcode open and run on an iPhone,
/// an iPad or the simulator, zipped with bytes that depend only on its
/// files.
///
/// Its files (`flow-layout.swiftpm/…`):
/// - `Package.swift`: an `.iOSApplication` product and one executable target
///   whose path is the package's folder, as the App Playgrounds Swift
///   Playgrounds makes are laid out;
/// - `App.swift`: the SwiftUI entry that lists the examples;
/// - `Chapter.swift` and `Examples.swift`: the chapter's code and each
///   example's, as `AppChapter` writes them;
/// - `ExampleScreen.swift` and `ExampleViewController.swift`, the same in
///   every chapter (`AppSupportFiles`);
/// - `README.md`, in the page's language, linking back to the page.
struct AppPackage {
  let chapter: AppChapter
  /// The oldest iOS the chapter's code needs.
  let minimumIOS: IOSVersion
  /// The theme's words in the page's language, for the README.
  let strings: ThemeStrings
  /// Where the chapter's page is: its address when the guide names its
  /// `baseURL`, else its file name in the site.
  let page: String
  /// The guide's title, part of the app's bundle identifier.
  let guideTitle: String

  /// App Playgrounds came with Swift Playgrounds 4, which ran on iPadOS
  /// 15.2, and the manifests it writes ask for iOS 15.2: the app asks for
  /// that or the chapter's own minimum, whichever is later.
  static let oldestIOS = IOSVersion(major: 15, minor: 2)

  /// The zip's path in the site (or in an edition's folder).
  static func path(of plan: ChapterPlan) -> String { "apps/\(plan.source.slug).swiftpm.zip" }

  /// Whether a chapter has an app: it has examples, compiled as Swift.
  static func exists(for plan: ChapterPlan) -> Bool {
    plan.compilesCode && !plan.examples.isEmpty
  }

  var folder: String { chapter.plan.source.slug + ".swiftpm" }

  /// The package's files, by path within its folder.
  var files: [(path: String, text: String)] {
    [
      ("Package.swift", manifest),
      ("App.swift", AppSupportFiles.app(examples: chapter.examplesType, title: literal(title))),
      ("Chapter.swift", chapter.declarationsFile),
      ("Examples.swift", chapter.examplesFile),
      ("ExampleScreen.swift", AppSupportFiles.screen),
      ("ExampleViewController.swift", AppSupportFiles.viewController),
      ("README.md", readme),
    ]
  }

  var zip: Data {
    var archive = ZipArchive()
    for file in files { archive.add(folder + "/" + file.path, file.text) }
    return archive.data
  }

  private var title: String { chapter.plan.source.title }

  private var version: IOSVersion { max(minimumIOS, Self.oldestIOS) }

  var manifest: String {
    """
    // swift-tools-version: 5.9

    // An App Playground: Swift Playgrounds and Xcode open this folder as an
    // app. `AppleProductTypes` and `.iOSApplication` come with Apple's tools
    // only; the fields are those the manifests Swift Playgrounds writes have.
    import AppleProductTypes
    import PackageDescription

    let package = Package(
      name: \(literal(chapter.name)),
      platforms: [.iOS("\(version.major).\(version.minor)")],
      products: [
        .iOSApplication(
          name: \(literal(chapter.name)),
          targets: ["AppModule"],
          bundleIdentifier: \(literal(bundleIdentifier)),
          teamIdentifier: "",
          displayVersion: "1.0",
          bundleVersion: "1",
          supportedDeviceFamilies: [.pad, .phone],
          supportedInterfaceOrientations: [
            .portrait, .landscapeRight, .landscapeLeft,
            .portraitUpsideDown(.when(deviceFamilies: [.pad])),
          ]
        )
      ],
      targets: [
        .executableTarget(name: "AppModule", path: ".", exclude: ["README.md"])
      ]
    )

    """
  }

  /// A UUID made from the guide's title and the chapter's slug, in the form
  /// Swift Playgrounds gives new apps: the same for every build, different
  /// for every chapter and guide.
  private var bundleIdentifier: String {
    var hash = ContentHash()
    hash.add(guideTitle)
    hash.add(chapter.plan.source.slug)
    let hex = Array(hash.hex.uppercased())
    let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(hex[$0]) }
    return groups.joined(separator: "-")
  }

  var readme: String {
    let shared = ["ExampleScreen.swift", "ExampleViewController.swift", "App.swift"].map {
      "`\($0)`"
    }
    let values = [
      "chapter": title, "page": page, "version": version.description,
      "manifest": "`Package.swift`", "chapterFile": "`Chapter.swift`",
      "examplesFile": "`Examples.swift`", "play": AppWords(strings).play, "screen": "`screen`",
      "sharedFiles": shared.dropLast().joined(separator: strings["listComma"])
        + strings["listAnd"] + shared.last!,
    ]
    var text = "# " + strings.format("appReadmeTitle", values) + "\n\n"
    text += strings.format("appReadmeIntro", values) + "\n\n"
    text += strings.format("appReadmeOpen", values) + "\n\n"
    text += strings.format("appReadmeButtons", values) + "\n\n"
    for (reason, key) in [
      (AppCode.LeftOut.playsAPhone, "appReadmeLeftOutPhone"),
      (.showsOnlyPictures, "appReadmeLeftOutRecorded"),
    ] {
      let titles = chapter.leftOut.filter { $0.1 == reason }.map { "“\($0.0.title)”" }
      guard !titles.isEmpty else { continue }
      let list = titles.joined(separator: strings["listComma"])
      text += strings.format(key, values.merging(["examples": list]) { $1 }) + "\n\n"
    }
    text += strings.format("appReadmeFiles", values) + "\n"
    return text
  }

  private func literal(_ text: String) -> String { "\"" + ModuleWriter.escaped(text) + "\"" }
}

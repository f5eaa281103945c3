// swift-tools-version: 6.1
import PackageDescription

/// coldocs: a documentation generator for collection-view layouts, and the
/// headless UIKit-faithful layout engine its tutorials run on.
///
/// Dependencies run one way: coldocs → ColDocsKit → (ColDocsRuntime →)
/// CollectionLayout, and ColDocsKit → CCmark. The engine depends on Foundation
/// only.
/// Every target is in the Swift 6 language mode, with complete concurrency
/// checking.
let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

/// coldocs's own files, embedded in its binary at build time by the
/// EmbedFiles plugin. An instrumented fuzz build (`Tests/Fuzz/run.sh`) links
/// libFuzzer into every executable, build tools included, so there the
/// script runs the tool beforehand and the target reads its output instead.
let resourcesTarget: Target =
  Context.environment["COLDOCS_FUZZ"] == nil
  ? .target(
    name: "ColDocsResources", exclude: ["Theme", "Starter"], swiftSettings: swift6,
    plugins: ["EmbedFiles"])
  : .target(name: "ColDocsResources", path: ".build-fuzz/ColDocsResources", swiftSettings: swift6)

let package = Package(
  name: "coldocs",
  products: [
    .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
    .library(name: "ColDocsKit", targets: ["ColDocsKit"]),
    .executable(name: "coldocs", targets: ["coldocs"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
    .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // The layout engine. Foundation only: tutorial examples link it, so it must
    // build quickly and anywhere Swift runs.
    .target(
      name: "CollectionLayout", exclude: ["README.md", "Text/generate-system-font-widths.py"],
      swiftSettings: swift6),
    // The small library every compiled example links: turns what an example
    // returns into results the generator reads.
    .target(name: "ColDocsRuntime", dependencies: ["CollectionLayout"], swiftSettings: swift6),
    // coldocs's own files, embedded in its binary at build time: the default
    // theme, the starter guide of `coldocs init`, and the engine and runtime
    // sources examples compile against (see EmbeddedFiles.swift).
    resourcesTarget,
    .plugin(
      name: "EmbedFiles", capability: .buildTool(), dependencies: ["ColDocsEmbed"],
      path: "Sources/EmbedFiles"),
    .executableTarget(name: "ColDocsEmbed", swiftSettings: swift6),
    // The system cmark library (pkg-config libcmark, Debian libcmark-dev).
    .systemLibrary(
      name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
    // The generator as a library: content → examples → rendering → site.
    .target(
      name: "ColDocsKit",
      dependencies: [
        "CollectionLayout", "ColDocsRuntime", "ColDocsResources", "CCmark",
        .product(name: "Mustache", package: "swift-mustache"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftIDEUtils", package: "swift-syntax"),
      ],
      swiftSettings: swift6),
    // The command line: argument parsing and calls into ColDocsKit, nothing more.
    .executableTarget(
      name: "coldocs",
      dependencies: [
        "ColDocsKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swift6),
    // Release-mode measurements, kept out of the test suite:
    // `swift run -c release CollectionLayoutBenchmarks`.
    .executableTarget(
      name: "CollectionLayoutBenchmarks",
      dependencies: ["CollectionLayout"],
      path: "Benchmarks/CollectionLayoutBenchmarks",
      swiftSettings: swift6
    ),
    .testTarget(
      name: "CollectionLayoutTests",
      dependencies: [
        "CollectionLayout",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // Fixtures (the CommonMark spec examples) are read from the source tree by
    // path, so they are not bundled as resources.
    .testTarget(
      name: "ColDocsKitTests",
      dependencies: [
        "ColDocsKit", "ColDocsRuntime",
        // AuthorReferenceTests reads the engine's and runtime's sources.
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "coldocsTests", dependencies: ["coldocs", "ColDocsKit"]),
    // Layouts written as UIKit apps write them, importing only CollectionLayout
    // where they imported UIKit: they prove the port needs no other change.
    .testTarget(name: "UIKitPortTests", dependencies: ["CollectionLayout"]),
  ]
)

// libFuzzer targets, added only for `bash Tests/Fuzz/run.sh`, which builds them
// with every module instrumented (`-sanitize=fuzzer`) in a scratch folder of
// their own; an ordinary build never sees them.
if Context.environment["COLDOCS_FUZZ"] != nil {
  for name in ["FuzzConfiguration", "FuzzInfoString", "FuzzSnapshot", "FuzzMarkdownPage"] {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["ColDocsKit"], path: "Tests/Fuzz/\(name)",
        swiftSettings: swift6))
  }
}

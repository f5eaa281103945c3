// swift-tools-version: 6.1
import PackageDescription

/// coldocs: a documentation generator for collection-view layouts, and the
/// headless UIKit-faithful layout engine its tutorials run on.
let package = Package(
  name: "coldocs",
  products: [
    .library(name: "CollectionLayout", targets: ["CollectionLayout"])
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1")
  ],
  targets: [
    // The layout engine. Foundation only: tutorial examples link it, so it must
    // build quickly and anywhere Swift runs.
    .target(
      name: "CollectionLayout",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // Release-mode measurements, kept out of the test suite:
    // `swift run -c release CollectionLayoutBenchmarks`.
    .executableTarget(
      name: "CollectionLayoutBenchmarks",
      dependencies: ["CollectionLayout"],
      path: "Benchmarks/CollectionLayoutBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "CollectionLayoutTests",
      dependencies: [
        "CollectionLayout",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ]
)

// swift-tools-version: 6.0
import PackageDescription

// Two collection-view layouts written for an iOS app: a flow layout whose
// lines start at the left edge, for tags, and a layout that stacks items of
// different heights in columns. The sources import UIKit as any app's do,
// and the target ships a privacy manifest, as App Store libraries now must.
let package = Package(
  name: "TagLayouts",
  platforms: [.iOS(.v15)],
  products: [
    .library(name: "TagLayouts", targets: ["TagLayouts"])
  ],
  targets: [
    .target(name: "TagLayouts", resources: [.copy("PrivacyInfo.xcprivacy")])
  ],
  swiftLanguageModes: [.v5]
)

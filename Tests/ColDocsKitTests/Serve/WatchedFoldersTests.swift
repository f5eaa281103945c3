import Foundation
import Testing

@testable import ColDocsKit

/// What `serve` watches is what the build reads, recomputed from the guide
/// as it is now: a package named after `serve` started, and the folders of
/// files `include=` shows.
@Suite struct WatchedFoldersTests {
  @Test func aPackageAddedToTheConfigurationIsWatchedFromTheNextBuild() throws {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", "Text\n")])
    defer { test.remove() }
    let before = SiteBuilder(project: test.project).watchedFolders()
    #expect(!before.contains { $0.lastPathComponent == "Layouts" })
    let configuration = try test.read("content/coldocs.yml")
    try test.write(
      configuration + "package:\n  path: ../Layouts\n  products: [Layouts]\n",
      to: "content/coldocs.yml")
    let after = SiteBuilder(project: test.project).watchedFolders()
    #expect(after.contains(test.root.appendingPathComponent("Layouts").standardizedFileURL))
  }

  @Test func theFoldersOfIncludedFilesAreWatched() throws {
    let test = try TestProject(chapters: [
      "01-a.md": chapter("A", "```swift include=../Library/Sources/Grid.swift#a\n```\n")
    ])
    defer { test.remove() }
    let watched = SiteBuilder(project: test.project).watchedFolders()
    #expect(
      watched.contains(test.root.appendingPathComponent("Library/Sources").standardizedFileURL),
      "\(watched.map(\.path))")
  }
}

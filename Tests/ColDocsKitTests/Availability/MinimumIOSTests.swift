import Testing

@testable import ColDocsKit

/// A chapter's oldest iOS, from the names its code uses.
@Suite struct MinimumIOSTests {
  private let table = IOSAvailability(introduced: [
    "UICollectionLayoutListConfiguration": IOSVersion(major: 14),
    "headerTopPadding": IOSVersion(major: 15),
    "traitOverrides": IOSVersion(major: 17),
    "header": IOSVersion(major: 14),
    "preferredLayoutAttributesFitting": IOSVersion(major: 16),
    "recordTimeline": IOSVersion(major: 18),
  ])

  private func minimum(_ blocks: (String, Bool)...) -> MinimumIOS {
    MinimumIOS(blocks: blocks.map { (code: $0.0, example: $0.1) }, availability: table)
  }

  @Test func theLatestNameDecidesAndIsNamed() {
    let found = minimum(
      (
        """
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerTopPadding = 0
        """, true
      ))
    #expect(found == MinimumIOS(version: IOSVersion(major: 15), names: ["headerTopPadding"]))
  }

  @Test func codeOfNoNewerNameIsAtTheFloor() {
    let found = minimum(("let layout = UICollectionViewFlowLayout()", false))
    #expect(found == MinimumIOS(version: .floor, names: []))
  }

  /// `screen.traitOverrides` on a line that only draws the figure is not
  /// the app's; in the closure of an engine-only call it is.
  @Test func linesOnlyColdocsRunsAreLeftOut() {
    let marked = minimum(
      (
        """
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        return SideBySide(view, view.traitOverrides)
        """, true
      ))
    #expect(marked.version == .floor)
    let inClosure = minimum(
      (
        """
        let timeline = try view.recordTimeline {
          view.traitOverrides.horizontalSizeClass = .compact
        }
        """, true
      ))
    #expect(inClosure.names == ["traitOverrides"])
  }

  /// A local `header` is the chapter's own; an `override` is a use of
  /// UIKit's method, whatever the block declares.
  @Test func theChaptersOwnNamesAreNotUIKits() {
    let local = minimum(
      ("let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size)", false),
      ("section.boundarySupplementaryItems = [header]", true))
    #expect(local.version == .floor)
    let overridden = minimum(
      (
        """
        final class Cell: UICollectionViewCell {
          override func preferredLayoutAttributesFitting(
            _ attributes: UICollectionViewLayoutAttributes
          ) -> UICollectionViewLayoutAttributes { attributes }
        }
        """, false
      ))
    #expect(overridden.names == ["preferredLayoutAttributesFitting"])
  }

  /// Two names of the same release are both given, the most used first,
  /// alphabetically among equals.
  @Test func everyNameOfTheLatestReleaseIsGiven() {
    let found = minimum(
      ("let a = UICollectionLayoutListConfiguration(appearance: .plain)", false),
      ("let b = UIListContentConfiguration.header()", true))
    #expect(found.version == IOSVersion(major: 14))
    #expect(found.names == ["UICollectionLayoutListConfiguration", "header"])
    // The name used most comes first.
    let often = minimum(
      ("let a = UICollectionLayoutListConfiguration(appearance: .plain)", false),
      ("let b = UIListContentConfiguration.header()", true),
      ("let c = UIListContentConfiguration.header()", true))
    #expect(often.names == ["header", "UICollectionLayoutListConfiguration"])
  }
}

/// The sentence under a chapter's title, from the engine's own table.
@Suite struct MinimumIOSSentenceTests {
  private func sentence(_ body: String) throws -> String? {
    let test = try TestProject(chapters: ["01-a.md": chapter("A", body)])
    defer { test.remove() }
    let source = try ChapterSource(
      url: test.root.appendingPathComponent("content/01-a.md"), displayPath: "content/01-a.md")
    let plan = try ChapterPlan(source, projectRoot: repositoryRoot)
    let configuration = try SiteConfiguration.load(
      from: test.root.appendingPathComponent("content/coldocs.yml"),
      displayPath: "content/coldocs.yml")
    return PageSet(configuration: configuration, plans: [plan])
      .chapterContext(index: 0, body: "", headings: []).minimumIOS
  }

  @Test func theSentenceNamesTheReleaseAndWhatNeedsIt() throws {
    let code =
      "```swift\nvar list = UICollectionLayoutListConfiguration(appearance: .plain)\n"
      + "list.headerTopPadding = 0\n```\n"
    #expect(
      try sentence(code)
        == "The code needs iOS 15 or later, for <code>headerTopPadding</code>.")
    let two = code.replacingOccurrences(
      of: "```\n",
      with: "let header = UIListContentConfiguration.prominentInsetGroupedHeader()\n```\n")
    #expect(
      try sentence(two)
        == "The code needs iOS 15 or later, for <code>headerTopPadding</code> and "
        + "<code>prominentInsetGroupedHeader</code>.")
  }

  @Test func moreThanThreeNamesAreCutShort() throws {
    let code =
      "```swift\nlet a = UICollectionLayoutListConfiguration(appearance: .plain)\n"
      + "let b = UIListContentConfiguration.cell()\nlet c = UIBackgroundConfiguration.clear()\n"
      + "let d = UICellAccessory.checkmark()\n```\n"
    #expect(
      try sentence(code)
        == "The code needs iOS 14 or later, for <code>UIBackgroundConfiguration</code>, "
        + "<code>UICellAccessory</code>, <code>UICollectionLayoutListConfiguration</code> "
        + "and others.")
  }

  @Test func aChapterWithoutSwiftSaysNothingAndOldCodeNamesTheFloor() throws {
    #expect(try sentence("Text only.\n") == nil)
    #expect(
      try sentence("```swift\nlet layout = UICollectionViewFlowLayout()\n```\n")
        == "The code needs iOS 13 or later.")
  }
}

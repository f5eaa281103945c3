import CollectionLayout
import Foundation
import Testing

/// A list's geometry, from hand arithmetic over the numbers UIKit's list
/// layout uses up to iOS 18 (`ListMetrics` cites each). The collection view
/// is 375 points wide on the engine's 375-point, 2× screen: rows have a
/// 16-point margin, and a one-line body row is 11 + 20.5 + 11 = 42.5,
/// raised to the 44-point minimum.
@Suite struct ListLayoutTests {
  @Test func insetGroupedRowsSitInsideTheMarginsOnGrey() throws {
    let list = ListFixture(.init(appearance: .insetGrouped), sections: [["A", "B", "C"]])
    // 35 above the first section without a header, 44 a row, 20 below the last.
    #expect(list.frame(0) == rect(16, 35, 343, 44))
    #expect(list.frame(1) == rect(16, 79, 343, 44))
    #expect(list.frame(2) == rect(16, 123, 343, 44))
    #expect(list.view.contentSize == CGSize(width: 375, height: 35 + 3 * 44 + 20))
    // Lines under the first two rows only, from the text's leading edge
    // (16 inside the card) to the card's trailing edge, one pixel thick.
    let lines = list.separators().sorted { $0.0 < $1.0 }
    #expect(lines.map(\.0) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    #expect(lines.first?.1 == rect(32, 78.5, 327, 0.5))
  }

  @Test func insetGroupedEndsAreRoundedAndTheRowsWhiteOnTheGroupedGrey() throws {
    let list = ListFixture(.init(appearance: .insetGrouped), sections: [["A", "B", "C"], ["D"]])
    let still = list.view.snapshot()
    let first = try #require(still.appearances["cell 0.0"])
    let middle = try #require(still.appearances["cell 0.1"])
    let alone = try #require(still.appearances["cell 1.0"])
    // The first row rounds its top corners (a 10-point mask), the middle
    // row none, a row alone all four.
    #expect(first.mask?.path.hasPrefix("M10 0 L333 0 C") == true)
    #expect(first.mask?.path.contains("L343 44 L0 44") == true, "square bottom corners")
    #expect(middle.mask == nil && middle.cornerRadius == 0)
    #expect(alone.cornerRadius == 10 && alone.mask == nil)
    #expect(first.backgroundColor == [1, 1, 1, 1])
    let background = try #require(
      still.appearances["decoration UICollectionElementKindListBackground 0.0"])
    let grey: [CGFloat] = [242.0 / 255, 242.0 / 255, 247.0 / 255, 1]
    #expect(background.backgroundColor == grey)
  }

  @Test func groupedSectionsAre35ApartWithFullWidthLinesAtTheirEnds() throws {
    let list = ListFixture(.init(appearance: .grouped), sections: [["A", "B"], ["C"]])
    #expect(list.frame(0) == rect(0, 35, 375, 44))
    // 17.5 below the first section, 17.5 above the second.
    #expect(list.frame(0, 1) == rect(0, 35 + 88 + 35, 375, 44))
    #expect(list.view.contentSize == CGSize(width: 375, height: 158 + 44 + 20))
    let lines = Dictionary(
      uniqueKeysWithValues: list.separators().map { ("\($0.0)\($0.1.minY)", $0.1) })
    // A full-width line above each section's first row and below its last.
    #expect(lines["[0, 0]35.0"] == rect(0, 35, 375, 0.5))
    #expect(lines["[0, 0]78.5"] == rect(16, 78.5, 359, 0.5))
    #expect(lines["[0, 1]122.5"] == rect(0, 122.5, 375, 0.5))
    // The grey behind the last section reaches the bottom of the view.
    let background = list.layout.layoutAttributesForDecorationView(
      ofKind: "UICollectionElementKindListBackground", at: IndexPath(item: 0, section: 1))
    #expect(background?.frame == rect(0, 140.5, 375, 600 - 140.5))
  }

  @Test func aPlainHeaderHas22PointsAboveItAndSticksWhileItsSectionScrolls() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let rows = (0..<20).map { "Row \($0)" }
    let list = ListFixture(
      configuration, sections: [rows, ["Last"]], height: 300, header: .plainHeader())
    // The header sizes itself: 4 + 18 (semibold 15-point text) + 4.
    #expect(list.header(0) == rect(0, 22, 375, 26))
    #expect(list.frame(0) == rect(0, 48, 375, 44))
    // Plain sections touch: the next header's padding follows the last row.
    // Off screen, that header keeps its estimate (28) until it is shown.
    #expect(list.header(1) == rect(0, 48 + 20 * 44 + 22, 375, 28))
    list.view.contentOffset = CGPoint(x: 0, y: 200)
    list.view.layoutIfNeeded()
    #expect(list.header(0)?.minY == 200, "pinned to the top of the visible bounds")
  }

  @Test func aGroupedHeaderReplacesTheSpaceAboveItsSection() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let list = ListFixture(configuration, sections: [["A"], ["B"]])
    // 17 + 16 (13-point footnote, in capitals) + 6; no padding above it.
    #expect(list.header(0) == rect(16, 0, 343, 39))
    #expect(list.frame(0) == rect(16, 39, 343, 44))
    // Below section 0: 17.5, then section 1's header.
    #expect(list.header(1) == rect(16, 39 + 44 + 17.5, 343, 39))
  }

  @Test func aRowIsAsTallAsItsWrappedText() throws {
    let long = "A row whose text is long enough to wrap onto a second line here"
    let list = ListFixture(.init(appearance: .plain), sections: [[long]])
    // Two lines of 17-point text, 40.57 rounded up to 41, plus 11 + 11.
    #expect(list.frame(0) == rect(0, 0, 375, 63))
  }

  @Test func theMinimumRowHeightIsTwiceTheBodyLeading() throws {
    // Large: leading 22. Extra large: 24, so a row of 19-point text
    // (11 + 23 + 11 = 45) is raised to 48. From the largest standard size
    // on, the minimum stops growing (29 × 2).
    for (category, height) in [
      (UIContentSizeCategory.large, 44.0), (.extraLarge, 48), (.extraSmall, 39),
    ] {
      let list = ListFixture(.init(appearance: .plain), sections: [["Row"]], category: category)
      #expect(list.frame(0)?.height == CGFloat(height), "\(category)")
    }
  }

  @Test func aNewTextSizeMeasuresTheRowsAgain() throws {
    let list = ListFixture(.init(appearance: .plain), sections: [["Row", "Another row"]])
    #expect(list.frame(0)?.height == 44)
    list.view.traitOverrides.preferredContentSizeCategory = .extraLarge
    list.view.layoutIfNeeded()
    // 19-point text: 11 + 23 + 11 = 45, raised to the new minimum, 2 × 24.
    #expect(list.frame(0)?.height == 48)
    #expect(list.frame(1) == rect(0, 48, 375, 48))
  }

  @Test func aTextSizeInheritedFromAboveMeasuresTheRowsAgain() throws {
    let list = ListFixture(.init(appearance: .plain), sections: [["Row", "Another row"]])
    list.view.traitOverrides = UITraitOverrides()
    let host = UIView(frame: list.view.frame)
    host.addSubview(list.view)
    list.view.layoutIfNeeded()
    #expect(list.frame(0)?.height == 44)
    // Set on the view the list is in, as a window or a controller's view
    // passes it down when the person changes the text size.
    host.traitOverrides.preferredContentSizeCategory = .extraLarge
    list.view.layoutIfNeeded()
    #expect(list.frame(0)?.height == 48)
    #expect(list.frame(1) == rect(0, 48, 375, 48))
  }

  @Test func aWideScreenGetsTwentyPointMargins() throws {
    let window = UIWindow(device: .iPhone15ProMax)
    let list = ListFixture(.init(appearance: .insetGrouped), sections: [["A", "B"]], width: 430)
    window.addSubview(list.view)
    list.view.layoutIfNeeded()
    #expect(list.frame(0) == rect(20, 35, 390, 44))
    #expect(list.separators().first?.1.minX == 40)
  }

  @Test func theSeparatorHandlerDecidesARowsLines() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.itemSeparatorHandler = { indexPath, separator in
      var changed = separator
      if indexPath.item == 0 { changed.bottomSeparatorVisibility = .hidden }
      if indexPath.item == 1 { changed.bottomSeparatorInsets.leading = 60 }
      return changed
    }
    let list = ListFixture(configuration, sections: [["A", "B", "C"]])
    let lines = list.separators().sorted { $0.0 < $1.0 }
    #expect(lines.map(\.0.item) == [1, 2], "the plain list's last row keeps its line")
    // The handler's inset replaced the automatic one; the trailing stays 0.
    #expect(lines.first?.1 == rect(60, 87.5, 315, 0.5))
    #expect(lines.last?.1 == rect(16, 131.5, 359, 0.5))
  }

  @Test func noSeparatorsWhenTheListHidesThem() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.showsSeparators = false
    let list = ListFixture(configuration, sections: [["A", "B"]])
    #expect(list.separators().isEmpty)
  }
}

/// A header that sizes itself moves what follows it, in the collection
/// view's answers as in the layout's.
@Suite struct BoundarySelfSizingTests {
  @Test func theCollectionViewSeesTheRowsAfterAMeasuredHeader() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let list = ListFixture(configuration, sections: [["A"], ["B"]])
    let view = list.view
    let header = view.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.height == 39, "measured, not the 17.5 estimate")
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 39)
  }
}

/// A row's separator starts where its text does, as its cell answers:
/// Apple documents that with a system content configuration the separator
/// lines up with the primary text "automatically".
@Suite struct SeparatorFollowsTextTests {
  @Test func pastAnImageTheLineStartsWithTheText() throws {
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Wi-Fi", "General"]],
      content: { cell in
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: "wifi")
        return content
      })
    // Each row has a symbol: 16 (margin) + 24 (its room) + 16 (padding).
    let lines = list.separators().sorted { $0.0 < $1.0 }
    #expect(lines.first?.1 == CGRect(x: 56, y: 43.5, width: 319, height: 0.5))
    // What the collection view shows is the new answer, not the first.
    let shown = try #require(
      list.view.snapshot().frames.first?.elements.first {
        $0.kind == "UICollectionElementKindListBottomSeparator" && $0.indexPath.item == 0
      })
    #expect(shown.center.x - shown.size.width / 2 == 56)
  }

  @Test func withoutAnImageTheLineKeepsTheMargin() {
    let list = ListFixture(.init(appearance: .plain), sections: [["Wi-Fi", "General"]])
    #expect(list.separators().map(\.1.minX) == [16, 16])
  }

  @Test func anIndentedRowsLineIsIndentedWithIt() {
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Wi-Fi", "General"]],
      content: { cell in
        cell.indentationLevel = 2
        return cell.defaultContentConfiguration()
      })
    // Two levels of 10 points each.
    #expect(list.separators().map(\.1.minX) == [36, 36])
  }

  @Test func theSeparatorHandlerIsGivenTheRowsOwnInset() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var given: [CGFloat] = []
    configuration.itemSeparatorHandler = { _, separator in
      given.append(separator.bottomSeparatorInsets.leading)
      return separator
    }
    let list = ListFixture(
      configuration, sections: [["Wi-Fi"]],
      content: { cell in
        var content = cell.defaultContentConfiguration()
        content.image = UIImage(systemName: "wifi")
        return content
      })
    _ = list.separators()
    #expect(given.last == 56)
  }
}

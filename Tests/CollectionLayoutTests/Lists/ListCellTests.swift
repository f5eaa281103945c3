import CollectionLayout
import Foundation
import Testing

/// List cells and their configurations: what a phone draws inside a row,
/// from the styles' margins and paddings (`UIListContentConfiguration`
/// cites them) and the engine's 2× text metrics (a 17-point line is 20.5
/// points tall, a 12-point caption line 14.5).
@Suite struct ListCellTests {
  private func views(_ list: ListFixture, _ key: String) throws -> [SubviewAppearance] {
    try #require(list.view.snapshot().appearances[key]?.views)
  }

  @Test func aValueCellSetsItsValueAtTheTrailingMargin() throws {
    let list = ListFixture(
      .init(appearance: .insetGrouped), sections: [["Wi-Fi"]],
      content: { _ in
        var value = UIListContentConfiguration.valueCell()
        value.secondaryText = "Home"
        return value
      })
    let drawn = try views(list, "cell 0.0")
    let text = try #require(drawn.first { $0.text?.lines == ["Wi-Fi"] })
    let value = try #require(drawn.first { $0.text?.lines == ["Home"] })
    // The card is 343 wide; both texts keep 16 points from its edges and
    // share a line.
    #expect(text.frame.minX == 16)
    #expect(abs(value.frame.maxX - (343 - 16)) < 0.001)
    #expect(value.frame.midY == text.frame.midY)
  }

  @Test func aValueTooLongForOneLineGoesBelowTheText() throws {
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Network name"]],
      content: { _ in
        var value = UIListContentConfiguration.valueCell()
        value.secondaryText = "A value far too long to share the line with its text"
        return value
      })
    let drawn = try views(list, "cell 0.0")
    let text = try #require(drawn.first { $0.text?.lines == ["Network name"] })
    let value = try #require(drawn.first { $0.text != nil && $0.text?.lines != ["Network name"] })
    #expect(value.frame.minX == 16)
    // Three points below the text (the cell's vertical padding).
    #expect(value.frame.minY == text.frame.maxY + 3)
  }

  @Test func aSubtitleCellStacksItsTextsInTheMiddleOfTheMinimumHeight() throws {
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Title"]],
      content: { _ in
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.secondaryText = "Subtitle"
        return subtitle
      })
    // 4 + 20.5 + 0 + 14.5 + 4 = 43, raised to 44: the block sits at 4.5.
    #expect(list.frame(0)?.height == 44)
    let drawn = try views(list, "cell 0.0")
    let title = try #require(drawn.first { $0.text?.lines == ["Title"] })
    let subtitle = try #require(drawn.first { $0.text?.lines == ["Subtitle"] })
    #expect(title.frame.minY == 4.5)
    #expect(subtitle.frame.minY == 25)
  }

  @Test func aSelectedRowTurnsGreyUnlessTheAppChoseItsColour() throws {
    let list = ListFixture(.init(appearance: .insetGrouped), sections: [["A", "B"]])
    let first = try #require(list.cell(0))
    let second = try #require(list.cell(1))
    var yellow = UIBackgroundConfiguration.listGroupedCell()
    yellow.backgroundColor = .systemYellow
    second.backgroundConfiguration = yellow
    first.isSelected = true
    second.isSelected = true
    let still = list.view.snapshot()
    let grey4: [CGFloat] = [209.0 / 255, 209.0 / 255, 214.0 / 255, 1]
    #expect(still.appearances["cell 0.0"]?.backgroundColor == grey4)
    #expect(still.appearances["cell 0.1"]?.backgroundColor == [1, 204.0 / 255, 0, 1])
    first.isSelected = false
    #expect(list.view.snapshot().appearances["cell 0.0"]?.backgroundColor == [1, 1, 1, 1])
  }

  /// A background inset from the row's edges, rounded and stroked, is
  /// drawn as a view behind the content, and the row around it shows the
  /// list behind (the cell paints nothing of its own). A plain 375-point
  /// row 44 tall, inset 4 and 16: the card is 343 × 36 at (16, 4).
  @Test func anInsetStrokedBackgroundIsDrawnAsACardBehindTheContent() throws {
    let list = ListFixture(.init(appearance: .plain), sections: [["Card", "Plain"]])
    let card = try #require(list.cell(0))
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemYellow
    background.cornerRadius = 12
    background.backgroundInsets = NSDirectionalEdgeInsets(
      top: 4, leading: 16, bottom: 4, trailing: 16)
    background.strokeColor = .systemBlue
    background.strokeWidth = 2
    card.backgroundConfiguration = background
    let still = list.view.snapshot()
    let look = try #require(still.appearances["cell 0.0"])
    #expect(look.backgroundColor == [0, 0, 0, 0], "the row itself paints nothing")
    let drawn = try #require(look.views?.first)
    #expect(drawn.frame == CGRect(x: 16, y: 4, width: 343, height: 36))
    #expect(drawn.cornerRadius == 12 && drawn.borderWidth == 2)
    #expect(drawn.backgroundColor == [1, 204.0 / 255, 0, 1])
    #expect(drawn.borderColor == [0, 122.0 / 255, 1, 1])
    #expect(look.views?.contains { $0.text?.lines == ["Card"] } == true, "the text in front")
    // A background that fills its row stays the row's own paint.
    #expect(still.appearances["cell 0.1"]?.backgroundColor == [1, 1, 1, 1])
  }

  @Test func theUpdateHandlerSeesTheStateAfterEveryChange() throws {
    let list = ListFixture(.init(appearance: .plain), sections: [["A"]])
    let cell = try #require(list.cell(0))
    var seen: [Bool] = []
    cell.configurationUpdateHandler = { _, state in seen.append(state.isSelected) }
    cell.layoutIfNeeded()
    cell.isSelected = true
    cell.layoutIfNeeded()
    cell.layoutIfNeeded()
    #expect(seen == [false, true], "once per change, before the cell is next laid out")
  }

  @Test func aGroupedHeaderIsInCapitalsAndASidebarRowIndentsBy20() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .supplementary
    let list = ListFixture(
      configuration, sections: [["Inbox", "Drafts"]],
      content: { cell in
        cell.indentationLevel = 1
        return cell.defaultContentConfiguration()
      })
    let header = try views(list, "header 0")
    #expect(header.first?.text?.lines == ["SECTION 0"])
    let row = try views(list, "cell 0.0")
    // Sidebar rows keep 8-point margins inside the list's 16, indented by
    // one step of 20.
    #expect(abs((row.first?.frame.minX ?? 0) - (16 + 20)) < 0.001)
  }

  @Test func aProminentHeaderKeepsItsOwnMargins() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let list = ListFixture(
      configuration, sections: [["A"]], header: .prominentInsetGroupedHeader())
    let header = try views(list, "header 0")
    // 3 points from the card's edge, the edge it stands over.
    #expect(header.first?.frame.minX == 3)
    #expect(header.first?.text?.lines == ["Section 0"])
  }
}

/// iOS 18's `header()` and `footer()`: one configuration that takes the
/// style of the list it is shown in.
@Suite struct ListFollowingHeaderTests {
  private func headerText(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws
    -> [String]?
  {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    let list = ListFixture(configuration, sections: [["A"]], header: .header())
    let drawn = try #require(list.view.snapshot().appearances["header 0"]?.views)
    return drawn.first?.text?.lines
  }

  @Test func aHeaderTakesTheStyleOfItsList() throws {
    // A grouped list's header is in capitals; a plain list's is not.
    #expect(try headerText(.grouped) == ["SECTION 0"])
    #expect(try headerText(.insetGrouped) == ["SECTION 0"])
    #expect(try headerText(.plain) == ["Section 0"])
  }

  @Test func whatTheAppChangedSurvivesTheListsStyle() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    var header = UIListContentConfiguration.header()
    header.textProperties.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    header.directionalLayoutMargins.leading = 30
    let list = ListFixture(configuration, sections: [["A"]], header: header)
    let drawn = try #require(list.view.snapshot().appearances["header 0"]?.views?.first)
    // The grouped style's capitals, with the app's colour and margin (the
    // row's own 16-point margin is smaller, so 30 wins).
    #expect(drawn.text?.lines == ["SECTION 0"])
    #expect(drawn.text?.color == [1, 0, 0, 1])
    #expect(drawn.frame.minX == 30)
  }

  @Test func outsideAListItIsAPlainListsHeader() {
    #expect(UIListContentConfiguration.header().textProperties.transform == .none)
  }
}

/// Selection made in code: no delegate calls (Apple's documentation of
/// `selectItem(at:animated:scrollPosition:)`), the cells' state follows.
@Suite struct SelectionInCodeTests {
  @Test func selectingInCodeMarksTheCellAndReplacesTheSelection() throws {
    let list = ListFixture(.init(appearance: .plain), sections: [["A", "B", "C"]])
    let view = list.view
    view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(list.cell(0)?.isSelected == false && list.cell(2)?.isSelected == true)
    view.allowsMultipleSelection = true
    view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems?.map(\.item) == [1, 2])
    view.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test func aCellShownLaterArrivesSelectedAndEditingFollowsItsRules() throws {
    let rows = (0..<40).map { "Row \($0)" }
    let list = ListFixture(.init(appearance: .plain), sections: [rows], height: 200)
    let view = list.view
    view.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(abs(view.contentOffset.y - 30 * 44) < 0.001, "scrolled to the top")
    view.layoutIfNeeded()
    #expect(list.cell(30)?.isSelected == true)
    view.isEditing = true
    view.selectItem(at: IndexPath(item: 31, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems?.map(\.item) == [30], "not while editing, by default")
    #expect(list.cell(31)?.configurationState.isEditing == true)
  }
}

/// What a cell's configurations show in a state, and what a list gives a
/// header cell.
@Suite struct ConfigurationStateTests {
  @Test func aSelectedSidebarRowIsWhiteTextOnTheTint() throws {
    let list = ListFixture(.init(appearance: .sidebar), sections: [["Inbox", "Drafts"]])
    list.view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    let still = list.view.snapshot()
    let row = try #require(still.appearances["cell 0.0"])
    // The tint (system blue) behind; the handler's configuration, brought
    // up to the selected state, writes white.
    #expect(row.backgroundColor == [0, 122.0 / 255, 1, 1])
    let text = try #require(row.views?.first { $0.text?.lines == ["Inbox"] })
    #expect(text.text?.color == [1, 1, 1, 1])
    let other = try #require(still.appearances["cell 0.1"]?.views?.first { $0.text != nil })
    #expect(other.text?.color == [0, 0, 0, 1], "an unselected row keeps the label colour")
  }

  @Test func aListCellShownAsAHeaderIsClearOnTheGroupedGrey() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let list = ListFixture(configuration, sections: [["A"]])
    let still = list.view.snapshot()
    #expect(still.appearances["header 0"]?.backgroundColor == [0, 0, 0, 0])
    #expect(still.appearances["cell 0.0"]?.backgroundColor == [1, 1, 1, 1])
  }
}

@Suite struct ConfigurationRemovalTests {
  @Test func nilConfigurationsLeaveAnEmptyContentViewAndNoBackground() throws {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.backgroundConfiguration = .listGroupedCell()
    #expect(cell.contentView is UIListContentView)
    #expect(cell.backgroundView?.backgroundColor != nil)
    cell.contentConfiguration = nil
    cell.backgroundConfiguration = nil
    #expect(!(cell.contentView is UIListContentView))
    #expect(cell.contentView.subviews.isEmpty)
    #expect(cell.backgroundView == nil)
  }
}

/// A symbol image in a list row: UIKit reserves a standard room for it, 24
/// points wide at the default text size (28 in a sidebar), and the text
/// starts 16 points after that room (10 in a sidebar). [?] Those numbers
/// come from public disassembly, not Apple's documentation.
@Suite struct ListImageTests {
  private func drawn(_ view: UICollectionView, _ key: String) throws -> [SubviewAppearance] {
    try #require(view.snapshot().appearances[key]?.views)
  }

  private func list(
    _ appearance: UICollectionLayoutListConfiguration.Appearance,
    image: @escaping (UIListContentConfiguration) -> UIListContentConfiguration
  ) -> ListFixture {
    ListFixture(
      .init(appearance: appearance), sections: [["Wi-Fi"]],
      content: { cell in image(cell.defaultContentConfiguration()) })
  }

  @Test func theTextStartsAfterTheSymbolsRoomAndItsPadding() throws {
    let fixture = list(.plain) { content in
      var content = content
      content.image = UIImage(systemName: "wifi")
      return content
    }
    let views = try drawn(fixture.view, "cell 0.0")
    let text = try #require(views.first { $0.text?.lines == ["Wi-Fi"] })
    // 16 (margin) + 24 (the symbol's room) + 16 (image to text).
    #expect(text.frame.minX == 56)
    let square = try #require(views.first { $0.text == nil && $0.backgroundColor != nil })
    // As tall as a line of body text, centred in the 24-point room.
    #expect(abs(square.frame.height - UIFont.preferredFont(forTextStyle: .body).lineHeight) < 0.5)
    #expect(abs(square.frame.midX - (16 + 12)) < 0.5)
    #expect(abs(square.frame.midY - text.frame.midY) < 0.5)
    #expect(fixture.frame(0)?.height == 44)
  }

  @Test func aSidebarKeepsWiderRoomAndLessPadding() throws {
    let fixture = list(.sidebar) { content in
      var content = content
      content.image = UIImage(systemName: "folder")
      return content
    }
    let text = try #require(
      drawn(fixture.view, "cell 0.0").first { $0.text?.lines == ["Wi-Fi"] })
    let margin = try #require(fixture.cell(0)).directionalLayoutMargins.leading
    #expect(text.frame.minX == margin + 28 + 10)
  }

  @Test func aReservedSizeOfTheAppsOwnLinesRowsUp() throws {
    let fixture = list(.plain) { content in
      var content = content
      content.image = UIImage(systemName: "star")
      content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
      return content
    }
    let text = try #require(
      drawn(fixture.view, "cell 0.0").first { $0.text?.lines == ["Wi-Fi"] })
    #expect(text.frame.minX == CGFloat(16 + 40 + 16))
  }

  @Test func withoutAnImageTheTextKeepsTheMargin() throws {
    let fixture = list(.plain) { $0 }
    let text = try #require(
      drawn(fixture.view, "cell 0.0").first { $0.text?.lines == ["Wi-Fi"] })
    #expect(text.frame.minX == 16)
  }
}

/// `.firstItemInSection`: Apple documents that the section's first item
/// "automatically uses a header appearance", and that a cell's default
/// configuration follows the section it appears in.
@Suite struct FirstItemHeaderTests {
  private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> ListFixture {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .firstItemInSection
    return ListFixture(configuration, sections: [["Fiction", "Novels", "Poems"]])
  }

  @Test func theHeaderRowTakesTheListsHeaderStyle() throws {
    let grouped = list(.insetGrouped)
    let header = try #require(grouped.cell(0)?.contentConfiguration as? UIListContentConfiguration)
    // A grouped list's header: footnote capitals; the rows below stay cells.
    #expect(header.textProperties.transform == .uppercase)
    #expect(header.textProperties.font.pointSize == 13)
    let row = try #require(grouped.cell(1)?.contentConfiguration as? UIListContentConfiguration)
    #expect(row.textProperties.font.pointSize == 17)
    let sidebar = try #require(
      list(.sidebar).cell(0)?.contentConfiguration as? UIListContentConfiguration)
    #expect(sidebar.textProperties.font.pointSize == 20, "a sidebar's header: title 3")
  }

  @Test func theHeaderRowIsClearAndTheCardStartsBelowIt() throws {
    let grouped = list(.insetGrouped)
    let header = try #require(grouped.cell(0))
    let first = try #require(grouped.cell(1))
    let last = try #require(grouped.cell(2))
    #expect(header.backgroundConfiguration?.backgroundColor == .clear)
    #expect(first.backgroundConfiguration?.backgroundColor != .clear)
    // The header row is not rounded; the card's top corners are the row
    // below it, its bottom corners the last row.
    #expect(header.layer.cornerRadius == 0)
    // It takes the place of the 35 points above the first grouped section,
    // as a supplementary header does.
    #expect(grouped.frame(0)?.minY == 0)
    #expect(grouped.frame(1)?.minY == grouped.frame(0)?.maxY)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  @Test func aTapAnywhereOnTheHeaderRowTogglesAnAutomaticDisclosure() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .firstItemInSection
    let list = ListFixture(configuration, sections: [["Fiction", "Novels"]])
    var toggles = 0
    list.cell(0)?.accessories = [
      .outlineDisclosure(options: .init(style: .automatic)) { toggles += 1 }
    ]
    list.view.layoutIfNeeded()
    // At the row's leading side, far from the chevron.
    list.view.simulateTap(at: IndexPath(item: 0, section: 0))
    #expect(toggles == 1)
    #expect(list.view.indexPathsForSelectedItems == nil, "a header row is not selected")
  }
}

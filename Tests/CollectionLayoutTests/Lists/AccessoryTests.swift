import CollectionLayout
import Foundation
import Testing

/// Accessories and outlines in list cells: where the text ends beside a
/// trailing accessory (UIKit's 16-point padding), what editing shows, and
/// the indentation a section snapshot's levels give (10 points a level).
@Suite struct AccessoryTests {
  private func drawn(_ view: UICollectionView, _ key: String) throws -> [SubviewAppearance] {
    try #require(view.snapshot().appearances[key]?.views)
  }

  @Test func aDisclosureIndicatorSitsAtTheTrailingMarginAndTheTextStopsBeforeIt() throws {
    let list = ListFixture(
      .init(appearance: .insetGrouped),
      sections: [["A row with a long title that would reach the chevron otherwise"]],
      content: { cell in
        cell.accessories = [.disclosureIndicator()]
        return cell.defaultContentConfiguration()
      })
    let views = try drawn(list.view, "cell 0.0")
    let chevron = try #require(views.first { $0.text?.lines == ["›"] })
    let text = try #require(views.first { $0.text != nil && $0.text?.lines != ["›"] })
    // The card is 343 wide with a 16-point margin.
    #expect(abs(chevron.frame.maxX - (343 - 16)) < 0.001)
    #expect(text.frame.maxX <= chevron.frame.minX - 16 + 0.001)
    #expect(text.text?.lines.count == 2, "the text wraps short of the chevron")
  }

  @Test func editingShowsTheDeleteButtonAndTheReorderHandle() throws {
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Milk", "Bread"]],
      content: { cell in
        cell.accessories = [.delete(), .reorder(), .label(text: "2")]
        return cell.defaultContentConfiguration()
      })
    var views = try drawn(list.view, "cell 0.0")
    #expect(views.contains { $0.text?.lines == ["2"] })
    #expect(!views.contains { $0.text?.lines == ["≡"] }, "hidden until editing")
    list.view.isEditing = true
    list.view.layoutIfNeeded()
    views = try drawn(list.view, "cell 0.0")
    #expect(views.contains { $0.text?.lines == ["≡"] })
    let red = try #require(views.first { $0.cornerRadius == 11 })
    #expect(red.frame.minX == 16, "at the leading margin")
    // The content view starts at the button's edge; the text 16 points
    // inside it (drawn in the content view's coordinates).
    #expect(list.cell(0)?.contentView.frame.minX == CGFloat(16 + 22))
    let text = try #require(views.first { $0.text?.lines == ["Milk"] })
    #expect(text.inContentView && text.frame.minX == 16)
  }

  @Test func anOutlineIndentsEachLevelAndTurnsItsChevron() throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
    let view = UICollectionView(frame: rect(0, 0, 375, 400), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = item.count > 3 ? [.outlineDisclosure()] : []
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Birds", "Mammals"])
    outline.append(["emu", "owl"], to: "Birds")
    outline.append(["cat"], to: "Mammals")
    outline.expand(["Birds"])
    source.apply(outline, to: 0, animatingDifferences: false)
    view.layoutIfNeeded()
    let birds = try drawn(view, "cell 0.0")
    let emu = try drawn(view, "cell 0.1")
    let mammals = try drawn(view, "cell 0.3")
    #expect(birds.contains { $0.text?.lines == ["⌄"] }, "expanded")
    #expect(mammals.contains { $0.text?.lines == ["›"] }, "collapsed")
    let birdsText = try #require(birds.first { $0.text?.lines == ["Birds"] })
    let emuText = try #require(emu.first { $0.text?.lines == ["emu"] })
    // One level in a sidebar: 20 points further in.
    #expect(abs(emuText.frame.minX - birdsText.frame.minX - 20) < 0.001)
  }
}

/// The accessories added with iOS 14's editing marks, the info button
/// (iOS 15.4) and an app's own view.
@Suite struct MoreAccessoryTests {
  private func drawn(_ view: UICollectionView, _ key: String) throws -> [SubviewAppearance] {
    try #require(view.snapshot().appearances[key]?.views)
  }

  @Test func insertAndMultiselectShowAtTheLeadingEdgeWhileEditing() throws {
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Milk", "Bread"]],
      content: { cell in
        cell.accessories = [.multiselect(), .insert()]
        return cell.defaultContentConfiguration()
      })
    #expect(list.cell(0)?.contentView.frame.minX == 0, "hidden until editing")
    list.view.isEditing = true
    list.view.allowsSelectionDuringEditing = true
    list.view.allowsMultipleSelectionDuringEditing = true
    list.view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    list.view.layoutIfNeeded()
    // Two 22-point marks from the 16-point margin, 8 apart: 16 + 22 + 8 + 22.
    #expect(list.cell(0)?.contentView.frame.minX == CGFloat(16 + 22 + 8 + 22))
    let unselected = try drawn(list.view, "cell 0.0")
    let selected = try drawn(list.view, "cell 0.1")
    #expect(unselected.contains { $0.borderWidth == 1.5 && $0.frame.minX == 16 }, "an empty ring")
    #expect(selected.contains { $0.text?.lines == ["✓"] }, "a filled circle with a checkmark")
    #expect(selected.contains { $0.text?.lines == ["+"] })
  }

  @Test func aDetailButtonSitsAtTheTrailingMargin() throws {
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Wi-Fi"]],
      content: { cell in
        cell.accessories = [.detail()]
        return cell.defaultContentConfiguration()
      })
    let info = try #require(drawn(list.view, "cell 0.0").first { $0.text?.lines == ["ⓘ"] })
    #expect(abs(info.frame.maxX - (375 - 16)) < 0.001)
  }

  @Test func aCustomViewTakesItsPlacementAndIsSizedToFitUnlessFixed() throws {
    let badge = UILabel()
    badge.text = "NEW"
    let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 12))
    let list = ListFixture(
      .init(appearance: .plain), sections: [["Inbox"]],
      content: { cell in
        cell.accessories = [
          .customView(configuration: .init(customView: badge, placement: .trailing())),
          .customView(
            configuration: .init(
              customView: fixed, placement: .leading(), maintainsFixedSize: true)),
        ]
        return cell.defaultContentConfiguration()
      })
    #expect(badge.frame.width > 0 && abs(badge.frame.maxX - (375 - 16)) < 0.001)
    #expect(fixed.frame.size == CGSize(width: 30, height: 12) && fixed.frame.minX == 16)
    #expect(list.cell(0)?.contentView.frame.minX == CGFloat(16 + 30))
  }

  @Test func aCustomViewTakesTheAccessorysTint() {
    let symbol = UIImageView(image: UIImage(systemName: "star.fill"))
    let plain = UIImageView(image: UIImage(systemName: "bell"))
    let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    _ = ListFixture(
      .init(appearance: .plain), sections: [["Inbox"]],
      content: { cell in
        cell.accessories = [
          .customView(
            configuration: .init(customView: symbol, placement: .trailing(), tintColor: red)),
          .customView(configuration: .init(customView: plain, placement: .leading())),
        ]
        return cell.defaultContentConfiguration()
      })
    // A symbol is drawn in its view's tint: the accessory's, or else the
    // system tint inherited from above.
    #expect(symbol.tintColor == red && symbol.backgroundColor == red)
    #expect(plain.tintColor == UIColor.tintColor && plain.backgroundColor == UIColor.tintColor)
  }
}

/// `tintColor` is inherited down the view tree until a view sets its own,
/// and views that draw in it hear when it changes (UIView's documentation).
@Suite struct TintColorTests {
  @Test func aSubviewTakesItsSuperviewsTintUntilItSetsItsOwn() {
    let parent = UIView()
    let symbol = UIImageView(image: UIImage(systemName: "star"))
    parent.addSubview(symbol)
    #expect(symbol.backgroundColor == UIColor.tintColor)
    parent.tintColor = .systemGreen
    #expect(symbol.tintColor == .systemGreen && symbol.backgroundColor == .systemGreen)
    symbol.tintColor = .systemPink
    parent.tintColor = .systemOrange
    #expect(symbol.backgroundColor == .systemPink, "its own colour wins")
    symbol.tintColor = nil
    #expect(symbol.backgroundColor == .systemOrange, "nil goes back to the inherited one")
    symbol.removeFromSuperview()
    #expect(symbol.backgroundColor == UIColor.tintColor)
  }
}

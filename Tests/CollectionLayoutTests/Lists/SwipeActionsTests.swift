import CollectionLayout
import Foundation
import Testing

/// Swiping a list row open (`simulateSwipe(at:from:fully:)`): Apple
/// documents that the first action is the outermost and the one a full
/// swipe performs, and that `performsFirstActionWithFullSwipe` is true by
/// default. The buttons' sizes are the engine's reading of UIKit's ([?]:
/// title plus 6 points each side, 74 to 120 points wide).
@Suite struct SwipeActionsTests {
  private static func list(
    trailing: [UIContextualAction] = [], leading: [UIContextualAction] = []
  ) -> ListFixture {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      trailing.isEmpty ? nil : UISwipeActionsConfiguration(actions: trailing)
    }
    configuration.leadingSwipeActionsConfigurationProvider = { _ in
      leading.isEmpty ? nil : UISwipeActionsConfiguration(actions: leading)
    }
    return ListFixture(configuration, sections: [["Milk", "Bread", "Eggs"]])
  }

  private static func action(
    _ title: String, _ style: UIContextualAction.Style = .normal,
    performed: @escaping (UIView) -> Void = { _ in }
  ) -> UIContextualAction {
    UIContextualAction(style: style, title: title) { _, source, done in
      performed(source)
      done(true)
    }
  }

  private static func buttons(_ cell: UICollectionViewListCell) -> [UIView] {
    cell.subviews.last?.subviews ?? []
  }

  @Test func aTrailingSwipeOpensTheRowWithTheFirstActionOutermost() throws {
    let fixture = Self.list(trailing: [Self.action("Delete", .destructive), Self.action("Flag")])
    fixture.view.simulateSwipe(at: IndexPath(item: 1, section: 0))
    let row = try #require(fixture.cell(1))
    let shown = Self.buttons(row)
    // Both titles are narrower than 74 − 12 points: both buttons are 74
    // wide, the first action, Delete, at the trailing end.
    #expect(shown.map(\.frame) == [rect(0, 0, 74, 44), rect(74, 0, 74, 44)])
    #expect(shown.map(\.backgroundColor) == [.systemGray, .systemRed])
    #expect(row.subviews.last?.frame == rect(375 - 148, 0, 148, 44))
    #expect(Self.contentX(row) == -148)
    #expect(row.clipsToBounds)
    // The text slides with the content: it starts 148 points left of the
    // row's 16-point margin, cut off by the row's edge.
    row.layoutIfNeeded()
    let text = try #require(Self.label("Bread", in: row))
    #expect(text.convert(text.bounds, to: row).minX == CGFloat(16 - 148))
  }

  /// Text an open swipe slid past the row's edge is how the phone shows
  /// the row, not a label the app forgot to place: the recording draws it
  /// cut away and does not list it as unshown.
  @Test func textSlidOutOfSightIsNotReportedAsUnshown() throws {
    let fixture = Self.list(trailing: [Self.action("Delete", .destructive), Self.action("Flag")])
    fixture.view.simulateSwipe(at: IndexPath(item: 1, section: 0))
    let row = try #require(fixture.cell(1))
    row.layoutIfNeeded()
    let text = try #require(Self.label("Bread", in: row))
    #expect(text.convert(text.bounds, to: row).maxX < 0, "the text is wholly past the edge")
    let look = try #require(fixture.view.snapshot(region: .visible).appearances["cell 0.1"])
    #expect(look.unshownText == nil)
  }

  /// Where the row's content view starts, in the row's coordinates.
  private static func contentX(_ row: UICollectionViewListCell) -> CGFloat {
    row.contentView.convert(row.contentView.bounds, to: row).minX
  }

  private static func label(_ text: String, in view: UIView) -> UILabel? {
    if let label = view as? UILabel, label.text == text { return label }
    for subview in view.subviews {
      if let found = label(text, in: subview) { return found }
    }
    return nil
  }

  @Test func aLeadingSwipePutsTheFirstActionAtTheLeadingEnd() throws {
    let fixture = Self.list(leading: [Self.action("Pin"), Self.action("Unread")])
    fixture.view.simulateSwipe(at: IndexPath(item: 0, section: 0), from: .leading)
    let row = try #require(fixture.cell(0))
    #expect(row.subviews.last?.frame.minX == 0)
    #expect(Self.contentX(row) == 148)
    let titles = Self.buttons(row).map { ($0.subviews.first as? UILabel)?.text }
    #expect(titles == ["Pin", "Unread"])
  }

  @Test func aLongTitleIsCappedAt120Points() throws {
    let fixture = Self.list(trailing: [Self.action("Move to another folder")])
    fixture.view.simulateSwipe(at: IndexPath(item: 0, section: 0))
    let row = try #require(fixture.cell(0))
    #expect(Self.buttons(row).first?.frame.width == 120)
  }

  @Test func aFullSwipePerformsTheFirstActionAndCloses() throws {
    var source: UIView?
    let fixture = Self.list(trailing: [
      Self.action("Delete", .destructive) { source = $0 }, Self.action("Flag"),
    ])
    fixture.view.simulateSwipe(at: IndexPath(item: 2, section: 0), fully: true)
    let row = try #require(fixture.cell(2))
    #expect(source === row)
    #expect(Self.contentX(row) == 0 && !row.clipsToBounds)
  }

  @Test func tappingAnOpenRowsButtonPerformsItsActionAndCloses() throws {
    var performed: [String] = []
    var source: UIView?
    let fixture = Self.list(trailing: [
      Self.action("Delete", .destructive) { _ in performed.append("Delete") },
      Self.action("Flag") {
        performed.append("Flag")
        source = $0
      },
    ])
    let row = try #require(fixture.cell(1))
    // Not open yet: a tap on a button that is not shown does nothing.
    fixture.view.simulateTapOnSwipeAction(1, at: IndexPath(item: 1, section: 0))
    #expect(performed.isEmpty)
    fixture.view.simulateSwipe(at: IndexPath(item: 1, section: 0))
    let flag = try #require(Self.buttons(row).first)
    fixture.view.simulateTapOnSwipeAction(1, at: IndexPath(item: 1, section: 0))
    // The second action, Flag, with its own button as the source view.
    #expect(performed == ["Flag"])
    #expect(source === flag)
    #expect(Self.contentX(row) == 0 && !row.clipsToBounds, "closed by the completion")
  }

  @Test func aTapWhileARowIsOpenOnlyClosesIt() throws {
    let fixture = Self.list(trailing: [Self.action("Delete", .destructive)])
    fixture.view.simulateSwipe(at: IndexPath(item: 0, section: 0))
    fixture.view.simulateTap(at: IndexPath(item: 1, section: 0))
    #expect(fixture.view.indexPathsForSelectedItems == nil)
    #expect(Self.contentX(try #require(fixture.cell(0))) == 0)
    fixture.view.simulateTap(at: IndexPath(item: 1, section: 0))
    #expect(fixture.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func swipingAnotherRowClosesTheFirst() throws {
    let fixture = Self.list(trailing: [Self.action("Delete", .destructive)])
    fixture.view.simulateSwipe(at: IndexPath(item: 0, section: 0))
    fixture.view.simulateSwipe(at: IndexPath(item: 1, section: 0))
    #expect(Self.contentX(try #require(fixture.cell(0))) == 0)
    #expect(Self.contentX(try #require(fixture.cell(1))) == -74)
  }

  @Test func withoutActionsForTheEdgeNothingOpens() throws {
    let fixture = Self.list(trailing: [Self.action("Delete", .destructive)])
    fixture.view.simulateSwipe(at: IndexPath(item: 0, section: 0), from: .leading)
    #expect(Self.contentX(try #require(fixture.cell(0))) == 0)
  }
}

import CollectionLayout
import Foundation
import Testing

/// An orthogonal section scrolls on its own: its items move by its offset,
/// in the attributes the layout returns and in what the collection view
/// shows, while the other sections and the collection view stay put. The
/// geometry is `OrthogonalLayouts`' (groups at 20 + 160k, 590 to scroll).
@Suite struct CompositionalOrthogonalScrollingTests {
  private typealias Layouts = OrthogonalLayouts

  @Test(arguments: [false, true])
  func itemsMoveByTheSectionsOffsetAndNothingElseDoes(horizontal: Bool) {
    let f = Layouts.fixture(.continuous, horizontal: horizontal)
    let others = [f.frames(section: 0), f.frames(section: 2)]
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 0, "starts at rest")
    #expect(
      nearly(
        f.frames(section: 1),
        (0..<6).map { Layouts.rowFrame($0, offset: 0, horizontal: horizontal) }))

    f.collectionView.setOrthogonalScrollOffset(110, inSection: 1)
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 110)
    // Item 1 of the row: 180 − 110 = 70 along the row.
    #expect(
      nearly(f.frame(1, section: 1), horizontal ? rect(100, 70, 100, 150) : rect(70, 100, 150, 100))
    )
    #expect(
      nearly(
        f.frames(section: 1),
        (0..<6).map { Layouts.rowFrame($0, offset: 110, horizontal: horizontal) }))
    #expect([f.frames(section: 0), f.frames(section: 2)] == others)
    #expect(f.collectionView.contentOffset == .zero)
    #expect(
      f.contentSize
        == (horizontal ? CGSize(width: 2200, height: 400) : CGSize(width: 400, height: 2200)))
  }

  /// The offset stays between 0 and the row's length less the container's:
  /// at the far end the last item's trailing inset is still in view.
  @Test(arguments: [false, true])
  func offsetIsClampedToTheRow(horizontal: Bool) {
    let f = Layouts.fixture(.continuous, horizontal: horizontal)
    f.collectionView.setOrthogonalScrollOffset(1000, inSection: 1)
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 590)
    // Item 5 at 820 − 590 = 230, ending at 380 = 400 − 20.
    let last = f.frame(5, section: 1)
    #expect(nearly(horizontal ? last.maxY : last.maxX, 380))
    f.collectionView.setOrthogonalScrollOffset(-40, inSection: 1)
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 0)
    #expect(nearly(f.frame(0, section: 1), Layouts.rowFrame(0, offset: 0, horizontal: horizontal)))
  }

  /// Two groups make a row of 20 + 150 + 10 + 150 + 20 = 350, shorter than
  /// the container: nothing to scroll.
  @Test func aRowThatFitsDoesNotScroll() {
    let f = Layouts.fixture(.continuous, counts: [2, 2, 2])
    f.collectionView.setOrthogonalScrollOffset(100, inSection: 1)
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 0)
    #expect(nearly(f.frame(1, section: 1), rect(180, 100, 150, 100)))
  }

  /// A query returns the scrolled positions: at 110, the strip 0...100
  /// across the row meets item 0 (−90...60) and item 1 (70...220) only.
  @Test(arguments: [false, true])
  func queriesFindTheScrolledPositions(horizontal: Bool) {
    let f = Layouts.fixture(.continuous, horizontal: horizontal)
    // Inside the row's extent, so that the neighbouring sections' edges
    // (which a query includes) stay out of it.
    let strip = horizontal ? rect(110, 0, 80, 100) : rect(0, 110, 100, 80)
    func cells(_ rect: CGRect) -> [IndexPath] {
      (f.layout.layoutAttributesForElements(in: rect) ?? [])
        .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }
    #expect(cells(strip) == [IndexPath(item: 0, section: 1)])
    f.collectionView.setOrthogonalScrollOffset(110, inSection: 1)
    #expect(cells(strip) == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
    let found = f.layout.layoutAttributesForElements(in: strip) ?? []
    #expect(
      nearly(
        found.map(\.frame),
        [
          Layouts.rowFrame(0, offset: 110, horizontal: horizontal),
          Layouts.rowFrame(1, offset: 110, horizontal: horizontal),
        ]))
    // Where item 3 was at rest (500...650) there is nothing any more.
    let beyond = horizontal ? rect(110, 560, 80, 40) : rect(560, 110, 40, 80)
    #expect(cells(beyond) == [IndexPath(item: 4, section: 1)], "item 4 is at 640 − 110 = 530")
  }

  /// A row of a million items scrolled to its end: the 20-point trailing
  /// inset ends the row at 160 000 030, so the offset is 159 999 630 and
  /// only the last three items (at −90, 70 and 230) are on screen. The
  /// groups are found by arithmetic, not by visiting a million items.
  @Test func aMillionItemRowScrolledToItsEnd() {
    let f = Layouts.fixture(.continuous, counts: [2, 1_000_000, 2])
    f.collectionView.setOrthogonalScrollOffset(.greatestFiniteMagnitude, inSection: 1)
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 159_999_630)
    let cells = (f.layout.layoutAttributesForElements(in: rect(0, 110, 400, 80)) ?? [])
      .filter { $0.representedElementCategory == .cell }
    #expect(cells.map(\.indexPath.item) == [999_997, 999_998, 999_999])
    #expect(nearly(cells.map(\.frame.minX), [-90, 70, 230]))
  }

  /// What the collection view shows follows the section: at rest items 0–2
  /// are on screen (item 3 starts at 500); at 110 item 3 is at 390.
  @Test func theCollectionViewShowsTheScrolledRow() {
    let f = Layouts.fixture(.continuous)
    let view = f.collectionView
    func shownInRow() -> [Int] {
      view.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item)
    }
    #expect(shownInRow() == [0, 1, 2])
    _ = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))
    view.setOrthogonalScrollOffset(110, inSection: 1)
    view.layoutIfNeeded()
    #expect(shownInRow() == [0, 1, 2, 3])
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 1))?.frame == rect(390, 100, 150, 100))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
        == rect(70, 100, 150, 100), "the attributes the view keeps are the new ones")
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 400, 50))
  }

  /// The collection view scrolls along its own axis whatever the section's
  /// offset, and the section keeps its offset while it does.
  @Test(arguments: [false, true])
  func theCollectionViewScrollsOnItsOwn(horizontal: Bool) {
    let f = Layouts.fixture(.continuous, horizontal: horizontal)
    f.collectionView.setOrthogonalScrollOffset(110, inSection: 1)
    f.scroll(to: horizontal ? CGPoint(x: 60, y: 0) : CGPoint(x: 0, y: 60))
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 110)
    #expect(
      nearly(f.frame(1, section: 1), Layouts.rowFrame(1, offset: 110, horizontal: horizontal)))
    let shown = f.collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame
    #expect(
      shown.map { nearly($0, Layouts.rowFrame(1, offset: 110, horizontal: horizontal)) } == true)
  }

  /// Right to left the row starts at the right edge and scrolls toward the
  /// left: its items move right by the offset. Item 0 sits at 400 − 170 =
  /// 230 at rest, at 340 once the row has scrolled 110; item 2 (400 − 490 =
  /// −90 at rest, off screen) comes in at 20.
  @Test func rightToLeftRowsMoveTowardTheTrailingEdge() {
    let f = Layouts.fixture(.continuous)
    f.collectionView.semanticContentAttribute = .forceRightToLeft
    f.collectionView.layoutIfNeeded()
    #expect(nearly(f.frame(0, section: 1), rect(230, 100, 150, 100)))
    f.collectionView.setOrthogonalScrollOffset(110, inSection: 1)
    #expect(nearly(f.frame(0, section: 1), rect(340, 100, 150, 100)))
    #expect(nearly(f.frame(2, section: 1), rect(-90 + 110, 100, 150, 100)))
  }

  /// Reference 2.9: an item's supplementary views scroll with it, the
  /// section's boundary items stay where they are. The header follows the
  /// section's insets: 20...380, above the row.
  @Test func badgesScrollWithTheirItemsAndHeadersStayPut() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge]
    )
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
        elementKind: CompositionalFixture.header, alignment: .top)
    ]
    let f = CompositionalFixture(width: 400, height: 600, scale: 1, counts: [6], section: section)
    let badgeAtRest = f.supplementary("badge", item: 1)!.frame
    f.collectionView.setOrthogonalScrollOffset(110, inSection: 0)
    #expect(nearly(f.frame(1), rect(70, 30, 150, 100)))
    #expect(nearly(f.supplementary("badge", item: 1)!.frame, badgeAtRest.offsetBy(dx: -110, dy: 0)))
    #expect(nearly(f.supplementary(CompositionalFixture.header)!.frame, rect(20, 0, 360, 30)))
  }

  /// A re-solve keeps the offset, within the new limit: 500 points wide,
  /// the row scrolls 990 − 500 = 490 at most.
  @Test func aResolveKeepsTheOffsetWithinTheNewLimit() {
    let f = Layouts.fixture(.continuous)
    f.collectionView.setOrthogonalScrollOffset(590, inSection: 1)
    f.collectionView.bounds = rect(0, 0, 500, 600)
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 490)
    #expect(nearly(f.frame(5, section: 1), rect(330, 100, 150, 100)))
  }
}

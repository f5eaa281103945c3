import CollectionLayout
import Foundation
import Testing

/// `layoutAttributesForElements(in:)`: exactly the elements meeting the
/// rectangle, found without visiting the others.
@Suite struct CompositionalQueryTests {
  private static let header = CompositionalFixture.header
  private static let footer = CompositionalFixture.footer

  /// A layout with a little of everything: nested groups with badges, a
  /// pinned header and a background; an orthogonal row; a custom group; an
  /// empty section; a partial vertical group with insets and an offset
  /// footer; global header and footer.
  private static func mixedLayout(horizontal: Bool = false) -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = horizontal ? .horizontal : .vertical
    configuration.interSectionSpacing = 14.5
    let globalHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: horizontal
        ? layoutSize(.absolute(33), .fractionalHeight(1))
        : layoutSize(.fractionalWidth(1), .absolute(33)),
      elementKind: "global-header", alignment: horizontal ? .leading : .top)
    globalHeader.pinToVisibleBounds = true
    globalHeader.zIndex = 5
    let main: NSCollectionLayoutDimension = horizontal ? .fractionalHeight(1) : .fractionalWidth(1)
    let across: NSCollectionLayoutDimension = .absolute(27)
    configuration.boundarySupplementaryItems = [
      globalHeader,
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: horizontal ? layoutSize(across, main) : layoutSize(main, across),
        elementKind: "global-footer", alignment: horizontal ? .trailing : .bottom),
    ]
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in section(index, horizontal: horizontal) },
      configuration: configuration)
  }

  private static func section(_ index: Int, horizontal: Bool) -> NSCollectionLayoutSection? {
    let full: NSCollectionLayoutDimension = horizontal ? .fractionalHeight(1) : .fractionalWidth(1)
    func boundary(_ kind: String, _ length: CGFloat, _ alignment: NSRectAlignment)
      -> NSCollectionLayoutBoundarySupplementaryItem
    {
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: horizontal
          ? layoutSize(.absolute(length), full) : layoutSize(full, .absolute(length)),
        elementKind: kind, alignment: alignment)
    }
    let start: NSRectAlignment = horizontal ? .leading : .top
    let end: NSRectAlignment = horizontal ? .trailing : .bottom
    switch index % 5 {
    case 0:
      let badge = NSCollectionLayoutSupplementaryItem(
        layoutSize: layoutSize(.absolute(18), .absolute(18)), elementKind: "badge",
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.4, y: -0.4)))
      let leading = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(0.7), .fractionalHeight(1)),
        supplementaryItems: [badge])
      leading.contentInsets = uniformInsets(7)
      let trailingItem = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
      trailingItem.contentInsets = uniformInsets(3)
      let trailing = NSCollectionLayoutGroup.vertical(
        layoutSize: layoutSize(.fractionalWidth(0.3), .fractionalHeight(1)),
        subitem: trailingItem, count: 2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: horizontal
          ? layoutSize(.absolute(213), .fractionalHeight(1))
          : layoutSize(.fractionalWidth(1), .fractionalWidth(0.55)),
        subitems: [leading, trailing])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 9
      section.contentInsets = NSDirectionalEdgeInsets(top: 11, leading: 13, bottom: 17, trailing: 5)
      let header = boundary(header, 41, start)
      header.pinToVisibleBounds = true
      section.boundarySupplementaryItems = [header, boundary(footer, 23, end)]
      let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
      background.contentInsets = uniformInsets(4)
      section.decorationItems = [background]
      return section
    case 1:
      let item = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
      item.contentInsets = uniformInsets(2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: horizontal
          ? layoutSize(.absolute(140), .fractionalHeight(0.6))
          : layoutSize(.fractionalWidth(0.6), .absolute(140)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
      section.interGroupSpacing = 12
      section.contentInsets = uniformInsets(8)
      section.boundarySupplementaryItems = [boundary(header, 30, start)]
      return section
    case 2:
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: horizontal
          ? layoutSize(.absolute(160), .fractionalHeight(1))
          : layoutSize(.fractionalWidth(1), .absolute(160))
      ) { environment in
        let size = environment.container.effectiveContentSize
        return [
          NSCollectionLayoutGroupCustomItem(frame: rect(0, 0, size.width / 2, size.height / 2)),
          NSCollectionLayoutGroupCustomItem(
            frame: rect(size.width / 3, size.height / 3, size.width / 2, size.height * 0.8),
            zIndex: 3),
          NSCollectionLayoutGroupCustomItem(frame: rect(size.width - 40, -12, 40, 40)),
        ]
      }
      return NSCollectionLayoutSection(group: group)
    case 3:
      return nil
    default:
      let item = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: horizontal
          ? layoutSize(.absolute(190), .fractionalHeight(1))
          : layoutSize(.fractionalWidth(1), .absolute(190)),
        subitem: item, count: 3)
      group.interItemSpacing = .fixed(4.5)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 6
      section.contentInsets = uniformInsets(21)
      section.supplementariesFollowContentInsets = false
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: horizontal
          ? layoutSize(.absolute(19), .fractionalHeight(0.5))
          : layoutSize(.fractionalWidth(0.5), .absolute(19)),
        elementKind: footer, alignment: .bottomTrailing,
        absoluteOffset: CGPoint(x: -3, y: 2))
      section.boundarySupplementaryItems = [footer]
      return section
    }
  }

  private static let counts = [37, 9, 11, 0, 23, 5, 4, 7, 0, 2]

  private func fixture(horizontal: Bool = false, scale: CGFloat = 3) -> CompositionalFixture {
    CompositionalFixture(
      width: 390, height: 700, scale: scale, counts: Self.counts,
      layout: Self.mixedLayout(horizontal: horizontal))
  }

  /// Edge-inclusive intersection, as Core Graphics counts a touch.
  private func meets(_ frame: CGRect, _ query: CGRect) -> Bool {
    frame.minX <= query.maxX && query.minX <= frame.maxX && frame.minY <= query.maxY
      && query.minY <= frame.maxY
  }

  /// Random rectangles of all sizes over and around the content: the query
  /// returns exactly the elements a filter over all of them keeps, in the
  /// same order, as the same objects.
  @Test(arguments: [
    (false, CGFloat(3), false), (false, 2, true), (true, 3, false), (true, 1, true),
  ])
  func queriesMatchABruteForceFilter(horizontal: Bool, scale: CGFloat, rightToLeft: Bool) {
    let fixture = fixture(horizontal: horizontal, scale: scale)
    if rightToLeft {
      fixture.collectionView.semanticContentAttribute = .forceRightToLeft
      fixture.collectionView.layoutIfNeeded()
    }
    var random = SeededGenerator(seed: horizontal ? 7 : 11)
    let size = fixture.contentSize
    for offset in [0, 0.37, 0.81] {
      let scroll =
        horizontal
        ? CGPoint(x: (size.width - 390) * offset, y: 0)
        : CGPoint(x: 0, y: (size.height - 700) * offset)
      fixture.scroll(to: scroll)
      let everything = fixture.allElements
      for _ in 0..<150 {
        let width = CGFloat.random(in: 0.5...600, using: &random)
        let height = CGFloat.random(in: 0.5...600, using: &random)
        let query = rect(
          CGFloat.random(in: -150...(size.width + 150), using: &random),
          CGFloat.random(in: -150...(size.height + 150), using: &random), width, height)
        let expected = everything.filter { meets($0.frame, query) }
        let found = fixture.layout.layoutAttributesForElements(in: query) ?? []
        #expect(
          found.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init),
          "query \(query) at offset \(scroll)")
      }
    }
  }

  @Test func everyItemHasOneCell() {
    let fixture = fixture()
    let cells = fixture.allElements.filter { $0.representedElementCategory == .cell }
    #expect(cells.count == Self.counts.reduce(0, +))
    #expect(Set(cells.map(\.indexPath)).count == cells.count)
    for cell in cells {
      let single = fixture.layout.layoutAttributesForItem(at: cell.indexPath)
      #expect(single === cell)
    }
  }

  @Test func supplementaryAndDecorationLookupsMatchTheQuery() {
    let fixture = fixture()
    for element in fixture.allElements where element.representedElementCategory != .cell {
      let kind = element.representedElementKind!
      let single =
        element.representedElementCategory == .decorationView
        ? fixture.layout.layoutAttributesForDecorationView(ofKind: kind, at: element.indexPath)
        : fixture.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: element.indexPath)
      #expect(single === element, "\(element)")
    }
  }

  @Test func infiniteRectGivesEverything() {
    let fixture = fixture()
    let all = fixture.layout.layoutAttributesForElements(in: .infinite) ?? []
    #expect(all.map(ObjectIdentifier.init) == fixture.allElements.map(ObjectIdentifier.init))
  }

  @Test func emptyRectGivesNothing() {
    let fixture = fixture()
    #expect(fixture.layout.layoutAttributesForElements(in: rect(0, 0, 0, 100)) == [])
    #expect(fixture.layout.layoutAttributesForElements(in: .null) == [])
  }

  @Test func edgeTouchingCounts() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let fixture = CompositionalFixture(
      width: 300, scale: 1, counts: [4], section: NSCollectionLayoutSection(group: group))
    let below = fixture.layout.layoutAttributesForElements(in: rect(10, 50, 5, 5)) ?? []
    #expect(below.map(\.indexPath.item) == [0, 2])
    let gap = fixture.layout.layoutAttributesForElements(in: rect(10, 101, 5, 5)) ?? []
    #expect(gap.isEmpty)
  }

  /// A million items: the query still sees only the few on screen, and the
  /// last item is where the arithmetic puts it.
  @Test func largeSectionsAreQueriedByArithmetic() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let fixture = CompositionalFixture(
      width: 400, height: 800, scale: 2, counts: [1_000_000, 3],
      section: NSCollectionLayoutSection(group: group))
    #expect(nearly(fixture.contentSize, CGSize(width: 400, height: 12_500_050)))
    // Rows 120 000 and 120 001 lie between y 6 000 000 and 6 000 100.
    let window = fixture.layout.layoutAttributesForElements(in: rect(0, 6_000_010, 400, 80)) ?? []
    #expect(window.count == 8)
    #expect(window.first?.indexPath == IndexPath(item: 480_000, section: 0))
    #expect(nearly(fixture.frame(999_999), rect(300, 12_499_950, 100, 50)))
    #expect(nearly(fixture.frame(2, section: 1), rect(200, 12_500_000, 100, 50)))
  }

  @Test func repeatedQueriesReturnTheSameObjects() {
    let fixture = fixture()
    let first = fixture.layout.layoutAttributesForElements(in: rect(0, 0, 390, 700)) ?? []
    let second = fixture.layout.layoutAttributesForElements(in: rect(0, 0, 390, 700)) ?? []
    #expect(!first.isEmpty)
    #expect(first.map(ObjectIdentifier.init) == second.map(ObjectIdentifier.init))
  }

  /// Changing the width solves again (the provider is asked again); a data
  /// change does too; scrolling without pinned items does not.
  @Test func invalidationSolvesAgainOnlyWhenNeeded() {
    var calls = 0
    let layout = UICollectionViewCompositionalLayout { _, _ in
      calls += 1
      let item = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item]))
    }
    let fixture = CompositionalFixture(
      width: 300, height: 400, scale: 1, counts: [40], layout: layout)
    let afterFirst = calls
    fixture.scroll(to: CGPoint(x: 0, y: 500))
    #expect(calls == afterFirst)
    fixture.collectionView.frame = rect(0, 0, 500, 400)
    fixture.collectionView.layoutIfNeeded()
    #expect(calls == afterFirst + 1)
    #expect(nearly(fixture.frame(1), rect(250, 0, 250, 100)))
    fixture.dataSource.counts = [10]
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(calls == afterFirst + 2)
    #expect(nearly(fixture.contentSize, CGSize(width: 500, height: 500)))
  }
}

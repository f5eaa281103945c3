import CollectionLayout
import Foundation
import Testing

/// The hand-worked cases of the compositional reference (section 2.8),
/// number for number. Each test names its case.
@Suite struct CompositionalWorkedExampleTests {
  private func fill() -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
  }

  /// Case 1, Apple's grid: five 75-point squares fit 375 exactly (remaining
  /// 0), the sixth starts the next group; insets of 5 shrink each frame.
  @Test func case1Grid() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = uniformInsets(5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let fixture = CompositionalFixture(
      width: 375, scale: 3, counts: [7], section: NSCollectionLayoutSection(group: group))
    let frames = fixture.frames()
    #expect(
      nearly(
        Array(frames[0..<5]),
        [
          rect(5, 5, 65, 65), rect(80, 5, 65, 65), rect(155, 5, 65, 65), rect(230, 5, 65, 65),
          rect(305, 5, 65, 65),
        ]))
    #expect(nearly(frames[5], rect(5, 80, 65, 65)))
    #expect(nearly(frames[6], rect(80, 80, 65, 65)))
    #expect(nearly(fixture.contentSize, CGSize(width: 375, height: 150)))
  }

  /// Case 2: count 3 with spacing 10 inside leading and trailing insets of
  /// 16 on 414 at 3x. The group is 382 wide; the second pass sizes the items
  /// against 382 − 20 = 362: 120.667 each at x 16, 146.667, 277.333. The
  /// reference's "item 3 at y = 100, content 200" places the insets on the
  /// leading and trailing edges only, with groups 100 high.
  @Test func case2CountWithSpacingAndInsets() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitem: fill(), count: 3)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let fixture = CompositionalFixture(width: 414, scale: 3, counts: [6], section: section)
    let frames = fixture.frames()
    #expect(
      nearly(
        Array(frames[0..<3]),
        [
          rect(16, 0, thirds(362), 100), rect(thirds(440), 0, thirds(362), 100),
          rect(thirds(832), 0, thirds(362), 100),
        ]))
    #expect(nearly(frames[3], rect(16, 100, thirds(362), 100)))
    #expect(nearly(fixture.contentSize, CGSize(width: 414, height: 200)))
  }

  /// Case 3: a quarter of 414 is 103.5, floored to 103.333 at 3x; the last
  /// 0.667 pt of the row stay empty.
  @Test func case3QuarterOf414() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let fixture = CompositionalFixture(
      width: 414, scale: 3, counts: [5], section: NSCollectionLayoutSection(group: group))
    let frames = fixture.frames()
    #expect(
      nearly(frames[0..<4].map(\.minX), [0, thirds(310), thirds(620), 310]))
    #expect(frames[0..<4].allSatisfy { nearly($0.width, thirds(310)) })
    #expect(nearly(frames[4], rect(0, 100, thirds(310), 100)), "four fit, the fifth wraps")
  }

  /// Case 4: two stacked sections on 320 at 2x. Section 0 has insets 10, a
  /// 44-point header, a 30-point footer, spacing 5 between its two rows;
  /// section 1 has one row; 20 points between sections.
  @Test func case4StackedSectionsWithHeaderAndFooter() {
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [self.fill()])
        let section = NSCollectionLayoutSection(group: group)
        guard index == 0 else { return section }
        section.contentInsets = uniformInsets(10)
        section.interGroupSpacing = 5
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)),
            elementKind: CompositionalFixture.header, alignment: .top),
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
            elementKind: CompositionalFixture.footer, alignment: .bottom),
        ]
        return section
      })
    let configuration = layout.configuration
    configuration.interSectionSpacing = 20
    layout.configuration = configuration
    let fixture = CompositionalFixture(
      width: 320, height: 568, scale: 2, counts: [2, 1], layout: layout)
    #expect(nearly(fixture.supplementary(CompositionalFixture.header)!.frame, rect(10, 0, 300, 44)))
    #expect(nearly(fixture.frames(), [rect(10, 54, 300, 50), rect(10, 109, 300, 50)]))
    #expect(
      nearly(fixture.supplementary(CompositionalFixture.footer)!.frame, rect(10, 169, 300, 30)))
    #expect(nearly(fixture.frame(0, section: 1), rect(0, 219, 320, 50)))
    #expect(nearly(fixture.contentSize, CGSize(width: 320, height: 269)))
  }

  /// Case 5: a partial vertical group ends after its last item: the second
  /// group holds one 100-point item, so the section's content is 300 + 100
  /// and the footer sits at 400.
  @Test func case5PartialVerticalGroupShortensTheSection() {
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(300)), subitem: fill(), count: 3)
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)),
        elementKind: CompositionalFixture.footer, alignment: .bottom)
    ]
    let fixture = CompositionalFixture(width: 375, scale: 3, counts: [4], section: section)
    #expect(nearly(fixture.frames().map(\.minY), [0, 100, 200, 300]))
    #expect(fixture.frames().allSatisfy { nearly($0.height, 100) })
    #expect(
      nearly(fixture.supplementary(CompositionalFixture.footer)!.frame, rect(0, 400, 375, 10)))
    #expect(nearly(fixture.contentSize, CGSize(width: 375, height: 410)))
  }

  /// Case 6: the second pass sizes three items against 150 − 32 = 118, and
  /// 118 × (1.0/3) floors to 39.0 at 3x, not 39.333: a double a hair under
  /// a pixel boundary loses the whole pixel.
  @Test func case6FloatingPointFloorDropsAPixel() {
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(150)), subitem: fill(), count: 3)
    group.interItemSpacing = .fixed(16)
    let fixture = CompositionalFixture(
      width: 414, scale: 3, counts: [3], section: NSCollectionLayoutSection(group: group))
    #expect(
      nearly(fixture.frames(), [rect(0, 0, 207, 39), rect(0, 55, 207, 39), rect(0, 110, 207, 39)]))
  }

  /// Case 7: off-grid absolute widths are rounded only at the end: five
  /// 70.5-point items fit 375 (352.5), x 70.5 → 70.667 and 211.5 → 211.667,
  /// width 70.5 → 70.667.
  @Test func case7OffGridAbsoluteWidths() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.absolute(70.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let fixture = CompositionalFixture(
      width: 375, scale: 3, counts: [6], section: NSCollectionLayoutSection(group: group))
    let frames = fixture.frames()
    #expect(nearly(frames[0..<5].map(\.minX), [0, thirds(212), 141, thirds(635), 282]))
    #expect(frames.allSatisfy { nearly($0.width, thirds(212)) })
    #expect(nearly(frames[5].minY, 50), "the sixth starts the next group")
  }

  /// Case 8: spacing 2.5 between four counted items on 375 at 3x: width
  /// floorPx(367.5 / 4) = 91.667; x = 0, 94.333, 188.333, 282.667.
  @Test func case8HalfPointSpacing() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitem: fill(), count: 4)
    group.interItemSpacing = .fixed(2.5)
    let fixture = CompositionalFixture(
      width: 375, scale: 3, counts: [4], section: NSCollectionLayoutSection(group: group))
    let frames = fixture.frames()
    #expect(nearly(frames.map(\.minX), [0, thirds(283), thirds(565), thirds(848)]))
    #expect(frames.allSatisfy { nearly($0.width, thirds(275)) })
  }

  /// Case 9, Apple's nested groups on 375 × 667 at 3x: the group is
  /// floorPx(266.8) = 266.667 high; the leading item 262.333 wide with
  /// insets 10; the trailing vertical group 112.333 wide holds two halves of
  /// 133.333. Five items make two groups: content 533.333.
  @Test func case9NestedGroups() {
    let leading = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.7), .fractionalHeight(1)))
    leading.contentInsets = uniformInsets(10)
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    trailingItem.contentInsets = uniformInsets(10)
    let trailing = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem,
      count: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.4)),
      subitems: [leading, trailing])
    let fixture = CompositionalFixture(
      width: 375, height: 667, scale: 3, counts: [5],
      section: NSCollectionLayoutSection(group: group))
    let frames = fixture.frames()
    #expect(nearly(frames[0], rect(10, 10, thirds(727), thirds(740))))
    #expect(nearly(frames[1], rect(thirds(817), 10, thirds(277), thirds(340))))
    #expect(nearly(frames[2], rect(thirds(817), thirds(430), thirds(277), thirds(340))))
    #expect(nearly(frames[3], rect(10, thirds(830), thirds(727), thirds(740))))
    #expect(nearly(frames[4], rect(thirds(817), thirds(830), thirds(277), thirds(340))))
    #expect(nearly(fixture.contentSize, CGSize(width: 375, height: thirds(1600))))
  }

  /// Case 10: with `supplementariesFollowContentInsets = false` the header
  /// and footer span the full width while rows keep the insets (8, 20, 8, 20).
  @Test func case10SupplementariesIgnoringInsets() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [fill()])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    section.supplementariesFollowContentInsets = false
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)),
        elementKind: CompositionalFixture.header, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)),
        elementKind: CompositionalFixture.footer, alignment: .bottom),
    ]
    let fixture = CompositionalFixture(width: 375, scale: 3, counts: [2], section: section)
    #expect(nearly(fixture.supplementary(CompositionalFixture.header)!.frame, rect(0, 0, 375, 40)))
    #expect(nearly(fixture.frames(), [rect(20, 48, 335, 44), rect(20, 92, 335, 44)]))
    #expect(
      nearly(fixture.supplementary(CompositionalFixture.footer)!.frame, rect(0, 144, 375, 20)))
    #expect(nearly(fixture.contentSize, CGSize(width: 375, height: 164)))
  }

  /// Case 11: a 200-point group on 414 stays at the leading edge; groups
  /// never sit side by side, so five half-width items make three rows.
  @Test func case11NarrowGroupStaysLeading() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.absolute(200), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let fixture = CompositionalFixture(width: 414, scale: 3, counts: [5], section: section)
    #expect(
      nearly(
        fixture.frames(),
        [
          rect(0, 0, 100, 100), rect(100, 0, 100, 100), rect(0, 110, 100, 100),
          rect(100, 110, 100, 100), rect(0, 220, 100, 100),
        ]))
    #expect(nearly(fixture.contentSize, CGSize(width: 414, height: 320)))
  }

  /// Case 12: thirds with spacing 10 on 320 at 2x. Pass 1 places three
  /// items of 106.5 (the spacing is not counted for fractional items), pass
  /// 2 sizes them against 300: 100 each at x 0, 110, 220.
  @Test func case12FillWithSpacing() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    group.interItemSpacing = .fixed(10)
    let fixture = CompositionalFixture(
      width: 320, height: 568, scale: 2, counts: [4],
      section: NSCollectionLayoutSection(group: group))
    #expect(
      nearly(
        fixture.frames(),
        [
          rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100),
          rect(0, 100, 100, 100),
        ]
      ))
  }
}

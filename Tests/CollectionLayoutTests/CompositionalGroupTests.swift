import CollectionLayout
import Foundation
import Testing

/// How groups fill themselves: nested groups, fractions against absolute
/// sizes, the three ways of counting, flexible spacing, custom groups.
@Suite struct CompositionalGroupTests {
  private func section(
    _ group: NSCollectionLayoutGroup, configure: (NSCollectionLayoutSection) -> Void = { _ in }
  ) -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(group: group)
    configure(section)
    return section
  }

  private func item(
    _ width: NSCollectionLayoutDimension,
    _ height: NSCollectionLayoutDimension = .fractionalHeight(1)
  ) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: layoutSize(width, height))
  }

  // MARK: Nested groups

  /// Index order is depth first: the leading item, then the nested group's
  /// items, then the next group.
  @Test func nestedGroupsNumberItemsDepthFirst() {
    let stack = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)),
      subitems: [item(.fractionalWidth(0.5)), stack])
    let fixture = CompositionalFixture(
      width: 400, scale: 1, counts: [4], section: section(group))
    #expect(
      nearly(
        fixture.frames(),
        [
          rect(0, 0, 200, 200), rect(200, 0, 200, 100), rect(200, 100, 200, 100),
          rect(0, 200, 200, 200),
        ]
      ))
  }

  /// A nested group's contentInsets pad its children; the outer group's
  /// insets move the nested group as a whole.
  @Test func nestedGroupInsetsPadTheirChildren() {
    let inner = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)),
      subitems: [item(.fractionalWidth(0.5))])
    inner.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    let outer = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(120)), subitems: [inner])
    outer.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [2], section: section(outer))
    // Outer: children container 260 × 100 from (20, 10). Inner: 260 × 100,
    // its children container 240 × 90 from (30, 15): halves of 120.
    #expect(nearly(fixture.frames(), [rect(30, 15, 120, 90), rect(150, 15, 120, 90)]))
  }

  // MARK: Fractions against absolute sizes

  /// An absolute item keeps its width; a fractional one is a fraction of
  /// the group; `fractionalHeight` can size a width (squares).
  @Test func fractionalAgainstAbsolute() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
      subitems: [
        item(.absolute(100)), item(.fractionalWidth(0.25)),
        item(.fractionalHeight(0.5), .fractionalHeight(0.5)),
      ])
    let fixture = CompositionalFixture(width: 375, scale: 1, counts: [3], section: section(group))
    #expect(
      nearly(
        fixture.frames(), [rect(0, 0, 100, 100), rect(100, 0, 93, 100), rect(193, 0, 50, 50)]),
      "93.75 floors to 93 at 1x")
  }

  /// With spacing, pass 1 subtracts it only before items that do not depend
  /// on the container; pass 2 re-sizes the fractional one against 375 − 10:
  /// [abs 100, fw 0.5] gives 100 and 182.5, 10 apart, and the next absolute
  /// item no longer fits.
  @Test func spacingWithMixedFractionalAndAbsolute() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
      subitems: [item(.absolute(100)), item(.fractionalWidth(0.5))])
    group.interItemSpacing = .fixed(10)
    let fixture = CompositionalFixture(width: 375, scale: 2, counts: [3], section: section(group))
    #expect(
      nearly(
        fixture.frames(), [rect(0, 0, 100, 50), rect(110, 0, 182.5, 50), rect(0, 50, 100, 50)]))
  }

  /// A root group's fractionalHeight is a fraction of the collection view's
  /// height, whatever the section's top and bottom insets (reference 2.1).
  @Test func rootGroupHeightIsAFractionOfTheCollectionView() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.25)),
      subitems: [item(.fractionalWidth(1))])
    let fixture = CompositionalFixture(
      width: 320, height: 600, scale: 2, counts: [1],
      section: section(group) { $0.contentInsets = uniformInsets(20) })
    #expect(nearly(fixture.frame(0), rect(20, 20, 280, 150)))
  }

  // MARK: Counting

  /// `repeatingSubitem:count:` places copies at the subitem's own width,
  /// even when they overflow the group; `subitem:count:` makes them share it.
  @Test func repeatingSubitemKeepsItsWidth() {
    let repeating = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
      repeatingSubitem: item(.absolute(150)), count: 3)
    let overflowing = CompositionalFixture(
      width: 375, scale: 1, counts: [4], section: section(repeating))
    #expect(
      nearly(
        overflowing.frames(),
        [rect(0, 0, 150, 50), rect(150, 0, 150, 50), rect(300, 0, 150, 50), rect(0, 50, 150, 50)]))

    let sharing = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
      subitem: item(.absolute(150)), count: 3)
    let shared = CompositionalFixture(width: 375, scale: 1, counts: [3], section: section(sharing))
    #expect(nearly(shared.frames().map(\.width), [125, 125, 125]))
  }

  /// A vertical repeating group with spacing: counted items are placed
  /// without a fit check, spacing between each.
  @Test func verticalRepeatingSubitemWithSpacing() {
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)),
      repeatingSubitem: item(.fractionalWidth(1), .absolute(60)), count: 3)
    group.interItemSpacing = .fixed(10)
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [3], section: section(group))
    #expect(nearly(fixture.frames().map(\.minY), [0, 70, 140]))
    #expect(nearly(fixture.contentSize, CGSize(width: 300, height: 200)))
  }

  /// A `subitems:` group cycles through several subitems in order.
  @Test func subitemsCycle() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)),
      subitems: [item(.absolute(100)), item(.absolute(50))])
    let fixture = CompositionalFixture(width: 320, scale: 1, counts: [5], section: section(group))
    #expect(nearly(fixture.frames().map(\.minX), [0, 100, 150, 250, 0]))
    #expect(nearly(fixture.frames().map(\.width), [100, 50, 100, 50, 100]))
  }

  // MARK: Flexible spacing

  /// Flexible inter-item spacing shares the group's leftover between the
  /// gaps: three 100-point items in 375 are 37.5 apart.
  @Test func flexibleInterItemSpacingJustifies() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
      repeatingSubitem: item(.absolute(100)), count: 3)
    group.interItemSpacing = .flexible(0)
    let fixture = CompositionalFixture(width: 375, scale: 2, counts: [3], section: section(group))
    #expect(nearly(fixture.frames().map(\.minX), [0, 137.5, 275]))
  }

  /// Flexible leading and trailing edges share the leftover and centre a
  /// lone item; a fixed edge takes its length from the group.
  @Test func flexibleEdgeSpacingCentres() {
    let centred = item(.absolute(100))
    centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)),
      repeatingSubitem: centred, count: 1)
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [1], section: section(group))
    #expect(nearly(fixture.frame(0), rect(100, 0, 100, 50)))

    let shifted = item(.absolute(100))
    shifted.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .fixed(30), top: nil, trailing: nil, bottom: nil)
    let fixed = CompositionalFixture(
      width: 300, scale: 1, counts: [3],
      section: section(
        .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [shifted])
      )
    )
    // 130 per item: two fit in 300, the third wraps.
    #expect(
      nearly(fixed.frames(), [rect(30, 0, 100, 50), rect(160, 0, 100, 50), rect(30, 50, 100, 50)]))
  }

  /// Across the axis items are top-aligned; `bottom: .flexible(0)` keeps
  /// them there, and (the engine's reading of a flexible edge across the
  /// axis) `top: .flexible(0)` moves one to the bottom.
  @Test func itemsAreTopAlignedInATallerGroup() {
    let short = item(.absolute(100), .absolute(40))
    let pinnedTop = item(.absolute(100), .absolute(40))
    pinnedTop.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: nil, top: nil, trailing: nil, bottom: .flexible(0))
    let pushedDown = item(.absolute(100), .absolute(40))
    pushedDown.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: nil, top: .flexible(0), trailing: nil, bottom: nil)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
      subitems: [short, pinnedTop, pushedDown])
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [3], section: section(group))
    #expect(nearly(fixture.frames().map(\.minY), [0, 0, 60]))
  }

  // MARK: Custom groups

  /// A custom group's provider sees the group as its container and returns
  /// frames relative to the group; every group of the section repeats them.
  @Test func customGroupFramesRepeatPerGroup() {
    var seenSize: CGSize = .zero
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(120))
    ) { environment in
      seenSize = environment.container.contentSize
      return [
        NSCollectionLayoutGroupCustomItem(frame: rect(0, 0, 100, 100)),
        NSCollectionLayoutGroupCustomItem(frame: rect(150, 20, 50, 50), zIndex: 4),
      ]
    }
    let fixture = CompositionalFixture(width: 320, scale: 1, counts: [3], section: section(group))
    #expect(seenSize == CGSize(width: 320, height: 120))
    #expect(
      nearly(
        fixture.frames(), [rect(0, 0, 100, 100), rect(150, 20, 50, 50), rect(0, 120, 100, 100)]))
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 4)
  }

  /// A group whose insets leave no room lays out nothing; a group that
  /// cannot fit a single item lays out nothing either (UIKit logs an error).
  @Test func groupThatCannotFitAnItemLaysOutNothing() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item(.absolute(500))])
    let fixture = CompositionalFixture(width: 320, scale: 1, counts: [2], section: section(group))
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(fixture.allElements.isEmpty)
  }

  /// Estimated dimensions are laid out at their estimate, and contentInsets
  /// are ignored on an estimated axis (reference 1.2).
  @Test func estimatesAreUsedAsGivenAndIgnoreInsets() {
    let estimated = item(.fractionalWidth(1), .estimated(44))
    estimated.contentInsets = uniformInsets(10)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [estimated])
    let fixture = CompositionalFixture(width: 320, scale: 1, counts: [2], section: section(group))
    #expect(nearly(fixture.frames(), [rect(10, 0, 300, 44), rect(10, 44, 300, 44)]))
  }

  /// Insets below 0.5 are fractions of the group's length (quirk 11).
  @Test func tinyGroupInsetsAreFractions() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
      subitems: [item(.fractionalWidth(1))])
    group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0.1, bottom: 0, trailing: 0.1)
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [1], section: section(group))
    #expect(nearly(fixture.frame(0), rect(30, 0, 240, 100)))
  }

  @Test func visualDescriptionListsTheTree() {
    let nested = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.3), .fractionalHeight(1)),
      subitem: item(.fractionalWidth(1)), count: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
      subitems: [item(.fractionalWidth(0.7)), nested])
    let lines = group.visualDescription().split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("horizontal group"))
    #expect(lines[2].contains("vertical group") && lines[2].contains("count=2"))
  }
}

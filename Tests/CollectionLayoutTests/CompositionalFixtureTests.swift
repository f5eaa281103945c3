import CollectionLayout
import Foundation
import Testing

/// A collection view with a compositional layout and counted items, its data
/// source kept alive with it. Supplementary views of every kind in `kinds`
/// are registered, decoration views of every kind in `decorationKinds`.
struct CompositionalFixture {
  static let header = UICollectionView.elementKindSectionHeader
  static let footer = UICollectionView.elementKindSectionFooter

  let collectionView: UICollectionView
  let layout: UICollectionViewCompositionalLayout
  let dataSource: CountingDataSource

  init(
    width: CGFloat = 375, height: CGFloat = 667, scale: CGFloat = 3, counts: [Int],
    kinds: [String] = [header, footer, "badge", "global-header", "global-footer"],
    decorationKinds: [String] = ["background"],
    layout: UICollectionViewCompositionalLayout
  ) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in kinds {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    for kind in decorationKinds {
      layout.register(UICollectionReusableView.self, forDecorationViewOfKind: kind)
    }
    dataSource = CountingDataSource(counts)
    view.dataSource = dataSource
    view.traitOverrides.displayScale = scale
    self.layout = layout
    collectionView = view
    view.layoutIfNeeded()
  }

  /// A fixture whose every section uses `section`.
  init(
    width: CGFloat = 375, height: CGFloat = 667, scale: CGFloat = 3, counts: [Int],
    section: NSCollectionLayoutSection
  ) {
    self.init(
      width: width, height: height, scale: scale, counts: counts,
      layout: UICollectionViewCompositionalLayout(section: section))
  }

  func frame(_ item: Int, section: Int = 0) -> CGRect {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
  }

  func frames(section: Int = 0) -> [CGRect] {
    (0..<dataSource.counts[section]).map { frame($0, section: section) }
  }

  func supplementary(_ kind: String, section: Int = 0, item: Int = 0)
    -> UICollectionViewLayoutAttributes?
  {
    layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: item, section: section))
  }

  func decoration(_ kind: String = "background", section: Int = 0)
    -> UICollectionViewLayoutAttributes?
  {
    layout.layoutAttributesForDecorationView(
      ofKind: kind, at: IndexPath(item: 0, section: section))
  }

  var contentSize: CGSize { layout.collectionViewContentSize }

  /// Every element the layout returns for a rectangle far larger than the content.
  var allElements: [UICollectionViewLayoutAttributes] {
    let size = contentSize
    let all = CGRect(
      x: -2000, y: -2000, width: max(size.width, 2000) + 4000, height: size.height + 4000)
    return layout.layoutAttributesForElements(in: all) ?? []
  }

  /// Scrolls to `offset` and lets the collection view lay out.
  func scroll(to offset: CGPoint) {
    collectionView.contentOffset = offset
    collectionView.layoutIfNeeded()
  }
}

/// Shorthand for a layout size.
func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
  -> NSCollectionLayoutSize
{
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Equal insets on all four edges.
func uniformInsets(_ value: CGFloat) -> NSDirectionalEdgeInsets {
  NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
}

/// n thirds of a point: the values a 3x display rounds to.
func thirds(_ n: CGFloat) -> CGFloat { n / 3 }

/// True when two numbers agree to well below a pixel. Attributes store a
/// centre and a size, so a frame read back carries rounding error in its
/// last bits (16 may come back as 16.000000000000007).
func nearly(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

func nearly(_ a: CGRect, _ b: CGRect) -> Bool {
  nearly(a.minX, b.minX) && nearly(a.minY, b.minY) && nearly(a.width, b.width)
    && nearly(a.height, b.height)
}

func nearly(_ a: [CGRect], _ b: [CGRect]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { nearly($0, $1) }
}

func nearly(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { nearly($0, $1) }
}

func nearly(_ a: CGSize, _ b: CGSize) -> Bool {
  nearly(a.width, b.width) && nearly(a.height, b.height)
}

/// The public API's defaults, copies and environment.
@Suite struct CompositionalFixtureTests {
  @Test func dimensionsReportTheirKind() {
    #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
    #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
    #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
    #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
    #expect(NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44).isUniformAcrossSiblings)
    #expect(NSCollectionLayoutDimension.absolute(44).dimension == 44)
    #expect(NSCollectionLayoutDimension.absolute(44) == .absolute(44))
    #expect(NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
    #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing)
  }

  @Test func defaultsAreUIKits() {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(10), .absolute(10)))
    #expect(item.contentInsets == .zero)
    #expect(item.edgeSpacing == nil)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)), subitems: [item])
    #expect(group.interItemSpacing == .fixed(0))
    let section = NSCollectionLayoutSection(group: group)
    #expect(section.contentInsets == .zero)
    #expect(section.interGroupSpacing == 0)
    #expect(section.orthogonalScrollingBehavior == .none)
    #expect(section.supplementariesFollowContentInsets)
    #expect(section.supplementaryContentInsetsReference == .automatic)
    #expect(section.contentInsetsReference == .automatic)
    #expect(section.boundarySupplementaryItems.isEmpty && section.decorationItems.isEmpty)
    #expect(section.visibleItemsInvalidationHandler == nil)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)),
      elementKind: CompositionalFixture.header, alignment: .top)
    #expect(header.extendsBoundary && !header.pinToVisibleBounds)
    #expect(header.zIndex == 1)
    #expect(header.offset == .zero)
    #expect(NSCollectionLayoutDecorationItem.background(elementKind: "b").zIndex == 0)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    #expect(configuration.scrollDirection == .vertical)
    #expect(configuration.interSectionSpacing == 0)
    #expect(configuration.boundarySupplementaryItems.isEmpty)
    #expect(configuration.contentInsetsReference == .automatic)
  }

  @Test func rawValuesAreUIKits() {
    #expect(NSRectAlignment.topTrailing.rawValue == 8)
    #expect(NSRectAlignment.bottom.rawValue == 5)
    #expect(NSDirectionalRectEdge.all.rawValue == 15)
    #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
    #expect(UIContentInsetsReference.readableContent.rawValue == 4)
  }

  @Test func countedGroupReplacesTheSubitemsWidth() {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(70), .absolute(30)))
    let counted = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), subitem: item, count: 4)
    #expect(counted.subitems[0].layoutSize.widthDimension == .fractionalWidth(1.0 / 4))
    #expect(counted.subitems[0].layoutSize.heightDimension == .absolute(30))
    #expect(item.layoutSize.widthDimension == .absolute(70), "the original is not changed")
    let repeating = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(300)), repeatingSubitem: item,
      count: 4)
    #expect(repeating.subitems[0].layoutSize == item.layoutSize)
  }

  @Test func configurationIsCopiedOnGetAndSet() {
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 12
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    configuration.interSectionSpacing = 99
    #expect(layout.configuration.interSectionSpacing == 12)
    #expect(layout.configuration !== layout.configuration)
    layout.configuration.interSectionSpacing = 50
    #expect(layout.configuration.interSectionSpacing == 12, "a read is a copy")
  }

  @Test func environmentIsTheBoundsAndTraits() {
    var seen: [(Int, CGSize, CGSize, CGFloat)] = []
    let layout = UICollectionViewCompositionalLayout { index, environment in
      seen.append(
        (
          index, environment.container.contentSize, environment.container.effectiveContentSize,
          environment.traitCollection.displayScale
        ))
      let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item]))
    }
    _ = CompositionalFixture(width: 390, height: 844, scale: 3, counts: [1, 2], layout: layout)
    let last = seen.suffix(2)
    #expect(last.map(\.0) == [0, 1])
    #expect(last.allSatisfy { $0.1 == CGSize(width: 390, height: 844) })
    #expect(last.allSatisfy { $0.2 == CGSize(width: 390, height: 844) })
    #expect(last.allSatisfy { $0.3 == 3 })
  }

  @Test func layoutMarginsReferenceInsetsTheContainer() {
    var effective: CGSize = .zero
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .layoutMargins
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { _, environment in
        effective = environment.container.effectiveContentSize
        let item = NSCollectionLayoutItem(
          layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        return NSCollectionLayoutSection(
          group: .horizontal(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item]))
      }, configuration: configuration)
    let fixture = CompositionalFixture(width: 320, height: 480, counts: [1], layout: layout)
    // The engine's views have margins of 8 on every side.
    #expect(effective == CGSize(width: 304, height: 464))
    // Across the scroll axis the content starts at the leading margin; where
    // it starts along the axis is not recorded in the reference, so only x
    // and the width are checked.
    #expect(nearly(fixture.frame(0).minX, 8))
    #expect(nearly(fixture.frame(0).width, 304))
  }
}

import CollectionLayout
import Foundation
import Testing

/// Sections: insets, boundary items, pinning, backgrounds, badges, section
/// providers, horizontal scrolling, orthogonal rows, global items.
@Suite struct CompositionalSectionTests {
  private static let header = CompositionalFixture.header
  private static let footer = CompositionalFixture.footer

  /// A section of full-width rows of `height` points.
  private func rows(height: CGFloat = 50) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    return NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(height)), subitems: [item]))
  }

  private func boundary(
    _ kind: String, height: CGFloat, alignment: NSRectAlignment,
    width: NSCollectionLayoutDimension = .fractionalWidth(1)
  ) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(width, .absolute(height)), elementKind: kind, alignment: alignment)
  }

  // MARK: Insets

  @Test func sectionInsetsFrameTheGroups() {
    let section = rows()
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 24, trailing: 8)
    section.interGroupSpacing = 6
    let fixture = CompositionalFixture(width: 320, scale: 2, counts: [3], section: section)
    #expect(
      nearly(
        fixture.frames(),
        [rect(16, 12, 296, 50), rect(16, 68, 296, 50), rect(16, 124, 296, 50)]))
    // 12 + 3 × 50 + 2 × 6 + 24
    #expect(nearly(fixture.contentSize, CGSize(width: 320, height: 198)))
  }

  // MARK: Headers and footers

  /// Extending boundary items sit outside the insets and lengthen the
  /// section; a non-extending one overlaps the content at the top of the
  /// inset box and adds nothing.
  @Test func extendsBoundaryLengthensTheSection() {
    let section = rows()
    section.contentInsets = uniformInsets(10)
    let overlay = boundary("badge", height: 20, alignment: .topTrailing, width: .absolute(60))
    overlay.extendsBoundary = false
    section.boundarySupplementaryItems = [
      boundary(Self.header, height: 40, alignment: .top),
      boundary(Self.footer, height: 30, alignment: .bottom), overlay,
    ]
    let fixture = CompositionalFixture(width: 320, scale: 1, counts: [2], section: section)
    #expect(nearly(fixture.supplementary(Self.header)!.frame, rect(10, 0, 300, 40)))
    #expect(nearly(fixture.frames(), [rect(10, 50, 300, 50), rect(10, 100, 300, 50)]))
    #expect(nearly(fixture.supplementary(Self.footer)!.frame, rect(10, 160, 300, 30)))
    #expect(nearly(fixture.supplementary("badge")!.frame, rect(250, 40, 60, 20)))
    #expect(nearly(fixture.contentSize, CGSize(width: 320, height: 190)))
    #expect(fixture.supplementary(Self.header)!.zIndex == 1)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.zIndex == 0)
  }

  /// `supplementaryContentInsetsReference = .none` measures boundary items
  /// from the collection view's edges, as `supplementariesFollowContentInsets
  /// = false` does; `.layoutMargins` from its margins (8 in the engine).
  @Test func supplementaryContentInsetsReference() {
    func headerFrame(_ reference: UIContentInsetsReference) -> CGRect {
      let section = rows()
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 20)
      section.supplementaryContentInsetsReference = reference
      section.boundarySupplementaryItems = [boundary(Self.header, height: 40, alignment: .top)]
      let fixture = CompositionalFixture(width: 300, scale: 1, counts: [1], section: section)
      return fixture.supplementary(Self.header)!.frame
    }
    #expect(nearly(headerFrame(.automatic), rect(30, 0, 250, 40)))
    #expect(nearly(headerFrame(.none), rect(0, 0, 300, 40)))
    #expect(nearly(headerFrame(.layoutMargins), rect(8, 0, 284, 40)))
  }

  /// A section's `contentInsetsReference` measures its insets from that
  /// guide: with `.layoutMargins` the margins add to the insets across the
  /// scroll axis.
  @Test func sectionContentInsetsReferenceAddsTheGuide() {
    let section = rows()
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    section.contentInsetsReference = .layoutMargins
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [1], section: section)
    #expect(nearly(fixture.frame(0), rect(18, 5, 264, 50)))
  }

  /// A narrower header without a leading or trailing edge is centred in the
  /// width it follows; an absolute offset moves it without changing the
  /// section's length.
  @Test func narrowHeaderIsCentredAndOffsetDoesNotMoveContent() {
    let section = rows()
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.absolute(100), .absolute(40)), elementKind: Self.header,
      alignment: .top, absoluteOffset: CGPoint(x: 0, y: -10))
    section.boundarySupplementaryItems = [header]
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [1], section: section)
    #expect(nearly(fixture.supplementary(Self.header)!.frame, rect(100, -10, 100, 40)))
    #expect(nearly(fixture.frame(0), rect(0, 40, 300, 50)))
  }

  /// The space between a header and the first row is the top inset, never
  /// interGroupSpacing (quirk 5).
  @Test func interGroupSpacingIsNotAddedAfterTheHeader() {
    let section = rows()
    section.interGroupSpacing = 30
    section.boundarySupplementaryItems = [boundary(Self.header, height: 20, alignment: .top)]
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [2], section: section)
    #expect(nearly(fixture.frames().map(\.minY), [20, 100]))
  }

  // MARK: Pinning

  /// A pinned header follows the top of the bounds while its section is
  /// visible, and stops at the section's end; the collection view asks for
  /// a new layout on each scroll while one is on screen.
  @Test func pinnedHeaderFollowsTheBounds() {
    let section = rows(height: 100)
    let header = boundary(Self.header, height: 40, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    // Each section: header 40 + 5 rows of 100 = 540.
    let fixture = CompositionalFixture(
      width: 320, height: 400, scale: 2, counts: [5, 5], section: section)
    #expect(nearly(fixture.supplementary(Self.header)!.frame, rect(0, 0, 320, 40)))
    #expect(
      fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 300, 320, 400)))
    // A scroll names only the pinned headers of the sections in the old and
    // new bounds, so the collection view keeps its cells' attributes.
    let context = fixture.layout.invalidationContext(forBoundsChange: rect(0, 300, 320, 400))
    #expect(
      context.invalidatedSupplementaryIndexPaths?[Self.header]
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(context.invalidatedItemIndexPaths == nil)
    fixture.scroll(to: CGPoint(x: 0, y: 300))
    #expect(nearly(fixture.supplementary(Self.header)!.frame, rect(0, 300, 320, 40)))
    let shown = fixture.collectionView.supplementaryView(
      forElementKind: Self.header, at: IndexPath(item: 0, section: 0))
    #expect(shown.map { nearly($0.frame, rect(0, 300, 320, 40)) } == true)
    #expect(fixture.supplementary(Self.header)!.zIndex == 2)
    let visible = fixture.layout.layoutAttributesForElements(in: rect(0, 300, 320, 400)) ?? []
    #expect(
      visible.contains {
        $0.representedElementKind == Self.header && $0.indexPath.section == 0
          && nearly($0.frame.minY, 300)
      })
    // Near the end of section 0 the header stops at 540 − 40 = 500.
    fixture.scroll(to: CGPoint(x: 0, y: 520))
    #expect(nearly(fixture.supplementary(Self.header)!.frame.minY, 500))
    #expect(nearly(fixture.supplementary(Self.header, section: 1)!.frame.minY, 540))
    fixture.scroll(to: CGPoint(x: 0, y: 600))
    #expect(nearly(fixture.supplementary(Self.header, section: 1)!.frame.minY, 600))
  }

  /// A pinned header also keeps below the adjusted content inset.
  @Test func pinnedHeaderRespectsTheContentInset() {
    let section = rows(height: 100)
    let header = boundary(Self.header, height: 40, alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let fixture = CompositionalFixture(
      width: 320, height: 400, scale: 1, counts: [10], section: section)
    fixture.collectionView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    fixture.scroll(to: CGPoint(x: 0, y: 200))
    #expect(nearly(fixture.supplementary(Self.header)!.frame.minY, 264))
  }

  @Test func withoutPinningScrollingDoesNotInvalidate() {
    let section = rows()
    section.boundarySupplementaryItems = [boundary(Self.header, height: 40, alignment: .top)]
    let fixture = CompositionalFixture(
      width: 320, height: 400, scale: 1, counts: [50], section: section)
    #expect(!fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 300, 320, 400)))
    #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 375, 400)))
    #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 500)))
  }

  // MARK: Backgrounds

  /// A background covers the section, header included, inset by its
  /// contentInsets; it lifts the section's cells to zIndex 1.
  @Test func backgroundDecorationCoversTheSection() {
    let section = rows()
    section.contentInsets = uniformInsets(10)
    section.boundarySupplementaryItems = [boundary(Self.header, height: 30, alignment: .top)]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = uniformInsets(5)
    section.decorationItems = [background]
    let fixture = CompositionalFixture(width: 320, scale: 1, counts: [2, 1], section: section)
    // Section 0: 30 + 10 + 100 + 10 = 150; section 1: 30 + 10 + 50 + 10 = 100.
    #expect(nearly(fixture.decoration()!.frame, rect(5, 5, 310, 140)))
    #expect(nearly(fixture.decoration(section: 1)!.frame, rect(5, 155, 310, 90)))
    #expect(fixture.decoration()!.zIndex == 0)
    #expect(fixture.decoration()!.representedElementCategory == .decorationView)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.zIndex == 1)
    #expect(fixture.supplementary(Self.header)!.zIndex == 1)
    let decorations = fixture.allElements.filter {
      $0.representedElementCategory == .decorationView
    }
    #expect(decorations.count == 2)
  }

  // MARK: Badges

  /// A badge anchored to the top-trailing corner with a fractional offset
  /// sticks out by that fraction of its own size; every item gets one.
  @Test func badgesAnchorToTheirItems() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let fixture = CompositionalFixture(
      width: 300, scale: 1, counts: [3], section: NSCollectionLayoutSection(group: group))
    #expect(nearly(fixture.supplementary("badge", item: 0)!.frame, rect(140, -10, 20, 20)))
    #expect(nearly(fixture.supplementary("badge", item: 1)!.frame, rect(290, -10, 20, 20)))
    #expect(nearly(fixture.supplementary("badge", item: 2)!.frame, rect(140, 90, 20, 20)))
    #expect(fixture.supplementary("badge", item: 3) == nil)
    #expect(fixture.supplementary("badge", item: 0)!.zIndex == 1)
  }

  /// With an item anchor, the badge's own anchor point goes to the
  /// container's: its bottom-leading corner at the cell's top-trailing one,
  /// moved by the container anchor's offset.
  @Test func itemAnchorPlacesTheBadgeOutside() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(20), .absolute(10)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], absoluteOffset: CGPoint(x: 4, y: -2)),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.absolute(100), .absolute(100)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let fixture = CompositionalFixture(
      width: 300, scale: 1, counts: [1], section: NSCollectionLayoutSection(group: group))
    #expect(nearly(fixture.supplementary("badge")!.frame, rect(104, -12, 20, 10)))
  }

  // MARK: Section providers

  /// Apple's adaptive sections: the provider picks the column count from
  /// the container's effective width, and is asked again when it changes.
  @Test(arguments: [(CGFloat(320), 2), (414, 3), (768, 5)])
  func sectionProviderAdaptsToTheWidth(width: CGFloat, columns: Int) {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      let width = environment.container.effectiveContentSize.width
      let columns = width > 700 ? 5 : width > 400 ? 3 : 2
      let item = NSCollectionLayoutItem(
        layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(80)), subitem: item,
        count: columns)
      return NSCollectionLayoutSection(group: group)
    }
    let fixture = CompositionalFixture(width: 320, scale: 2, counts: [12], layout: layout)
    fixture.collectionView.frame = rect(0, 0, width, 667)
    fixture.collectionView.layoutIfNeeded()
    let frames = fixture.frames()
    let expectedWidth = (width * (1.0 / CGFloat(columns)) * 2).rounded(.down) / 2
    #expect(frames.allSatisfy { nearly($0.width, expectedWidth) })
    #expect(frames.prefix(columns).allSatisfy { nearly($0.minY, 0) })
    #expect(nearly(frames[columns].minY, 80))
    let rows = (12 + columns - 1) / columns
    #expect(nearly(fixture.contentSize, CGSize(width: width, height: CGFloat(rows) * 80)))
  }

  /// A provider may return nil for a section without items; such a section
  /// shows nothing and takes no inter-section spacing.
  @Test func emptySectionsTakeNoSpace() {
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in index == 1 ? nil : self.rows() })
    layout.configuration = {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 10
      return configuration
    }()
    let fixture = CompositionalFixture(width: 300, scale: 1, counts: [1, 0, 1], layout: layout)
    #expect(nearly(fixture.frame(0, section: 2), rect(0, 60, 300, 50)))
    #expect(nearly(fixture.contentSize, CGSize(width: 300, height: 110)))
  }

  // MARK: Horizontal scrolling

  /// With a horizontal configuration, sections and groups stack along x;
  /// groups keep their own axis; a leading header plays a top header's part
  /// and the root group's fractionalHeight loses the top and bottom insets.
  @Test func horizontalScrollingConfiguration() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1.0 / 3)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 20, trailing: 20)
    section.interGroupSpacing = 5
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.absolute(30), .fractionalHeight(1)), elementKind: Self.header,
        alignment: .leading)
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 50
    let layout = UICollectionViewCompositionalLayout(
      section: section, configuration: configuration)
    let fixture = CompositionalFixture(
      width: 400, height: 330, scale: 1, counts: [4, 3], layout: layout)
    // Height available to the group: 330 − 10 − 20 = 300; thirds of 100.
    #expect(
      nearly(
        fixture.frames(),
        [
          rect(50, 10, 100, 100), rect(50, 110, 100, 100), rect(50, 210, 100, 100),
          rect(155, 10, 100, 100),
        ]
      ))
    #expect(nearly(fixture.supplementary(Self.header)!.frame, rect(0, 10, 30, 300)))
    // Section 0 ends at 30 + 20 + 100 + 5 + 100 + 20 = 275; section 1 starts 50 later.
    #expect(nearly(fixture.supplementary(Self.header, section: 1)!.frame, rect(325, 10, 30, 300)))
    #expect(nearly(fixture.frame(0, section: 1), rect(375, 10, 100, 100)))
    #expect(nearly(fixture.contentSize, CGSize(width: 495, height: 330)))
  }

  // MARK: Orthogonal sections

  /// An orthogonal section lays its groups out in one row across the
  /// collection view, starting at its leading inset; fractions of the root
  /// group's width are of the full width, its height loses the top and
  /// bottom insets; the section is as tall as one group.
  @Test func orthogonalSectionLaysOutOneRow() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(120)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    section.interGroupSpacing = 8
    let fixture = CompositionalFixture(
      width: 400, scale: 1, counts: [3, 2], section: section)
    #expect(
      nearly(
        fixture.frames(),
        [rect(16, 10, 320, 120), rect(344, 10, 320, 120), rect(672, 10, 320, 120)]
      ))
    #expect(
      nearly(fixture.frames(section: 1), [rect(16, 150, 320, 120), rect(344, 150, 320, 120)]))
    #expect(nearly(fixture.contentSize, CGSize(width: 400, height: 280)))
    let offscreen = fixture.layout.layoutAttributesForElements(in: rect(680, 0, 100, 100)) ?? []
    #expect(offscreen.map(\.indexPath) == [IndexPath(item: 2, section: 0)])
  }

  /// Centred group paging starts the row so that the first group is centred.
  @Test func groupPagingCenteredCentresTheFirstGroup() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    let fixture = CompositionalFixture(width: 400, scale: 1, counts: [3], section: section)
    #expect(nearly(fixture.frames().map(\.minX), [40, 370, 700]))
  }

  // MARK: Global boundary items

  /// The configuration's boundary items wrap all sections, the sections
  /// starting after the global header; a pinned global header follows the
  /// bounds over the whole content.
  @Test func globalHeaderAndFooterWrapTheSections() {
    let section = rows()
    section.boundarySupplementaryItems = [boundary(Self.header, height: 20, alignment: .top)]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    let globalHeader = boundary("global-header", height: 60, alignment: .top)
    globalHeader.pinToVisibleBounds = true
    configuration.boundarySupplementaryItems = [
      globalHeader, boundary("global-footer", height: 40, alignment: .bottom),
    ]
    let layout = UICollectionViewCompositionalLayout(
      section: section, configuration: configuration)
    let fixture = CompositionalFixture(
      width: 300, height: 300, scale: 1, counts: [2, 2], layout: layout)
    #expect(nearly(fixture.supplementary("global-header")!.frame, rect(0, 0, 300, 60)))
    #expect(nearly(fixture.supplementary(Self.header)!.frame, rect(0, 60, 300, 20)))
    #expect(nearly(fixture.frame(0, section: 1), rect(0, 200, 300, 50)))
    // 60 + 2 × (20 + 100) = 300, then the footer.
    #expect(nearly(fixture.supplementary("global-footer")!.frame, rect(0, 300, 300, 40)))
    #expect(nearly(fixture.contentSize, CGSize(width: 300, height: 340)))
    fixture.scroll(to: CGPoint(x: 0, y: 40))
    #expect(nearly(fixture.supplementary("global-header")!.frame.minY, 40))
  }

  // MARK: Right to left

  /// A right-to-left collection view mirrors the finished layout: leading
  /// insets and the first item are on the right.
  @Test func rightToLeftMirrors() {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
    let fixture = CompositionalFixture(width: 320, scale: 1, counts: [2], section: section)
    fixture.collectionView.semanticContentAttribute = .forceRightToLeft
    fixture.collectionView.layoutIfNeeded()
    #expect(nearly(fixture.frames(), [rect(150, 0, 150, 50), rect(0, 0, 150, 50)]))
  }

  // MARK: Exceptions

  @Test func nilSectionForItemsStops() async {
    await #expect(processExitsWith: .failure) {
      let layout = UICollectionViewCompositionalLayout { _, _ in nil }
      _ = CompositionalFixture(counts: [1], layout: layout)
    }
  }

  @Test func duplicateSupplementaryKindsStop() async {
    await #expect(processExitsWith: .failure) {
      let section = CompositionalSectionTests().rows()
      section.boundarySupplementaryItems = [
        CompositionalSectionTests().boundary("badge", height: 10, alignment: .top),
        CompositionalSectionTests().boundary("badge", height: 10, alignment: .bottom),
      ]
      _ = CompositionalFixture(counts: [1], section: section)
    }
  }

  @Test func followingInsetsWithANonAutomaticReferenceStops() async {
    await #expect(processExitsWith: .failure) {
      let section = CompositionalSectionTests().rows()
      section.supplementaryContentInsetsReference = .none
      section.supplementariesFollowContentInsets = true
    }
  }
}

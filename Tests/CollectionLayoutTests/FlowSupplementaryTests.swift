import CollectionLayout
import Foundation
import Testing

/// Headers and footers: placement, zIndex, pinning.
@Suite struct FlowSupplementaryTests {
  private let header = UICollectionView.elementKindSectionHeader
  private let footer = UICollectionView.elementKindSectionFooter

  @Test func kindsHaveUIKitsStrings() {
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
  }

  private func fixture(counts: [Int] = [4, 2], pinHeaders: Bool = false, pinFooters: Bool = false)
    -> FlowFixture
  {
    FlowFixture(width: 300, height: 200, counts: counts) {
      $0.itemSize = CGSize(width: 100, height: 40)
      $0.headerReferenceSize = CGSize(width: 999, height: 30)
      $0.footerReferenceSize = CGSize(width: 1, height: 20)
      $0.sectionInset = UIEdgeInsets(top: 5, left: 15, bottom: 8, right: 15)
      $0.sectionHeadersPinToVisibleBounds = pinHeaders
      $0.sectionFootersPinToVisibleBounds = pinFooters
    }
  }

  private func frame(_ fixture: FlowFixture, _ kind: String, _ section: Int) -> CGRect? {
    fixture.layout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test func headerSpansTheWidthIgnoringInsetsAndFooterFollowsTheBottomInset() {
    let f = fixture()
    // Section 0: k = 2 (A = 270); lines at 35 and 85; content 35 + 90 = 125; footer at 133.
    #expect(frame(f, header, 0) == rect(0, 0, 300, 30))
    #expect(f.frame(0).minY == 35)
    #expect(frame(f, footer, 0) == rect(0, 133, 300, 20))
    // Section 1 starts at 153.
    #expect(frame(f, header, 1) == rect(0, 153, 300, 30))
    #expect(f.contentSize.height == CGFloat(153 + 30 + 5 + 40 + 8 + 20))
  }

  @Test func headersAndFootersSitAboveCells() {
    let f = fixture()
    let elements = f.allElements
    #expect(
      elements.filter { $0.representedElementCategory == .cell }.allSatisfy { $0.zIndex == 0 })
    let supplementary = elements.filter { $0.representedElementCategory == .supplementaryView }
    #expect(supplementary.count == 4)
    #expect(supplementary.allSatisfy { $0.zIndex == 10 })
  }

  @Test func zeroHeightMeansNoElementAndNoSpace() {
    let f = FlowFixture(width: 300, counts: [1]) {
      $0.headerReferenceSize = CGSize(width: 300, height: 0)
    }
    #expect(frame(f, header, 0) == nil)
    #expect(f.frame(0).minY == 0)
  }

  @Test func pinnedHeaderFollowsTheTopUntilItMeetsTheFooter() {
    let f = fixture(counts: [20, 2], pinHeaders: true)
    // Section 0: 10 lines → 30 + 5 + 490 + 8 = 533, footer to 553.
    f.collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(frame(f, header, 0)?.minY == 100)
    f.collectionView.contentOffset = CGPoint(x: 0, y: 520)
    #expect(frame(f, header, 0)?.minY == CGFloat(553 - 20 - 30), "capped where it meets the footer")
    f.collectionView.contentOffset = CGPoint(x: 0, y: -40)
    #expect(frame(f, header, 0)?.minY == 0, "never above its natural place")
  }

  @Test func pinnedHeaderRespectsTheTopContentInset() {
    let f = fixture(counts: [20], pinHeaders: true)
    f.collectionView.contentInset = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    f.collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(frame(f, header, 0)?.minY == 144)
  }

  @Test func pinnedFooterFollowsTheBottom() {
    let f = fixture(counts: [20, 2], pinFooters: true)
    f.collectionView.contentOffset = CGPoint(x: 0, y: 0)
    #expect(frame(f, footer, 0)?.minY == CGFloat(200 - 20))
    f.collectionView.contentOffset = CGPoint(x: 0, y: 500)
    #expect(frame(f, footer, 0)?.minY == 533, "never below its natural place")
  }

  @Test func pinnedHeaderIsReturnedByRectQueriesAtItsPinnedPlace() {
    let f = fixture(counts: [20, 2], pinHeaders: true)
    f.collectionView.contentOffset = CGPoint(x: 0, y: 300)
    let visible = f.layout.layoutAttributesForElements(in: rect(0, 300, 300, 200)) ?? []
    let headers = visible.filter { $0.representedElementKind == header }
    #expect(headers.map(\.frame) == [rect(0, 300, 300, 30)])
  }

  @Test func horizontalHeadersUseTheReferenceWidth() {
    let f = FlowFixture(width: 300, height: 200, counts: [3]) {
      $0.scrollDirection = .horizontal
      $0.headerReferenceSize = CGSize(width: 40, height: 999)
      $0.footerReferenceSize = CGSize(width: 25, height: 0)
      $0.sectionInset = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 4)
    }
    #expect(frame(f, header, 0) == rect(0, 0, 40, 200))
    #expect(f.frame(0).minX == 46)
    // One column of three items (k = 3): 40 + 6 + 50 + 4 = 100, footer there.
    #expect(frame(f, footer, 0) == rect(100, 0, 25, 200))
    #expect(f.contentSize == CGSize(width: 125, height: 200))
  }
}

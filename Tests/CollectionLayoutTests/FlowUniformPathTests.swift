import CollectionLayout
import Foundation
import Testing

/// The uniform path: one size for every item of a section.
@Suite struct FlowUniformPathTests {
  @Test func defaultsMatchUIKit() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.sectionInset == .zero)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(!layout.sectionHeadersPinToVisibleBounds)
    #expect(!layout.sectionFootersPinToVisibleBounds)
  }

  @Test func fullLineTouchesBothInsets() {
    let fixture = FlowFixture(width: 320, counts: [3]) {
      $0.itemSize = CGSize(width: 80, height: 40)
      $0.sectionInset = UIEdgeInsets(top: 5, left: 12, bottom: 7, right: 18)
    }
    // A = 290, k = floor(300 / 90) = 3, gap = (320 − 12 − 18 − 240) / 2 = 25.
    let frames = fixture.frames()
    #expect(frames.map(\.minX) == [12, 117, 222])
    #expect(frames.last!.maxX == CGFloat(320 - 18))
    #expect(frames.map(\.minY) == [5, 5, 5])
    #expect(fixture.contentSize == CGSize(width: 320, height: 5 + 40 + 7))
  }

  @Test func interitemSpacingIsOnlyAMinimum() {
    let fixture = FlowFixture(width: 200, counts: [2]) {
      $0.itemSize = CGSize(width: 60, height: 60)
      $0.minimumInteritemSpacing = 0
    }
    // k = floor(200 / 60) = 3 columns; the partial line uses the grid's gap of 10.
    #expect(fixture.frames().map(\.minX) == [0, 70])
  }

  @Test func itemsPerLineUsesUIKitsExpression() {
    // (s + A) / (s + w) = (10 + 230) / (10 + 70) = 3 exactly: three fit.
    let fixture = FlowFixture(width: 230, counts: [4]) {
      $0.itemSize = CGSize(width: 70, height: 10)
    }
    #expect(fixture.frames().map(\.minX) == [0, 80, 160, 0])
  }

  @Test func loneItemIsCentredAndMayOverhang() {
    let fits = FlowFixture(width: 300, counts: [1]) { $0.itemSize = CGSize(width: 250, height: 20) }
    #expect(fits.frame(0).minX == 25)
    let overhangs = FlowFixture(width: 300, counts: [2]) {
      $0.itemSize = CGSize(width: 340, height: 20)
      $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
    }
    // x = L + (D − w − L − T) / 2 = 10 + (300 − 340 − 40) / 2 = −30, not clamped.
    #expect(overhangs.frames().map(\.minX) == [-30, -30])
  }

  @Test func partialLastLineKeepsGridColumns() {
    let fixture = FlowFixture(width: 375, counts: [8])
    let frames = fixture.frames()
    #expect(frames[6].minX == frames[0].minX)
    #expect(frames[7].minX == frames[1].minX)
  }

  @Test func emptySectionHasOnlyInsetsHeaderAndFooter() {
    let fixture = FlowFixture(width: 300, counts: [0, 2]) {
      $0.sectionInset = UIEdgeInsets(top: 4, left: 0, bottom: 6, right: 0)
      $0.headerReferenceSize = CGSize(width: 0, height: 20)
    }
    // Section 0: 20 + 4 + 0 + 6 = 30; section 1's header starts there.
    let header = fixture.layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == rect(0, 30, 300, 20))
    #expect(fixture.frame(0, section: 1).minY == 54)
  }

  @Test func sectionsStackWithoutGaps() {
    let fixture = FlowFixture(width: 120, counts: [3, 1]) {
      $0.sectionInset = UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
    }
    // k = 2; section 0: 1 + (2 · 60 − 10) + 2 = 113.
    #expect(fixture.frame(0, section: 1).minY == 114)
    #expect(fixture.contentSize.height == CGFloat(113 + 1 + 50 + 2))
  }

  @Test func contentInsetNarrowsTheReferenceWidth() {
    let fixture = FlowFixture(width: 375, counts: [7])
    fixture.collectionView.contentInset = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 15)
    fixture.collectionView.layoutIfNeeded()
    // D = 350: k = 6, gap = (350 − 300) / 5 = 10; content starts at x 0 of the content.
    #expect(fixture.frames().map(\.minX) == [0, 60, 120, 180, 240, 300, 0])
    #expect(fixture.contentSize == CGSize(width: 350, height: 110))
  }

  @Test func emptyBoundsGiveNoAttributes() {
    let fixture = FlowFixture(width: 0, height: 500, counts: [5])
    #expect(fixture.layout.layoutAttributesForElements(in: rect(0, 0, 1000, 1000)) == [])
    #expect(fixture.contentSize == .zero)
    let insetAway = FlowFixture(width: 100, counts: [5])
    insetAway.collectionView.contentInset = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 50)
    #expect(insetAway.layout.layoutAttributesForElements(in: rect(-100, -100, 1000, 1000)) == [])
  }
}

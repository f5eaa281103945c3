import CollectionLayout
import Foundation
import Testing

/// Horizontal scrolling, rounding to the display scale, right-to-left.
@Suite struct FlowGeometryRulesTests {
  @Test func horizontalVariablePathSwapsTheSpacings() {
    // UIKit's quirk: within a column the gap is the line spacing (4), between
    // columns the interitem spacing (20).
    let heights: [CGFloat] = [50, 60, 70, 80]
    let fixture = FlowFixture(
      width: 400, height: 130, counts: [4], sizes: { CGSize(width: 30, height: heights[$0.item]) }
    ) {
      $0.scrollDirection = .horizontal
      $0.minimumLineSpacing = 4
      $0.minimumInteritemSpacing = 20
    }
    // Column 1: 50 (130 left → 76), 60 fits (→ 12), 70 does not: justified,
    // gap (130 − 110) / 1 = 20 → y 0 and 70. Column 2: 70 alone, centred at 30.
    // Column 3: 80, the incomplete last column, at the top.
    let frames = fixture.frames()
    #expect(frames.map(\.minY) == [0, 70, 30, 0])
    #expect(frames.map(\.minX) == [0, 0, 50, 100])
  }

  @Test func horizontalUniformPathSeparatesColumnsByLineSpacing() {
    let fixture = FlowFixture(width: 400, height: 100, counts: [4]) {
      $0.scrollDirection = .horizontal
      $0.itemSize = CGSize(width: 30, height: 40)
      $0.minimumLineSpacing = 7
      $0.minimumInteritemSpacing = 3
    }
    // k = floor((3 + 100) / (3 + 40)) = 2; gap (100 − 80) / 1 = 20 → y 0, 60.
    let frames = fixture.frames()
    #expect(frames.map(\.minY) == [0, 60, 0, 60])
    #expect(frames.map(\.minX) == [0, 0, 37, 37])
    #expect(fixture.contentSize == CGSize(width: 67, height: 100))
  }

  @Test(arguments: [(1.0, 134.0), (2.0, 133.5), (3.0, 401.0 / 3.0)])
  func originsRoundToTheDisplayScale(scale: CGFloat, expected: CGFloat) {
    // Three 100-wide items in 367: gap (367 − 300) / 2 = 33.5 → item 1 at 133.5.
    let fixture = FlowFixture(width: 367, counts: [3]) {
      $0.itemSize = CGSize(width: 100, height: 10)
    }
    fixture.collectionView.traitOverrides.displayScale = scale
    #expect(fixture.collectionView.traitCollection.displayScale == scale)
    #expect(fixture.frame(1).minX == expected)
    #expect(fixture.frame(1).width == 100)
  }

  @Test func halvesRoundAwayFromZero() {
    // At scale 1 a lone 201-wide item in 300 sits at 49.5 → 50; a 301-wide
    // one at −0.5 → −1. (At the default scale 2 both are already on the grid.)
    let inside = FlowFixture(width: 300, counts: [1]) {
      $0.itemSize = CGSize(width: 201, height: 10)
    }
    inside.collectionView.traitOverrides.displayScale = 1
    #expect(inside.frame(0).minX == 50)
    let overhang = FlowFixture(width: 300, counts: [1]) {
      $0.itemSize = CGSize(width: 301, height: 10)
    }
    overhang.collectionView.traitOverrides.displayScale = 1
    #expect(overhang.frame(0).minX == -1)
  }

  @Test func rightToLeftMirrorsEachLine() {
    let fixture = FlowFixture(
      width: 300, counts: [3], sizes: { _ in CGSize(width: 80, height: 20) })
    fixture.collectionView.semanticContentAttribute = .forceRightToLeft
    fixture.layout.invalidateLayout()
    // k = 3, gap 30: LTR x 0, 110, 220 → RTL 220, 110, 0.
    #expect(fixture.frames().map(\.minX) == [220, 110, 0])
  }

  @Test func layoutMarginsReferenceInsetsTheWidth() {
    let fixture = FlowFixture(width: 316, counts: [2]) {
      $0.sectionInsetReference = .fromLayoutMargins
      $0.itemSize = CGSize(width: 100, height: 10)
    }
    // The default margins of 8 add to the section insets: A = 300, k = 2,
    // gap (316 − 16 − 200) / 1 = 100 → x 8 and 208.
    #expect(fixture.frames().map(\.minX) == [8, 208])
  }

  @Test func concreteEstimatedSizeStandsInForTheItemSize() {
    let fixture = FlowFixture(width: 300, counts: [2]) {
      $0.estimatedItemSize = CGSize(width: 140, height: 30)
    }
    #expect(fixture.frame(1) == rect(160, 0, 140, 30))
  }
}

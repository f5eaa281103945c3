import CollectionLayout
import Foundation
import Testing

/// `layoutAttributesForElements(in:)`: which elements, in which order.
@Suite struct FlowQueryTests {
  private func fixture() -> FlowFixture {
    FlowFixture(width: 375, height: 300, counts: [10, 10]) {
      $0.headerReferenceSize = CGSize(width: 0, height: 20)
      $0.footerReferenceSize = CGSize(width: 0, height: 15)
    }
  }

  @Test func itemsComeFirstThenHeadersThenFooters() {
    let elements = fixture().allElements
    let categories = elements.map { $0.representedElementKind ?? "cell" }
    let expected =
      Array(repeating: "cell", count: 20)
      + Array(repeating: UICollectionView.elementKindSectionHeader, count: 2)
      + Array(repeating: UICollectionView.elementKindSectionFooter, count: 2)
    #expect(categories == expected)
    let cells = elements.prefix(20).map(\.indexPath)
    #expect(cells == cells.sorted())
    #expect(elements[20].indexPath == IndexPath(item: 0, section: 0))
    #expect(elements[21].indexPath == IndexPath(item: 0, section: 1))
  }

  @Test func edgeTouchingCounts() {
    let f = fixture()
    // Item 0.0 spans x 0…50, y 20…70. A rect starting exactly at its bottom edge still sees it.
    let below = f.layout.layoutAttributesForElements(in: rect(0, 70, 10, 5)) ?? []
    #expect(
      below.contains {
        $0.indexPath == IndexPath(item: 0, section: 0) && $0.representedElementCategory == .cell
      })
    let right = f.layout.layoutAttributesForElements(in: rect(50, 30, 5, 5)) ?? []
    #expect(right.contains { $0.indexPath == IndexPath(item: 0, section: 0) })
    let gap = f.layout.layoutAttributesForElements(in: rect(51, 30, 5, 5)) ?? []
    #expect(!gap.contains { $0.representedElementCategory == .cell })
  }

  @Test func emptyRectGivesNothing() {
    let f = fixture()
    #expect(f.layout.layoutAttributesForElements(in: rect(0, 0, 0, 100)) == [])
    #expect(f.layout.layoutAttributesForElements(in: .null) == [])
  }

  @Test func onlyElementsMeetingTheRectAreReturned() {
    let f = fixture()
    // Section 0: header 0…20, lines 20…70 and 80…130, footer 130…145; section 1 from 145.
    let band = f.layout.layoutAttributesForElements(in: rect(0, 75, 375, 60)) ?? []
    #expect(
      band.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item) == [6, 7, 8, 9])
    #expect(
      band.compactMap(\.representedElementKind) == [UICollectionView.elementKindSectionFooter])
  }

  @Test func repeatedQueriesReturnTheSameObjects() {
    let f = fixture()
    let first = f.layout.layoutAttributesForElements(in: rect(0, 0, 375, 100)) ?? []
    let second = f.layout.layoutAttributesForElements(in: rect(0, 0, 375, 100)) ?? []
    #expect(first.count == second.count)
    #expect(zip(first, second).allSatisfy { $0 === $1 })
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) === first[0])
  }

  @Test func outOfRangeIndexPathsGiveNil() {
    let f = fixture()
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
    #expect(
      f.layout.layoutAttributesForSupplementaryView(
        ofKind: "Badge", at: IndexPath(item: 0, section: 0))
        == nil)
  }
}

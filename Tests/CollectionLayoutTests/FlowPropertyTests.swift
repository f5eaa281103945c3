import CollectionLayout
import Foundation
import PropertyBased
import Testing

/// A random but reproducible flow configuration.
struct FlowScenario: CustomStringConvertible {
  var widths: [Int]
  var heights: [Int]
  var uniform: Bool
  var horizontal: Bool
  var viewport: Int
  var spacing: Int
  var inset: Int
  var header: Int
  var scale: Int

  var description: String {
    "\(widths.count) items, uniform \(uniform), horizontal \(horizontal), viewport \(viewport), "
      + "spacing \(spacing), inset \(inset), header \(header), scale \(scale)"
  }

  func makeFixture() -> FlowFixture {
    let count = min(widths.count, heights.count)
    let widths = self.widths
    let heights = self.heights
    let uniform = self.uniform
    let size: (IndexPath) -> CGSize = { path in
      uniform
        ? CGSize(width: 40, height: 30)
        : CGSize(width: CGFloat(widths[path.item]), height: CGFloat(heights[path.item]))
    }
    let fixture = FlowFixture(
      width: horizontal ? 2000 : CGFloat(viewport), height: horizontal ? CGFloat(viewport) : 2000,
      counts: [count, count / 2],
      sizes: { size(IndexPath(item: $0.item % max(1, count), section: 0)) }
    ) {
      $0.scrollDirection = horizontal ? .horizontal : .vertical
      $0.minimumInteritemSpacing = CGFloat(spacing)
      $0.minimumLineSpacing = CGFloat(spacing) / 2
      $0.sectionInset = UIEdgeInsets(
        top: CGFloat(inset), left: CGFloat(inset) * 1.5, bottom: CGFloat(inset),
        right: CGFloat(inset) / 2)
      $0.headerReferenceSize = CGSize(width: CGFloat(header), height: CGFloat(header))
      $0.footerReferenceSize = CGSize(width: CGFloat(header) / 2, height: CGFloat(header) / 2)
    }
    fixture.collectionView.traitOverrides.displayScale = CGFloat(scale)
    return fixture
  }
}

/// Invariants that hold for every flow configuration.
@Suite struct FlowPropertyTests {
  static let scenarios = zip(
    Gen.int(in: 1...160).array(of: 0...120),
    Gen.int(in: 1...90).array(of: 120...120),
    Gen.bool,
    Gen.bool,
    Gen.int(in: 120...480),
    Gen.int(in: 0...20),
    Gen.int(in: 0...24),
    Gen.int(in: 0...40),
    Gen.int(in: 1...3)
  ).map {
    FlowScenario(
      widths: $0, heights: $1, uniform: $2, horizontal: $3, viewport: $4, spacing: $5, inset: $6,
      header: $7, scale: $8)
  }

  /// Every element a full query returns, keyed by identity.
  private func everything(_ fixture: FlowFixture) -> [ObjectIdentifier:
    UICollectionViewLayoutAttributes]
  {
    Dictionary(uniqueKeysWithValues: fixture.allElements.map { (ObjectIdentifier($0), $0) })
  }

  /// The content cut into tiles of a given size, overlapping nothing.
  private func tiles(of size: CGSize, tile: CGFloat) -> [CGRect] {
    stride(from: -tile, to: size.height + tile, by: tile).flatMap { y in
      stride(from: -tile, to: size.width + tile, by: tile).map { x in rect(x, y, tile, tile) }
    }
  }

  @Test func everyReturnedElementMeetsTheRect() async {
    await propertyCheck(
      count: 60, input: Self.scenarios, Gen.int(in: 0...3000), Gen.int(in: 1...700)
    ) {
      scenario, origin, extent in
      let fixture = scenario.makeFixture()
      let query = rect(
        CGFloat(origin) / 3, CGFloat(origin) / 2, CGFloat(extent), CGFloat(extent) / 2)
      for element in fixture.layout.layoutAttributesForElements(in: query) ?? [] {
        let f = element.frame
        #expect(
          f.minX <= query.maxX && query.minX <= f.maxX && f.minY <= query.maxY
            && query.minY <= f.maxY,
          "\(element) outside \(query)")
      }
    }
  }

  @Test func tilesOfTheContentTogetherReturnEveryElement() async {
    await propertyCheck(count: 60, input: Self.scenarios, Gen.int(in: 17...250)) { scenario, tile in
      let fixture = scenario.makeFixture()
      let all = everything(fixture)
      var seen: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]
      for piece in tiles(of: fixture.contentSize, tile: CGFloat(tile)) {
        for element in fixture.layout.layoutAttributesForElements(in: piece) ?? [] {
          seen[ObjectIdentifier(element)] = element
        }
      }
      #expect(Set(seen.keys) == Set(all.keys))
      let itemCount = fixture.dataSource.counts.reduce(0, +)
      #expect(all.values.filter { $0.representedElementCategory == .cell }.count == itemCount)
    }
  }

  @Test func linearScanAndIndexedQueryAgree() async {
    await propertyCheck(
      count: 60, input: Self.scenarios, Gen.int(in: 0...2000), Gen.int(in: 1...400)
    ) {
      scenario, origin, extent in
      let fixture = scenario.makeFixture()
      let query = rect(CGFloat(origin) / 4, CGFloat(origin), CGFloat(extent) * 2, CGFloat(extent))
      let expected = fixture.allElements.filter {
        let f = $0.frame
        return f.minX <= query.maxX && query.minX <= f.maxX && f.minY <= query.maxY
          && query.minY <= f.maxY
      }
      let found = fixture.layout.layoutAttributesForElements(in: query) ?? []
      #expect(found.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    }
  }

  @Test func sameInputGivesTheSameFrames() async {
    await propertyCheck(count: 40, input: Self.scenarios) { scenario in
      let first = scenario.makeFixture().allElements.map(\.frame)
      let second = scenario.makeFixture().allElements.map(\.frame)
      #expect(first == second)
    }
  }

  @Test func framesSitInsideTheContentWhenItemsFit() async {
    await propertyCheck(count: 60, input: Self.scenarios) { scenario in
      let fixture = scenario.makeFixture()
      let size = fixture.contentSize
      let slack = 1 / CGFloat(scenario.scale)
      let available = CGFloat(scenario.viewport) - CGFloat(scenario.inset) * 2
      let widest = scenario.uniform ? 40 : CGFloat(scenario.widths.max() ?? 0)
      guard widest <= available else { return }
      for element in fixture.allElements {
        let f = element.frame
        #expect(
          f.minX >= -slack && f.minY >= -slack && f.maxX <= size.width + slack
            && f.maxY <= size.height + slack, "\(element) outside content \(size)")
      }
    }
  }
}

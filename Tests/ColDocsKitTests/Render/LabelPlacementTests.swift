import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// Plain items.
private final class Items: NSObject, UICollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A flow layout that moves item 0 and brings it to the front.
private final class FrontLayout: UICollectionViewFlowLayout {
  var center = CGPoint.zero

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)?.map { original in
      guard original.indexPath.item == 0 else { return original }
      let attributes = original.copy() as! UICollectionViewLayoutAttributes
      attributes.center = center
      attributes.zIndex = 1
      return attributes
    }
  }
}

@Suite struct LabelPlacementTests {
  private func svg(_ view: UICollectionView, _ data: Items) throws -> String {
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let panel = try #require(view.examplePanels.first)
    return withExtendedLifetime(data) { DiagramRenderer(panel: panel, id: "l").svg }
  }

  @Test func aLabelMovesIntoThePartOfItsCellOnScreen() throws {
    // 90 × 50 items, two a line in a 200 × 80 view: the second line, y 60
    // to 110, is cut by the viewport's bottom edge at 80. Its labels go to
    // the middle of the 20 points on screen, y 70: 15 above the cells'
    // centre, 85. The first line stays centred.
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 80), collectionViewLayout: layout)
    let drawn = try svg(view, Items(4))
    #expect(drawn.contains("<text class=\"cd-label\" y=\"-15\">0.2</text>"))
    #expect(drawn.contains("<text class=\"cd-label\" y=\"-15\">0.3</text>"))
    #expect(drawn.contains("<text class=\"cd-label\">0.0</text>"))
  }

  @Test func aCoveredLabelMovesToAnEdgeThatShows() throws {
    // 100 × 60 items at the ends of a 240-point line; item 0 moved to
    // centre 160 covers item 1 (x 140 to 240) up to x 210. The label "0.1",
    // 3 × 0.6 × 11 + 2 = 21.8 points wide, fits at the right edge: centre
    // 240 − 2 − 10.9 = 227.1, 37.1 right of the cell's centre.
    let layout = FrontLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    layout.center = CGPoint(x: 160, y: 30)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 240, height: 100), collectionViewLayout: layout)
    let drawn = try svg(view, Items(2))
    #expect(drawn.contains("<text class=\"cd-label\" x=\"37.1\">0.1</text>"))
  }

  @Test func labelsOfAnimationsStayAtTheCentre() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 80), collectionViewLayout: layout)
    let data = Items(4)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    }
    let drawn = DiagramRenderer(panel: ExamplePanel(timeline: timeline), id: "a").svg
    #expect(!drawn.contains("<text class=\"cd-label\" "), "what covers a label changes as it plays")
    withExtendedLifetime(data) {}
  }

  @Test func wideCharactersTakeAWholeEm() {
    #expect(LabelPlacement.size(of: "kale") == CGSize(width: 4 * 0.6 * 11 + 2, height: 13))
    #expect(LabelPlacement.size(of: "中文") == CGSize(width: 2 * 11 + 2, height: 13))
  }
}

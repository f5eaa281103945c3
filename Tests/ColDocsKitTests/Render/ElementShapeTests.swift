import ColDocsRuntime
import Foundation
import Testing

@testable import ColDocsKit
@testable import CollectionLayout

/// Two plain items.
private final class TwoItems: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A flow layout that changes the attributes of its items as a subclass
/// would: `change` is applied to a copy of each item's attributes.
private final class ChangingLayout: UICollectionViewFlowLayout {
  var change: (UICollectionViewLayoutAttributes) -> Void = { _ in }

  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)?.map(changed)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    super.layoutAttributesForItem(at: indexPath).map(changed)
  }

  private func changed(_ original: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = original.copy() as! UICollectionViewLayoutAttributes
    change(attributes)
    return attributes
  }
}

@Suite struct ElementShapeTests {
  /// Two 100 × 60 items in a 240 × 100 view: one line, the two items pushed
  /// to its ends, centres (50, 30) and (190, 30); `change` alters them.
  private func svg(_ change: @escaping (UICollectionViewLayoutAttributes) -> Void) throws
    -> String
  {
    let layout = ChangingLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    layout.change = change
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 240, height: 100), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let data = TwoItems()
    view.dataSource = data
    view.layoutIfNeeded()
    let panel = try #require(view.examplePanels.first)
    return withExtendedLifetime(data) { DiagramRenderer(panel: panel, id: "e").svg }
  }

  @Test func aRotatedCellsLabelTurnsWithIt() throws {
    let drawn = try svg { attributes in
      if attributes.indexPath.item == 0 {
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 9)
      }
    }
    // 20°: cos 0.9397, sin 0.342. The label is in the cell's turned group,
    // after its rectangle.
    #expect(
      drawn.contains(
        "<g class=\"cd-el cd-cell\" data-el=\"cell 0.0\" transform=\"translate(50 30) matrix(0.94 0.342 -0.342 0.94 0 0)\"><rect x=\"-50\" y=\"-30\" width=\"100\" height=\"60\"/><text class=\"cd-label\">0.0</text></g>"
      ))
  }

  @Test func aHalfTransparentCellFadesItsLabelWithIt() throws {
    let drawn = try svg { attributes in
      if attributes.indexPath.item == 1 { attributes.alpha = 0.35 }
    }
    // The group's opacity blends the rectangle and the label together; the
    // label has none of its own, so it is not faded twice or shown whole.
    #expect(
      drawn.contains(
        "<g class=\"cd-el cd-cell\" data-el=\"cell 0.1\" transform=\"translate(190 30)\" opacity=\"0.35\"><rect x=\"-50\" y=\"-30\" width=\"100\" height=\"60\"/><text class=\"cd-label\">0.1</text></g>"
      ))
  }

  @Test func aCellInFrontCoversTheLabelOfTheCellBehind() throws {
    // Item 0 moved over item 1's centre, in front of it.
    let drawn = try svg { attributes in
      if attributes.indexPath.item == 0 {
        attributes.center = CGPoint(x: 170, y: 30)
        attributes.zIndex = 1
      }
    }
    let behind = try #require(drawn.range(of: "<text class=\"cd-label\">0.1</text></g>"))
    let front = try #require(drawn.range(of: "data-el=\"cell 0.0\""))
    #expect(behind.upperBound < front.lowerBound, "item 1's label is drawn before item 0")
  }

  @Test func labelsAndSizesAreNotDrawnInTheSVG() throws {
    let drawn = try svg { _ in }
    // The content size is a caption under the drawing, page text; nothing
    // sits on the viewport's frame.
    #expect(!drawn.contains("cd-size"))
    #expect(drawn.hasSuffix("</svg>\n<p class=\"cd-caption\">content 240 × 60</p>\n"))
  }

  @Test func aDecorationDrawnByItsOwnViewShowsNoKindName() throws {
    let card = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "card", with: IndexPath(item: 0, section: 1))
    let element = ElementSnapshot(id: "decoration card 1.0", card)
    let grey = ElementAppearance(backgroundColor: [0.9, 0.9, 0.92, 1], cornerRadius: 14)
    // The view paints a grey panel and holds no label: nothing is written on it.
    #expect(ElementShape.label(of: element, look: grey, .english) == "")
    // A layout drawn without views, or a view that paints nothing, is a
    // bare frame: it keeps the name of what the layout placed.
    #expect(ElementShape.label(of: element, look: nil, .english) == "card")
    #expect(ElementShape.label(of: element, look: ElementAppearance(), .english) == "card")
    // A cell keeps its index path, which is how the pictures tell items apart.
    let cell = ElementSnapshot(
      id: "cell 1.0", UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 1)))
    #expect(ElementShape.label(of: cell, look: grey, .english) == "1.0")
  }

  /// A footer that paints nothing and holds only dots (a page control laid
  /// over a banner) is drawn as the phone shows it: the dots over whatever
  /// is behind, with no fill, frame or kind name. A footer holding a label
  /// keeps its frame, and one that paints itself keeps its paint.
  @Test func aFooterHoldingOnlyDotsIsDrawnAsItsDots() throws {
    let footer = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "dots", with: IndexPath(item: 0, section: 0))
    footer.frame = CGRect(x: 0, y: 143, width: 375, height: 37)
    let element = ElementSnapshot(id: "dots 0.0", footer)
    let dot = SubviewAppearance(
      frame: CGRect(x: 160, y: 15, width: 7, height: 7), backgroundColor: [1, 1, 1, 1],
      cornerRadius: 3.5)
    let dots = ElementAppearance(views: [dot])
    #expect(ElementShape.label(of: element, look: dots, .english) == "")
    var svg = HTMLBuilder()
    ElementShape(
      element: element, drawn: DrawnElement(element), look: dots, animation: nil,
      contentClipID: "d-c0"
    ).write(into: &svg)
    #expect(svg.markup.contains("height=\"37\" style=\"fill:none;stroke:none\"/>"), "\(svg.markup)")
    #expect(svg.markup.contains("rx=\"3.5\""), "the dot is drawn")

    let painted = ElementAppearance(backgroundColor: [0, 0, 0, 0.3], views: [dot])
    #expect(ElementShape.label(of: element, look: painted, .english) == "dots 0.0")
    let titled = ElementAppearance(
      views: [
        SubviewAppearance(
          frame: CGRect(x: 0, y: 0, width: 375, height: 37),
          text: TextAppearance(
            lines: ["Offers"], origins: [.zero], widths: [50], fontSize: 17, weight: 400,
            color: [0, 0, 0, 1], darkColor: nil))
      ])
    var headerSVG = HTMLBuilder()
    ElementShape(
      element: element, drawn: DrawnElement(element), look: titled, animation: nil,
      contentClipID: "d-c0"
    ).write(into: &headerSVG)
    #expect(!headerSVG.markup.contains("fill:none;stroke:none"), "a titled footer keeps its frame")
  }
}

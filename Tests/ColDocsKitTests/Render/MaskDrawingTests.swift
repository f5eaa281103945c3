import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// The outline of a 100 × 60 cell cut on a slant, as a slanted layout cuts
/// its cells.
private let slant = "M0 0 L100 0 L100 40 L0 60 Z"

/// Items whose cells the data source masks with a slanted shape layer.
private final class SlantedItems: NSObject, UICollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    let outline = UIBezierPath()
    outline.move(to: CGPoint(x: 0, y: 0))
    outline.addLine(to: CGPoint(x: 100, y: 0))
    outline.addLine(to: CGPoint(x: 100, y: 40))
    outline.addLine(to: CGPoint(x: 0, y: 60))
    outline.close()
    let mask = CAShapeLayer()
    mask.path = outline.cgPath
    cell.layer.mask = mask
    return cell
  }
}

/// A slanted cell whose content view is moved down by 10 and clipped, as in
/// a parallax layout.
private final class SlantedParallaxCell: UICollectionViewCell {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    clipsToBounds = true
    contentView.bounds.size = CGSize(width: bounds.width, height: bounds.height + 40)
    contentView.center = CGPoint(x: bounds.midX, y: bounds.midY)
    contentView.transform = CGAffineTransform(translationX: 0, y: 10)
  }
}

@Suite struct MaskDrawingTests {
  /// A vertical flow of 100 × 60 items in a 200 × 100 view: one item a
  /// line, centred (the flow layout quirk for a lone item).
  private func makeView(_ data: SlantedItems, cell: UICollectionViewCell.Type) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    return view
  }

  @Test func aMaskedCellIsDrawnClippedToItsMask() throws {
    let data = SlantedItems(1)
    let view = makeView(data, cell: UICollectionViewCell.self)
    let panel = try #require(view.examplePanels.first)
    #expect(panel.timeline.appearances["cell 0.0"]?.mask?.path == slant)
    let svg = DiagramRenderer(panel: panel, id: "m").svg
    // The clip path is the mask's outline, moved from the cell's corner to
    // the centre of its group, with the numbers the timeline recorded.
    #expect(
      svg.contains(
        "<clipPath id=\"m-m0\"><path transform=\"matrix(1 0 0 1 -50 -30)\" d=\"\(slant)\"/></clipPath>"
      ))
    // The cell's group, at its centre (100, 30), clips everything it holds
    // to the outline, its label too, as a layer's mask clips the layer.
    #expect(
      svg.contains(
        "<g class=\"cd-el cd-cell\" data-el=\"cell 0.0\" transform=\"translate(100 30)\" clip-path=\"url(#m-m0)\"><rect x=\"-50\" y=\"-30\" width=\"100\" height=\"60\"/><text class=\"cd-label\">0.0</text></g>"
      ))
    withExtendedLifetime(data) {}
  }

  @Test func aMaskedCellsContentViewIsClippedToTheMaskToo() throws {
    let data = SlantedItems(1)
    let view = makeView(data, cell: SlantedParallaxCell.self)
    let panel = try #require(view.examplePanels.first)
    let svg = DiagramRenderer(panel: panel, id: "p").svg
    // In the group the mask clips: the content view, clipped to the cell.
    #expect(
      svg.contains(
        "<g class=\"cd-el cd-cell\" data-el=\"cell 0.0\" transform=\"translate(100 30)\" clip-path=\"url(#p-m0)\">"
      ))
    #expect(svg.contains("<g clip-path=\"url(#p-c0)\"><rect class=\"cd-content-view\""))
    withExtendedLifetime(data) {}
  }

  @Test func unmaskedCellsHaveNoMaskClipPath() throws {
    let data = SlantedItems(1)
    let view = makeView(data, cell: UICollectionViewCell.self)
    var panel = try #require(view.examplePanels.first)
    panel.timeline.appearances["cell 0.0"]?.mask = nil
    let svg = DiagramRenderer(panel: panel, id: "u").svg
    #expect(!svg.contains("u-m0"))
    #expect(!svg.contains("clip-path"))
    withExtendedLifetime(data) {}
  }

  @Test func longContentClipsItsMaskedCellsAndShowsTheirShapesInTheMinimap() throws {
    let data = SlantedItems(1500)
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 60)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 80), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 5000, y: 0)
    let panel = try #require(view.examplePanels.first)
    #expect(panel.framing == .viewport)
    let svg = DiagramRenderer(panel: panel, id: "v").svg
    #expect(svg.contains("<clipPath id=\"v-m0\">"))
    #expect(svg.contains(" clip-path=\"url(#v-m0)\"><rect "))
    #expect(svg.contains("<path class=\"cd-minimap-item\" transform=\""))
    #expect(svg.contains("d=\"\(slant)\"/>\n<path class=\"cd-minimap-item\""))
    withExtendedLifetime(data) {}
  }

  @Test func aMaskMovesWithItsCellsGroup() throws {
    let data = SlantedItems(4)
    let view = makeView(data, cell: UICollectionViewCell.self)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    }
    let layers = timeline.drawingLayers
    let index = try #require(layers.firstIndex { $0.element.id == "cell 0.1" })
    let outline = try #require(timeline.appearances["cell 0.1"]?.mask)
    #expect(outline.path == slant)
    let svg = DiagramRenderer(panel: ExamplePanel(timeline: timeline), id: "a").svg
    // The outline sits still in the group; the group's keyframes move it.
    #expect(
      svg.contains(
        "<clipPath id=\"a-m\(index)\"><path transform=\"matrix(1 0 0 1 -50 -30)\" d=\"\(slant)\"/>"
      ))
    #expect(
      svg.contains(
        "<g class=\"cd-el cd-cell cd-anim\" style=\"animation-name:a-e\(index)\" data-el=\"cell 0.1\""
      ))
    #expect(svg.contains("clip-path=\"url(#a-m\(index))\"><rect "))
    let css = KeyframeWriter(timeline: timeline, id: "a").css
    #expect(!css.contains("-mask{"), "a scroll does not resize the cell")
    withExtendedLifetime(data) {}
  }

  @Test func aResizedMaskStretchesWithItsCell() throws {
    let data = SlantedItems(1)
    let view = makeView(data, cell: UICollectionViewCell.self)
    let smaller = UICollectionViewFlowLayout()
    smaller.itemSize = CGSize(width: 50, height: 30)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setCollectionViewLayout(smaller, animated: true)
    }
    let outline = try #require(timeline.appearances["cell 0.0"]?.mask)
    let css = KeyframeWriter(timeline: timeline, id: "r").css
    // The outline is stretched from the size it was taken at to the cell's,
    // 100 × 60 first and 50 × 30 last, and centred on the group's origin:
    // its corner at (-50, -30), then at (-25, -15).
    let n: (CGFloat) -> String = PlainNumber.text
    let taken = outline.size
    func stretch(_ width: CGFloat, _ height: CGFloat, css: Bool) -> String {
      let parts = [n(width / taken.width), "0", "0", n(height / taken.height)]
      return css
        ? "matrix(\(parts.joined(separator: ",")),\(n(-width / 2)),\(n(-height / 2)))"
        : "matrix(\(parts.joined(separator: " ")) \(n(-width / 2)) \(n(-height / 2)))"
    }
    let keyframes = try #require(
      css.components(separatedBy: "\n").first { $0.hasPrefix("@keyframes r-e0-mask{") })
    #expect(
      keyframes.hasPrefix("@keyframes r-e0-mask{0%{transform:\(stretch(100, 60, css: true))}"))
    #expect(keyframes.hasSuffix("100%{transform:\(stretch(50, 30, css: true))}}"))
    let svg = DiagramRenderer(panel: ExamplePanel(timeline: timeline), id: "r").svg
    #expect(
      svg.contains(
        "<clipPath id=\"r-m0\"><path class=\"cd-anim\" style=\"animation-name:r-e0-mask\" transform=\"\(stretch(50, 30, css: false))\""
      ))
    withExtendedLifetime(data) {}
  }
}

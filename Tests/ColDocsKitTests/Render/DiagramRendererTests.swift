import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// Letters that may be dragged into a new order.
private final class MovableLetters: NSObject, UICollectionViewDataSource {
  var letters = ["A", "B", "C", "D"]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { letters.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    letters.insert(letters.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}

@Suite struct DiagramRendererTests {
  /// A drag that lifts item 0 over its neighbours, then drops it.
  private func dragTimeline() throws -> LayoutTimeline {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 240, height: 120),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let letters = MovableLetters()
    view.dataSource = letters
    view.layoutIfNeeded()
    return try view.recordTimeline(framesPerSecond: 30) {
      view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 85, y: 25))
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 145, y: 25))
      view.endInteractiveMovement()
    }
  }

  /// The `<g>` elements of an SVG, as (data-el, document position).
  private func groups(_ svg: String) -> [String] {
    svg.components(separatedBy: "\n").filter { $0.hasPrefix("<g ") }.compactMap { line in
      line.range(of: "data-el=\"").map { start in
        String(line[start.upperBound...].prefix { $0 != "\"" })
      }
    }
  }

  @Test func aLiftedItemIsDrawnAboveItsNeighboursOnlyWhileLifted() throws {
    let timeline = try dragTimeline()
    let levels = Set(timeline.frames.compactMap { $0.element("cell 0.0")?.zIndex })
    #expect(levels.count == 2, "the dragged cell changes level: \(levels)")
    let svg = DiagramRenderer(panel: ExamplePanel(timeline: timeline), id: "d").svg
    let order = groups(svg)
    // One copy at the resting level among the others, one on top of all.
    #expect(order.filter { $0 == "cell 0.0" }.count == 2)
    #expect(order.last == "cell 0.0", "the lifted copy is drawn last: \(order)")
    #expect(order.first == "cell 0.0", "the resting copy is drawn with its level: \(order)")
    // The lifted copy is visible mid-drag and hidden once dropped.
    let layers = timeline.drawingLayers
    let top = try #require(layers.indices.last)
    let css = KeyframeWriter(timeline: timeline, id: "d").css
    let keyframes = try #require(
      css.components(separatedBy: "\n").first { $0.hasPrefix("@keyframes d-e\(top){") })
    #expect(keyframes.contains("opacity:1"))
    #expect(
      keyframes.hasSuffix(
        "100%{transform:\(DrawnElement(layers[top].element).placement(css: true));opacity:0}}"))
    // The static drawing (no animation) shows the resting copy only.
    let lines = svg.components(separatedBy: "\n").filter {
      $0.hasPrefix("<g ") && $0.contains("data-el=\"cell 0.0\"")
    }
    #expect(lines.first.map { !$0.contains("opacity=\"0\"") } == true)
    #expect(lines.last.map { $0.contains("opacity=\"0\"") } == true)
  }

  @Test func aCellThatOnlyMovesKeepsItsRectangleStill() throws {
    let timeline = try dragTimeline()
    let (css, motion) = KeyframeWriter(timeline: timeline, id: "d").output
    #expect(motion == KeyframeWriter.Motion(), "nothing is resized: \(motion)")
    #expect(!css.contains("-size{"))
    // The flow's 50 × 50 default items, drawn at their size around the
    // centre of their group, which the keyframes move.
    let svg = DiagramRenderer(panel: ExamplePanel(timeline: timeline), id: "d").svg
    #expect(svg.contains("<rect x=\"-25\" y=\"-25\" width=\"50\" height=\"50\"/>"))
    #expect(!svg.contains("scale("))
  }
}

/// A row of numbered items.
private final class Numbered: NSObject, UICollectionViewDataSource {
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

@Suite struct ViewportFramingTests {
  /// A 1,500-item horizontal strip in a phone-sized view, scrolled a little.
  private func carousel(_ data: Numbered) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 160)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 180), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 5000, y: 0)
    return view
  }

  private func viewBoxWidth(_ svg: String) throws -> Double {
    let start = try #require(svg.range(of: "viewBox=\""))
    let numbers = svg[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ")
    return try #require(Double(numbers[2]))
  }

  @Test func longContentIsDrawnAroundItsViewportWithAMinimap() throws {
    let data = Numbered(1500)
    let view = carousel(data)
    let panel = try #require(view.examplePanels.first)
    #expect(panel.framing == .viewport)
    let elements = panel.timeline.frames[0].elements.count
    #expect(elements < 20, "only the viewport and its surroundings are recorded: \(elements)")
    let svg = DiagramRenderer(panel: panel, id: "v").svg
    #expect(try viewBoxWidth(svg) < 500, "drawn at the size of a phone, not as a strip")
    #expect(svg.contains("class=\"cd-minimap\""))
    #expect(svg.contains("<g class=\"cd-camera\" transform=\"translate(-5000 0)\">"))
  }

  @Test func wholeContentAndShortContentKeepTheWholePicture() throws {
    let data = Numbered(1500)
    let whole = try #require(WholeContent(carousel(data)).examplePanels.first)
    let svg = DiagramRenderer(panel: whole, id: "w").svg
    #expect(try viewBoxWidth(svg) > 100_000)
    #expect(!svg.contains("cd-minimap"))
    // The page sizes labels for the scale it draws at: the drawing has no
    // style of its own.
    #expect(!svg.contains("<style>"))
    let short = Numbered(3)
    let panel = try #require(carousel(short).examplePanels.first)
    #expect(panel.framing == nil)
    #expect(!DiagramRenderer(panel: panel, id: "s").svg.contains("cd-minimap"))
  }

  @Test func theMinimapMarksTheViewportWithABoxThatStaysVisible() throws {
    let data = Numbered(1500)
    let panel = try #require(carousel(data).examplePanels.first)
    let svg = DiagramRenderer(panel: panel, id: "v").svg
    // 1,500 items 100 wide, 10 apart: 164,990 points in a strip 320 + 2 × 80
    // wide. The 320-point viewport would be 0.93 of a point there; its mark
    // is 6 points of the strip, 164,990 × 6 / 480 = 2062.375 points of the
    // content, centred on the viewport: x = (320 − 2062.375) / 2.
    #expect(
      svg.contains(
        "<rect class=\"cd-here\" x=\"-871.188\" y=\"0\" width=\"2062.375\" height=\"180\" transform=\"translate(5000 0)\"/>"
      ))
    // The caption is page text under the drawing, its digits grouped.
    #expect(
      svg.hasSuffix("</svg>\n<p class=\"cd-caption\">viewport of content 164,990 × 180</p>\n"))
  }

  @Test func anAnimationFramedOnTheViewportMovesTheContentBehindIt() throws {
    let data = Numbered(40)
    let view = carousel(data)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
    }
    let panel = try #require(Viewport(timeline).examplePanels.first)
    let svg = DiagramRenderer(panel: panel, id: "a").svg
    #expect(svg.contains("<g class=\"cd-camera cd-anim\" style=\"animation-name:a-camera\""))
    #expect(svg.contains("@keyframes a-camera{0%{transform:translate(-5000px,0px)}"))
  }
}

/// A cell whose content view is taller than the cell and moved down by 10,
/// as parallax layouts move a picture.
private final class ShiftedContentCell: UICollectionViewCell {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    clipsToBounds = true
    contentView.backgroundColor = .systemOrange
    contentView.bounds.size = CGSize(width: bounds.width, height: bounds.height + 40)
    contentView.center = CGPoint(x: bounds.midX, y: bounds.midY)
    contentView.transform = CGAffineTransform(translationX: 0, y: 10)
  }
}

@Suite struct ContentViewDrawingTests {
  @Test func aMovedContentViewIsDrawnMovedAndClippedToItsCell() throws {
    let data = Numbered(1)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    view.register(ShiftedContentCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let panel = try #require(view.examplePanels.first)
    let svg = DiagramRenderer(panel: panel, id: "c").svg
    // A lone item is centred in its line (the flow layout quirk): centre
    // (100, 30); content 100 × 100, moved down 10. Both are drawn in the
    // cell's group, whose origin is the cell's centre: the clip is the
    // cell's 100 × 60 square around it. systemOrange is (255, 159, 10) in
    // the dark.
    #expect(
      svg.contains(
        "<g class=\"cd-el cd-cell\" data-el=\"cell 0.0\" transform=\"translate(100 30)\"><rect x=\"-50\" y=\"-30\" width=\"100\" height=\"60\"/>"
          + "<clipPath id=\"c-c0\"><rect x=\"-0.5\" y=\"-0.5\" width=\"1\" height=\"1\" transform=\"scale(100 60)\"/></clipPath>"
          + "<g clip-path=\"url(#c-c0)\"><rect class=\"cd-content-view\" style=\"fill:#ff9500;--dark-fill:#ff9f0a\" x=\"-0.5\" y=\"-0.5\" width=\"1\" height=\"1\" transform=\"matrix(1 0 0 1 0 10) scale(100 100)\"/></g>"
          + "<text class=\"cd-label\">0.0</text></g>"
      ))
  }
}

import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// Plain items.
private final class Strip: NSObject, UICollectionViewDataSource {
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

@Suite struct MinimapShapesTests {
  /// 100 × 160 items in a horizontal strip, 10 apart (item i at x 110 i),
  /// in a 320 × 180 view scrolled to x 5,000 (items 45 to 48 on screen),
  /// then scrolled, animated, back to x 600 (items 5 to 8).
  private func scrollBack() throws -> LayoutTimeline {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 160)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 180), collectionViewLayout: layout)
    let data = Strip(1500)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 5000, y: 0)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
    }
    withExtendedLifetime(data) {}
    return timeline
  }

  @Test func theCellsOnScreenAtTheStartLeaveTraces() throws {
    let shapes = MinimapShapes(timeline: try scrollBack())
    // The last frame: item 6, x 660 to 760, is on screen.
    #expect(shapes.resting.contains { $0.id == "cell 0.6" && $0.frame.minX == 660 })
    // Item 46, x 5,060, was on screen at the start only: one trace, since
    // it never moved in the content.
    let traces = shapes.earlier.filter { $0.id == "cell 0.46" }
    #expect(traces.count == 1)
    #expect(traces.first?.frame.minX == 5060)
    // What the last frame holds is drawn once, not again as a trace.
    #expect(!shapes.earlier.contains { $0.id == "cell 0.6" })
  }

  @Test func theDrawingWritesTracesFainterUnderTheLastFrame() throws {
    let panel = try #require(Viewport(try scrollBack()).examplePanels.first)
    let svg = DiagramRenderer(panel: panel, id: "m").svg
    let start = try #require(svg.range(of: "<g class=\"cd-minimap-earlier\">"))
    let end = try #require(svg[start.upperBound...].range(of: "</g>"))
    let traces = svg[start.upperBound..<end.lowerBound]
    #expect(traces.contains("<rect class=\"cd-minimap-item\" x=\"5060\" "))
    #expect(!traces.contains("x=\"660\""))
    #expect(svg[end.upperBound...].contains("<rect class=\"cd-minimap-item\" x=\"660\" "))
  }

  @Test func theLastFrameComesFirstWithinTheLimit() throws {
    let timeline = try scrollBack()
    let resting = timeline.frames.last?.elements.count ?? 0
    let shapes = MinimapShapes(timeline: timeline, limit: resting + 2)
    #expect(shapes.resting.count == resting)
    #expect(shapes.earlier.count == 2)
  }

  @Test func aStillHasNoTraces() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 160)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 180), collectionViewLayout: layout)
    let data = Strip(1500)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let panel = try #require(view.examplePanels.first)
    #expect(MinimapShapes(timeline: panel.timeline).earlier.isEmpty)
    #expect(!DiagramRenderer(panel: panel, id: "s").svg.contains("cd-minimap-earlier"))
    withExtendedLifetime(data) {}
  }
}

import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

@testable import ColDocsKit

/// A count of plain items that a test can change.
private final class Counted: NSObject, UICollectionViewDataSource {
  var count: Int
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

/// A flow layout whose deleted items shrink to a fifth of their size as
/// they fade, and whose inserted items grow from a fifth, as chapter 5's
/// beads do.
private final class ShrinkingLayout: UICollectionViewFlowLayout {
  private var inserted: Set<IndexPath> = []
  private var deleted: Set<IndexPath> = []

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    for update in updateItems {
      if update.updateAction == .insert, let after = update.indexPathAfterUpdate {
        inserted.insert(after)
      }
      if update.updateAction == .delete, let before = update.indexPathBeforeUpdate {
        deleted.insert(before)
      }
    }
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    inserted = []
    deleted = []
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let start = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    return inserted.contains(itemIndexPath) ? start.map(small) : start
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let end = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    return deleted.contains(itemIndexPath) ? end.map(small) : end
  }

  private func small(_ original: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = original.copy() as! UICollectionViewLayoutAttributes
    attributes.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
    attributes.alpha = 0
    return attributes
  }
}

@Suite struct LabelScaleTests {
  /// Four 60-point items in a row; `change` runs in an animated batch
  /// update, recorded.
  private func recorded(_ change: @escaping (UICollectionView, Counted) -> Void) throws -> LayoutTimeline {
    let layout = ShrinkingLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 80), collectionViewLayout: layout)
    let data = Counted(4)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      UIView.animate(withDuration: 0.3) {
        view.performBatchUpdates { change(view, data) }
      }
    }
    withExtendedLifetime(data) {}
    return timeline
  }

  /// The `<g>` of the element named `name` in a drawing, label included.
  private func group(_ name: String, in svg: String) throws -> Substring {
    let start = try #require(svg.range(of: "data-el=\"\(name)\""))
    let end = try #require(svg[start.upperBound...].range(of: "</g>"))
    return svg[start.lowerBound..<end.upperBound]
  }

  @Test func aDeletedItemsLabelIsSizedForTheItemBeforeItShrinks() throws {
    // Item 1 shrinks to 0.2 and fades. The drawing rests on that last
    // state (scale 0.2, invisible), but at the first frame the item is
    // whole, as big as its neighbours: its label is sized at scale 1, as
    // theirs, and the keyframes' 0.2 shrinks it with the item.
    let timeline = try recorded { view, data in
      data.count = 3
      view.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    let deleted = try #require(timeline.drawingLayers.firstIndex { $0.element.id == "cell 0.1" })
    #expect(LabelScale(timeline: timeline).planes == [deleted: 1])
    let svg = DiagramRenderer(panel: ExamplePanel(timeline: timeline), id: "d").svg
    let shrunk = try group("cell 0.1", in: svg)
    // The last frame that holds it has it at about a fifth of its size.
    #expect(shrunk.contains(" matrix(0.2"), "the drawing rests on the shrunk item")
    #expect(shrunk.contains("<text class=\"cd-label\" data-plane=\"1\">"))
    // Its neighbours stay whole: their labels are sized for what is drawn.
    #expect(try group("cell 0.0", in: svg).contains("<text class=\"cd-label\">0.0</text>"))
    #expect(try group("cell 0.2", in: svg).contains("<text class=\"cd-label\">0.1</text>"))
  }

  @Test func anInsertedItemIsSizedForWhereItEnds() throws {
    // Item 4 grows from 0.2 to whole: the drawing rests on it whole, the
    // state its label is sized for; nothing more is said.
    let timeline = try recorded { view, data in
      data.count = 5
      view.insertItems(at: [IndexPath(item: 4, section: 0)])
    }
    let grown = try #require(timeline.frames.last?.element("cell 0.4"))
    #expect(grown.transform3D == nil && grown.alpha == 1)
    #expect(LabelScale(timeline: timeline).planes.isEmpty)
    let svg = DiagramRenderer(panel: ExamplePanel(timeline: timeline), id: "i").svg
    #expect(!svg.contains("data-plane"))
  }

  @Test func aStillIsSizedForWhatItShows() throws {
    // A cell scaled to 0.6 in a still: its one state is the one drawn.
    let layout = ScaledLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 80), collectionViewLayout: layout)
    let data = Counted(2)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = data
    view.layoutIfNeeded()
    let panel = try #require(view.examplePanels.first)
    #expect(panel.timeline.frames.last?.element("cell 0.0")?.transform3D != nil)
    #expect(LabelScale(timeline: panel.timeline).planes.isEmpty)
    withExtendedLifetime(data) {}
  }
}

/// A flow layout that scales item 0 to 0.6.
private final class ScaledLayout: UICollectionViewFlowLayout {
  override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    super.layoutAttributesForElements(in: rect)?.map { original in
      guard original.indexPath.item == 0 else { return original }
      let attributes = original.copy() as! UICollectionViewLayoutAttributes
      attributes.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
      return attributes
    }
  }
}

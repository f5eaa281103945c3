import CollectionLayout
import Foundation
import Testing

/// Counts the transition callbacks a layout receives.
final class TransitionAwareCircle: UICollectionViewLayout {
  let circle = CircleLayout()
  var calls: [String] = []
  private var cache: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let count = collectionView.numberOfItems(inSection: 0)
    let center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
    cache = (0..<count).map { item in
      let angle = 2 * CGFloat.pi * CGFloat(item) / CGFloat(max(count, 1))
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.size = CGSize(width: 40, height: 40)
      attributes.center = CGPoint(x: center.x + 100 * cos(angle), y: center.y + 100 * sin(angle))
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
  }

  override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
    calls.append("from")
  }
  override func prepareForTransition(to newLayout: UICollectionViewLayout) { calls.append("to") }
  override func finalizeLayoutTransition() { calls.append("finalize") }
}

@Suite struct LayoutTransitionTests {
  private func grid() -> (UICollectionView, UICollectionViewFlowLayout, CountingDataSource) {
    let layout = UICollectionViewFlowLayout()
    let dataSource = CountingDataSource([4])
    return (makeCollectionView(layout, dataSource, width: 300, height: 300), layout, dataSource)
  }

  @Test func animatedSwitchMovesEveryItemFromGridToCircle() throws {
    let (view, _, dataSource) = grid()
    let circle = TransitionAwareCircle()
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setCollectionViewLayout(circle, animated: true)
    }
    #expect(timeline.segments.map(\.kind) == [.layoutTransition])
    let first = try #require(timeline.frames.first)
    let last = try #require(timeline.frames.last)
    // Four 50-point items in 300 keep the grid of a five-item line: gap
    // (300 − 250) / 4 = 12.5, item 1 at 62.5, on the pixel grid at scale 2.
    #expect(first.element("cell 0.1")?.frame == rect(62.5, 0, 50, 50))
    let end = try #require(last.element("cell 0.1"))
    #expect(abs(end.center.x - 150) < 1e-9 && abs(end.center.y - 250) < 1e-9)
    #expect(end.size == CGSize(width: 40, height: 40))
    let middle = timeline.frames[timeline.frames.count / 2].element("cell 0.1")!
    #expect(middle.center.y > 25 && middle.center.y < 250)
    #expect(circle.calls == ["from", "finalize"])
    #expect(view.collectionViewLayout === circle)
    withExtendedLifetime(dataSource) {}
  }

  @Test func switchingBackAndForthEndsWhereItStarted() throws {
    let (view, flow, dataSource) = grid()
    let before = view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
    view.setCollectionViewLayout(CircleLayout(), animated: true)
    view.setCollectionViewLayout(flow, animated: true)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame == before)
    #expect(flow.collectionView === view)
    withExtendedLifetime(dataSource) {}
  }

  @Test func switchWithoutAnimationMakesNoFramesAndCallsNoTransitionHooks() throws {
    let (view, _, dataSource) = grid()
    let circle = TransitionAwareCircle()
    var completed = false
    let timeline = try view.recordTimeline {
      view.setCollectionViewLayout(circle, animated: false) { completed = $0 }
    }
    #expect(timeline.frames.isEmpty)
    #expect(circle.calls.isEmpty)
    #expect(completed)
    withExtendedLifetime(dataSource) {}
  }

  @Test func interactiveTransitionFollowsItsProgress() throws {
    let (view, flow, dataSource) = grid()
    let circle = CircleLayout()
    var outcome: (Bool, Bool)?
    let timeline = try view.recordTimeline(framesPerSecond: 10) {
      let transition = view.startInteractiveTransition(to: circle) { outcome = ($0, $1) }
      transition.transitionProgress = 0.5
      transition.invalidateLayout()
      let halfway = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
      // Grid centre (25, 25), circle centre (250, 150): half-way is (137.5, 87.5).
      #expect(abs(halfway.center.x - 137.5) < 1e-9 && abs(halfway.center.y - 87.5) < 1e-9)
      #expect(abs(halfway.size.width - 45) < 1e-9)
      view.finishInteractiveTransition()
    }
    #expect(outcome?.0 == true && outcome?.1 == true)
    #expect(view.collectionViewLayout === circle)
    #expect(flow.collectionView == nil)
    // The gesture's steps (start, then one progress) make one segment; the
    // finishing animation another.
    #expect(timeline.segments.map(\.kind) == [.interactiveTransition, .interactiveTransition])
    #expect(abs(timeline.segments[0].duration - 0.2) < 1e-9, "two touch events at 10 fps")
    let end = try #require(timeline.frames.last?.element("cell 0.0"))
    #expect(abs(end.center.x - 250) < 1e-9)
    withExtendedLifetime(dataSource) {}
  }

  /// Apple's documentation of `transitionProgress`: set it, "and call
  /// invalidateLayout() to force the collection view to update item
  /// positions". Until that call the items stay where they were, and a
  /// recording takes no step for the new progress.
  @Test func aNewProgressMovesNothingUntilTheLayoutIsInvalidated() throws {
    let (view, _, dataSource) = grid()
    let start = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center
    let timeline = try view.recordTimeline(framesPerSecond: 10) {
      let transition = view.startInteractiveTransition(to: CircleLayout())
      transition.transitionProgress = 0.5
      view.layoutIfNeeded()
      let unmoved = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center
      #expect(unmoved == start, "set but not invalidated: nothing moves")
      transition.invalidateLayout()
      let moved = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center
      #expect(abs(moved.x - 137.5) < 1e-9 && abs(moved.y - 87.5) < 1e-9)
    }
    #expect(abs(timeline.segments[0].duration - 0.2) < 1e-9, "the start and one invalidation")
    withExtendedLifetime(dataSource) {}
  }

  @Test func cancelledInteractiveTransitionKeepsTheCurrentLayout() throws {
    let (view, flow, dataSource) = grid()
    var outcome: (Bool, Bool)?
    let transition = view.startInteractiveTransition(to: CircleLayout()) { outcome = ($0, $1) }
    transition.transitionProgress = 0.8
    view.cancelInteractiveTransition()
    #expect(outcome?.0 == false && outcome?.1 == true)
    #expect(view.collectionViewLayout === flow)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 50, 50))
    withExtendedLifetime(dataSource) {}
  }
}

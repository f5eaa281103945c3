import CollectionLayout
import Foundation
import Testing

/// What a section's `visibleItemsInvalidationHandler` is called with.
final class VisibleItemsLog {
  struct Call {
    let indexPaths: [IndexPath]
    let categories: [UICollectionView.ElementCategory]
    let frames: [CGRect]
    let point: CGPoint
    let containerSize: CGSize
  }

  var calls: [Call] = []

  var handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler {
    { [unowned self] items, point, environment in
      self.calls.append(
        Call(
          indexPaths: items.map(\.indexPath), categories: items.map(\.representedElementCategory),
          frames: items.map(\.frame), point: point,
          containerSize: environment.container.contentSize))
    }
  }
}

/// `visibleItemsInvalidationHandler`: called on each layout pass and each
/// step of the section's own scrolling with the section's visible items,
/// the section's offset and the environment; what it changes shows in the
/// attributes the layout returns. Geometry as in `OrthogonalLayouts`.
@Suite struct CompositionalOrthogonalHandlerTests {
  private typealias Layouts = OrthogonalLayouts

  private func cell(_ item: Int, section: Int = 1) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// At rest the row shows items 0–2 (item 3 starts at 500) and the offset
  /// is 0; at 110 it shows items 0–3 and the offset is 110 along the row.
  /// The items' frames are where they sit in the section at rest, so that
  /// frame − offset is where they are shown (item 3: 500 − 110 = 390).
  @Test(arguments: [false, true])
  func handlerSeesTheVisibleItemsAndTheSectionsOffset(horizontal: Bool) throws {
    let log = VisibleItemsLog()
    let f = Layouts.fixture(.continuous, horizontal: horizontal, handler: log.handler)
    let atRest = try #require(log.calls.last)
    #expect(atRest.indexPaths == [cell(0), cell(1), cell(2)])
    #expect(atRest.point == .zero)
    #expect(atRest.containerSize == f.collectionView.bounds.size)

    f.collectionView.setOrthogonalScrollOffset(110, inSection: 1)
    f.collectionView.layoutIfNeeded()
    let scrolled = try #require(log.calls.last)
    #expect(scrolled.indexPaths == [cell(0), cell(1), cell(2), cell(3)])
    #expect(scrolled.categories.allSatisfy { $0 == .cell })
    #expect(scrolled.point == (horizontal ? CGPoint(x: 0, y: 110) : CGPoint(x: 110, y: 0)))
    #expect(
      nearly(
        scrolled.frames, (0..<4).map { Layouts.rowFrame($0, offset: 0, horizontal: horizontal) }))
    let shown = scrolled.frames[3].offsetBy(dx: -scrolled.point.x, dy: -scrolled.point.y)
    #expect(nearly(shown, f.frame(3, section: 1)))
  }

  /// A list section's handler gets the collection view's own offset, and
  /// runs again when the collection view scrolls: at y = 30 the rows of
  /// section 2 (from y 200, 50 each) meeting 30...630 are rows 0–8.
  @Test func aListSectionsHandlerGetsTheCollectionViewsOffset() throws {
    let log = VisibleItemsLog()
    let f = Layouts.fixture(.continuous, handledSection: 2, handler: log.handler)
    let before = log.calls.count
    f.scroll(to: CGPoint(x: 0, y: 30))
    #expect(log.calls.count > before)
    let call = try #require(log.calls.last)
    #expect(call.point == CGPoint(x: 0, y: 30))
    #expect(call.indexPaths == (0...8).map { cell($0, section: 2) })
    #expect(call.frames.first == rect(0, 200, 400, 50))
  }

  /// The carousel every compositional-layout guide shows: each item scaled
  /// by its distance from the container's middle (200), 1 − distance / 400,
  /// no smaller than 0.7. At 110, item 1 is shown centred at 255 − 110 =
  /// 145 (scale 0.8625) and item 2 at 305 (0.7375); at 225, item 2 is at
  /// 190 (0.975) and item 1 at 30 (0.7).
  @Test func carouselScalesItemsByTheirDistanceFromTheMiddle() {
    let f = Layouts.fixture(.continuous, handler: Self.carousel)
    func scale(_ item: Int) -> CGFloat {
      f.layout.layoutAttributesForItem(at: cell(item))!.transform.a
    }

    f.collectionView.setOrthogonalScrollOffset(110, inSection: 1)
    f.collectionView.layoutIfNeeded()
    #expect(nearly(scale(1), 0.8625))
    #expect(nearly(scale(2), 0.7375))
    #expect(nearly(scale(0), 0.7))
    // Scaled about its centre (145, 150): 150 × 0.8625 = 129.375 wide.
    #expect(
      nearly(
        f.frame(1, section: 1),
        rect(145 - 129.375 / 2, 150 - 86.25 / 2, 129.375, 86.25)))

    f.collectionView.setOrthogonalScrollOffset(225, inSection: 1)
    f.collectionView.layoutIfNeeded()
    #expect(nearly(scale(2), 0.975))
    #expect(nearly(scale(1), 0.7))
    let held = f.collectionView.layoutAttributesForItem(at: cell(2))
    #expect(held.map { nearly($0.transform.a, 0.975) } == true, "the collection view shows it")
  }

  /// Recorded: a centred-paging fling brings item 1 to the middle, growing
  /// all the way to full size while item 2, leaving the middle, shrinks.
  @Test func carouselGrowsTheItemComingToTheMiddle() throws {
    let f = Layouts.fixture(.groupPagingCentered, handler: Self.carousel)
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 60) {
      try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 2000)
    }
    func scales(_ name: String) -> [CGFloat] {
      timeline.frames.compactMap { $0.element(name) }.map { $0.transform3D?.m11 ?? 1 }
    }
    let growing = scales("cell 1.1")
    #expect(zip(growing, growing.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(nearly(growing.last ?? 0, 1), "centred at 200: full size")
    // At rest item 1 is centred at 125 + 160 + 75 = 360: 1 − 160/400.
    #expect(nearly(growing.first ?? 0, 0.7))
    let centredFrame = try #require(timeline.frames.last?.element("cell 1.1")?.frame)
    #expect(nearly(centredFrame, rect(125, 100, 150, 100)))
  }

  /// Every property a handler may set shows in the attributes: alpha, z
  /// index, hidden, and a centre moved 10 points down.
  @Test func handlerChangesShowInTheAttributes() {
    let f = Layouts.fixture(.continuous) { items, _, _ in
      for item in items {
        switch item.indexPath.item {
        case 0:
          item.alpha = 0.5
          item.zIndex = 3
        case 1: item.isHidden = true
        default: item.center.y += 10
        }
      }
    }
    f.collectionView.setOrthogonalScrollOffset(110, inSection: 1)
    f.collectionView.layoutIfNeeded()
    let first = f.layout.layoutAttributesForItem(at: cell(0))!
    #expect(first.alpha == 0.5 && first.zIndex == 3 && !first.isHidden)
    #expect(f.layout.layoutAttributesForItem(at: cell(1))!.isHidden)
    // Moved by the handler in the section's coordinates, then by the scroll.
    #expect(nearly(f.frame(2, section: 1), rect(340 - 110, 110, 150, 100)))
    #expect(
      f.layout.layoutAttributesForItem(at: cell(2))
        === f.layout.layoutAttributesForItem(at: cell(2)))
    // Below the row (which ends at y 200), where only the moved item reaches
    // into the first row of section 2.
    let found = f.layout.layoutAttributesForElements(in: rect(229, 205, 2, 2)) ?? []
    #expect(found.map(\.indexPath) == [cell(2), cell(0, section: 2)], "the moved frame counts")
  }

  private static func carousel(
    _ items: [any NSCollectionLayoutVisibleItem], offset: CGPoint,
    environment: any NSCollectionLayoutEnvironment
  ) {
    let middle = environment.container.contentSize.width / 2
    for item in items {
      let distance = abs(item.frame.midX - offset.x - middle)
      let scale = max(0.7, 1 - distance / environment.container.contentSize.width)
      item.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
  }
}

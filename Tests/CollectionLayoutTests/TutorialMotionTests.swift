import CollectionLayout
import Foundation
import Testing

/// The motions the guide teaches, replayed headlessly and checked against the
/// numbers the layouts' own formulas give.
@Suite struct TutorialMotionTests {
  private func carousel() -> (UICollectionView, CarouselLayout, CountingDataSource) {
    let layout = CarouselLayout()
    layout.itemSize = CGSize(width: 200, height: 300)
    let dataSource = CountingDataSource([10])
    let view = makeCollectionView(layout, dataSource, width: 375, height: 400)
    // At scale 2 the 87.5-point inset is on the pixel grid, as on a phone.
    view.traitOverrides.displayScale = 2
    return (view, layout, dataSource)
  }

  @Test func carouselScalesByDistanceToTheCentre() throws {
    let (view, layout, dataSource) = carousel()
    // Insets (375 − 200) / 2 = 87.5; line spacing 40 − (200 − 120) / 2 = 0:
    // item i is centred at 187.5 + 200 i.
    let visible = layout.layoutAttributesForElements(in: view.bounds) ?? []
    let first = try #require(visible.first { $0.indexPath.item == 0 })
    #expect(first.center == CGPoint(x: 187.5, y: 200))
    #expect(first.alpha == 1 && first.zIndex == 10)
    #expect(first.transform3D == CATransform3DMakeScale(1, 1, 1))
    let second = try #require(visible.first { $0.indexPath.item == 1 })
    #expect(abs(second.alpha - 0.6) < 1e-12, "one full spacing away: the side values")
    #expect(second.zIndex == 6)
    #expect(abs(second.transform3D.m11 - 0.6) < 1e-12)
    withExtendedLifetime(dataSource) {}
  }

  @Test func carouselFlingSnapsToTheNearestItem() throws {
    let (view, _, dataSource) = carousel()
    let timeline = try view.recordTimeline {
      try view.simulateFling(velocity: CGPoint(x: 1000, y: 0))
    }
    // Natural end 499.5; its centre 687 is nearest item 2 (587.5): offset 400.
    #expect(view.contentOffset == CGPoint(x: 400, y: 0))
    let last = try #require(timeline.frames.last)
    let centred = try #require(last.element("cell 0.2"))
    #expect(centred.alpha == 1)
    let passing = timeline.frames[timeline.frames.count / 4].element("cell 0.1")
    #expect(passing != nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func stretchyHeaderGrowsWhileTheContentIsPulledDown() throws {
    let layout = StretchyHeaderLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 120)
    let dataSource = CountingDataSource([30])
    let view = makeCollectionView(layout, dataSource, height: 500)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      try view.simulateDrag(by: CGPoint(x: 0, y: -90), duration: 0.3, releaseVelocity: .zero)
    }
    let pulled = try #require(timeline.frames.first { $0.contentOffset.y == -90 })
    #expect(pulled.element("header 0")?.frame == rect(0, -90, 375, 210))
    #expect(timeline.segments.map(\.kind) == [.scroll, .deceleration], "springs back to the top")
    #expect(timeline.frames.last?.element("header 0")?.frame == rect(0, 0, 375, 120))
    #expect(view.contentOffset == .zero)
  }

  @Test func insertedItemGrowsOutOfTheCentre() throws {
    let layout = PopInLayout()
    let model = LetterDataSource(["A", "B", "C", "D", "E"])
    let view = makeCollectionView(layout, model)
    let timeline = try view.recordTimeline(framesPerSecond: 20) {
      view.performBatchUpdates({
        model.letters.insert("Z", at: 0)
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
      })
    }
    // 0.3 s at 20 fps: 7 frames; the ease-in-out curve is at 0.5 at frame 3.
    #expect(timeline.frames.count == 7)
    let start = try #require(timeline.frames.first?.element("cell 0.0#2"))
    #expect(start.center == CGPoint(x: 187.5, y: 333.5))
    #expect(start.alpha == 0)
    #expect(abs(start.transform3D!.m11 - 0.2) < 1e-12)
    let middle = try #require(timeline.frames[3].element("cell 0.0#2"))
    #expect(abs(middle.center.x - (187.5 + 25) / 2) < 1e-9)
    #expect(abs(middle.alpha - 0.5) < 1e-9)
    #expect(abs(middle.transform3D!.m11 - 0.6) < 1e-9)
    let end = try #require(timeline.frames.last?.element("cell 0.0#2"))
    #expect(end.frame == rect(0, 0, 50, 50))
    #expect(end.transform3D == nil && end.alpha == 1)
  }

  @Test func infiniteCarouselRecentresItsOffset() throws {
    final class Recentring: NSObject, UICollectionViewDelegateFlowLayout {
      let third: CGFloat
      init(third: CGFloat) { self.third = third }
      func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.x >= 2 * third {
          scrollView.contentOffset.x -= third
        } else if scrollView.contentOffset.x < third {
          scrollView.contentOffset.x += third
        }
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 300, height: 200)
    layout.minimumLineSpacing = 0
    let dataSource = CountingDataSource([30])  // three copies of ten pages
    let view = makeCollectionView(layout, dataSource, width: 300, height: 200)
    let recentring = Recentring(third: 3000)
    view.delegate = recentring
    view.contentOffset = CGPoint(x: 3000, y: 0)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      try view.simulateFling(velocity: CGPoint(x: 8000, y: 0))
    }
    #expect(timeline.frames.allSatisfy { $0.contentOffset.x >= 3000 && $0.contentOffset.x < 6000 })
    // The fling travels 8 / −ln 0.998 ≈ 3996 points, to 6996, recentred to 3996.
    #expect(abs(view.contentOffset.x - 8 / -log(0.998)) < 1e-6)
  }

  @Test func decorationsAreAnsweredAndDrawnBeneathCells() throws {
    let layout = DecoratedFlowLayout()
    let dataSource = CountingDataSource([7, 3])
    let view = makeCollectionView(layout, dataSource)
    let elements = layout.layoutAttributesForElements(in: view.bounds) ?? []
    let backgrounds = elements.filter { $0.representedElementCategory == .decorationView }
    #expect(backgrounds.count == 2)
    #expect(backgrounds.allSatisfy { $0.zIndex == -1 })
    #expect(backgrounds[0].frame == rect(-4, -4, 375 + 8, 110 + 8))
    let timeline = try view.recordTimeline {
      view.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    }
    let decoration = try #require(timeline.frames.last?.element("decoration SectionBackground 0.0"))
    #expect(decoration.zIndex == -1)
  }

  @Test func unregisteredDecorationKindStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      final class Careless: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect)
          -> [UICollectionViewLayoutAttributes]?
        {
          let shelf = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "Shelf", with: IndexPath(item: 0, section: 0))
          shelf.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
          return (super.layoutAttributesForElements(in: rect) ?? []) + [shelf]
        }
      }
      let dataSource = CountingDataSource([1])
      _ = makeCollectionView(Careless(), dataSource)
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "could not dequeue a view of kind: Shelf"))
  }

  @Test func invalidationContextsCarryWhatChanged() {
    final class Context: UICollectionViewFlowLayoutInvalidationContext {
      var reason = ""
    }
    final class ContextLayout: UICollectionViewFlowLayout {
      var received: [UICollectionViewLayoutInvalidationContext] = []
      override class var invalidationContextClass: AnyClass { Context.self }
      override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        received.append(context)
        super.invalidateLayout(with: context)
      }
    }
    let layout = ContextLayout()
    let dataSource = CountingDataSource([40])
    let view = makeCollectionView(layout, dataSource, height: 300)
    layout.received = []
    layout.invalidateLayout()
    #expect(layout.received.last is Context)
    #expect(layout.received.last?.invalidateEverything == true)
    #expect(layout.received.last?.invalidateDataSourceCounts == true)
    let context = Context()
    context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
    context.contentOffsetAdjustment = CGPoint(x: 0, y: 25)
    layout.invalidateLayout(with: context)
    #expect(view.contentOffset.y == 25)
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 3, section: 0)])
    #expect(!context.invalidateEverything)
  }
}

import CollectionLayout
import Foundation
import Testing

/// Recording: what makes frames, when, and in what form.
@Suite struct TimelineTests {
  private func fixture() -> FlowFixture {
    FlowFixture(width: 375, height: 300, counts: [60])
  }

  @Test func changesWithoutAnimationMakeNoFrames() throws {
    let f = fixture()
    let timeline = try f.collectionView.recordTimeline {
      f.collectionView.contentOffset = CGPoint(x: 0, y: 100)
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
      UIView.performWithoutAnimation {
        f.collectionView.performBatchUpdates({
          f.dataSource.counts = [61]
          f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
      }
      f.collectionView.reloadData()
    }
    #expect(timeline.frames.isEmpty)
    #expect(timeline.segments.isEmpty)
    #expect(f.collectionView.contentOffset.y == 200)
  }

  @Test func animatedScrollIsSampledAtTheFrameRateWithEaseInOut() throws {
    let f = fixture()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 60) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    }
    #expect(timeline.frames.count == 19, "0.3 s at 60 fps: 18 intervals")
    #expect(timeline.frames.first?.contentOffset == .zero)
    #expect(timeline.frames.last?.contentOffset == CGPoint(x: 0, y: 300))
    #expect(timeline.frames.last?.time == 0.3)
    #expect(timeline.segments == [.init(kind: .scroll, start: 0, duration: 0.3)])
    let middle = timeline.frames[9]
    #expect(abs(middle.contentOffset.y - 150) < 1e-9, "ease-in-out is half-way at half time")
    let early = timeline.frames[3].contentOffset.y
    #expect(early < 300 * 3 / 18, "ease-in starts slowly")
    #expect(f.collectionView.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test func framesHoldTheElementsInViewWithStableNames() throws {
    let f = fixture()
    let timeline = try f.collectionView.recordTimeline {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 290), animated: true)
    }
    let first = try #require(timeline.frames.first)
    let last = try #require(timeline.frames.last)
    #expect(first.element("cell 0.0")?.frame == rect(0, 0, 50, 50))
    #expect(last.element("cell 0.0") == nil)
    #expect(last.element("cell 0.59")?.frame.minY == 540)
    #expect(last.elements.map(\.id) == last.elements.map(\.id).sorted())
  }

  @Test func sampleRateIsConfigurableAndDeterministic() throws {
    func record() throws -> LayoutTimeline {
      let f = fixture()
      return try f.collectionView.recordTimeline(framesPerSecond: 24) {
        UIView.animate(withDuration: 0.5) {
          f.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        }
      }
    }
    let one = try record()
    let two = try record()
    #expect(one.frames.count == 13)
    #expect(one.frames.map(\.time) == (0...12).map { Double($0) / 24 })
    #expect(try one.encodedJSON() == two.encodedJSON())
  }

  @Test func timelinesEncodeAsSortedDiffFriendlyJSONAndRoundTrip() throws {
    let f = fixture()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 10) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    }
    let json = try timeline.encodedJSON()
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains("\"framesPerSecond\" : 10"))
    #expect(!text.contains("transform3D"), "identity transforms are left out")
    #expect(text.components(separatedBy: "\n").count > 50, "pretty-printed, one value per line")
    let decoded = try JSONDecoder().decode(LayoutTimeline.self, from: json)
    #expect(decoded == timeline)
  }

  @Test func readingATimelineLeavesTheViewAlone() throws {
    let f = fixture()
    let timeline = try f.collectionView.recordTimeline {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    }
    let offset = f.collectionView.contentOffset
    _ = try timeline.encodedJSON()
    _ = timeline.frames.map { $0.elements.map(\.frame) }
    #expect(f.collectionView.contentOffset == offset)
  }

  @Test func aNonAnimatedSetContentOffsetStopsARunningScroll() throws {
    let f = fixture()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 10) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.15))
      // The usual way to stop a scroll where it is.
      f.collectionView.setContentOffset(f.collectionView.contentOffset, animated: false)
    }
    #expect(abs(timeline.segments[0].duration - 0.15) < 1e-9, "cut where it was stopped")
    #expect(abs(f.collectionView.contentOffset.y - 50) < 1e-6)
    #expect(timeline.frames.last?.contentOffset == f.collectionView.contentOffset)
  }

  @Test func aScrollCarriesOnThroughAnOffsetSetInAnAnimationBlock() throws {
    let f = fixture()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 10) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      UIView.animate(withDuration: 0.5) { f.collectionView.contentOffset = CGPoint(x: 0, y: 40) }
      // The model has the block's value at once...
      #expect(f.collectionView.contentOffset.y == 40)
    }
    // ...but the scroll view's own scroll takes the next frame's value.
    #expect(timeline.segments.map(\.start) == [0, 0])
    #expect(timeline.segments.map(\.duration) == [0.3, 0.5])
    #expect(f.collectionView.contentOffset.y == 100)
  }

  @Test func invalidFrameRatesAndNestedRecordingsAreRefused() throws {
    let f = fixture()
    #expect(throws: TimelineError.invalidFrameRate(0)) {
      try f.collectionView.recordTimeline(framesPerSecond: 0) {}
    }
    #expect(throws: TimelineError.alreadyRecording) {
      try f.collectionView.recordTimeline {
        _ = try f.collectionView.recordTimeline {}
      }
    }
  }

  @Test func nonFiniteAttributesAreAnErrorNotAFrame() throws {
    final class BrokenLayout: UICollectionViewFlowLayout {
      override func layoutAttributesForElements(in rect: CGRect)
        -> [UICollectionViewLayoutAttributes]?
      {
        let attributes = super.layoutAttributesForElements(in: rect)?.map {
          $0.copy() as! UICollectionViewLayoutAttributes
        }
        if (collectionView?.contentOffset.y ?? 0) > 50 { attributes?.first?.alpha = .nan }
        return attributes
      }
      override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    }
    let dataSource = CountingDataSource([20])
    let view = makeCollectionView(BrokenLayout(), dataSource, height: 300)
    #expect(throws: TimelineError.self) {
      try view.recordTimeline { view.setContentOffset(CGPoint(x: 0, y: 100), animated: true) }
    }
  }
}

import CollectionLayout
import Foundation
import Testing

// This file imports Foundation by name, so the engine's run loop is named
// in full: `CollectionLayout.RunLoop`.

/// Hears what a scroll view tells its delegate, in order.
private final class ClockLog: NSObject, UICollectionViewDelegate {
  var scrolledTo: [CGFloat] = []
  var endedScrolling = 0

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolledTo.append(scrollView.contentOffset.y)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    endedScrolling += 1
  }
}

/// One clock for every animation: what a phone does when animated calls
/// overlap, when completions run, and when time passes.
@Suite struct ClockTests {
  /// Chapter 1's view: 30 items of 56 points in 5 columns, content 386
  /// points tall in a 240-point view, so offsets stop at 146.
  private func chapterOneView(_ delegate: UICollectionViewDelegate? = nil) -> FlowFixture {
    FlowFixture(width: 320, height: 240, counts: [30], delegate: delegate) {
      $0.itemSize = CGSize(width: 56, height: 56)
    }
  }

  @Test func scrollsCalledInOneTurnStartTogetherAndTheLastOneWins() throws {
    let log = ClockLog()
    let f = chapterOneView(log)
    var read: [CGFloat] = []
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      read.append(f.collectionView.contentOffset.y)
      f.collectionView.scrollToItem(at: IndexPath(item: 25, section: 0), at: .top, animated: true)
      read.append(f.collectionView.contentOffset.y)
    }
    #expect(read == [0, 0], "an animated scroll has not moved when the next line runs")
    let offsets = timeline.frames.map(\.contentOffset.y)
    #expect(offsets.first == 0 && offsets.last == 146)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "straight to 146")
    #expect(abs(timeline.duration - 0.3) < 1e-9)
    #expect(timeline.segments.map(\.duration) == [0, 0.3], "the first scroll was cut at once")
    #expect(log.scrolledTo == Array(offsets.dropFirst()), "scrollViewDidScroll hears every frame")
    #expect(log.endedScrolling == 1, "only the scroll that arrived ends")
  }

  @Test func runningTheRunLoopLetsTimePassAndAScrollResumesFromWhereItIs() throws {
    let f = chapterOneView()
    var midway: CGFloat = -1
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 140), animated: true)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.15))
      midway = f.collectionView.contentOffset.y
      f.collectionView.setContentOffset(.zero, animated: true)
    }
    // Half-way through an ease-in-out curve is half the distance.
    #expect(abs(midway - 70) < 1e-6)
    #expect(abs(timeline.duration - 0.45) < 1e-9)
    let offsets = timeline.frames.map(\.contentOffset.y)
    #expect(offsets.max()! <= 70 + 1e-6, "the second scroll starts where the first had got to")
    #expect(offsets.last == 0)
  }

  /// A date reaches the run loop a little under its interval away (time
  /// passed since it was made) or a hair over (a `Date` holds today's time
  /// to about 0.1 µs). Either way, 0.1 s is six frames, every time.
  @Test func runningUntilADateLetsWholeFramesPassWhateverTheDatesJitter() throws {
    let f = chapterOneView()
    var times: [TimeInterval] = []
    _ = try f.collectionView.recordTimeline(framesPerSecond: 60) {
      for jitter in [0, 3e-7, -0.004, -0.016] {
        f.collectionView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
        CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1 + jitter))
        f.collectionView.setContentOffset(.zero, animated: false)
        times.append(f.collectionView.contentOffset.y)
      }
    }
    let clockTimeline = try f.collectionView.recordTimeline(framesPerSecond: 60) {
      for jitter in [0, 3e-7, -0.004, -0.016] {
        CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1 + jitter))
      }
    }
    #expect(abs(clockTimeline.duration - 0.4) < 1e-9, "four waits of six frames")
    #expect(times.count == 4)
  }

  @Test func twoLayoutSwitchesInOneTurnRetargetAndChainedOnesPlayInTurn() throws {
    let flow = UICollectionViewFlowLayout()
    let dataSource = CountingDataSource([4])
    let view = makeCollectionView(flow, dataSource, width: 300, height: 300)
    let together = try view.recordTimeline(framesPerSecond: 30) {
      view.setCollectionViewLayout(CircleLayout(), animated: true)
      view.setCollectionViewLayout(flow, animated: true)
    }
    #expect(abs(together.duration - 0.3) < 1e-9)
    let start = together.frames[0].elements.map(\.frame)
    #expect(
      together.frames.allSatisfy { $0.elements.map(\.frame) == start }, "never reaches the circle")

    var onCircle: CGPoint?
    let chained = try view.recordTimeline(framesPerSecond: 30) {
      view.setCollectionViewLayout(CircleLayout(), animated: true) { _ in
        onCircle = view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center
        view.setCollectionViewLayout(flow, animated: true)
      }
    }
    #expect(abs(chained.duration - 0.6) < 1e-9)
    let turn = try #require(chained.frames.first { abs($0.time - 0.3) < 1e-9 })
    #expect(turn.element("cell 0.0")?.center == onCircle)
    #expect(chained.frames.last?.elements.map(\.frame) == start)
    withExtendedLifetime(dataSource) {}
  }

  @Test func batchUpdatesInALoopOverlapAndCompleteWhenTheyEnd() throws {
    let f = FlowFixture(width: 375, height: 300, counts: [10])
    var completed: [Int] = []
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      for round in 0..<3 {
        f.collectionView.performBatchUpdates({
          f.dataSource.counts[0] += 1
          f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }) { _ in completed.append(round) }
      }
      #expect(completed.isEmpty, "completions wait for their animations")
      #expect(f.collectionView.numberOfItems(inSection: 0) == 13, "the model changed at once")
    }
    #expect(completed == [0, 1, 2])
    #expect(timeline.segments.map(\.start) == [0, 0, 0])
    #expect(abs(timeline.duration - 0.3) < 1e-9)
  }

  @Test func anAnimationBlockDoesNotStretchTheScrollViewsOwnScroll() throws {
    let f = chapterOneView()
    var finished = false
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      UIView.animate(
        withDuration: 2,
        animations: { f.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true) },
        completion: { _ in finished = true })
    }
    #expect(timeline.segments.map(\.kind) == [.scroll])
    #expect(timeline.segments.map(\.duration) == [0.3])
    #expect(abs(timeline.duration - 0.3) < 1e-9)
    #expect(finished, "the block animated nothing of its own")
  }

  @Test func aBlocksCompletionWaitsForItsDelayAndDuration() throws {
    let f = chapterOneView()
    var done: [TimeInterval] = []
    _ = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      UIView.animate(
        withDuration: 0.5, delay: 0.2, options: [],
        animations: { f.collectionView.contentOffset = CGPoint(x: 0, y: 100) },
        completion: { _ in done.append(0.7) })
      #expect(f.collectionView.contentOffset.y == 100, "the model has the block's value at once")
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.6))
      #expect(done.isEmpty)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.2))
      #expect(done == [0.7])
    }
  }

  @Test func aFingerStandingStillDuringReordersTakesNoTimeAndTheLiftIsAFrame() throws {
    let dataSource = LetterDataSource(["A", "B", "C", "D", "E", "F"])
    let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
      // Over items 1, 2 and 3 in turn: three reorders, one touch event each.
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 90, y: 25))
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 155, y: 25))
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 220, y: 25))
      view.endInteractiveMovement()
    }
    #expect(dataSource.letters == ["B", "C", "D", "A", "E", "F"])
    // Four touch events take a frame each; the reorders and the drop play
    // alongside them rather than 0.3 s each in turn.
    #expect(abs(timeline.duration - (4.0 / 30 + 0.3)) < 1e-9)
    #expect(try #require(timeline.frames.first?.element("cell 0.0")).zIndex > 1000)
  }

  @Test func elementsLeavingTheRecordedRegionKeepMovingWithTheContent() throws {
    let f = FlowFixture(width: 375, height: 300, counts: [60])
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    }
    // The first row left the screen at offset 50; it stays where the content
    // puts it, at full strength, until it is half a screen beyond.
    let shown = timeline.frames.compactMap { $0.element("cell 0.0") }
    #expect(shown.count == timeline.frames.count)
    #expect(shown.allSatisfy { $0.frame.minY == 0 && $0.alpha == 1 })
  }
}

import CollectionLayout
import Foundation
import Testing

/// Records what a scroll view tells its delegate, in order.
final class ScrollLog: NSObject, UICollectionViewDelegateFlowLayout {
  var events: [String] = []
  var scrolls = 0
  var redirect: ((CGPoint) -> CGPoint)?
  var releaseVelocity: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    events.append("willBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    releaseVelocity = velocity
    if let redirect { targetContentOffset.pointee = redirect(targetContentOffset.pointee) }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    events.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    events.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events.append("didEndScrollingAnimation")
  }
}

@Suite struct ScrollingTests {
  private func list(_ log: ScrollLog = ScrollLog()) -> FlowFixture {
    FlowFixture(width: 375, height: 300, counts: [600], delegate: log)
  }

  @Test func decelerationRatesAreUIScrollViews() {
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
  }

  @Test func flingComesToRestWhereTheVelocityDecays() throws {
    let log = ScrollLog()
    let f = list(log)
    try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: 1000))
    // 1 pt/ms at 0.998 per ms travels 1 / −ln 0.998 ≈ 499.5 points.
    let expected = 1 / -Foundation.log(0.998)
    #expect(abs(f.collectionView.contentOffset.y - expected) < 1e-9)
    #expect(
      log.events == [
        "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didEndDecelerating",
      ])
    #expect(log.releaseVelocity == CGPoint(x: 0, y: 1), "the delegate hears points per millisecond")
  }

  @Test func fastDecelerationStopsSooner() throws {
    let f = list()
    f.collectionView.decelerationRate = .fast
    try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: 1000))
    #expect(abs(f.collectionView.contentOffset.y - 1 / -log(0.99)) < 1e-9)
  }

  @Test func recordedFlingFollowsTheDecayCurve() throws {
    let f = list()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 60) {
      try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: 2000))
    }
    let offsets = timeline.frames.map(\.contentOffset.y)
    #expect(timeline.segments.map(\.kind) == [.deceleration])
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "never goes back")
    let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
    #expect(steps[1] < steps[0], "slows down")
    // After one sample (1/60 s) the remaining distance shrank by 0.998^(1000/60).
    let total = offsets.last!
    let remaining = (total - offsets[1]) / total
    #expect(abs(remaining - pow(0.998, 1000.0 / 60)) < 1e-9)
    #expect(timeline.duration > 2 && timeline.duration < 10)
  }

  @Test func flingIsClampedToTheContent() throws {
    let f = list()
    try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: -3000))
    #expect(f.collectionView.contentOffset.y == 0)
  }

  @Test func delegateCanRedirectTheTarget() throws {
    let log = ScrollLog()
    log.redirect = { _ in CGPoint(x: 0, y: 120) }
    let f = list(log)
    try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: 1000))
    #expect(f.collectionView.contentOffset.y == 120)
  }

  @Test func dragMovesWithTheFingerThenDecelerates() throws {
    let f = list()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 50) {
      try f.collectionView.simulateDrag(
        by: CGPoint(x: 0, y: 100), duration: 0.2, releaseVelocity: CGPoint(x: 0, y: 500))
    }
    #expect(timeline.segments.map(\.kind) == [.scroll, .deceleration])
    #expect(timeline.frames[10].contentOffset.y == 100, "the drag takes 10 linear steps")
    #expect(abs(timeline.frames[5].contentOffset.y - 50) < 1e-9)
    #expect(abs(f.collectionView.contentOffset.y - (100 + 0.5 / -Foundation.log(0.998))) < 1e-9)
  }

  @Test func releasePastTheTopSpringsBackInUnderASecond() throws {
    let log = ScrollLog()
    let f = list(log)
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 50) {
      try f.collectionView.simulateDrag(
        by: CGPoint(x: 0, y: -100), duration: 0.2, releaseVelocity: .zero)
    }
    // Frame 10 is the release, 100 points past the top. On a critically
    // damped spring at 10 per second the offset t seconds later is
    // −100 · (1 + 10 t) · e^(−10 t): −100 · 6 · e^(−5) ≈ −4.04 after 0.5 s
    // (frame 35), −100 · 9 · e^(−8) ≈ −0.30 after 0.8 s (frame 50).
    #expect(timeline.frames[10].contentOffset.y == -100)
    #expect(abs(timeline.frames[35].contentOffset.y - -600 * Foundation.exp(-5)) < 1e-9)
    #expect(abs(timeline.frames[50].contentOffset.y - -900 * Foundation.exp(-8)) < 1e-9)
    #expect(abs(timeline.frames[50].contentOffset.y) < 0.5)
    #expect(timeline.frames.allSatisfy { $0.contentOffset.y <= 0 }, "it never swings past the edge")
    // Settled within a quarter pixel (0.125 points at scale 2) once
    // (1 + u) · e^(−u) = 0.00125, u = 10 t ≈ 8.99: about 0.9 s, not the
    // 3.3 s of the fling's decay from 100 points away.
    let settling = try #require(timeline.segments.last)
    #expect(settling.kind == .deceleration)
    #expect(abs(settling.duration - 0.899) < 0.002)
    #expect(f.collectionView.contentOffset == .zero)
    #expect(
      log.events.suffix(3) == [
        "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
      ])
  }

  @Test func releasePastTheTopWithOutwardSpeedGoesFurtherThenComesBack() throws {
    let f = list()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 100) {
      try f.collectionView.simulateDrag(
        by: CGPoint(x: 0, y: -50), duration: 0.1, releaseVelocity: CGPoint(x: 0, y: -1000))
    }
    // x(t) = (−50 + (−1000 − 500) t) · e^(−10 t) turns at t = 0.1 − 50/1500 = 1/15 s,
    // 150 · e^(−2/3) ≈ 77 points past the top, and comes back to rest.
    let deepest = try #require(timeline.frames.map(\.contentOffset.y).min())
    #expect(abs(deepest - -150 * Foundation.exp(-2.0 / 3)) < 0.5)
    #expect(f.collectionView.contentOffset == .zero)
  }

  @Test func anAxisAtRestStaysStillWhileTheOtherSpringsBack() throws {
    let f = list()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 100) {
      try f.collectionView.simulateDrag(
        by: CGPoint(x: 0, y: -50), duration: 0.1, releaseVelocity: CGPoint(x: 1000, y: 0))
    }
    // The list cannot scroll sideways: its x is at rest, and the finger's
    // sideways speed moves nothing, while y springs back from 50 points out.
    #expect(timeline.frames.allSatisfy { $0.contentOffset.x == 0 })
    #expect(f.collectionView.contentOffset == .zero)
  }

  @Test func pagingRestsOnTheNextPage() throws {
    let f = list()
    f.collectionView.isPagingEnabled = true
    try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: 5000))
    #expect(f.collectionView.contentOffset.y == 300, "one page, however hard the fling")
    try f.collectionView.simulateDrag(by: CGPoint(x: 0, y: 100), releaseVelocity: .zero)
    #expect(f.collectionView.contentOffset.y == 300, "a short drag springs back")
    try f.collectionView.simulateDrag(by: CGPoint(x: 0, y: 200), releaseVelocity: .zero)
    #expect(f.collectionView.contentOffset.y == 600, "past half a page turns it")
  }

  @Test func nonFiniteVelocityIsAnError() {
    let f = list()
    #expect(throws: TimelineError.nonFiniteVelocity(CGPoint(x: 0, y: CGFloat.infinity))) {
      try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: CGFloat.infinity))
    }
    #expect(f.collectionView.contentOffset == .zero)
  }

  @Test(arguments: [
    (UICollectionView.ScrollPosition.top, 1200.0),
    (.centeredVertically, 1075.0),
    (.bottom, 950.0),
  ])
  func animatedScrollToItemEndsAtThePosition(position: UICollectionView.ScrollPosition, y: CGFloat)
    throws
  {
    let log = ScrollLog()
    let f = list(log)
    // Item 120 is on line 20: y 1200.
    let timeline = try f.collectionView.recordTimeline {
      f.collectionView.scrollToItem(
        at: IndexPath(item: 120, section: 0), at: position, animated: true)
    }
    #expect(timeline.frames.last?.contentOffset.y == y)
    #expect(log.events == ["didEndScrollingAnimation"])
    #expect(log.scrolls >= timeline.frames.count - 1, "scrollViewDidScroll hears every frame")
  }

  @Test func layoutsReadTheOffsetOfTheFrameBeingComputed() throws {
    let layout = StretchyHeaderLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 100)
    let dataSource = CountingDataSource([30])
    let view = makeCollectionView(layout, dataSource, height: 400)
    let timeline = try view.recordTimeline(framesPerSecond: 10) {
      UIView.animate(withDuration: 0.4) { view.contentOffset = CGPoint(x: 0, y: -80) }
    }
    for frame in timeline.frames {
      let header = try #require(frame.element("header 0"))
      let pull = max(0, -frame.contentOffset.y)
      #expect(abs(header.frame.height - (100 + pull)) < 1e-9)
      #expect(abs(header.frame.minY - -pull) < 1e-9)
    }
  }
}

@Suite struct ScrollRectToVisibleTests {
  private func view() -> FlowFixture {
    FlowFixture(width: 375, height: 300, counts: [60])
  }

  @Test func aVisibleRectLeavesTheOffsetAlone() {
    let f = view()
    f.collectionView.scrollRectToVisible(
      CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(f.collectionView.contentOffset == .zero)
  }

  @Test func aRectBelowComesUpToTheBottomEdgeAndOneAboveDownToTheTop() {
    let f = view()
    f.collectionView.scrollRectToVisible(
      CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
    #expect(f.collectionView.contentOffset.y == 250)
    f.collectionView.scrollRectToVisible(
      CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(f.collectionView.contentOffset.y == 100)
  }

  @Test func aRectTallerThanTheViewShowsItsTopAndAnimatedItIsAScroll() throws {
    let f = view()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.scrollRectToVisible(
        CGRect(x: 0, y: 200, width: 10, height: 500), animated: true)
      #expect(f.collectionView.contentOffset.y == 0, "animated: not yet moved")
    }
    #expect(timeline.segments.map(\.kind) == [.scroll])
    #expect(f.collectionView.contentOffset.y == 200)
  }
}

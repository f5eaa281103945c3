import CollectionLayout
import Foundation
import Testing

/// The engine's stand-ins for a finger on an orthogonal section
/// (`simulateOrthogonalDrag`, `simulateOrthogonalFling`): where each
/// behaviour comes to rest, and how the glide is recorded. Geometry as in
/// `OrthogonalLayouts`: groups 150 long, 160 apart from 20, 590 to scroll
/// in a 400-point container.
@Suite struct CompositionalOrthogonalFlingTests {
  private typealias Layouts = OrthogonalLayouts
  /// Points travelled per point-per-second of release velocity at
  /// UIScrollView's normal rate: 1 / (1000 × −ln 0.998) ≈ 0.4995.
  private let normalReach = 1 / (1000 * -log(0.998))

  private func offset(_ f: CompositionalFixture) -> CGFloat {
    f.collectionView.orthogonalScrollOffset(inSection: 1)
  }

  /// `.paging`: one page of the container's 400 points per swipe, however
  /// hard; the last page is clamped to the 590 the row allows.
  @Test func pagingTurnsOnePagePerFling() throws {
    let f = Layouts.fixture(.paging)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 5000)
    #expect(offset(f) == 400)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 5000)
    #expect(offset(f) == 590)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: -300)
    #expect(offset(f) == 400)
  }

  /// A paging drag released without velocity settles on the nearest page:
  /// 250 is past half of 400, 150 is not.
  @Test func pagingDragSettlesOnTheNearestPage() throws {
    let f = Layouts.fixture(.paging)
    try f.collectionView.simulateOrthogonalDrag(inSection: 1, by: 250)
    #expect(offset(f) == 400)
    try f.collectionView.simulateOrthogonalDrag(inSection: 1, by: -150)
    #expect(offset(f) == 400)
    try f.collectionView.simulateOrthogonalDrag(inSection: 1, by: -250)
    #expect(offset(f) == 0)
  }

  /// `.groupPaging`: one group and its spacing (160) per swipe, resting
  /// with a group's leading edge where the first group's is at rest.
  @Test(arguments: [false, true])
  func groupPagingTurnsOneGroupPerFling(horizontal: Bool) throws {
    let f = Layouts.fixture(.groupPaging, horizontal: horizontal)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 3000)
    #expect(offset(f) == 160)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 3000)
    #expect(offset(f) == 320)
    // Item 2 (at 340 at rest) now starts at 20, as item 0 did.
    #expect(nearly(f.frame(2, section: 1), Layouts.rowFrame(0, offset: 0, horizontal: horizontal)))
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: -3000)
    #expect(offset(f) == 160)
  }

  /// `.groupPagingCentered`: the row gets (400 − 150) / 2 = 125 at each end
  /// instead of its insets, so group k is at 125 + 160k and the row is
  /// 1200 long (800 to scroll). Each fling centres the next group: its
  /// middle at 200.
  @Test(arguments: [false, true])
  func groupPagingCenteredCentresTheNextGroup(horizontal: Bool) throws {
    let f = Layouts.fixture(.groupPagingCentered, horizontal: horizontal)
    #expect(
      nearly(f.frame(0, section: 1), Layouts.rowFrame(0, offset: -105, horizontal: horizontal)))
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 3000)
    #expect(offset(f) == 160)
    let centred = f.frame(1, section: 1)
    #expect(nearly(horizontal ? centred.midY : centred.midX, 200))
    f.collectionView.setOrthogonalScrollOffset(700, inSection: 1)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 3000)
    #expect(offset(f) == 800, "the last group centred")
  }

  /// `.continuousGroupLeadingBoundary`: the glide ends on the group edge
  /// nearest to where it would have stopped: 700 pt/s would travel about
  /// 349.6 (nearest edge 320), 400 pt/s about 199.8 (nearest 160).
  @Test func continuousGroupLeadingBoundaryRestsOnTheNearestEdge() throws {
    let f = Layouts.fixture(.continuousGroupLeadingBoundary)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 700)
    #expect(offset(f) == 320)
    f.collectionView.setOrthogonalScrollOffset(0, inSection: 1)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 400)
    #expect(offset(f) == 160)
  }

  /// `.continuous`: where the velocity decays at UIScrollView's normal rate.
  @Test func continuousRestsWhereTheVelocityDecays() throws {
    let f = Layouts.fixture(.continuous)
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 400)
    #expect(nearly(offset(f), 400 * normalReach))
    try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 10_000)
    #expect(offset(f) == 590, "kept within the row")
  }

  /// A drag moves the row with the finger, frame by frame: 100 points over
  /// 0.2 s at 50 frames a second is 10 steps of 10.
  @Test func dragIsRecordedFrameByFrame() throws {
    let f = Layouts.fixture(.continuous)
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 50) {
      try f.collectionView.simulateOrthogonalDrag(inSection: 1, by: 100, duration: 0.2)
    }
    #expect(timeline.segments.map(\.kind) == [.scroll])
    let xs = timeline.frames.map { $0.element("cell 1.1")?.frame.minX }
    #expect(xs.first == 180)
    #expect(xs[5] == 130)
    #expect(xs[10] == 80)
    #expect(timeline.frames.allSatisfy { $0.contentOffset == .zero })
    #expect(timeline.frames.allSatisfy { $0.element("cell 0.0")?.frame == rect(0, 0, 400, 50) })
    #expect(offset(f) == 100)
  }

  /// A recorded fling glides along UIScrollView's decay curve: after one
  /// frame at 60 per second the distance left has shrunk by
  /// 0.998^(1000/60). The offsets are read from the handler, which is
  /// handed the unrounded offset on every step.
  @Test func recordedFlingFollowsTheDecayCurve() throws {
    var offsets: [CGFloat] = []
    let f = Layouts.fixture(.continuous) { _, point, _ in offsets.append(point.x) }
    offsets = []
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 60) {
      try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 1000)
    }
    #expect(timeline.segments.map(\.kind) == [.deceleration])
    let total = 1000 * normalReach
    #expect(nearly(offset(f), total))
    #expect(Set(offsets).count >= timeline.frames.count - 1, "the handler hears every step")
    // The first offset the handler sees after the release is one frame in.
    let firstStep = try #require(offsets.filter { $0 > 0 }.min())
    let remaining = (total - firstStep) / total
    #expect(abs(remaining - pow(0.998, 1000.0 / 60)) < 1e-9)
    let xs = timeline.frames.compactMap { $0.element("cell 1.0")?.center.x }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 >= $1 }, "the row only moves one way")
    #expect(timeline.frames.allSatisfy { $0.contentOffset == .zero })
  }

  /// The section and the collection view scroll independently: a fling of
  /// the collection view neither stops the section's glide nor moves it.
  @Test func sectionAndCollectionViewGlideIndependently() throws {
    let f = Layouts.fixture(.continuous)
    _ = try f.collectionView.recordTimeline {
      try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 1000)
      try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: 1000))
    }
    #expect(nearly(offset(f), 1000 * normalReach))
    #expect(nearly(f.collectionView.contentOffset.y, 1000 * normalReach))
    #expect(f.collectionView.contentOffset.x == 0)
  }

  /// A new touch on the section stops its glide where it is.
  @Test func aNewDragStopsTheGlide() throws {
    let f = Layouts.fixture(.continuous)
    _ = try f.collectionView.recordTimeline(framesPerSecond: 60) {
      try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: 1000)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      try f.collectionView.simulateOrthogonalDrag(inSection: 1, by: 0, duration: 0)
    }
    let stopped = offset(f)
    #expect(stopped > 0 && stopped < 1000 * normalReach - 1)
  }

  @Test func nonFiniteVelocityIsAnError() {
    let f = Layouts.fixture(.continuous)
    #expect(throws: TimelineError.nonFiniteVelocity(CGPoint(x: CGFloat.infinity, y: 0))) {
      try f.collectionView.simulateOrthogonalFling(inSection: 1, velocity: .infinity)
    }
    #expect(offset(f) == 0)
  }
}

/// `scrollToItem` aimed at an item of a section that scrolls on its own
/// moves that section's row, not the collection view across. Geometry as
/// in `OrthogonalLayouts`: item k of the row at 20 + 160k, 150 long, in a
/// 400-point container, 590 to scroll.
@Suite struct OrthogonalScrollToItemTests {
  /// Centred: (400 − 150) / 2 = 125 from the container's edge, so item 2
  /// (at 340 at rest) needs 340 − 125 = 215; `.left` puts item 1 at 0
  /// (offset 180); `.right` puts item 5 flush right, 820 + 150 − 400 =
  /// 570; item 5 centred would need 695 and is kept to 590.
  @Test func eachPositionAcrossTheAxisMovesTheRowToIt() throws {
    let f = OrthogonalLayouts.fixture(.continuous)
    let cv = f.collectionView
    cv.scrollToItem(at: IndexPath(item: 2, section: 1), at: .centeredHorizontally, animated: false)
    #expect(cv.orthogonalScrollOffset(inSection: 1) == 215)
    cv.scrollToItem(at: IndexPath(item: 1, section: 1), at: .left, animated: false)
    #expect(cv.orthogonalScrollOffset(inSection: 1) == 180)
    cv.scrollToItem(at: IndexPath(item: 5, section: 1), at: .right, animated: false)
    #expect(cv.orthogonalScrollOffset(inSection: 1) == 570)
    cv.scrollToItem(at: IndexPath(item: 5, section: 1), at: .centeredHorizontally, animated: false)
    #expect(cv.orthogonalScrollOffset(inSection: 1) == 590)
    #expect(cv.contentOffset == .zero, "the collection view itself did not move")
  }

  /// In a horizontal layout the row runs down: `.centeredVertically` is
  /// the position across its axis, the same arithmetic transposed.
  @Test func aHorizontalLayoutsRowsTakeTheVerticalPositions() throws {
    let f = OrthogonalLayouts.fixture(.continuous, horizontal: true)
    f.collectionView.scrollToItem(
      at: IndexPath(item: 2, section: 1), at: .centeredVertically, animated: false)
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 215)
  }

  /// Animated, the row takes the collection view's own scroll time, and
  /// the visible-items handler hears each step: item 3, at 20 + 480 = 500
  /// at rest, ends flush with the container's left edge.
  @Test func animatedTheRowScrollsOverThreeTenthsOfASecond() throws {
    var offsets: [CGFloat] = []
    let f = OrthogonalLayouts.fixture(.paging) { _, offset, _ in offsets.append(offset.x) }
    let timeline = try f.collectionView.recordTimeline {
      f.collectionView.scrollToItem(
        at: IndexPath(item: 3, section: 1), at: .left, animated: true)
      #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 0, "not moved yet")
    }
    #expect(abs(timeline.duration - 0.3) < 1e-9)
    #expect(f.collectionView.orthogonalScrollOffset(inSection: 1) == 500)
    #expect(offsets.last == 500)
    #expect(Set(offsets).count > 10, "the handler heard the row move frame by frame")
  }
}

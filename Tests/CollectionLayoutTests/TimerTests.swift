import Foundation
import Testing

@testable import CollectionLayout

// This file imports Foundation by name, so the engine's run loop and timer
// are named in full: `CollectionLayout.RunLoop`, `CollectionLayout.Timer`.
private typealias EngineTimer = CollectionLayout.Timer
private typealias EngineRunLoop = CollectionLayout.RunLoop

/// Timers on the engine's main run loop, against what Foundation documents
/// for `Timer` and `RunLoop.add(_:forMode:)` and what a phone does while a
/// finger scrolls.
@Suite(.serialized) struct TimerTests {
  /// Chapter 1's view: 30 items of 56 points in 5 columns, content 386
  /// points tall in a 240-point view.
  private func chapterOneView() -> FlowFixture {
    FlowFixture(width: 320, height: 240, counts: [30]) {
      $0.itemSize = CGSize(width: 56, height: 56)
    }
  }

  private func wait(_ seconds: TimeInterval) {
    EngineRunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
  }

  /// The start of every animated scroll a timer made: the instants it fired.
  private func scrollStarts(_ timeline: LayoutTimeline, after time: TimeInterval = -1)
    -> [TimeInterval]
  {
    timeline.segments.filter { $0.kind == .scroll && $0.start > time }.map {
      ($0.start * 1000).rounded() / 1000
    }
  }

  /// A repeating timer fires once a second while the run loop runs, each
  /// firing an instant of its own; once the recording's code returns, it
  /// fires no more, so the recording ends when its last scroll does.
  @Test func aRepeatingTimerFiresOnScheduleWhileTimePasses() throws {
    let f = chapterOneView()
    var fired = 0
    let timer = EngineTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      fired += 1
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 20 * CGFloat(fired)), animated: true)
    }
    defer { timer.invalidate() }
    let timeline = try f.collectionView.recordTimeline {
      wait(0.5)
      #expect(fired == 0)
      wait(3)
    }
    #expect(fired == 3)
    #expect(scrollStarts(timeline) == [1, 2, 3])
    #expect(abs(timeline.duration - 3.5) < 1e-9, "the last scroll ended before 3.5 s")
    #expect(f.collectionView.contentOffset.y == 60)
    #expect(timer.isValid)
  }

  /// A timer made outside a recording waits, since no time passes there,
  /// and its first firing comes a whole interval into the recording.
  @Test func timeStandsStillBetweenRecordings() throws {
    let f = chapterOneView()
    var fired = 0
    let timer = EngineTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
      fired += 1
    }
    _ = try f.collectionView.recordTimeline { wait(0.4) }
    #expect(fired == 0)
    _ = try f.collectionView.recordTimeline { wait(0.1) }
    #expect(fired == 1, "0.4 s and 0.1 s in two recordings make the half second")
    #expect(!timer.isValid, "a timer that does not repeat is done once it fired")
  }

  /// `scheduledTimer` adds the timer for the default mode: while a finger
  /// drags the content the run loop is in `.tracking` and the timer waits;
  /// the two times it missed (0.5 and 1.0 s) become one firing when the
  /// finger lifts at 1.2 s, and the next comes at 1.5 s, on its schedule.
  @Test func aDefaultModeTimerWaitsForTheFingerAndFiresOnceForWhatItMissed() throws {
    let f = chapterOneView()
    var modes: [EngineRunLoop.Mode?] = []
    let timer = EngineTimer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
      modes.append(EngineRunLoop.main.currentMode)
      f.collectionView.setContentOffset(
        CGPoint(x: 0, y: 60 + 20 * CGFloat(modes.count)), animated: true)
    }
    defer { timer.invalidate() }
    let timeline = try f.collectionView.recordTimeline {
      try f.collectionView.simulateDrag(
        by: CGPoint(x: 0, y: 40), duration: 1.2, releaseVelocity: .zero)
      #expect(modes.isEmpty, "nothing fired under the finger")
      wait(0.8)
    }
    #expect(modes == [.default, .default, .default])
    #expect(scrollStarts(timeline, after: 0) == [1.2, 1.5, 2.0])
  }

  /// The glide after the finger lifts keeps the run loop tracking too.
  @Test func theGlideAfterAFlingHoldsBackADefaultModeTimer() throws {
    let f = chapterOneView()
    var fired = 0
    let timer = EngineTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
      fired += 1
    }
    defer { timer.invalidate() }
    _ = try f.collectionView.recordTimeline {
      try f.collectionView.simulateFling(velocity: CGPoint(x: 0, y: 300))
      #expect(f.collectionView.isDecelerating)
      wait(0.1)
      #expect(fired == 0, "the content is still gliding")
      while f.collectionView.isDecelerating {
        #expect(fired == 0)
        wait(1.0 / 60)
      }
      #expect(fired == 1, "the held-back firing came as the glide ended")
    }
  }

  /// Added for `.common`, a timer fires whatever the mode: on schedule,
  /// under the finger.
  @Test func aCommonModeTimerFiresUnderTheFinger() throws {
    let f = chapterOneView()
    var modes: [EngineRunLoop.Mode?] = []
    let timer = EngineTimer(timeInterval: 0.5, repeats: true) { _ in
      modes.append(EngineRunLoop.main.currentMode)
    }
    EngineRunLoop.main.add(timer, forMode: .common)
    defer { timer.invalidate() }
    _ = try f.collectionView.recordTimeline {
      try f.collectionView.simulateDrag(
        by: CGPoint(x: 0, y: 40), duration: 1.2, releaseVelocity: .zero)
    }
    #expect(modes == [.tracking, .tracking])
  }

  /// A finger on a section that scrolls on its own tracks as well.
  @Test func aFingerOnAnOrthogonalSectionHoldsBackADefaultModeTimer() throws {
    let f = OrthogonalLayouts.fixture(.continuous)
    var fired = 0
    let timer = EngineTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
      fired += 1
    }
    defer { timer.invalidate() }
    _ = try f.collectionView.recordTimeline {
      try f.collectionView.simulateOrthogonalDrag(inSection: 1, by: 100, duration: 0.5)
      #expect(fired == 0)
      wait(1.0 / 60)
      #expect(fired == 1)
    }
  }

  /// Foundation's documented edges: an interval of zero or less is 0.1 ms,
  /// a non-repeating timer's `timeInterval` reads 0, `fire()` runs the
  /// block at once and ends a non-repeating timer, and an invalidated timer
  /// never fires.
  @Test func foundationsDocumentedEdges() throws {
    var fired = 0
    let once = EngineTimer(timeInterval: 5, repeats: false) { _ in fired += 1 }
    #expect(once.timeInterval == 0)
    once.fire()
    #expect(fired == 1 && !once.isValid)
    once.fire()
    #expect(fired == 1, "an invalidated timer does not fire")
    let quick = EngineTimer(timeInterval: -1, repeats: true) { _ in }
    #expect(quick.timeInterval == 0.0001)

    let f = chapterOneView()
    let cancelled = EngineTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
      fired += 1
    }
    cancelled.invalidate()
    EngineRunLoop.main.add(cancelled, forMode: .default)
    _ = try f.collectionView.recordTimeline { wait(0.5) }
    #expect(fired == 1)
  }

  /// Setting `fireDate` far ahead pauses a timer, the way many banners
  /// pause theirs; setting it back resumes it.
  @Test func aFireDateInTheDistantFuturePausesTheTimer() throws {
    let f = chapterOneView()
    var fired = 0
    let timer = EngineTimer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
      fired += 1
    }
    defer { timer.invalidate() }
    _ = try f.collectionView.recordTimeline {
      timer.fireDate = .distantFuture
      wait(2)
      #expect(fired == 0)
      timer.fireDate = Date(timeIntervalSinceNow: 0.5)
      wait(0.5)
      #expect(fired == 1)
    }
  }

  /// Outside a recording nothing runs, so the run loop has no mode.
  @Test func theRunLoopHasNoModeOutsideARecording() {
    #expect(EngineRunLoop.main.currentMode == nil)
  }
}

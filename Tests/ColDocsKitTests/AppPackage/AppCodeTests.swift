import Testing

@testable import ColDocsKit

/// An example's code as the reader's app runs it: what only coldocs runs is
/// taken out or replaced by what a person does, each line keeping its
/// number.
@Suite struct AppCodeTests {
  private func app(_ body: String) throws -> AppCode {
    try AppCode.example(body).get()
  }

  @Test func aRecordingBecomesAButtonAndShowsTheViewItRecorded() throws {
    let body = """
      let collectionView = numberGrid()
      let timeline = try collectionView.recordTimeline(framesPerSecond: 30) {
        collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      }
      expect(collectionView.contentOffset.y == 100)
      let last = timeline.frames.last!
      return Viewport(timeline)
      """
    let code = try app(body)
    #expect(
      code.compiled.split(separator: "\n", omittingEmptySubsequences: false).count
        == body.split(separator: "\n", omittingEmptySubsequences: false).count,
      "every line keeps its number")
    #expect(
      code.readable == """
        let collectionView = numberGrid()
        screen.addAction("Play") {
          collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        }
        return Viewport(collectionView)
        """)
  }

  @Test func aPlayedFingerBecomesWhatToDo() throws {
    let code = try app(
      """
      let collectionView = numberGrid()
      let timeline = try collectionView.recordTimeline(framesPerSecond: 30) {
        try collectionView.simulateDrag(by: CGPoint(x: 0, y: 150), duration: 0.6, releaseVelocity: .zero)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
        try collectionView.simulateFling(velocity: CGPoint(x: 0, y: 900))
      }
      collectionView.simulateTap(at: IndexPath(item: 0, section: 0))
      return timeline
      """)
    #expect(
      code.readable == """
        let collectionView = numberGrid()
        screen.prompt("Drag the content with your finger."); screen.prompt("Flick the content and let it glide.")
        screen.prompt("Tap an item.")
        return collectionView
        """)
  }

  /// Inside a button's code a pause waits on the phone as it reads; at the
  /// top level the screen is not shown yet, and it goes.
  @Test func aPauseStaysOnlyInsideAButton() throws {
    let code = try app(
      """
      let view = numberGrid()
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
      let timeline = try view.recordTimeline {
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: true)
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
      }
      return timeline
      """)
    #expect(!code.readable.hasPrefix("let view = numberGrid()\nRunLoop"))
    #expect(code.readable.contains("  RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))"))
  }

  @Test func panelsOfEarlierMomentsGoAndASnapshotOfNowIsTheView() throws {
    let code = try app(
      """
      let view = numberGrid()
      let before = view.snapshot(region: .visible)
      view.contentOffset.y = 40
      return SideBySide(Titled("before", before), Titled("after", view.snapshot(region: .visible)))
      """)
    #expect(code.readable.hasSuffix("return SideBySide(Titled(\"after\", view))"))
    #expect(!code.readable.contains("before"))
  }

  @Test func anExampleThatPlaysAPhoneOrShowsOnlyThePastStaysOnThePage() {
    let phone = AppCode.example(
      """
      let window = UIWindow(device: .iPhone16)
      window.makeKeyAndVisible()
      return numberGrid()
      """)
    #expect(phone == .failure(AppCode.LeftOutError(reason: .playsAPhone)))
    let past = AppCode.example(
      """
      let view = numberGrid()
      var pictures: [any ExampleOutput] = []
      for offset in [0, 40] as [CGFloat] {
        view.contentOffset.y = offset
        pictures.append(view.snapshot(region: .content))
      }
      return SideBySide(pictures)
      """)
    #expect(past == .failure(AppCode.LeftOutError(reason: .showsOnlyPictures)))
  }

  /// What reads a recording inside a closure is not marked on the page,
  /// and a function that returns one names a type only the engine has:
  /// both go, with what uses them.
  @Test func whatNamesTheEnginesOwnTypesGoes() throws {
    let code = try app(
      """
      let view = numberGrid()
      let item = { (frame: LayoutFrame) in frame.element("cell 0.1") }
      func pulled() throws -> LayoutTimeline { try view.recordTimeline { view.contentOffset.y = -80 } }
      let recorded = try pulled()
      return view
      """)
    #expect(code.readable == "let view = numberGrid()\nreturn view")
  }

  /// A function that returns a recording returns, in the app, the view it
  /// recorded, and its recording becomes a button.
  @Test func aFunctionReturningARecordingReturnsItsView() throws {
    let code = try app(
      """
      func pulled(_ offset: CGFloat) throws -> (UICollectionView, LayoutTimeline) {
        let view = numberGrid()
        let timeline = try view.recordTimeline(framesPerSecond: 30) {
          view.setContentOffset(CGPoint(x: 0, y: offset), animated: true)
        }
        return (view, timeline)
      }
      func swung() throws -> LayoutTimeline {
        let view = numberGrid()
        return try view.recordTimeline {
          view.contentOffset.y = 20
        }
      }
      let (view, timeline) = try pulled(-80)
      expect(timeline.frames.count > 2)
      return SideBySide(timeline, try swung())
      """)
    #expect(
      code.readable == """
        func pulled(_ offset: CGFloat) throws -> (UICollectionView, UIView) {
          let view = numberGrid()
          screen.addAction("Play") {
            view.setContentOffset(CGPoint(x: 0, y: offset), animated: true)
          }
          return (view, view)
        }
        func swung() throws -> UIView {
          let view = numberGrid()
          screen.addAction("Play 2") {
            view.contentOffset.y = 20
          }; return view
        }
        let (view, timeline) = try pulled(-80)
        return SideBySide(timeline, try swung())
        """)
  }

  /// Only a function of the chapter's that does nothing but what coldocs
  /// runs goes whole: a one-line function whose first call keeps an object
  /// is the app's.
  @Test func aOneLineFunctionOfTheAppsStays() throws {
    let declarations = AppCode.declarations(
      """
      func kept(_ view: UIView) -> UIView { screen.keep(view); return view }
      """)
    #expect(
      declarations.code.readable
        == "func kept(_ view: UIView) -> UIView { screen.keep(view); return view }")
  }

  @Test func aDeviceTraitGoesAndTheKeepStays() throws {
    let code = try app(
      """
      let view = numberGrid()
      view.traitOverrides.displayScale = 2
      screen.keep(view)
      return view
      """)
    #expect(code.readable == "let view = numberGrid()\nscreen.keep(view)\nreturn view")
  }

  /// In the chapter's declarations a stored property of a type only the
  /// engine has goes, with what sets it; the examples' reads of it go too.
  @Test func aDeclarationsEngineOnlyPropertyGoesWithItsReaders() throws {
    let declarations = AppCode.declarations(
      """
      final class Camera: NSObject, UICollectionViewDelegate {
        var picture: LayoutTimeline?
        var taps = 0

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
          taps += 1
          picture = collectionView.snapshot(region: .visible)
        }
      }
      """)
    #expect(declarations.droppedMembers == ["picture"])
    #expect(!declarations.code.readable.contains("picture"))
    #expect(declarations.code.readable.contains("taps += 1"))
    let example = try AppCode.example(
      """
      let camera = Camera()
      let view = numberGrid()
      return SideBySide(view, camera.picture!)
      """, droppedMembers: declarations.droppedMembers
    ).get()
    #expect(example.readable.hasSuffix("return SideBySide(view)"))
  }
}

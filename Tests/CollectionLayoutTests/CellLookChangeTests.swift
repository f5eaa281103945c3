import Foundation
import Testing

@testable import CollectionLayout

/// A cell that restyles while a recording runs (selected by a tap, its
/// outline chevron turned) is drawn with each look in its own frames, as
/// the phone shows it: the row turns grey the frame it is selected.
@Suite struct CellLookChangeTests {
  private func list() -> ListFixture {
    ListFixture(.init(appearance: .insetGrouped), sections: [["Wi-Fi", "Bluetooth", "General"]])
  }

  @Test func aRowSelectedDuringARecordingGoesOnUnderANewName() throws {
    let fixture = list()
    let view = fixture.view
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    }
    let names = timeline.frames.map { frame in
      frame.elements.first { $0.id.hasPrefix("cell 0.1") }?.id
    }
    let before = names.prefix { $0 == "cell 0.1" }.count
    #expect(before == 4, "frames at 0, 1/30, 2/30 and 3/30 s")
    #expect(names.dropFirst(before).allSatisfy { $0 == "cell 0.1#2" })
    let unselected = try #require(timeline.appearances["cell 0.1"])
    let selected = try #require(timeline.appearances["cell 0.1#2"])
    #expect(unselected.backgroundColor != selected.backgroundColor)
    #expect(selected.backgroundColor == UIColor.systemGray4.rgba)
    // The rows that did not restyle keep their one name.
    #expect(timeline.frames.allSatisfy { $0.element("cell 0.0") != nil })
  }

  @Test func aRestyleThatChangesNothingKeepsTheName() throws {
    let fixture = list()
    let view = fixture.view
    let cell = try #require(fixture.cell(2))
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      cell.setNeedsUpdateConfiguration()
    }
    #expect(timeline.frames.allSatisfy { $0.element("cell 0.2") != nil })
    #expect(timeline.appearances["cell 0.2#2"] == nil)
  }
}

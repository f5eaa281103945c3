import CollectionLayout
import Foundation
import Testing

@Suite struct AppearanceTests {
  private func labelled(count: Int = 30) -> (UICollectionView, LabelDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    let dataSource = LabelDataSource(count: count)
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (view, dataSource)
  }

  @Test func snapshotIsOneFrameOfTheWholeContentWithEveryLook() throws {
    let (view, dataSource) = labelled()
    let still = view.snapshot()
    #expect(still.frames.count == 1)
    #expect(still.segments.isEmpty)
    let frame = try #require(still.frames.first)
    #expect(frame.elements.count == 30, "off-screen items too")
    let look = try #require(still.appearances["cell 0.29"])
    #expect(look.text == "Item 29")
    #expect(look.cornerRadius == 8 && look.borderWidth == 1)
    #expect(look.backgroundColor == [0, 122.0 / 255, 1, 1])
    #expect(look.borderColor == [0, 0, 0, 1])
    #expect(view.indexPathsForVisibleItems.count == 9, "asking for looks changes nothing on screen")
    withExtendedLifetime(dataSource) {}
  }

  @Test func visibleSnapshotKeepsOnlyTheViewport() {
    let (view, dataSource) = labelled()
    #expect(view.snapshot(region: .visible).frames[0].elements.count == 9)
    withExtendedLifetime(dataSource) {}
  }

  @Test func recordedTimelinesCarryTheLooksOfWhatTheyShow() throws {
    let (view, dataSource) = labelled()
    let timeline = try view.recordTimeline {
      view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    }
    let names = Set(timeline.frames.flatMap { $0.elements.map(\.id) })
    #expect(Set(timeline.appearances.keys) == names)
    #expect(timeline.appearances["cell 0.16"]?.text == "Item 16")
    withExtendedLifetime(dataSource) {}
  }
}

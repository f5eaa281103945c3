import Foundation
import Testing

@testable import CollectionLayout

/// A supplementary view whose look changes while a recording runs is drawn
/// with each look in its own frames: the page control of a banner lights
/// another dot, and the diagram must show the dot the phone showed then.
@Suite struct SupplementaryLookChangeTests {
  private func headed() -> FlowFixture {
    FlowFixture(width: 320, height: 240, counts: [6]) {
      $0.itemSize = CGSize(width: 50, height: 50)
      $0.headerReferenceSize = CGSize(width: 320, height: 40)
    }
  }

  /// Painted blue after a tenth of a second: the frames before show
  /// "header 0" with no paint, those after "header 0#2" in blue.
  @Test func aChangedLookGoesOnUnderANewName() throws {
    let f = headed()
    let header = try #require(
      f.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      header.backgroundColor = .systemBlue
    }
    let names = timeline.frames.map { frame in
      frame.elements.first { $0.id.hasPrefix("header 0") }?.id
    }
    let before = names.prefix { $0 == "header 0" }.count
    #expect(before == 4, "frames at 0, 1/30, 2/30 and 3/30 s")
    #expect(names.dropFirst(before).allSatisfy { $0 == "header 0#2" })
    #expect(timeline.appearances["header 0"]?.backgroundColor == nil)
    #expect(timeline.appearances["header 0#2"]?.backgroundColor == UIColor.systemBlue.rgba)
  }

  /// A label's new text inside the view is a new look too, and a second
  /// change a third name.
  @Test func aLabelsNewTextIsANewLook() throws {
    let f = headed()
    let header = try #require(
      f.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    let count = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 40))
    count.text = "3 photos"
    header.addSubview(count)
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      count.text = "4 photos"
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      count.text = "5 photos"
    }
    let texts = ["header 0", "header 0#2", "header 0#3"].map {
      timeline.appearances[$0]?.views?.first?.text?.lines.first
    }
    #expect(texts == ["3 photos", "4 photos", "5 photos"])
  }

  /// A look that stays the same keeps its one name, however long the
  /// recording.
  @Test func anUnchangedLookKeepsItsName() throws {
    let f = headed()
    let timeline = try f.collectionView.recordTimeline(framesPerSecond: 30) {
      f.collectionView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
    }
    let ids = Set(
      timeline.frames.flatMap { $0.elements.map(\.id) }.filter { $0.hasPrefix("header") })
    #expect(ids == ["header 0"])
  }
}

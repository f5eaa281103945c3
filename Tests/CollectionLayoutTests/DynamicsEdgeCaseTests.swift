import CollectionLayout
import Foundation
import Testing

/// A model whose cells show their letter and whose items are as wide as the
/// model says, so that order matters to the layout.
final class LabelledModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
  var letters: [String]
  var widths: [String: CGFloat] = [:]

  init(_ letters: [String]) { self.letters = letters }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    letters.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    let label = cell.contentView.subviews.first as? UILabel ?? UILabel()
    label.text = letters[indexPath.item]
    label.frame = cell.contentView.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    cell.contentView.addSubview(label)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    letters.insert(letters.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: widths[letters[indexPath.item]] ?? 50, height: 50)
  }
}

@Suite struct DynamicsEdgeCaseTests {
  private func view(_ model: LabelledModel, height: CGFloat = 667) -> UICollectionView {
    let view = makeCollectionView(UICollectionViewFlowLayout(), model, height: height)
    view.delegate = model
    view.layoutIfNeeded()
    return view
  }

  @Test func insertedItemsAreDrawnWithTheirOwnLook() throws {
    let model = LabelledModel(["A", "B", "C"])
    let view = view(model)
    let timeline = try view.recordTimeline {
      view.performBatchUpdates({
        model.letters.insert("Z", at: 0)
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
      })
    }
    #expect(timeline.appearances["cell 0.0#2"]?.shownText == "Z")
    #expect(timeline.appearances["cell 0.0"]?.shownText == "A")
  }

  @Test func droppingADraggedItemLaysOutTheNewOrder() {
    let model = LabelledModel(["A", "B", "C"])
    model.widths = ["A": 120]
    let view = view(model)
    view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
    // A is 120 wide: the line reads A 0…120, B 130…180, C 190…240.
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 215, y: 25))
    view.endInteractiveMovement()
    #expect(model.letters == ["B", "C", "A"])
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.width == 120)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 50)
  }

  @Test func offsetSettlesInsideContentThatShrank() {
    let model = LabelledModel((0..<60).map { "\($0)" })
    let view = view(model, height: 300)
    view.contentOffset = CGPoint(x: 0, y: 290)
    view.performBatchUpdates({
      model.letters.removeLast(54)
      view.deleteItems(at: (6..<60).map { IndexPath(item: $0, section: 0) })
    })
    #expect(view.contentOffset == .zero, "one line left: the offset returns to the top")
  }

  @Test func zeroDurationAnimationsMakeNoFrames() throws {
    let model = LabelledModel(["A"])
    let view = view(model)
    let timeline = try view.recordTimeline {
      UIView.animate(withDuration: 0) {
        view.performBatchUpdates({
          model.letters.append("B")
          view.insertItems(at: [IndexPath(item: 1, section: 0)])
        })
      }
    }
    #expect(timeline.frames.isEmpty)
    #expect(view.numberOfItems(inSection: 0) == 2)
  }

  @Test func dragsDoNotEndScrollingAnimationsAndStillScrollsDoNothing() throws {
    let log = ScrollLog()
    let f = FlowFixture(width: 375, height: 300, counts: [100], delegate: log)
    try f.collectionView.simulateDrag(by: CGPoint(x: 0, y: 50), releaseVelocity: .zero)
    #expect(!log.events.contains("didEndScrollingAnimation"))
    log.events = []
    f.collectionView.setContentOffset(f.collectionView.contentOffset, animated: true)
    #expect(log.events.isEmpty)
  }

  @Test func nestedCompletionsWaitForTheOuterBatch() {
    let model = LabelledModel(["A"])
    let view = view(model)
    var order: [String] = []
    view.performBatchUpdates({
      model.letters.append("B")
      view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 1, section: 0)]) }) { _ in
        order.append("inner, \(view.numberOfItems(inSection: 0)) items")
      }
      order.append("block")
    }) { _ in order.append("outer") }
    #expect(order == ["block", "inner, 2 items", "outer"])
  }

  @Test func insertingAndMovingToTheSameSectionStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let dataSource = CountingDataSource([1, 1])
      let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource)
      view.performBatchUpdates({
        dataSource.counts = [1, 1]
        view.insertSections([1])
        view.moveSection(0, toSection: 1)
      })
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "more than one section to the same index"))
  }
}

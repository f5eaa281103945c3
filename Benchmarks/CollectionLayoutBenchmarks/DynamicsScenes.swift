import CollectionLayout
import Foundation

/// A vertical list whose items shrink away from the viewport's centre, so it
/// invalidates on every bounds change: the worst case for a recorded scroll.
final class ZoomingListLayout: UICollectionViewFlowLayout {
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else {
      return nil
    }
    let centre = collectionView.contentOffset.y + collectionView.bounds.height / 2
    return attributes.map { original in
      let item = original.copy() as! UICollectionViewLayoutAttributes
      let distance = min(abs(item.center.y - centre) / collectionView.bounds.height, 1)
      let scale = 1 - 0.3 * distance
      item.transform = CGAffineTransform(scaleX: scale, y: scale)
      return item
    }
  }
}

/// A data source whose count can change, for batch updates; as the flow
/// delegate it gives items three widths, so the flow layout takes its
/// variable path and asks for every size again after each update.
final class GrowingDataSource: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  var count: Int
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: CGFloat(40 + indexPath.item % 3 * 10), height: 50)
  }
}

func makeView(_ layout: UICollectionViewLayout, _ dataSource: UICollectionViewDataSource)
  -> UICollectionView
{
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.dataSource = dataSource
  view.delegate = dataSource as? UICollectionViewDelegate
  view.layoutIfNeeded()
  return view
}

/// Records a fling of about one second (60 frames) on a 10,000-item list
/// whose layout invalidates on every bounds change: on a phone's display
/// (scale 2), and at scale 1, the default before the engine took a phone's,
/// so that figures from before and after that change compare.
func measureFling(into report: BenchmarkReport) {
  for scale: CGFloat in [2, 1] {
    let dataSource = GrowingDataSource(count: 10_000)
    let view = makeView(ZoomingListLayout(), dataSource)
    view.traitOverrides.displayScale = scale
    view.decelerationRate = .fast
    var frames = 0
    let timing = measure(iterations: 11) {
      view.contentOffset = CGPoint(x: 0, y: 20_000)
      let timeline = try! view.recordTimeline(framesPerSecond: 60) {
        try view.simulateFling(velocity: CGPoint(x: 0, y: 58_000))
      }
      frames = timeline.frames.count
    }
    let display = scale == 2 ? "" : ", display scale 1"
    report.add(
      "recorded fling, 10,000 items, invalidating layout\(display) (\(frames) frames)", timing)
  }
}

/// Inserts 1,000 items spread through a 100,000-item flow layout in one
/// batch update, without and with a timeline being recorded.
func measureBatchInsert(into report: BenchmarkReport) {
  for recording in [false, true] {
    let dataSource = GrowingDataSource(count: 100_000)
    let view = makeView(UICollectionViewFlowLayout(), dataSource)
    view.contentOffset = CGPoint(x: 0, y: 50_000)
    view.layoutIfNeeded()
    let timing = measure(iterations: 11) {
      let paths = (0..<1_000).map { IndexPath(item: $0 * 100, section: 0) }
      let update = {
        view.performBatchUpdates({
          dataSource.count += 1_000
          view.insertItems(at: paths)
        })
      }
      if recording { _ = try! view.recordTimeline(update) } else { update() }
    }
    report.add(
      "batch update, 1,000 inserts into 100,000 items\(recording ? ", recorded" : "")", timing)
  }
}

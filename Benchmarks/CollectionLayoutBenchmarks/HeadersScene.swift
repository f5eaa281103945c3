import CollectionLayout
import Foundation

/// Sections of 20 items, each under a header that holds a label: the
/// recorded frames carry several supplementary views, whose looks the
/// recorder compares on every frame (a changed look is drawn from the
/// frame it changed in).
final class HeadedSections: NSObject, UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int { 500 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 20 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    let label = header.subviews.first as? UILabel ?? UILabel()
    label.frame = CGRect(x: 16, y: 0, width: 300, height: 44)
    label.text = "Section \(indexPath.section)"
    header.addSubview(label)
    return header
  }
}

/// Records a fling of about one second through 500 headed sections of
/// 20 items, 4 columns: a header every 5 rows.
func measureHeadersFling(into report: BenchmarkReport) {
  let dataSource = HeadedSections()
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 80, height: 80)
  layout.headerReferenceSize = CGSize(width: 375, height: 44)
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  view.register(
    UICollectionReusableView.self,
    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  view.dataSource = dataSource
  view.layoutIfNeeded()
  view.decelerationRate = .fast
  var frames = 0
  let timing = measure(iterations: 11) {
    view.contentOffset = CGPoint(x: 0, y: 20_000)
    let timeline = try! view.recordTimeline(framesPerSecond: 60) {
      try view.simulateFling(velocity: CGPoint(x: 0, y: 58_000))
    }
    frames = timeline.frames.count
  }
  report.add("recorded fling, 500 headed sections (\(frames) frames)", timing)
}

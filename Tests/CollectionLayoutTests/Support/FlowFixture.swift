import CollectionLayout
import Foundation

/// A data source with fixed counts that dequeues labelled cells and headers.
final class CountingDataSource: NSObject, UICollectionViewDataSource {
  var counts: [Int]
  private(set) var cellRequests: [IndexPath] = []

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    let label = cell.contentView.subviews.first as? UILabel ?? UILabel()
    label.text = "\(indexPath.section).\(indexPath.item)"
    cell.contentView.addSubview(label)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
  }
}

/// A flow delegate that gives each item the size a closure computes.
final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
  let size: (IndexPath) -> CGSize

  init(size: @escaping (IndexPath) -> CGSize) {
    self.size = size
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    size(indexPath)
  }
}

/// A collection view with a flow layout, its data source and delegate kept
/// alive together (the view holds both weakly, as UIKit does).
struct FlowFixture {
  let collectionView: UICollectionView
  let layout: UICollectionViewFlowLayout
  let dataSource: CountingDataSource
  let delegate: UICollectionViewDelegate?

  init(
    width: CGFloat = 375, height: CGFloat = 667, counts: [Int],
    layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
    delegate: UICollectionViewDelegate? = nil,
    configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) {
    configure(layout)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    dataSource = CountingDataSource(counts)
    view.dataSource = dataSource
    view.delegate = delegate
    self.delegate = delegate
    self.layout = layout
    collectionView = view
    view.layoutIfNeeded()
  }

  /// A fixture whose delegate sizes items with `size`.
  init(
    width: CGFloat = 375, height: CGFloat = 667, counts: [Int],
    sizes size: @escaping (IndexPath) -> CGSize,
    configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) {
    self.init(
      width: width, height: height, counts: counts, delegate: SizingDelegate(size: size),
      configure: configure)
  }

  /// The frames of every item of a section, asked one by one.
  func frames(section: Int = 0) -> [CGRect] {
    (0..<dataSource.counts[section]).map {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))!.frame
    }
  }

  func frame(_ item: Int, section: Int = 0) -> CGRect {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
  }

  var contentSize: CGSize { layout.collectionViewContentSize }

  /// Every element the layout returns for the whole content, in its order.
  var allElements: [UICollectionViewLayoutAttributes] {
    let size = contentSize
    let rect = CGRect(x: -1000, y: -1000, width: size.width + 2000, height: size.height + 2000)
    return layout.layoutAttributesForElements(in: rect) ?? []
  }
}

/// A rectangle from four numbers, for compact expectations.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

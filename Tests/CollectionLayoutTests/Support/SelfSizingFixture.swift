import CollectionLayout
import Foundation

/// A cell that knows its height the way a cell with a multi-line label
/// does: 20 points a line plus 8 above and below. It answers through
/// `preferredLayoutAttributesFitting(_:)`, as UIKit code may.
final class LinesCell: UICollectionViewCell {
  var lines = 1
  private(set) var sizingRequests = 0

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    sizingRequests += 1
    layoutAttributes.size.height = 20 * CGFloat(lines) + 16
    return layoutAttributes
  }
}

/// The same cell answering through `systemLayoutSizeFitting`, which the
/// default `preferredLayoutAttributesFitting(_:)` asks: it fits the axes
/// left free (`.fittingSizeLevel`) and keeps the target on the others.
final class FittingLinesCell: UICollectionViewCell {
  var lines = 1

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(
      width: horizontalFittingPriority == .required ? targetSize.width : 30 * CGFloat(lines) + 10,
      height: verticalFittingPriority == .required ? targetSize.height : 20 * CGFloat(lines) + 16)
  }
}

/// A data source whose cells show `lines[item]` lines (one when unlisted),
/// `count` items in each of its `sections`.
final class LinesDataSource: NSObject, UICollectionViewDataSource {
  let count: Int
  let lines: [Int: Int]
  let fitting: Bool
  let sections: Int

  init(count: Int, lines: [Int: Int] = [:], fitting: Bool = false, sections: Int = 1) {
    self.count = count
    self.lines = lines
    self.fitting = fitting
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: fitting ? "fitting" : "lines", for: indexPath)
    let count = lines[indexPath.item] ?? 1
    (cell as? LinesCell)?.lines = count
    (cell as? FittingLinesCell)?.lines = count
    return cell
  }
}

/// A collection view of self-sizing cells, its data source kept alive with it.
struct SelfSizingFixture {
  let collectionView: UICollectionView
  let dataSource: LinesDataSource
  let delegate: UICollectionViewDelegate?

  init(
    width: CGFloat = 320, height: CGFloat = 200, layout: UICollectionViewLayout,
    dataSource: LinesDataSource, delegate: UICollectionViewDelegate? = nil
  ) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.register(LinesCell.self, forCellWithReuseIdentifier: "lines")
    view.register(FittingLinesCell.self, forCellWithReuseIdentifier: "fitting")
    view.traitOverrides.displayScale = 2
    view.dataSource = dataSource
    view.delegate = delegate
    self.dataSource = dataSource
    self.delegate = delegate
    collectionView = view
    view.layoutIfNeeded()
  }

  /// The frame the collection view holds for an item of section 0.
  func frame(_ item: Int) -> CGRect {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
  }

  var contentSize: CGSize { collectionView.collectionViewLayout.collectionViewContentSize }
}

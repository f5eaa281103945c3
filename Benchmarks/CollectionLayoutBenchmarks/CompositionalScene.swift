import CollectionLayout
import Foundation

/// A phone-sized collection view with a compositional "mosaic" photo grid:
/// each repeating group is one large photo beside a vertical pair, then a
/// row of three, with 2-point gaps and a header per section. The sections
/// hold `itemsPerSection` items each.
final class CompositionalScene {
  let layout: UICollectionViewCompositionalLayout
  let collectionView: UICollectionView
  let dataSource: MosaicDataSource

  init(sections: Int, itemsPerSection: Int) {
    layout = UICollectionViewCompositionalLayout(section: Self.mosaicSection())
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    dataSource = MosaicDataSource(sections: sections, itemsPerSection: itemsPerSection)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  /// Big photo (2/3 wide) + a pair stacked (1/3 wide), then three in a row.
  private static func mosaicSection() -> NSCollectionLayoutSection {
    let photo = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    photo.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: photo, count: 2)
    let big = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
    big.contentInsets = photo.contentInsets
    let top = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)),
      subitems: [big, pair])
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
      repeatingSubitem: photo, count: 3)
    let mosaic = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
      subitems: [top, row])
    let section = NSCollectionLayoutSection(group: mosaic)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
  }

  /// Throws the geometry away and computes it again, as after an invalidation.
  func reprepare() {
    layout.invalidateLayout()
    layout.prepare()
  }

  /// `count` viewports spread evenly down the content.
  func viewports(count: Int) -> [CGRect] {
    let height = layout.collectionViewContentSize.height - 667
    return (0..<count).map { index in
      CGRect(x: 0, y: height * CGFloat(index) / CGFloat(count), width: 375, height: 667)
    }
  }

  func query(_ rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    layout.layoutAttributesForElements(in: rect) ?? []
  }
}

/// Counts for the mosaic scene, and plain cells and headers.
final class MosaicDataSource: NSObject, UICollectionViewDataSource {
  let sections: Int
  let itemsPerSection: Int

  init(sections: Int, itemsPerSection: Int) {
    self.sections = sections
    self.itemsPerSection = itemsPerSection
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    itemsPerSection
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

/// Prepare and viewport-query figures for compositional mosaics of growing
/// size, in sections of 1,000 items.
func measureCompositional(into report: BenchmarkReport) {
  for total in [10_000, 100_000, 1_000_000] {
    let scene = CompositionalScene(sections: total / 1_000, itemsPerSection: 1_000)
    let iterations = total >= 1_000_000 ? 5 : 21
    let timing = measure(iterations: iterations) { scene.reprepare() }
    report.add("compositional prepare, \(total.formatted()) items in sections of 1,000", timing)
    let viewports = scene.viewports(count: 200)
    let cold = measureOnce { for rect in viewports { _ = scene.query(rect) } }
    report.add(
      "compositional viewport query, \(total.formatted()) items, first touch (per query)",
      cold.divided(by: viewports.count))
    let warm = measure(iterations: 21) { for rect in viewports { _ = scene.query(rect) } }
    report.add(
      "compositional viewport query, \(total.formatted()) items, warm (per query)",
      warm.divided(by: viewports.count))
  }
}

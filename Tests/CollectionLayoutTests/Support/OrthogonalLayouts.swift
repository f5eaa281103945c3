import CollectionLayout
import Foundation

/// The layout the orthogonal-scrolling tests share, at scale 1 so that the
/// arithmetic stays in whole points.
///
/// Three sections stacked along the layout's scroll axis: a list of rows
/// 50 points long, then an orthogonal row of 150 × 100-point groups (one
/// item each) 10 points apart with insets of 20 at both ends of the row,
/// then another list. Vertically (400 × 600): the row is at y 100...200
/// and its groups start at x = 20 + 160k; it is 20 + 6 × 150 + 5 × 10 + 20
/// = 990 long, so with six items it scrolls 990 − 400 = 590 at most.
/// Horizontally (600 × 400) the same with x and y swapped: the row is at
/// x 100...200, its groups 100 × 150 at y = 20 + 160k.
enum OrthogonalLayouts {
  static let rowLength: CGFloat = 990
  static let limit: CGFloat = 590

  static func fixture(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
    horizontal: Bool = false, counts: [Int] = [2, 6, 40], handledSection: Int = 1,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
  ) -> CompositionalFixture {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = horizontal ? .horizontal : .vertical
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in
        let section =
          index == 1
          ? row(behavior, horizontal: horizontal) : list(horizontal: horizontal)
        if index == handledSection { section.visibleItemsInvalidationHandler = handler }
        return section
      }, configuration: configuration)
    return CompositionalFixture(
      width: horizontal ? 600 : 400, height: horizontal ? 400 : 600, scale: 1, counts: counts,
      layout: layout)
  }

  /// Where item k of the row is when the row has scrolled by `offset`.
  static func rowFrame(_ k: Int, offset: CGFloat, horizontal: Bool = false) -> CGRect {
    let along = 20 + 160 * CGFloat(k) - offset
    return horizontal ? rect(100, along, 100, 150) : rect(along, 100, 150, 100)
  }

  private static func row(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, horizontal: Bool
  ) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: horizontal
        ? layoutSize(.absolute(100), .absolute(150)) : layoutSize(.absolute(150), .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets =
      horizontal
      ? NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
      : NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    return section
  }

  private static func list(horizontal: Bool) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: horizontal
        ? layoutSize(.absolute(50), .fractionalHeight(1))
        : layoutSize(.fractionalWidth(1), .absolute(50)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }
}

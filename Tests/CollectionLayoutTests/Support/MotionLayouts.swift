// Layouts from the guide's motion chapters, written as UIKit code.
import CollectionLayout
import Foundation

// MARK: - A carousel that scales items by distance to the centre (UPCarouselFlowLayout)

final class CarouselLayout: UICollectionViewFlowLayout {
  var sideItemScale: CGFloat = 0.6
  var sideItemAlpha: CGFloat = 0.6
  var spacing: CGFloat = 40

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    scrollDirection = .horizontal
    let inset = (collectionView.bounds.width - itemSize.width) / 2
    sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    let scaledItemOffset = (itemSize.width - itemSize.width * sideItemScale) / 2
    minimumLineSpacing = spacing - scaledItemOffset
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else {
      return nil
    }
    let collectionCenter = collectionView.bounds.width / 2
    let maxDistance = itemSize.width + minimumLineSpacing
    return attributes.map { original in
      let item = original.copy() as! UICollectionViewLayoutAttributes
      let distance = min(
        abs(collectionCenter - (item.center.x - collectionView.contentOffset.x)), maxDistance)
      let ratio = (maxDistance - distance) / maxDistance
      item.alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
      let scale = ratio * (1 - sideItemScale) + sideItemScale
      item.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
      item.zIndex = Int(item.alpha * 10)
      return item
    }
  }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collectionView,
      let candidates = super.layoutAttributesForElements(
        in: CGRect(origin: proposedContentOffset, size: collectionView.bounds.size))
    else { return proposedContentOffset }
    let midX = proposedContentOffset.x + collectionView.bounds.width / 2
    guard let closest = candidates.min(by: { abs($0.center.x - midX) < abs($1.center.x - midX) })
    else {
      return proposedContentOffset
    }
    return CGPoint(
      x: closest.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
  }
}

// MARK: - A header that stretches when the content is pulled down

final class StretchyHeaderLayout: UICollectionViewFlowLayout {
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else {
      return nil
    }
    let offsetY = collectionView.contentOffset.y
    return attributes.map { original in
      let item = original.copy() as! UICollectionViewLayoutAttributes
      if item.representedElementKind == UICollectionView.elementKindSectionHeader,
        item.indexPath.section == 0, offsetY < 0
      {
        item.frame = CGRect(
          x: item.frame.minX, y: offsetY, width: item.frame.width,
          height: headerReferenceSize.height - offsetY)
      }
      return item
    }
  }
}

// MARK: - Inserted items grow out of the centre of the screen

final class PopInLayout: UICollectionViewFlowLayout {
  private var insertedIndexPaths: Set<IndexPath> = []
  private(set) var finalizeCount = 0
  private(set) var receivedUpdates: [UICollectionViewUpdateItem] = []

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    receivedUpdates = updateItems
    insertedIndexPaths = Set(
      updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    insertedIndexPaths = []
    finalizeCount += 1
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard insertedIndexPaths.contains(itemIndexPath), let attributes, let collectionView else {
      return attributes
    }
    attributes.alpha = 0
    attributes.center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
    attributes.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
    return attributes
  }
}

// MARK: - A feed that keeps the rows being read in place when rows arrive above them

/// A one-column flow layout that moves the content offset down by the rows
/// inserted above the top of the screen, so the visible rows stay put.
final class FeedAnchoringLayout: UICollectionViewFlowLayout {
  private var heightAddedAbove: CGFloat = 0

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    guard let top = collectionView?.contentOffset.y else { return }
    let insertedFrames = updateItems.filter { $0.updateAction == .insert }
      .compactMap { $0.indexPathAfterUpdate.flatMap(layoutAttributesForItem(at:))?.frame }
    heightAddedAbove = insertedFrames.filter { $0.minY < top }
      .map { $0.height + minimumLineSpacing }.reduce(0, +)
  }

  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + heightAddedAbove)
  }

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    heightAddedAbove = 0
  }
}

// MARK: - A flow layout with a background decoration behind each section

final class SectionBackgroundView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGray6
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class DecoratedFlowLayout: UICollectionViewFlowLayout {
  static let backgroundKind = "SectionBackground"

  override init() {
    super.init()
    register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var attributes = super.layoutAttributesForElements(in: rect) ?? []
    guard let collectionView else { return attributes }
    for section in 0..<collectionView.numberOfSections {
      guard
        let background = layoutAttributesForDecorationView(
          ofKind: Self.backgroundKind, at: IndexPath(item: 0, section: section)),
        background.frame.intersects(rect)
      else { continue }
      attributes.append(background)
    }
    return attributes
  }

  override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  )
    -> UICollectionViewLayoutAttributes?
  {
    guard elementKind == Self.backgroundKind, let collectionView else { return nil }
    let items = (0..<collectionView.numberOfItems(inSection: indexPath.section)).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: indexPath.section))?.frame
    }
    guard let first = items.first else { return nil }
    let attributes = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: elementKind, with: indexPath)
    attributes.frame = items.reduce(first) { $0.union($1) }.insetBy(dx: -4, dy: -4)
    attributes.zIndex = -1
    return attributes
  }
}

// MARK: - A data source with a real model that can be reordered

final class LetterDataSource: NSObject, UICollectionViewDataSource {
  var letters: [String]
  var canMove = true
  private(set) var moves: [(IndexPath, IndexPath)] = []

  init(_ letters: [String]) {
    self.letters = letters
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    letters.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    canMove
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let letter = letters.remove(at: sourceIndexPath.item)
    letters.insert(letter, at: destinationIndexPath.item)
  }
}

/// Builds a collection view around a layout and data source, laid out.
func makeCollectionView(
  _ layout: UICollectionViewLayout, _ dataSource: UICollectionViewDataSource,
  width: CGFloat = 375, height: CGFloat = 667
) -> UICollectionView {
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
  view.dataSource = dataSource
  view.layoutIfNeeded()
  return view
}

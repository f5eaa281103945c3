import CollectionLayout
import Foundation
import Testing

/// A cell class written as in a UIKit app, with its own initialisers.
final class LabelCell: UICollectionViewCell {
  let label = UILabel()
  private(set) var reuseCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    // Laid out as an app lays it out: a label with no frame shows nothing.
    label.frame = contentView.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
    backgroundColor = .systemBlue
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.black.cgColor
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

final class LabelDataSource: NSObject, UICollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as! LabelCell
    cell.label.text = "Item \(indexPath.item)"
    return cell
  }
}

/// Records the size each cell has when the data source is asked for it.
private final class SizeWitness: NSObject, UICollectionViewDataSource {
  var seen: [CGSize] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    seen.append(cell.bounds.size)
    return cell
  }
}

@Suite struct CollectionViewTests {
  /// On a phone, code in `cellForItemAt` that sizes a subview from
  /// `cell.bounds` gets the cell's real size: the dequeue applies the
  /// item's attributes (observed; undocumented).
  @Test func aDequeuedCellAlreadyHasItsItemsSize() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 70, height: 40)
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let witness = SizeWitness()
    view.dataSource = witness
    view.layoutIfNeeded()
    #expect(witness.seen == Array(repeating: CGSize(width: 70, height: 40), count: 3))
  }

  private func make(count: Int = 100, height: CGFloat = 200) -> (UICollectionView, LabelDataSource)
  {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let view = UICollectionView(frame: rect(0, 0, 300, height), collectionViewLayout: layout)
    view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    let dataSource = LabelDataSource(count: count)
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (view, dataSource)
  }

  @Test func cellsExistExactlyForVisibleItems() {
    let (view, dataSource) = make()
    // k = 3; lines every 100 pt; a 200-tall viewport touches lines 0, 1 and 2 (at y 200).
    #expect(view.indexPathsForVisibleItems == (0..<9).map { IndexPath(item: $0, section: 0) })
    let cell = view.cellForItem(at: IndexPath(item: 4, section: 0)) as? LabelCell
    #expect(cell?.label.text == "Item 4")
    #expect(cell?.frame == rect(105, 100, 90, 90))
    #expect(cell?.backgroundColor == .systemBlue)
    #expect(cell?.layer.cornerRadius == 8)
    #expect(view.cellForItem(at: IndexPath(item: 50, section: 0)) == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func scrolledOffCellsAreReused() {
    let (view, dataSource) = make()
    let first = view.visibleCells
    view.contentOffset = CGPoint(x: 0, y: 1000)
    view.layoutIfNeeded()
    let reused = view.visibleCells.compactMap { $0 as? LabelCell }.filter { cell in
      first.contains { $0 === cell }
    }
    #expect(!reused.isEmpty)
    #expect(reused.allSatisfy { $0.reuseCount == 1 })
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
    withExtendedLifetime(dataSource) {}
  }

  /// Headers that scroll off go back to the queue in index-path order, as
  /// cells do, so the view each new header gets never depends on hashing:
  /// the queue hands out the last returned first.
  @Test func scrolledOffHeadersAreReusedInAFixedOrder() throws {
    let f = FlowFixture(width: 300, height: 200, counts: Array(repeating: 1, count: 8)) {
      $0.itemSize = CGSize(width: 300, height: 50)
      $0.headerReferenceSize = CGSize(width: 300, height: 50)
    }
    let header = UICollectionView.elementKindSectionHeader
    let view = f.collectionView
    func headers() -> [UICollectionReusableView] {
      view.indexPathsForVisibleSupplementaryElements(ofKind: header).sorted().compactMap {
        view.supplementaryView(forElementKind: header, at: $0)
      }
    }
    view.layoutIfNeeded()
    let before = headers()
    view.contentOffset = CGPoint(x: 0, y: 500)
    view.layoutIfNeeded()
    let after = headers()
    #expect(before.count >= 2 && after.count == before.count)
    #expect(after.map(ObjectIdentifier.init) == before.reversed().map(ObjectIdentifier.init))
  }

  @Test func contentSizeComesFromTheLayout() {
    let (view, dataSource) = make(count: 10)
    #expect(view.contentSize == CGSize(width: 300, height: 390))
    #expect(view.numberOfSections == 1)
    #expect(view.numberOfItems(inSection: 0) == 10)
    withExtendedLifetime(dataSource) {}
  }

  @Test func indexPathForPointFindsTheItemUnderIt() {
    let (view, dataSource) = make()
    #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 97, y: 50)) == nil, "between columns")
    withExtendedLifetime(dataSource) {}
  }

  @Test(arguments: [
    (UICollectionView.ScrollPosition.top, 1000.0),
    (.centeredVertically, 945.0),
    (.bottom, 890.0),
  ])
  func scrollToItemPlacesItAtThePosition(position: UICollectionView.ScrollPosition, y: CGFloat) {
    let (view, dataSource) = make()
    // Item 30 is at y 1000, 90 tall, in a 200-tall view.
    view.scrollToItem(at: IndexPath(item: 30, section: 0), at: position, animated: false)
    #expect(view.contentOffset == CGPoint(x: 0, y: y))
    withExtendedLifetime(dataSource) {}
  }

  @Test func scrollToItemClampsToTheContent() {
    let (view, dataSource) = make()
    view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    // Content is 34 lines: 3390 tall; the largest offset is 3390 + 30 − 200.
    #expect(view.contentOffset.y == 3220)
    view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset.y == -20)
    withExtendedLifetime(dataSource) {}
  }

  @Test func displayScaleComesFromTraitOverrides() {
    let (view, dataSource) = make()
    #expect(view.traitCollection.displayScale == 2, "the main screen's, a phone's")
    view.traitOverrides.displayScale = 3
    #expect(view.traitCollection.displayScale == 3)
    let child = UIView(frame: .zero)
    view.addSubview(child)
    #expect(child.traitCollection.displayScale == 3, "traits flow down the hierarchy")
    withExtendedLifetime(dataSource) {}
  }

  @Test func boundsOriginIsTheContentOffset() {
    let (view, dataSource) = make()
    view.contentOffset = CGPoint(x: 0, y: 42)
    #expect(view.bounds.origin == CGPoint(x: 0, y: 42))
    #expect(view.frame == rect(0, 0, 300, 200))
    #expect(view.adjustedContentInset == view.contentInset)
    withExtendedLifetime(dataSource) {}
  }

  @Test func withoutADataSourceThereIsOneEmptySection() {
    let view = UICollectionView(
      frame: rect(0, 0, 100, 100), collectionViewLayout: UICollectionViewFlowLayout())
    #expect(view.numberOfSections == 1)
    #expect(view.numberOfItems(inSection: 0) == 0)
  }

  @Test func assigningALayoutReplacesIt() {
    let (view, dataSource) = make(count: 3)
    let circle = CircleLayout()
    view.collectionViewLayout = circle
    view.layoutIfNeeded()
    #expect(circle.collectionView === view)
    #expect(view.contentSize == CGSize(width: 300, height: 200))
    withExtendedLifetime(dataSource) {}
  }

  @Test func colorsHaveUIKitsComponents() {
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: &alpha)
    #expect(red == 0 && alpha == 1)
    #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    #expect(UIColor.red.withAlphaComponent(0.5).alphaComponent == 0.5)
    #expect(UIColor(cgColor: UIColor.orange.cgColor) == .orange)
  }
}

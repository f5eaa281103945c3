import CollectionLayout
import Foundation
import Testing

/// A data source that hides the cells of odd items itself.
private final class OddHidingSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = .systemBlue
    cell.isHidden = indexPath.item % 2 == 1
    return cell
  }
}

/// A view the app hides itself stays hidden, and is drawn as hidden: UIKit
/// applies layout attributes only when they change, so a layout pass does
/// not undo the app's `isHidden` (Apple's badge sample hides its badge
/// views this way).
@Suite struct HiddenViewTests {
  @Test func aViewHiddenByTheAppStaysHiddenAndIsDrawnHidden() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = OddHidingSource()
    view.dataSource = source
    view.layoutIfNeeded()
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isHidden == true)
    let frame = try #require(view.snapshot().frames.first)
    let hidden = frame.elements.filter(\.isHidden).map(\.id)
    #expect(hidden == ["cell 0.1", "cell 0.3"])
  }
}

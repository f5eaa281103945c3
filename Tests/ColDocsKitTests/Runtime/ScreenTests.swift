import ColDocsRuntime
import CollectionLayout
import Foundation
import Testing

/// `screen` keeps what a collection view holds weakly, as a view
/// controller's stored properties do in an app.
@Suite struct ScreenTests {
  private final class Numbers: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// A collection view whose data source only a returned function's local
  /// held; with `keep`, the data source outlives it.
  private func numbersView(keeping: Bool) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let numbers = Numbers()
    view.dataSource = numbers
    if keeping { screen.keep(numbers) }
    return view
  }

  @Test func aKeptDataSourceOutlivesTheFunctionThatMadeIt() {
    let kept = numbersView(keeping: true)
    kept.layoutIfNeeded()
    #expect(kept.dataSource != nil)
    #expect(kept.visibleCells.count == 3)
  }

  @Test func withoutKeepTheDataSourceIsGoneAndTheViewEmpty() {
    let dropped = numbersView(keeping: false)
    dropped.layoutIfNeeded()
    #expect(dropped.dataSource == nil, "a collection view holds its data source weakly")
    #expect(dropped.visibleCells.isEmpty)
  }
}

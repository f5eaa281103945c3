import CollectionLayout
import Foundation
import Testing

private final class CountingCell: UICollectionViewCell {
  nonisolated(unsafe) static var made = 0
  override init(frame: CGRect) {
    CountingCell.made += 1
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { fatalError() }
}

/// Cell and supplementary registrations: one class registered once per
/// registration, configured by its handler, and refused when made inside a
/// cell provider as UIKit refuses it from iOS 15.
@Suite struct RegistrationTests {
  @Test func aRegistrationConfiguresTheCellsItDequeuesAndReusesThem() throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let view = UICollectionView(frame: rect(0, 0, 375, 200), collectionViewLayout: layout)
    var configured: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      configured.append(item)
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<30).map { "Row \($0)" })
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    // 200 points show rows 0…4 (the fifth starts at 176).
    #expect(configured == (0..<5).map { "Row \($0)" })
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.reuseIdentifier == "UICollectionViewListCell-registration-1")
    view.contentOffset = CGPoint(x: 0, y: 1000)
    view.layoutIfNeeded()
    // 1,000…1,200 shows rows 22…27; the cells that left are reused. (A
    // jump this far passes over anything prefetching would prepare.)
    #expect(configured.suffix(6) == (22..<28).map { "Row \($0)" })
    #expect(Set(view.visibleCells.map(ObjectIdentifier.init)).contains(ObjectIdentifier(first)))
  }

  @Test func copiesOfARegistrationShareOneIdentifier() throws {
    CountingCell.made = 0
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let view = UICollectionView(frame: rect(0, 0, 375, 100), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
    let copy = registration
    let a = view.dequeueConfiguredReusableCell(
      using: registration, for: IndexPath(item: 0, section: 0), item: 0)
    let b = view.dequeueConfiguredReusableCell(
      using: copy, for: IndexPath(item: 1, section: 0), item: 1)
    #expect(a.reuseIdentifier == b.reuseIdentifier)
    #expect(CountingCell.made == 2)
  }

  @Test func aRegistrationMadeInsideTheCellProviderStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 100), collectionViewLayout: layout)
      let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
        view, indexPath, item in
        let made = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        return view.dequeueConfiguredReusableCell(using: made, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1])
      source.apply(snapshot, animatingDifferences: false)
      view.layoutIfNeeded()
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains("NSInternalInconsistencyException"))
    #expect(
      text.contains(
        "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath:"))
  }
}

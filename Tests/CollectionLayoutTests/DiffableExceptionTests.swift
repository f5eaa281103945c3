import CollectionLayout
import Foundation
import Testing

/// Where UIKit's diffable data source raises an exception, the engine stops
/// with a message in the same words. Each case runs in a child process.
@Suite struct DiffableExceptionTests {
  @Test func repeatingAnItemInOneCallStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["apple", "pear", "apple"])
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains("NSInternalInconsistencyException"))
    #expect(text.contains("Fatal: supplied item identifiers are not unique."))
    #expect(text.contains("Duplicate identifiers: {(apple)}"))
  }

  @Test func appendingASectionAlreadyThereStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main", "extra"])
      snapshot.appendSections(["main"])
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains("Fatal: supplied section identifiers are not unique."))
    #expect(text.contains("{(main)}"))
  }

  @Test func appendingItemsWithoutASectionStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendItems([1])
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "There are currently no sections in the data source. Please add a section first"))
  }

  @Test func insertingNextToAMissingItemStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a"])
      snapshot.insertItems(["b"], beforeItem: "z")
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains("item identifier that does not exist in the snapshot: z"))
  }

  @Test func deletingAMissingItemStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.deleteItems(["ghost"])
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "Attempted to delete item identifier that does not exist in the snapshot: ghost"))
  }

  @Test func reloadingAMissingItemStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.reloadItems(["ghost"])
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "Attempted to reload item identifier that does not exist in the snapshot: ghost"))
  }

  @Test func namingAMissingSectionStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      _ = snapshot.itemIdentifiers(inSection: "nowhere")
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "Section identifier was not found: nowhere"))
  }

  @Test func repeatingAnItemInAnOutlineStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Fruit"])
      outline.append(["Fruit"], to: "Fruit")
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(Fruit)}"))
  }

  @Test func applyingAnOutlineWithAnItemOfAnotherSectionStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
        view, indexPath, _ in
        view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["shared"])
      dataSource.apply(snapshot)
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["shared"])
      dataSource.apply(outline, to: 1)
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(shared)}"))
  }

  @Test func aCellProviderReturningNilStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
        _, _, _ in nil
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["lonely"])
      dataSource.apply(snapshot)
      view.layoutIfNeeded()
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains("returned a nil cell for item at index path"))
    #expect(text.contains("path = 0 - 0"))
  }

  @Test func reconfiguringWithAnotherKindOfCellStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plain")
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "fancy")
      var identifier = "plain"
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
        view, indexPath, _ in
        view.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["item"])
      dataSource.apply(snapshot)
      view.layoutIfNeeded()
      identifier = "fancy"
      snapshot.reconfigureItems(["item"])
      dataSource.apply(snapshot)
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "returned a different cell than the existing one"))
  }
}

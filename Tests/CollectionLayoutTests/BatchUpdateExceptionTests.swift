import CollectionLayout
import Foundation
import Testing

/// Updates that contradict the data source stop with UIKit's message.
@Suite struct BatchUpdateExceptionTests {
  @Test func countThatDoesNotAddUpStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let dataSource = LetterDataSource(["A", "B", "C"])
      let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource)
      view.performBatchUpdates({
        dataSource.letters.append(contentsOf: ["D", "E"])
        view.insertItems(at: [IndexPath(item: 3, section: 0)])
      })
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    // The reason iOS 16 and later give (see UpdatePlan.inconsistency).
    #expect(
      text.contains(
        "Invalid batch updates detected: the number of sections and/or items returned by the "
          + "data source before and after performing the batch updates are inconsistent with the "
          + "updates.\nData source before updates = { 1 section with item counts: [3] }\n"
          + "Data source after updates = { 1 section with item counts: [5] }\n"
          + "Updates = [\n\tInsert item (0 - 3)\n]"))
  }

  @Test func insertionPastTheEndStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let dataSource = LetterDataSource(["A", "B", "C"])
      let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource)
      view.performBatchUpdates({
        dataSource.letters.append("D")
        view.insertItems(at: [IndexPath(item: 7, section: 0)])
      })
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      text.contains(
        "attempt to insert item 7 into section 0, but there are only 4 items in section 0 after the update"
      ))
  }

  @Test func deletionFromAMissingSectionStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let dataSource = LetterDataSource(["A", "B", "C"])
      let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource)
      view.deleteItems(at: [IndexPath(item: 0, section: 2)])
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(
      text.contains(
        "attempt to delete item 0 from section 2, but there are only 1 sections before the update"))
  }

  @Test func movingASectionIntoItselfStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let dataSource = LetterDataSource(["A"])
      let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource)
      view.moveSection(0, toSection: 0)
    }
    #expect(
      String(decoding: result.standardErrorContent, as: UTF8.self).contains(
        "attempt to move section 0 to itself"))
  }

  @Test func sectionCountThatDoesNotAddUpStops() async throws {
    let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent])
    {
      let dataSource = CountingDataSource([1, 1])
      let view = makeCollectionView(UICollectionViewFlowLayout(), dataSource)
      view.performBatchUpdates({
        dataSource.counts = [1, 1, 1]
      })
    }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains("Invalid batch updates detected:"))
    #expect(
      text.contains(
        "Data source before updates = { 2 sections with item counts: [1, 1] }\n"
          + "Data source after updates = { 3 sections with item counts: [1, 1, 1] }\n"
          + "Updates = [\n]"))
  }
}

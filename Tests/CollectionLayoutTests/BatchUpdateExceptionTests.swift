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
    #expect(text.contains("Invalid update: invalid number of items in section 0."))
    #expect(text.contains("after the update (5)"))
    #expect(text.contains("before the update (3)"))
    #expect(text.contains("(1 inserted, 0 deleted)"))
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
    #expect(text.contains("Invalid update: invalid number of sections."))
    #expect(text.contains("(0 inserted, 0 deleted)"))
  }
}

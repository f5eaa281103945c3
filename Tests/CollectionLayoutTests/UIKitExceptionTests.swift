import CollectionLayout
import Foundation
import Testing

/// Where UIKit raises an exception, the engine stops with UIKit's message.
/// Each case runs in a child process (Swift Testing's exit tests).
@Suite struct UIKitExceptionTests {
  @Test func dequeueWithoutRegistrationStops() async {
    await #expect(processExitsWith: .failure) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      _ = view.dequeueReusableCell(
        withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    }
  }

  @Test func messageNamesTheIdentifier() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      _ = view.dequeueReusableCell(
        withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("NSInternalInconsistencyException"))
    #expect(
      message.contains(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing"))
  }

  @Test func scrollingToAMissingItemStops() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("attempt to scroll to invalid index path"))
    #expect(message.contains("path = 0 - 5"))
  }

  @Test func sectionOutOfRangeStops() async {
    await #expect(processExitsWith: .failure) {
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      _ = view.numberOfItems(inSection: 3)
    }
  }

  @Test func negativeItemSizeStops() async {
    await #expect(processExitsWith: .failure) {
      final class Negative: NSObject, UICollectionViewDelegateFlowLayout, UICollectionViewDataSource
      {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
          -> Int
        { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        { fatalError() }
        func collectionView(
          _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
          sizeForItemAt indexPath: IndexPath
        ) -> CGSize { CGSize(width: -1, height: 10) }
      }
      let layout = UICollectionViewFlowLayout()
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
      let both = Negative()
      view.dataSource = both
      view.delegate = both
      _ = layout.collectionViewContentSize
      withExtendedLifetime(both) {}
    }
  }

  @Test func cellNotFromDequeueStops() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      final class Careless: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
          -> Int
        { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        { UICollectionViewCell(frame: .zero) }
      }
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout())
      let dataSource = Careless()
      view.dataSource = dataSource
      view.layoutIfNeeded()
      withExtendedLifetime(dataSource) {}
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("does not have a reuseIdentifier"))
  }
}

import Foundation
import Testing

@testable import CollectionLayout

/// A screen written as Xcode's template writes one: the controller is the
/// data source and delegate, and overrides what it answers.
private final class LettersController: UICollectionViewController {
  let letters = ["A", "B", "C"]
  private(set) var scrolls = 0
  private(set) var displayed: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "letter")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { letters.count }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "letter", for: indexPath)
  }

  override func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) { displayed.append(indexPath) }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@Suite struct CollectionViewControllerTests {
  @Test func aSubclassAnswersAsDataSourceAndDelegate() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let controller = LettersController(collectionViewLayout: layout)
    let window = UIWindow(device: .iPhone16)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    let collectionView = try #require(controller.collectionView)
    #expect(controller.view === collectionView)
    #expect(controller.collectionViewLayout === layout)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.visibleCells.count == 3)
    #expect(controller.displayed.count == 3, "the subclass's willDisplay is the one called")
    // Under the navigation bar, as an app's first screen: 293 pixels, the
    // 161-pixel status bar and the 44-point bar.
    #expect(collectionView.contentOffset.y * 3 == -293)
    #expect(controller.scrolls > 0, "the move to the resting offset is a scroll")
    withExtendedLifetime(window) {}
  }
}

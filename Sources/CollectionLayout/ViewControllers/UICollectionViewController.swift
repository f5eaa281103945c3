import Foundation

/// A view controller whose view is a collection view, and which is that
/// view's data source and delegate.
///
/// UIKit declares the data source and delegate methods on the class, so a
/// subclass writes `override func collectionView(_:cellForItemAt:)` and
/// `override func scrollViewDidScroll(_:)`; the engine declares them here
/// for the same reason, and for one more: Swift calls a protocol method
/// through what the class that conforms declares, so a subclass's method
/// that the class did not declare would never be called.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's view, made by `loadView()` with the layout it was
  /// given, its data source and delegate the controller.
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      view = newValue
    }
  }
  private var storedCollectionView: UICollectionView?

  open var collectionViewLayout: UICollectionViewLayout {
    storedCollectionView?.collectionViewLayout ?? initialLayout
  }

  open override func loadView() {
    let collectionView = UICollectionView(
      frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.dataSource = self
    collectionView.delegate = self
    self.collectionView = collectionView
  }

  // MARK: Data source

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// A subclass that shows items returns their cells; UIKit's own answer
  /// is no cell, which ends the app.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    raiseUIKitException(
      reason:
        "\(type(of: self)) does not override collectionView(_:cellForItemAt:), asked for "
        + indexPath.uikitDescription)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    raiseUIKitException(
      reason:
        "\(type(of: self)) does not override "
        + "collectionView(_:viewForSupplementaryElementOfKind:at:), but the layout returned "
        + "a supplementary view of kind \(kind) at \(indexPath.uikitDescription)")
  }

  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: Delegate

  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  open func collectionView(
    _ collectionView: UICollectionView,
    targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }

  open func collectionView(
    _ collectionView: UICollectionView,
    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
    newLayout toLayout: UICollectionViewLayout
  ) -> UICollectionViewTransitionLayout? { nil }

  @available(iOS 15.0, *)
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  // MARK: Scroll view delegate

  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

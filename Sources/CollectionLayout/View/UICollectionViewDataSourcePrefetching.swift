import Foundation

/// Hears which items will soon be needed, so that their data (an image, a
/// network response) can be loaded before their cells are asked for
/// (iOS 10).
///
/// The collection view tells it while the content moves and prefetching is
/// enabled (`isPrefetchingEnabled`); it is not told on the first layout.
/// Which items it names, and how far ahead, UIKit does not document: the
/// engine's rule is in `UICollectionView+Prefetching.swift`.
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// The items likely to be shown soon, nearest the screen first.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items named before that are no longer expected: the content turned
  /// back before reaching them. Optional in UIKit.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}

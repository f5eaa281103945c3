import Foundation

extension UICollectionView {
  /// True from the moment items are lifted from this collection view until
  /// they are dropped or the drag is cancelled.
  public var hasActiveDrag: Bool { itemDrag != nil }

  /// True while this collection view follows a drag over it for its drop
  /// delegate.
  public var hasActiveDrop: Bool { itemDrag?.isTrackingDrop == true }
}

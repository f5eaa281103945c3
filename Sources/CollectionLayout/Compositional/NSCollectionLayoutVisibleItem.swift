import Foundation

/// An element a section's `visibleItemsInvalidationHandler` may adjust while
/// the section is on screen: its look and placement can change, its
/// identity and frame are read-only.
@available(iOS 13.0, *)
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var transform3D: CATransform3D { get set }
  var name: String { get }
  var indexPath: IndexPath { get }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var representedElementCategory: UICollectionView.ElementCategory { get }
  var representedElementKind: String? { get }
}

import Foundation

/// The space something is laid out in: a size and the insets inside it.
///
/// `effectiveContentInsets` reads an inset below 0.5 as a fraction of the
/// container's length on its axis (UIKit documents "below 1.0"; the
/// threshold the solver uses is 0.5, reference 2.2), and
/// `effectiveContentSize` is the size less those insets.
@available(iOS 13.0, *)
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

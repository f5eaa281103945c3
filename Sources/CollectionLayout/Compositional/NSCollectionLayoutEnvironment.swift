import Foundation

/// What a section provider (or a custom group's provider) knows when it is
/// asked: the container it lays out in and the collection view's traits.
@available(iOS 13.0, *)
public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

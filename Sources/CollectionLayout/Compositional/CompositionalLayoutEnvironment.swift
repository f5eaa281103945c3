import Foundation

/// The environment the engine hands to section providers and custom groups.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
}

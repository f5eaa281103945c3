import Foundation

/// The environment the engine hands to section providers and custom groups.
///
/// Besides the two properties UIKit makes public, it carries what UIKit's
/// own list sections read from the collection view through private
/// channels: its layout margins, its safe area and the screen's width.
struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
  var layoutMargins = NSDirectionalEdgeInsets.zero
  var safeArea = NSDirectionalEdgeInsets.zero
  var screenWidth = UIScreen.main.bounds.width
}

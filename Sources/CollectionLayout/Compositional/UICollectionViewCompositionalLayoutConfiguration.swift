import Foundation

/// Layout-wide settings: the scroll direction, the space between sections,
/// and boundary items around all sections (global headers and footers).
///
/// The layout copies it when it is assigned and when it is read, as UIKit
/// does, so changing a configuration object afterwards changes nothing until
/// it is assigned again.
@available(iOS 13.0, *)
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, NSCopying {
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Added between consecutive non-empty sections.
  open var interSectionSpacing: CGFloat = 0
  /// Laid out around the whole content with the same rules as a section's.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// iOS 14: the guide the layout's container is measured from.
  @available(iOS 14.0, *)
  open var contentInsetsReference: UIContentInsetsReference = .automatic

  public override init() {
    super.init()
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}

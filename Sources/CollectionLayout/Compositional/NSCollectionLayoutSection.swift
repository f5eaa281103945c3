import Foundation

/// Called on each layout pass of a section with its visible elements, the
/// scroll offset (the section's own for an orthogonal section) and the
/// environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section's description: a group repeated for all the section's items,
/// with insets, spacing between groups, boundary views and a background.
///
/// The layout reads it each time it solves; changing it afterwards takes
/// effect at the next invalidation.
@available(iOS 13.0, *)
open class NSCollectionLayoutSection: NSObject, NSCopying {
  let group: NSCollectionLayoutGroup

  /// Padding around the section's groups. Boundary items follow the leading
  /// and trailing ones unless told otherwise (`supplementaryContentInsetsReference`).
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space between consecutive groups; never between a header and the first group.
  open var interGroupSpacing: CGFloat = 0
  /// iOS 14: the guide contentInsets are measured from.
  @available(iOS 14.0, *)
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  /// iOS 16: the guide boundary items' width is measured from; replaces
  /// `supplementariesFollowContentInsets`.
  @available(iOS 16.0, *)
  open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  /// Any value but `.none` lays the groups out in one row across the
  /// collection view that scrolls on its own, coming to rest as the
  /// behaviour says (`OrthogonalScrollingTarget`).
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Called on every layout pass while the section is on screen (see
  /// `VisibleItemsPass`); what it changes shows in the attributes the
  /// layout returns.
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  private var followsContentInsets = true
  /// Set by `list(using:layoutEnvironment:)`.
  var listStyleBox: ListStyleBox?

  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// Whether boundary items' width follows the section's leading and
  /// trailing insets. Deprecated in iOS 16; setting it to true while
  /// `supplementaryContentInsetsReference` is not `.automatic` raises, as in
  /// UIKit.
  open var supplementariesFollowContentInsets: Bool {
    get { followsContentInsets }
    set {
      if newValue && supplementaryContentInsetsReference != .automatic {
        raiseUIKitException(
          reason:
            "supplementariesFollowContentInsets cannot be set to true when "
            + "supplementaryContentInsetsReference is not .automatic: use one or the other")
      }
      followsContentInsets = newValue
    }
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(group: group)
    copy.contentInsets = contentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.contentInsetsReference = contentInsetsReference
    copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.decorationItems = decorationItems
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.followsContentInsets = followsContentInsets
    copy.listStyleBox = listStyleBox
    return copy
  }
}

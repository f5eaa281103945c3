import Foundation

/// How a section scrolls across the layout's scroll axis, with UIKit's raw
/// values. Any case but `none` lays the section's groups out in one row
/// across the collection view that scrolls on its own (its offset kept by
/// the layout, moved by the engine's `simulateOrthogonalDrag` and
/// `simulateOrthogonalFling`), coming to rest where
/// `OrthogonalScrollingTarget` says.
@available(iOS 13.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section lays out along the layout's own axis.
  case none
  /// Scrolls and decelerates normally.
  case continuous
  /// Comes to rest with a group's leading edge where the first group starts.
  case continuousGroupLeadingBoundary
  /// Pages by the collection view's width.
  case paging
  /// Pages by one group.
  case groupPaging
  /// Pages by one group and rests with that group centred.
  case groupPagingCentered
}

import Foundation

/// The content offset that puts an item at a scroll position, before clamping.
///
/// Positions are measured in the visible area, the bounds less the adjusted
/// content insets: `.top` puts the item's top edge at the top of that area,
/// `.centeredVertically` its centre at the area's centre, `.bottom` its bottom
/// edge at the area's bottom; likewise across.
struct ScrollTarget {
  let offset: CGPoint

  init(view: UIScrollView, itemFrame: CGRect, position: UICollectionView.ScrollPosition) {
    let insets = view.adjustedContentInset
    let size = view.bounds.size
    var offset = view.contentOffset
    if position.contains(.top) {
      offset.y = itemFrame.minY - insets.top
    } else if position.contains(.centeredVertically) {
      offset.y = itemFrame.midY - insets.top - (size.height - insets.top - insets.bottom) / 2
    } else if position.contains(.bottom) {
      offset.y = itemFrame.maxY - size.height + insets.bottom
    }
    if position.contains(.left) {
      offset.x = itemFrame.minX - insets.left
    } else if position.contains(.centeredHorizontally) {
      offset.x = itemFrame.midX - insets.left - (size.width - insets.left - insets.right) / 2
    } else if position.contains(.right) {
      offset.x = itemFrame.maxX - size.width + insets.right
    }
    self.offset = offset
  }
}

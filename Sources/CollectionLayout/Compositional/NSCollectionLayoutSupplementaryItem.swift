import Foundation

/// A supplementary view attached to every cell an item produces (a badge),
/// placed by anchoring one of its points to a point of the cell's frame.
@available(iOS 13.0, *)
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  public let elementKind: String
  /// Where on the cell the view attaches.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which point of the view attaches there; without one, the view's point
  /// on the same edges as the container anchor, so it sits inside the cell.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// [?] UIKit's default for item supplementaries is not confirmed; 1 puts
  /// badges above cells, as boundary items (whose 1 is confirmed) are.
  open var zIndex = 1

  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      optionalItemAnchor: nil)
  }

  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      optionalItemAnchor: itemAnchor)
  }

  init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, optionalItemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    itemAnchor = optionalItemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// The view's frame for a cell with frame `container`, before pixel
  /// rounding. Its size is resolved against the cell's size; the container
  /// anchor's point on the cell receives the item anchor's point on the view.
  /// [?] Two readings are the engine's: the cell's frame is the one inside
  /// its contentInsets, and an item anchor's own offset moves the view the
  /// opposite way (it moves the point that is attached).
  func frame(anchoredTo container: CGRect, scale: CGFloat) -> CGRect {
    let size = SizingContainer(size: container.size, insets: .zero, scale: scale)
      .resolve(layoutSize)
    let target = containerAnchor.point(in: container.size, offsetUnit: size)
    let anchor =
      itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)
    let own = anchor.point(in: size, offsetUnit: size)
    let frame = CGRect(
      x: container.minX + target.x - own.x, y: container.minY + target.y - own.y,
      width: size.width, height: size.height)
    let insets = effectiveContentInsets
    return CGRect(
      x: frame.minX + insets.leading, y: frame.minY + insets.top,
      width: frame.width - (insets.trailing + insets.leading),
      height: frame.height - (insets.top + insets.bottom))
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      optionalItemAnchor: itemAnchor)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.zIndex = zIndex
    return copy
  }
}

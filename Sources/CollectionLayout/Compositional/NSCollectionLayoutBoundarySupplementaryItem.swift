import Foundation

/// A header, footer or other view attached to an edge of a section, or of
/// the whole layout when the configuration holds it.
///
/// Aligned to an edge on the scroll axis with `extendsBoundary` (the
/// default), it sits outside the section's insets and lengthens the section;
/// otherwise it overlaps the section's content. Pinned, it follows the
/// visible bounds while any part of its section is visible.
@available(iOS 13.0, *)
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  public let alignment: NSRectAlignment
  /// Moves the view without changing the section's length.
  public let offset: CGPoint
  open var extendsBoundary = true
  open var pinToVisibleBounds = false

  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: alignment.directionalEdges),
      optionalItemAnchor: nil)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: offset)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    copy.zIndex = zIndex
    copy.extendsBoundary = extendsBoundary
    copy.pinToVisibleBounds = pinToVisibleBounds
    return copy
  }
}

extension NSRectAlignment {
  /// The edges an alignment names, as an anchor's edge set.
  fileprivate var directionalEdges: NSDirectionalRectEdge {
    var edges: NSDirectionalRectEdge = []
    switch self.edges.vertical {
    case .start: edges.insert(.top)
    case .end: edges.insert(.bottom)
    case nil: break
    }
    switch self.edges.horizontal {
    case .start: edges.insert(.leading)
    case .end: edges.insert(.trailing)
    case nil: break
    }
    return edges
  }
}

import Foundation

/// A view drawn behind a section, made by `background(elementKind:)`. Its
/// view class is registered on the layout
/// (`register(_:forDecorationViewOfKind:)`), not on the collection view.
///
/// A section with a background lifts its cells' z-index by one and its
/// supplementary views to at least 1, so that they draw above it.
@available(iOS 13.0, *)
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  public let elementKind: String
  open var zIndex = 0
  /// Whether it reaches at least to the end of the view along the scroll
  /// axis: set on the last section's background of a list.
  var reachesViewEnd = false

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background covering its section, inset by the item's contentInsets.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
    copy.contentInsets = contentInsets
    copy.zIndex = zIndex
    copy.reachesViewEnd = reachesViewEnd
    return copy
  }
}

import Foundation

/// The smallest piece of a compositional layout: the size one cell asks for,
/// the space around it, and the supplementary views attached to it.
///
/// A group repeats its items to fill itself, so one item object describes
/// every cell it produces. Its size is read when the layout is solved, as are
/// `contentInsets` and `edgeSpacing`.
@available(iOS 13.0, *)
open class NSCollectionLayoutItem: NSObject, NSCopying {
  public let layoutSize: NSCollectionLayoutSize
  private var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// Shrinks the item's frame inside the box its group gives it, without
  /// moving its neighbours. Ignored on an axis whose dimension is estimated
  /// (UIKit logs an error there; the engine stays silent).
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space outside the item that its group keeps free when arranging it.
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    storedSupplementaryItems = supplementaryItems
    super.init()
  }

  /// Badges and other views anchored to each cell this item produces.
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  /// contentInsets as the solver applies them: zero on an axis whose
  /// dimension is estimated (reference 1.2).
  var effectiveContentInsets: NSDirectionalEdgeInsets {
    var insets = contentInsets
    if layoutSize.widthDimension.isSelfSizing {
      insets.leading = 0
      insets.trailing = 0
    }
    if layoutSize.heightDimension.isSelfSizing {
      insets.top = 0
      insets.bottom = 0
    }
    return insets
  }

  /// A copy with another size and everything else the same: how a counted
  /// group makes its items share its length.
  func resized(to size: NSCollectionLayoutSize) -> NSCollectionLayoutItem {
    let copy = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: supplementaryItems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    return copy
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    resized(to: layoutSize)
  }

  open override var description: String {
    "<\(type(of: self)) size=\(layoutSize) contentInsets=\(contentInsets)>"
  }
}

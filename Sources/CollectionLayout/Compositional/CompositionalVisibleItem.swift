import Foundation

/// The engine's visible item: one element of a section as its
/// `visibleItemsInvalidationHandler` sees it.
///
/// It starts from the element's attributes with the section at rest, so its
/// `frame` is in the section's own coordinates: for an orthogonal section,
/// where the element sits before the section's scrolling moves it, which is
/// why a handler subtracts the scroll offset it is given to find where the
/// element is on screen. What the handler changes (centre, transform, alpha,
/// z index, hidden) is read back after it returns and shows in the
/// attributes the layout hands out, moved by the section's scrolling.
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
  private let attributes: UICollectionViewLayoutAttributes
  /// Where the layout placed the element for this run.
  let placed: PlacedElement
  /// What the element looked like before the handler ran.
  let original: ElementLook

  init(_ placed: PlacedElement, attributesClass: UICollectionViewLayoutAttributes.Type) {
    self.placed = placed
    attributes = attributesClass.init()
    attributes.setElement(placed.category, kind: placed.kind, indexPath: placed.indexPath)
    original = ElementLook(frame: placed.restingFrame, zIndex: placed.zIndex)
    original.apply(to: attributes)
    super.init()
  }

  /// The look the handler left.
  var look: ElementLook { ElementLook(of: attributes) }

  var alpha: CGFloat {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }

  var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }

  var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }

  var center: CGPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }

  var transform: CGAffineTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }

  var transform3D: CATransform3D {
    get { attributes.transform3D }
    set { attributes.transform3D = newValue }
  }

  /// [?] UIKit documents `name` only as "the name of the item"; the engine
  /// answers with the element's kind, or "cell" for a cell.
  var name: String { attributes.representedElementKind ?? "cell" }

  var indexPath: IndexPath { attributes.indexPath }

  /// The element's box around its current centre, turned by its transform.
  var frame: CGRect { attributes.frame }

  var bounds: CGRect { attributes.bounds }

  var representedElementCategory: UICollectionView.ElementCategory {
    attributes.representedElementCategory
  }

  var representedElementKind: String? { attributes.representedElementKind }
}

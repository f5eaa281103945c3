import Foundation

/// One element of a compositional layout where a query finds it, before an
/// attributes object is made for it.
///
/// An element of an orthogonal section has two frames: where it sits with
/// its section at rest, which is the frame in the section's own coordinates
/// that a visible-items handler reads, and where the section's scrolling has
/// moved it, which is what the collection view shows. Elsewhere the two are
/// the same. Both are physical and rounded to pixels (reference 2.6).
struct PlacedElement {
  let category: UICollectionView.ElementCategory
  /// Nil for cells.
  let kind: String?
  /// The index path as two numbers: made into an `IndexPath` only when
  /// needed, since building one for every candidate of every query costs
  /// an allocation.
  let section: Int
  let item: Int
  let restingFrame: CGRect
  let frame: CGRect
  let zIndex: Int
  /// The physical axes on which a cell may take the size its view prefers:
  /// set on the attributes made for it, and not part of its look, since it
  /// changes only with a re-solve, which starts every attributes object
  /// afresh.
  var selfSizing: SelfSizingAxes = []

  var indexPath: IndexPath { IndexPath(item: item, section: section) }

  var key: ElementKey {
    ElementKey(
      category: category, kind: kind ?? ReusableViewRegistry.cellKind, indexPath: indexPath)
  }

  /// How far the section's scrolling moved the element.
  var shift: CGPoint {
    CGPoint(x: frame.midX - restingFrame.midX, y: frame.midY - restingFrame.midY)
  }

  /// The look of the element as placed, with no handler's changes.
  var look: ElementLook { ElementLook(frame: frame, zIndex: zIndex) }
}

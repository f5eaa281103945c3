import Foundation

/// Self-sizing: cells about to be shown are offered the chance to change
/// their size, and the layout decides whether to adopt it.
extension UICollectionView {
  /// Layout passes `layoutSubviews` makes at most while cells keep asking
  /// for new sizes. A cell whose answer settles (the same size for the same
  /// attributes) needs two; the bound stops one whose answer never does.
  static let maximumSizingPasses = 8

  /// Asks each cell shown with attributes it has not yet sized itself for.
  /// Returns true when the layout was invalidated, so that another pass
  /// shows the result.
  ///
  /// A cell that only moved (same item, same size, same free axes) is not
  /// asked again: its answer could not differ. That keeps a layout that
  /// invalidates on every scrolled frame from re-measuring every cell on
  /// every frame.
  func sizeCells(_ shown: [(UICollectionReusableView, UICollectionViewLayoutAttributes)]) -> Bool {
    var invalidated = false
    for (cell, attributes) in shown where cell.sizedAttributes !== attributes {
      let last = cell.sizedAttributes
      cell.sizedAttributes = attributes
      if let last, last.size == attributes.size, last.indexPath == attributes.indexPath,
        last.selfSizingAxes == attributes.selfSizingAxes
      {
        continue
      }
      if offerPreferredAttributes(of: cell, original: attributes) { invalidated = true }
    }
    return invalidated
  }

  /// UIKit's sequence: the view answers a copy of its attributes; a
  /// different size is shown to the layout, which may invalidate itself
  /// with the context it builds for that answer.
  private func offerPreferredAttributes(
    of view: UICollectionReusableView, original: UICollectionViewLayoutAttributes
  ) -> Bool {
    let preferred = view.preferredLayoutAttributesFitting(original.copyAttributes())
    let layout = storedLayout
    let separators = layout.adoptRowTextLeading(of: preferred, original: original)
    guard preferred.size != original.size else {
      guard let separators else { return false }
      layout.invalidateLayout(with: separators)
      return true
    }
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    return true
  }
}

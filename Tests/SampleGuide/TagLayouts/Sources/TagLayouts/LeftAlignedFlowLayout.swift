import UIKit

/// A flow layout whose lines start at the left edge of the section, each item
/// `minimumInteritemSpacing` after the one before it, instead of being spread
/// across the whole width: the look of a list of tags.
///
/// The flow layout still decides which items share a line, how tall each
/// line is and where it sits; this subclass only moves items sideways. It
/// reads the layout's own `sectionInset` and `minimumInteritemSpacing`, so
/// set those on the layout rather than through the delegate. A horizontal
/// layout is returned as the flow layout places it.
open class LeftAlignedFlowLayout: UICollectionViewFlowLayout {

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard scrollDirection == .vertical else {
      return super.layoutAttributesForElements(in: rect)
    }
    return alignedLines(meeting: rect)?.filter { $0.frame.intersects(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
    guard scrollDirection == .vertical else { return attributes }
    // An item's place depends on the items before it on its line, so align
    // the whole line and pick the item out of it.
    let line = alignedLines(meeting: attributes.frame)
    return line?.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
      ?? attributes
  }

  /// Every line that meets `rect`, whole and across the full width, aligned
  /// to the left. The attributes are copies: the flow layout keeps its own
  /// objects and would see any change made to them.
  private func alignedLines(meeting rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    let width = collectionViewContentSize.width
    // The items of a line share their vertical centre, and the tallest one
    // spans the line; so the lines the rect meets are whole once the band
    // covers every item the first query found.
    var band = CGRect(x: 0, y: rect.minY, width: width, height: rect.height)
    for attributes in super.layoutAttributesForElements(in: band) ?? []
    where attributes.representedElementCategory == .cell {
      band = band.union(
        CGRect(x: 0, y: attributes.frame.minY, width: width, height: attributes.frame.height))
    }
    guard let original = super.layoutAttributesForElements(in: band) else { return nil }
    let copies = original.map { $0.copy() as! UICollectionViewLayoutAttributes }
    alignLeft(copies.filter { $0.representedElementCategory == .cell })
    return copies
  }

  /// Places the items of each line one after the other from the left inset.
  private func alignLeft(_ cells: [UICollectionViewLayoutAttributes]) {
    var x = sectionInset.left
    var section = -1
    var lineBottom = -CGFloat.greatestFiniteMagnitude
    for attributes in cells.sorted(by: { $0.indexPath < $1.indexPath }) {
      // An item that starts below the line so far, or a new section, opens
      // a new line.
      if attributes.indexPath.section != section || attributes.frame.minY >= lineBottom {
        section = attributes.indexPath.section
        x = sectionInset.left
        lineBottom = attributes.frame.maxY
      }
      attributes.frame.origin.x = x
      x += attributes.frame.width + minimumInteritemSpacing
      lineBottom = max(lineBottom, attributes.frame.maxY)
    }
  }
}

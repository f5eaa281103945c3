import Foundation

/// Lets the section arithmetic be written once, for vertical scrolling.
///
/// A compositional layout that scrolls horizontally is the vertical one with
/// x and y swapped at the section level: sections and groups stack along x,
/// the root group's fractions lose the section's top and bottom insets, a
/// leading header plays the part of a top one. Groups themselves keep their
/// physical axis (a `.horizontal` group lays items out left to right in
/// either layout), so they are solved physically and only their results are
/// turned into these logical coordinates, where y is always the scroll axis.
struct CompositionalAxis {
  /// Which end of an axis something is aligned to.
  enum Edge {
    case start
    case end
  }

  let isHorizontal: Bool

  init(_ direction: UICollectionView.ScrollDirection) {
    isHorizontal = direction == .horizontal
  }

  func transpose(_ point: CGPoint) -> CGPoint {
    isHorizontal ? CGPoint(x: point.y, y: point.x) : point
  }

  func transpose(_ size: CGSize) -> CGSize {
    isHorizontal ? CGSize(width: size.height, height: size.width) : size
  }

  func transpose(_ rect: CGRect) -> CGRect {
    isHorizontal ? CGRect(origin: transpose(rect.origin), size: transpose(rect.size)) : rect
  }

  /// Directional insets as logical ones: `top` and `bottom` on the scroll
  /// axis, `left` and `right` across it. Vertically that is top/leading/
  /// bottom/trailing; horizontally leading/top/trailing/bottom.
  func logical(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
    isHorizontal
      ? UIEdgeInsets(
        top: insets.leading, left: insets.top, bottom: insets.trailing, right: insets.bottom)
      : UIEdgeInsets(
        top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
  }

  /// The inverse of `logical(_:)`.
  func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    isHorizontal
      ? NSDirectionalEdgeInsets(
        top: insets.left, leading: insets.top, bottom: insets.right, trailing: insets.bottom)
      : NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// An alignment's edges in logical terms: the one on the scroll axis and
  /// the one across it.
  func logicalEdges(of alignment: NSRectAlignment) -> (main: Edge?, cross: Edge?) {
    let edges = alignment.edges
    return isHorizontal ? (edges.horizontal, edges.vertical) : (edges.vertical, edges.horizontal)
  }
}

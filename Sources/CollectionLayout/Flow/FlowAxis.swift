import Foundation

/// Lets the flow arithmetic be written once, for vertical scrolling.
///
/// Horizontal scrolling is vertical scrolling transposed: x and y swap, widths
/// and heights swap, and the left and top insets swap. Transposing is its own
/// inverse, so the same functions map physical values to logical ones and back.
struct FlowAxis {
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

  func transpose(_ insets: UIEdgeInsets) -> UIEdgeInsets {
    guard isHorizontal else { return insets }
    return UIEdgeInsets(
      top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
  }
}

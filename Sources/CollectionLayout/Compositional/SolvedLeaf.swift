import Foundation

/// One cell of a solved group: its final frame relative to the root group's
/// origin (physical, left to right), the item that produced it (nil for a
/// custom group's frame), and its z-index before any section adjustment.
struct SolvedLeaf {
  var frame: CGRect
  let item: NSCollectionLayoutItem?
  let zIndex: Int

  func offsetBy(_ origin: CGPoint) -> SolvedLeaf {
    SolvedLeaf(frame: frame.offsetBy(dx: origin.x, dy: origin.y), item: item, zIndex: zIndex)
  }
}

import CollectionLayout

/// One drawn copy of an element: the element at one stacking level.
///
/// SVG draws in document order and has no z-index, so an element whose
/// zIndex changes during an animation (the item being dragged, say) is drawn
/// once per level it takes, and each copy is visible only in the frames
/// where the element is at that level.
struct DrawingLayer {
  /// The element at its last state.
  let element: ElementSnapshot
  let zIndex: Int
}

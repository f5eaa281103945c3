import Foundation

/// A layer that draws a path: set as another layer's `mask`, the area its
/// path encloses is the part of that layer that shows, the way cells are cut
/// into slanted strips, circles or tabs.
///
/// Nothing is rendered here. The timeline records the path of a shape layer
/// that masks a cell, and the diagram clips the cell to it; the colours and
/// line width are kept for code that sets them and do not change that
/// outline.
open class CAShapeLayer: CALayer {
  /// The outline, in the layer's own coordinates.
  open var path: CGPath?
  /// Opaque black by default, as in Core Animation: a mask's path shows
  /// what it encloses without any colour being set.
  open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1

  public override init() {
    super.init()
  }
}

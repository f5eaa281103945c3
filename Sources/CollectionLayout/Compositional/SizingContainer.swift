import Foundation

/// A space dimensions are resolved in: a size, the insets inside it (already
/// effective: tiny ones read as fractions), and the display scale.
///
/// Fractions follow reference 2.2 exactly: `floorPx((length − (insetA +
/// insetB)) × fraction)`, in that order, floored to the pixel grid (not at
/// all at scale 0). Flooring a product can drop a whole pixel, e.g.
/// `(150 − 32) × (1.0/3)` is 39 at 3x, and UIKit drops it too. Absolute and
/// estimated lengths are used as given, unrounded.
struct SizingContainer {
  let size: CGSize
  let insets: NSDirectionalEdgeInsets
  let scale: CGFloat

  func resolve(_ dimension: NSCollectionLayoutDimension) -> CGFloat {
    switch dimension.kind {
    case .absolute:
      return dimension.dimension
    case .estimated, .uniformAcrossSiblings:
      // The first pass lays out at the estimate, as UIKit's does (reference
      // 2.10); a group's self-sizing solve then puts measured sizes in.
      return dimension.dimension
    case .fractionalWidth:
      let length = size.width - (insets.leading + insets.trailing)
      return (length * dimension.dimension).flooredToPixels(scale: scale)
    case .fractionalHeight:
      let length = size.height - (insets.top + insets.bottom)
      return (length * dimension.dimension).flooredToPixels(scale: scale)
    }
  }

  func resolve(_ size: NSCollectionLayoutSize) -> CGSize {
    CGSize(width: resolve(size.widthDimension), height: resolve(size.heightDimension))
  }
}

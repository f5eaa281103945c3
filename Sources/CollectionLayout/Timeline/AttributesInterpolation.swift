import Foundation

extension UICollectionViewLayoutAttributes {
  /// The attributes `progress` of the way to `end`, UIKit's animation model:
  /// centre, size and alpha linear, the transform through its decomposition.
  /// Identity, zIndex and hidden state come from `end` (a view takes them from
  /// the end attributes inside an animation).
  func interpolated(to end: UICollectionViewLayoutAttributes, _ progress: Double)
    -> UICollectionViewLayoutAttributes
  {
    let result = end.copy() as! UICollectionViewLayoutAttributes
    let t = CGFloat(progress)
    result.center = CGPoint(
      x: center.x + (end.center.x - center.x) * t, y: center.y + (end.center.y - center.y) * t)
    result.size = CGSize(
      width: size.width + (end.size.width - size.width) * t,
      height: size.height + (end.size.height - size.height) * t)
    result.alpha = alpha + (end.alpha - alpha) * t
    result.transform3D = transform3D.interpolated(to: end.transform3D, progress)
    return result
  }
}

import Foundation

/// A view's layer: its geometry and the drawing properties a diagram shows.
///
/// As in Core Animation, the layer holds the geometry its view exposes: a
/// view's `center` is its layer's `position`, its `bounds` are the layer's,
/// and its `transform` is the layer's `transform` flattened to 2D. The
/// `anchorPoint` (in unit coordinates of the bounds) is the point that sits
/// at `position` and about which `transform` applies. Nothing is rendered;
/// the generator reads these values to draw each element.
open class CALayer: NSObject {
  open var bounds: CGRect = .zero
  open var position: CGPoint = .zero
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var transform: CATransform3D = CATransform3DIdentity
  open var sublayerTransform: CATransform3D = CATransform3DIdentity
  open var isDoubleSided = true

  /// The bounding box of the transformed bounds, in the superlayer's space.
  open var frame: CGRect {
    get {
      let size = bounds.size
      let corners = [
        CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0),
        CGPoint(x: 0, y: size.height), CGPoint(x: size.width, y: size.height),
      ].map { corner in
        let local = CGPoint(
          x: corner.x - anchorPoint.x * size.width, y: corner.y - anchorPoint.y * size.height)
        let moved = transform.project(local)
        return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
      }
      return CGRect.boundingBox(of: corners)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  /// The transform as a 2D affine transform (its perspective dropped).
  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  open var cornerRadius: CGFloat = 0
  /// Which corners `cornerRadius` rounds (iOS 11): all four by default.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  open var backgroundColor: CGColor?
  open var masksToBounds = false
  open var opacity: Float = 1
  open var zPosition: CGFloat = 0
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// A layer whose content decides which parts of this one show, placed in
  /// this layer's coordinates by its own frame. The timeline records a
  /// `CAShapeLayer` mask's path, and the diagram clips the element to it.
  open var mask: CALayer?

  public override init() {
    super.init()
  }
}

/// The corners of a layer, in its own coordinates: min Y is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

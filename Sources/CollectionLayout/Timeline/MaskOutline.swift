import Foundation

/// The shape an element's layer mask leaves visible, as a diagram clips the
/// element to it: the path of the `CAShapeLayer` set as its layer's `mask`,
/// in the element's own coordinates (its top-left corner at 0, 0).
public struct MaskOutline: Codable, Equatable, Sendable {
  /// SVG path data of absolute `M`, `L`, `Q`, `C` and `Z` commands, each
  /// number rounded to a thousandth of a point and written without trailing
  /// zeros, as coldocs writes numbers everywhere, so that the same mask is
  /// the same text in every run.
  public var path: String
  /// The element's size when the outline was taken. A later frame that
  /// resizes the element stretches the outline with it, as a cell that
  /// rebuilds its mask in `apply(_:)` would.
  public var size: CGSize

  public init(path: String, size: CGSize) {
    self.path = path
    self.size = size
  }

  /// The outline of the view's mask, or nil when its layer has no mask,
  /// the mask is not a shape layer with a path, or the path holds a number
  /// that cannot be drawn. Only the path counts: its fill and stroke
  /// colours are not consulted.
  init?(_ view: UIView) {
    guard let mask = view.layer.mask as? CAShapeLayer, let shape = mask.path else { return nil }
    // The mask is placed like a sublayer: the point of its bounds at its
    // anchor sits at its position in the view's layer, after its transform;
    // then the view's bounds origin is its top-left corner.
    let bounds = mask.bounds
    let anchor = CGPoint(
      x: bounds.minX + mask.anchorPoint.x * bounds.width,
      y: bounds.minY + mask.anchorPoint.y * bounds.height)
    let viewOrigin = view.bounds.origin
    let placement = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(mask.affineTransform())
      .concatenating(
        CGAffineTransform(
          translationX: mask.position.x - viewOrigin.x, y: mask.position.y - viewOrigin.y))
    let elements = shape.elements(applying: placement)
    let drawable = elements.allSatisfy { element in
      element.points.allSatisfy { abs($0.x) < 1e12 && abs($0.y) < 1e12 }
    }
    guard drawable else { return nil }
    self.init(path: Self.pathData(elements), size: view.bounds.size)
  }

  /// The outline of a view whose layer rounds only some corners
  /// (`maskedCorners`), as the layer clips it.
  init(roundedCornersOf view: UIView) {
    let mask = view.layer.maskedCorners
    var corners: UIRectCorner = []
    if mask.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
    if mask.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
    if mask.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
    if mask.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
    let size = view.bounds.size
    // Core Animation keeps a radius within half of each side.
    let radius = min(view.layer.cornerRadius, size.width / 2, size.height / 2)
    let path = UIBezierPath(
      roundedRect: CGRect(origin: .zero, size: size), byRoundingCorners: corners,
      cornerRadii: CGSize(width: radius, height: radius))
    self.init(path: Self.pathData(path.cgPath.elements(applying: .identity)), size: size)
  }

  /// The elements as SVG path data: "M0 0 L100 0 L80 50 Z".
  static func pathData(_ elements: [CGPath.Element]) -> String {
    let pair: (CGPoint) -> String = { "\(number($0.x)) \(number($0.y))" }
    return elements.map { element in
      switch element {
      case .move(let point): return "M" + pair(point)
      case .line(let point): return "L" + pair(point)
      case .quadCurve(let point, let control): return "Q\(pair(control)) \(pair(point))"
      case .curve(let point, let control1, let control2):
        return "C\(pair(control1)) \(pair(control2)) \(pair(point))"
      case .close: return "Z"
      }
    }
    .joined(separator: " ")
  }

  /// A number to the nearest thousandth, without trailing zeros ("12",
  /// "-0.5", "33.333"), and "0" for anything that rounds to zero, negative
  /// or not. The same rule as the generator's numbers, which the engine
  /// cannot import.
  static func number(_ value: CGFloat) -> String {
    let thousandths = (value * 1000).rounded()
    if thousandths == 0 { return "0" }
    let rounded = thousandths / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.3f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

import Foundation

/// UIKit's path object, as cells build the shapes they mask themselves
/// with: rectangles, ovals, rounded rectangles, arcs, or outlines of lines
/// and curves, read back as a `CGPath` for a `CAShapeLayer`.
///
/// Angles and `clockwise` are meant as on screen, where the y axis points
/// down: a clockwise arc turns from the x axis towards the y axis. Rounded
/// rectangles have circular corners; UIKit's are slightly smoother
/// ("continuous"), a difference a diagram does not show.
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()

  /// Kept for code that sets it; a mask's outline does not depend on it.
  open var lineWidth: CGFloat = 1

  public override init() {
    super.init()
  }

  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The oval that fits in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with every corner rounded; the radius is reduced to half
  /// the shorter side at most, as UIKit reduces it.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let radius = min(cornerRadius, min(abs(rect.width), abs(rect.height)) / 2)
    path.addRoundedRect(
      in: rect, corners: .allCorners, radii: CGSize(width: radius, height: radius),
      transform: .identity)
  }

  /// A rectangle with some corners rounded by quarter ellipses of
  /// `cornerRadii` and the others square.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    path.addRoundedRect(in: rect, corners: corners, radii: cornerRadii, transform: .identity)
  }

  /// An open arc of a circle.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with the elements of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    self.cgPath = cgPath
  }

  /// The path as Core Graphics holds it: a copy, so that changing one
  /// leaves the other alone.
  open var cgPath: CGPath {
    get { CGPath(elements: path.elements) }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  open var isEmpty: Bool { path.isEmpty }

  /// The box of every point, control points included, as UIKit reports it.
  open var bounds: CGRect { path.boundingBox }

  open var currentPoint: CGPoint { path.currentPoint }

  open func move(to point: CGPoint) {
    path.move(to: point)
  }

  open func addLine(to point: CGPoint) {
    path.addLine(to: point)
  }

  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc after a line from the current point to its start. Core
  /// Graphics means `clockwise` with y pointing up, hence the negation.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath.
  open func close() {
    path.closeSubpath()
  }

  open func removeAllPoints() {
    path = CGMutablePath()
  }

  /// Adds the elements of another path.
  open func append(_ bezierPath: UIBezierPath) {
    path.addPath(bezierPath.path)
  }

  /// Maps every point of the path by the transform.
  open func apply(_ transform: CGAffineTransform) {
    path.elements = path.elements(applying: transform)
  }
}

import Foundation

/// A path being built, with Core Graphics' methods: moves, lines, curves,
/// and the rectangles, ellipses, rounded rectangles and arcs that layers
/// are masked with. Every method maps its points by `transform` before
/// adding them.
///
/// Arcs are added as cubic Bézier curves of at most a quarter turn each,
/// which is how Core Graphics stores them too; the outline a diagram draws
/// from them is within a thousandth of the radius of the true arc.
public final class CGMutablePath: CGPath {
  public init() {
    super.init(elements: [])
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.move(to: point.applying(transform)))
  }

  /// A straight line from the current point. Without one, Core Graphics
  /// adds nothing (and logs a complaint); so does this.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard !isEmpty else { return }
    elements.append(.line(to: point.applying(transform)))
  }

  /// A straight line through each point in turn, the first one a move.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A quadratic Bézier curve from the current point.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard !isEmpty else { return }
    elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
  }

  /// A cubic Bézier curve from the current point.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    guard !isEmpty else { return }
    elements.append(
      .curve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// Closes the current subpath with a line back to where it started, which
  /// becomes the current point.
  public func closeSubpath() {
    guard !isEmpty else { return }
    elements.append(.close)
  }

  /// A closed rectangle: a move to its top-left corner, then lines round it.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addLines(
      between: [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Each rectangle as a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// The ellipse that fits in `rect`, as a closed subpath of four curves
  /// starting at its rightmost point.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
    let center = CGPoint(x: rect.midX, y: rect.midY)
    move(to: CGPoint(x: rect.maxX, y: rect.midY), transform: transform)
    addEllipticalArc(center: center, radii: radii, from: 0, sweep: 2 * .pi, transform: transform)
    closeSubpath()
  }

  /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and
  /// `cornerHeight` high. Core Graphics refuses radii of more than half the
  /// rectangle; they are reduced to half of it here instead.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    addRoundedRect(
      in: rect, corners: .allCorners, radii: CGSize(width: cornerWidth, height: cornerHeight),
      transform: transform)
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle`
  /// (radians from the x axis towards the y axis), after a line from the
  /// current point to its start, or a move there in an empty path.
  ///
  /// `clockwise` is meant as in Core Graphics' unflipped space, where y
  /// points up: true turns towards smaller angles. On a screen whose y axis
  /// points down that looks counterclockwise, which is why `UIBezierPath`,
  /// whose `clockwise` is meant on screen, passes the opposite.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let direction = Self.direction(startAngle)
    let start = CGPoint(x: center.x + radius * direction.x, y: center.y + radius * direction.y)
    if isEmpty {
      move(to: start, transform: transform)
    } else {
      addLine(to: start, transform: transform)
    }
    let fullTurn = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if abs(sweep) >= fullTurn {
      sweep = clockwise ? -fullTurn : fullTurn
    } else if clockwise, sweep > 0 {
      sweep -= fullTurn
    } else if !clockwise, sweep < 0 {
      sweep += fullTurn
    }
    addEllipticalArc(
      center: center, radii: CGSize(width: radius, height: radius), from: startAngle,
      sweep: sweep, transform: transform)
  }

  /// Every element of `path`, mapped by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements(applying: transform)
  }

  /// A rectangle with the named corners rounded by quarter ellipses of
  /// `radii` (each reduced to half the rectangle at most) and the others
  /// square; what `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
  /// needs as well as `addRoundedRect`. Runs clockwise on screen from the
  /// top edge.
  func addRoundedRect(
    in rect: CGRect, corners: UIRectCorner, radii: CGSize, transform: CGAffineTransform
  ) {
    let r = rect.standardized
    let rx = min(max(radii.width, 0), r.width / 2)
    let ry = min(max(radii.height, 0), r.height / 2)
    guard rx > 0, ry > 0, !corners.isEmpty else {
      addRect(r, transform: transform)
      return
    }
    let size = CGSize(width: rx, height: ry)
    // Each corner: its square point, the centre of its quarter ellipse, and
    // the angle its arc starts at; visited clockwise on screen.
    let plan: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
      (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2),
      (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
      (
        .bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2
      ),
      (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + rx, y: r.minY + ry), .pi),
    ]
    let start =
      corners.contains(.topLeft)
      ? CGPoint(x: r.minX + rx, y: r.minY) : CGPoint(x: r.minX, y: r.minY)
    move(to: start, transform: transform)
    for (corner, square, center, angle) in plan {
      if corners.contains(corner) {
        let direction = Self.direction(angle)
        let arcStart = CGPoint(x: center.x + rx * direction.x, y: center.y + ry * direction.y)
        addLine(unlessAt: arcStart, transform: transform)
        addEllipticalArc(
          center: center, radii: size, from: angle, sweep: .pi / 2, transform: transform)
      } else if corner != .topLeft {
        // A square top-left corner is where the path started: closing
        // the subpath draws the last edge.
        addLine(unlessAt: square, transform: transform)
      }
    }
    closeSubpath()
  }

  /// A line to `point` unless the last element already ends there: a
  /// rounded rectangle whose radius is half its side has no straight edge.
  private func addLine(unlessAt point: CGPoint, transform: CGAffineTransform) {
    let target = point.applying(transform)
    if let end = elements.last?.points.last,
      abs(end.x - target.x) < 1e-9 && abs(end.y - target.y) < 1e-9
    {
      return
    }
    elements.append(.line(to: target))
  }

  /// Cubic curves along the ellipse around `center` from angle `start`
  /// through `sweep` radians (negative turns back), each at most a quarter
  /// turn, starting from the current point, which is taken to be the arc's
  /// start.
  private func addEllipticalArc(
    center: CGPoint, radii: CGSize, from start: CGFloat, sweep: CGFloat,
    transform: CGAffineTransform
  ) {
    guard sweep != 0, sweep.isFinite else { return }
    let count = Int((abs(sweep) / (.pi / 2)).rounded(.up))
    let step = sweep / CGFloat(count)
    // The handle length that makes a cubic curve hug a circular arc of
    // `step` radians, as a fraction of the radius.
    let handle = 4 / 3 * tan(step / 4)
    func point(_ angle: CGFloat) -> CGPoint {
      let direction = Self.direction(angle)
      return CGPoint(
        x: center.x + radii.width * direction.x, y: center.y + radii.height * direction.y)
    }
    func tangent(_ angle: CGFloat) -> CGPoint {
      let direction = Self.direction(angle)
      return CGPoint(
        x: -radii.width * direction.y * handle, y: radii.height * direction.x * handle)
    }
    for index in 0..<count {
      let from = start + CGFloat(index) * step
      let to = from + step
      let p0 = point(from)
      let p3 = point(to)
      let t0 = tangent(from)
      let t3 = tangent(to)
      addCurve(
        to: p3, control1: CGPoint(x: p0.x + t0.x, y: p0.y + t0.y),
        control2: CGPoint(x: p3.x - t3.x, y: p3.y - t3.y), transform: transform)
    }
  }

  /// The cosine and sine of `angle`, exactly 0 or ±1 at whole quarter
  /// turns: a circle's leftmost point is then exactly on its box, not a
  /// rounding error beside it.
  private static func direction(_ angle: CGFloat) -> CGPoint {
    let quarters = angle / (.pi / 2)
    let nearest = quarters.rounded()
    guard abs(quarters - nearest) < 1e-12, abs(nearest) < 1e9 else {
      return CGPoint(x: cos(angle), y: sin(angle))
    }
    switch (Int(nearest) % 4 + 4) % 4 {
    case 0: return CGPoint(x: 1, y: 0)
    case 1: return CGPoint(x: 0, y: 1)
    case 2: return CGPoint(x: -1, y: 0)
    default: return CGPoint(x: 0, y: -1)
    }
  }
}

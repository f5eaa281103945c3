import CollectionLayout
import Foundation
import Testing

/// The outline of a cell cut on a slant, 100 × 60: square at the top, its
/// bottom edge falling from 40 on the right to 60 on the left.
private func slantedOutline() -> UIBezierPath {
  let path = UIBezierPath()
  path.move(to: CGPoint(x: 0, y: 0))
  path.addLine(to: CGPoint(x: 100, y: 0))
  path.addLine(to: CGPoint(x: 100, y: 40))
  path.addLine(to: CGPoint(x: 0, y: 60))
  path.close()
  return path
}

/// Items whose even cells the data source masks with the slanted outline;
/// odd cells have their mask taken off, as a reused cell must.
private final class SlantedItems: NSObject, UICollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    if indexPath.item.isMultiple(of: 2) {
      let mask = CAShapeLayer()
      mask.path = slantedOutline().cgPath
      cell.layer.mask = mask
    } else {
      cell.layer.mask = nil
    }
    return cell
  }
}

/// A cell that masks itself in `apply(_:)` with an oval inset from its
/// edges, the mask layer placed by its frame and the oval drawn in the
/// mask's own coordinates.
private final class OvalCell: UICollectionViewCell {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    let mask = CAShapeLayer()
    mask.frame = bounds.insetBy(dx: 10, dy: 5)
    mask.path = UIBezierPath(ovalIn: CGRect(origin: .zero, size: mask.bounds.size)).cgPath
    layer.mask = mask
  }
}

/// A cell masked by a plain layer, which the timeline does not record.
private final class PlainMaskCell: UICollectionViewCell {
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    let mask = CALayer()
    mask.frame = bounds
    mask.backgroundColor = UIColor.black.cgColor
    layer.mask = mask
  }
}

/// Answers one cell class for every item.
private final class Plain: NSObject, UICollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

@Suite struct ShapeMaskTests {
  private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  /// A vertical flow of 100 × 60 items in a 300 × 200 view.
  private func makeView(
    cell: UICollectionViewCell.Type, dataSource: UICollectionViewDataSource
  ) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(cell, forCellWithReuseIdentifier: "cell")
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return view
  }

  // MARK: Building paths

  @Test func roundedRectanglesAndOvalsAreBoundedByTheirRectangle() {
    let path = CGMutablePath()
    path.addRoundedRect(in: rect(10, 20, 100, 50), cornerWidth: 8, cornerHeight: 12)
    #expect(path.boundingBox == rect(10, 20, 100, 50))
    #expect(!path.isEmpty)
    // A radius larger than the rectangle allows is reduced to half its side.
    let pill = UIBezierPath(roundedRect: rect(0, 0, 100, 40), cornerRadius: 80)
    #expect(pill.bounds == rect(0, 0, 100, 40))
    #expect(UIBezierPath(ovalIn: rect(0, 0, 40, 20)).bounds == rect(0, 0, 40, 20))
    let ellipse = CGMutablePath()
    ellipse.addEllipse(in: rect(5, 5, 30, 30))
    #expect(ellipse.boundingBox == rect(5, 5, 30, 30))
    #expect(
      CGPath(roundedRect: rect(0, 0, 50, 50), cornerWidth: 5, cornerHeight: 5, transform: nil)
        .boundingBox == rect(0, 0, 50, 50))
  }

  @Test func anEmptyPathHasNoBox() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.boundingBox.isNull)
    // A line needs a point to start from; without one nothing is added.
    path.addLine(to: CGPoint(x: 10, y: 10))
    #expect(path.isEmpty)
    #expect(UIBezierPath().isEmpty)
  }

  @Test func aSlantedQuadrilateralKeepsItsCorners() {
    let slant = slantedOutline()
    #expect(slant.bounds == rect(0, 0, 100, 60))
    // Closing returns to where the subpath started.
    #expect(slant.currentPoint == CGPoint(x: 0, y: 0))
    let built = CGMutablePath()
    built.addLines(between: [
      CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 0, y: 60),
    ])
    built.closeSubpath()
    #expect(slant.cgPath == built)
    #expect(UIBezierPath(cgPath: built).cgPath == built)
    slant.apply(CGAffineTransform(translationX: 5, y: -5))
    #expect(slant.bounds == rect(5, -5, 100, 60))
    #expect(slant.cgPath != built, "the path read before is a copy, unchanged")
  }

  @Test func curvesAreBoundedByTheirControlPoints() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 30))
    path.addCurve(
      to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 25, y: -10), control2: CGPoint(x: 35, y: -10))
    #expect(path.boundingBox == rect(0, -10, 40, 40))
    #expect(path.currentPoint == CGPoint(x: 40, y: 0))
    var shift = CGAffineTransform(translationX: 1, y: 2)
    #expect(path.copy(using: &shift)?.boundingBox == rect(1, -8, 40, 40))
    #expect(path.mutableCopy() == path)
  }

  @Test func rectanglesAreClosedAndTransformed() {
    let rectangle = UIBezierPath(rect: rect(0, 0, 30, 20))
    #expect(rectangle.cgPath == CGPath(rect: rect(0, 0, 30, 20), transform: nil))
    let doubled = CGMutablePath()
    doubled.addRect(rect(0, 0, 30, 20), transform: CGAffineTransform(scaleX: 2, y: 2))
    #expect(doubled.boundingBox == rect(0, 0, 60, 40))
  }

  @Test func arcsTurnClockwiseOnScreenForBezierPaths() {
    // From the x axis towards y (down on screen): a quarter turn.
    let quarter = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 60)))
    #expect(quarter.bounds == rect(50, 50, 10, 10))
    // The other way round: three quarters, through the top and the left.
    let rest = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    #expect(rest.bounds == rect(40, 40, 20, 20))
    // Core Graphics means clockwise with y up: the same quarter is `false`.
    let graphics = CGMutablePath()
    graphics.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    #expect(graphics == quarter.cgPath)
  }

  @Test func someCornersRoundedLeaveTheOthersSquare() {
    let tab = UIBezierPath(
      roundedRect: rect(0, 0, 100, 50), byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 10, height: 10))
    #expect(tab.bounds == rect(0, 0, 100, 50))
    #expect(tab.cgPath != UIBezierPath(roundedRect: rect(0, 0, 100, 50), cornerRadius: 10).cgPath)
    #expect(
      UIBezierPath(
        roundedRect: rect(0, 0, 100, 50), byRoundingCorners: .allCorners,
        cornerRadii: CGSize(width: 10, height: 10)
      ).cgPath == UIBezierPath(roundedRect: rect(0, 0, 100, 50), cornerRadius: 10).cgPath)
  }

  @Test func shapeLayersHaveCoreAnimationsDefaults() {
    let shape = CAShapeLayer()
    #expect(shape.path == nil)
    #expect(shape.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(shape.strokeColor == nil)
    #expect(shape.lineWidth == 1)
    let layer = CALayer()
    #expect(layer.mask == nil)
    layer.mask = shape
    #expect(layer.mask === shape)
  }

  // MARK: Recording masks

  @Test func aMaskTheDataSourceSetsIsRecordedWithTheCellsLook() throws {
    let data = SlantedItems(4)
    let view = makeView(cell: UICollectionViewCell.self, dataSource: data)
    let still = view.snapshot()
    let look = try #require(still.appearances["cell 0.0"])
    #expect(
      look.mask
        == MaskOutline(path: "M0 0 L100 0 L100 40 L0 60 Z", size: CGSize(width: 100, height: 60)))
    #expect(still.appearances["cell 0.2"]?.mask == look.mask)
    #expect(still.appearances["cell 0.1"].map { $0.mask == nil } == true)
    // The outline travels in the timeline's JSON and comes back the same.
    let json = try still.encodedJSON()
    #expect(String(decoding: json, as: UTF8.self).contains("M0 0 L100 0 L100 40 L0 60 Z"))
    #expect(try JSONDecoder().decode(LayoutTimeline.self, from: json) == still)
    withExtendedLifetime(data) {}
  }

  @Test func aLookWithoutAMaskWritesNoMaskField() throws {
    let data = Plain(3)
    let view = makeView(cell: UICollectionViewCell.self, dataSource: data)
    let still = view.snapshot()
    #expect(still.appearances.values.allSatisfy { $0.mask == nil })
    let json = String(decoding: try still.encodedJSON(), as: UTF8.self)
    #expect(!json.contains("\"mask\""))
    withExtendedLifetime(data) {}
  }

  @Test func aMaskPlacedByItsFrameIsRecordedInTheCellsCoordinates() throws {
    let data = Plain(2)
    let view = makeView(cell: OvalCell.self, dataSource: data)
    let still = view.snapshot()
    let mask = try #require(still.appearances["cell 0.1"]?.mask)
    // The oval fills the mask layer, 80 × 50 at (10, 5) in the cell: it
    // starts at its rightmost point and runs clockwise in four curves.
    #expect(
      mask.path
        == "M90 30 C90 43.807 72.091 55 50 55 C27.909 55 10 43.807 10 30 "
        + "C10 16.193 27.909 5 50 5 C72.091 5 90 16.193 90 30 Z")
    #expect(mask.size == CGSize(width: 100, height: 60))
    withExtendedLifetime(data) {}
  }

  @Test func aMaskThatIsNotAShapeIsNotRecorded() {
    let data = Plain(1)
    let view = makeView(cell: PlainMaskCell.self, dataSource: data)
    #expect(view.snapshot().appearances["cell 0.0"].map { $0.mask == nil } == true)
    withExtendedLifetime(data) {}
  }

  @Test func recordedAnimationsCarryTheMaskToo() throws {
    let data = SlantedItems(12)
    let view = makeView(cell: UICollectionViewCell.self, dataSource: data)
    let timeline = try view.recordTimeline {
      view.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    }
    #expect(timeline.appearances["cell 0.6"]?.mask?.path == "M0 0 L100 0 L100 40 L0 60 Z")
    #expect(timeline.appearances["cell 0.7"].map { $0.mask == nil } == true)
    withExtendedLifetime(data) {}
  }
}

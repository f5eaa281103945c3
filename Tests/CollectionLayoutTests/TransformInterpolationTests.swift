import Foundation
import Testing

@testable import CollectionLayout

@Suite struct TransformInterpolationTests {
  private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) < tolerance }
  }

  @Test(arguments: [
    CATransform3DMakeRotation(0.7, 0, 0, 1),
    CATransform3DMakeRotation(2.9, 1, 2, 3),
    CATransform3DMakeRotation(.pi, 1, -1, 0),
    CATransform3DScale(CATransform3DMakeTranslation(10, -20, 5), 2, 0.5, 1),
    CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: 0.5, d: 1.2, tx: 4, ty: 6)),
    CATransform3DMakeScale(-1, 1, 1),
  ])
  func decompositionRebuildsTheMatrix(transform: CATransform3D) throws {
    let parts = try #require(TransformDecomposition(transform))
    #expect(close(parts.transform, transform))
  }

  @Test func perspectiveSurvivesDecomposition() throws {
    var transform = CATransform3DIdentity
    transform.m34 = -1 / 500
    transform = CATransform3DRotate(transform, 0.5, 0, 1, 0)
    let parts = try #require(TransformDecomposition(transform))
    #expect(close(parts.transform, transform))
  }

  @Test func halfWayThroughARotationIsHalfTheAngleNotAShrink() {
    let start = CATransform3DIdentity
    let end = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let middle = start.interpolated(to: end, 0.5)
    #expect(close(middle, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
  }

  @Test func scaleAndTranslationInterpolateLinearly() {
    let start = CATransform3DMakeScale(0.2, 0.2, 1)
    let end = CATransform3DMakeTranslation(10, 20, 0)
    let middle = start.interpolated(to: end, 0.5)
    #expect(close(middle, CATransform3DScale(CATransform3DMakeTranslation(5, 10, 0), 0.6, 0.6, 1)))
  }

  @Test func degenerateTransformsSwitchHalfWay() {
    let flat = CATransform3DMakeScale(0, 1, 1)
    let end = CATransform3DMakeScale(2, 2, 1)
    #expect(flat.interpolated(to: end, 0.4) == flat)
    #expect(flat.interpolated(to: end, 0.6) == end)
  }

  @Test func timingCurvesMatchCoreAnimation() {
    #expect(TimingCurve.linear.progress(at: 0.25) == 0.25)
    #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
    #expect(TimingCurve.easeInOut.progress(at: 0.1) < 0.1)
    #expect(TimingCurve.easeIn.progress(at: 0.5) < 0.5)
    #expect(TimingCurve.easeOut.progress(at: 0.5) > 0.5)
    let samples = (0...100).map { TimingCurve.easeInOut.progress(at: Double($0) / 100) }
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic")
    #expect(samples.first == 0 && samples.last == 1)
  }

  @Test func attributesInterpolateCentreSizeAlphaAndTransform() {
    let start = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    start.frame = rect(0, 0, 10, 10)
    start.alpha = 0
    start.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    let end = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    end.frame = rect(100, 50, 30, 20)
    end.zIndex = 3
    let middle = start.interpolated(to: end, 0.5)
    #expect(middle.center == CGPoint(x: 60, y: 32.5))
    #expect(middle.size == CGSize(width: 20, height: 15))
    #expect(middle.alpha == 0.5)
    #expect(abs(middle.transform.a - 0.75) < 1e-12)
    #expect(middle.zIndex == 3, "zIndex comes from the end attributes")
  }
}

import CollectionLayout
import Foundation
import Testing

@Suite struct GeometryTests {
  private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test func indexPathHasItemRowAndSection() {
    var path = IndexPath(item: 4, section: 2)
    #expect(path.item == 4 && path.row == 4 && path.section == 2)
    path.item = 5
    #expect(path == IndexPath(row: 5, section: 2))
    #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 9, section: 0))
  }

  @Test func edgeInsetsKeepUIKitsFieldOrder() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect(0, 0, 10, 10).inset(by: insets) == rect(2, 1, 4, 6))
    #expect(UIEdgeInsets.zero == UIEdgeInsets())
  }

  @Test func affineTransformsConcatenateInApplicationOrder() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
  }

  @Test func positiveRotationTurnsXTowardsY() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
  }

  @Test func inversionUndoesAndSingularStaysPut() {
    let t = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -4).scaledBy(x: 2, y: 0.5)
    let p = CGPoint(x: 5, y: 7)
    #expect(close(p.applying(t).applying(t.inverted()), p))
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func rectApplyingGivesTheBoundingBox() {
    let box = rect(0, 0, 2, 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(box.minX - -1) < 1e-9 && abs(box.width - 1) < 1e-9 && abs(box.height - 2) < 1e-9)
    #expect(
      CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 2))
        == CGSize(width: -2, height: 6))
  }

  @Test func transform3DFunctionsFollowCoreAnimation() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
    // Translate first, then scale: (1 + 5) · 2 = 12.
    #expect(
      CATransform3DGetAffineTransform(t) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0)
    )
    let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let affine = CATransform3DGetAffineTransform(r)
    let expected = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(affine.b - expected.b) < 1e-12 && abs(affine.c - expected.c) < 1e-12)
    #expect(CATransform3DIsAffine(r))
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  @Test func transform3DInvertRoundTrips() {
    var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.4, 1, 1, 0)
    t.m34 = -0.002
    let product = CATransform3DConcat(t, CATransform3DInvert(t))
    let identity = CATransform3DIdentity
    let pairs: [(CGFloat, CGFloat)] = [
      (product.m11, identity.m11), (product.m12, 0), (product.m22, 1), (product.m34, 0),
      (product.m41, 0), (product.m44, 1), (product.m33, 1), (product.m43, 0),
    ]
    #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 })
    let singular = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(singular) == singular)
  }

  @Test func affineRoundTripThroughTransform3D() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(t)) == t)
  }
}

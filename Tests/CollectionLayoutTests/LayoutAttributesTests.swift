import CollectionLayout
import Foundation
import Testing

/// A custom attributes class, as a UIKit app declares one.
final class BadgeAttributes: UICollectionViewLayoutAttributes {
  var badge = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! BadgeAttributes
    copy.badge = badge
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? BadgeAttributes, other.badge == badge else { return false }
    return super.isEqual(object)
  }
}

@Suite struct LayoutAttributesTests {
  @Test func initialisersSetCategoryKindAndIndexPath() {
    let path = IndexPath(item: 3, section: 1)
    let cell = UICollectionViewLayoutAttributes(forCellWith: path)
    #expect(cell.representedElementCategory == .cell)
    #expect(cell.representedElementKind == nil)
    #expect(cell.indexPath == path)
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: path)
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == UICollectionView.elementKindSectionHeader)
    let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "Shelf", with: path)
    #expect(decoration.representedElementCategory == .decorationView)
    #expect(decoration.representedElementKind == "Shelf")
    #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden)
  }

  @Test func frameIsCentreAndSize() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = rect(10, 20, 30, 40)
    #expect(attributes.center == CGPoint(x: 25, y: 40))
    #expect(attributes.size == CGSize(width: 30, height: 40))
    #expect(attributes.bounds == rect(0, 0, 30, 40))
    attributes.center = CGPoint(x: 100, y: 100)
    #expect(attributes.frame == rect(85, 80, 30, 40))
  }

  @Test func frameOfATransformedElementIsItsBoundingBox() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = rect(0, 0, 100, 50)
    attributes.transform = CGAffineTransform(scaleX: 0.5, y: 2)
    #expect(attributes.frame == rect(25, -25, 50, 100))
    attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let box = attributes.frame
    #expect(abs(box.minX - 25) < 1e-9 && abs(box.minY - (-25)) < 1e-9)
    #expect(abs(box.width - 50) < 1e-9 && abs(box.height - 100) < 1e-9)
    #expect(attributes.size == CGSize(width: 100, height: 50), "size is untransformed")
  }

  @Test func transformAndTransform3DReplaceEachOther() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.transform = CGAffineTransform(translationX: 5, y: 6)
    #expect(attributes.transform3D == CATransform3DMakeTranslation(5, 6, 0))
    attributes.transform3D = CATransform3DMakeScale(2, 3, 4)
    #expect(attributes.transform == CGAffineTransform(scaleX: 2, y: 3))
  }

  @Test func perspectiveShrinksTheFarSide() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = rect(0, 0, 100, 100)
    var transform = CATransform3DIdentity
    transform.m34 = -1 / 500
    attributes.transform3D = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
    let box = attributes.frame
    #expect(box.width < 100)
    #expect(box.height > 100, "the near edge grows under perspective")
  }

  @Test func copyKeepsTheClassAndEveryProperty() {
    let original = BadgeAttributes(
      forSupplementaryViewOfKind: "Badge", with: IndexPath(item: 2, section: 4))
    original.frame = rect(1, 2, 3, 4)
    original.alpha = 0.5
    original.zIndex = 7
    original.isHidden = true
    original.transform = CGAffineTransform(rotationAngle: 0.3)
    original.badge = 9
    let copy = original.copy() as! BadgeAttributes
    #expect(copy !== original)
    #expect(copy.badge == 9)
    #expect(copy.representedElementKind == "Badge")
    #expect(copy.isEqual(original))
    copy.badge = 1
    #expect(!copy.isEqual(original))
  }

  @Test func equalityToleratesFloatEpsilonOnCentreAndSize() {
    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.frame = rect(0, 0, 10, 10)
    let b = a.copy() as! UICollectionViewLayoutAttributes
    b.center.x += 1e-9
    #expect(a.isEqual(b))
    b.center.x += 1e-3
    #expect(!a.isEqual(b))
    let c = a.copy() as! UICollectionViewLayoutAttributes
    c.zIndex = 1
    #expect(!a.isEqual(c))
  }

  @Test func layoutAttributesClassIsWhatTheFlowLayoutCreates() {
    final class BadgeFlowLayout: UICollectionViewFlowLayout {
      override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }
    }
    let f = FlowFixture(width: 300, counts: [2], layout: BadgeFlowLayout())
    #expect(f.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) is BadgeAttributes)
  }
}

import Foundation
import Testing

@testable import CollectionLayout

/// A layout that asks the collection view to mirror it, written for either
/// direction.
private final class MirroringLayout: UICollectionViewLayout {
  var writtenFor: UIUserInterfaceLayoutDirection = .leftToRight
  override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { writtenFor }
}

/// A view that takes touches up to 20 points outside its bounds.
private final class GenerousTarget: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
}

/// A view that writes down every trait change it hears of.
private final class TraitListener: UIView {
  private(set) var previous: [UITraitCollection?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    previous.append(previousTraitCollection)
  }
}

private func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
  abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

private func near(_ a: CGRect, _ b: CGRect) -> Bool {
  near(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

/// UIKit members that ported layout libraries use beyond the layout classes.
@Suite struct UIKitMembersTests {
  // MARK: Layout direction

  @Test func theAppIsLeftToRight() {
    #expect(UIApplication.shared === UIApplication.shared)
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
  }

  @Test func layoutDirectionPropertiesHaveUIKitsDefaults() {
    let base = UICollectionViewLayout()
    #expect(!base.flipsHorizontallyInOppositeLayoutDirection, "a custom layout opts in")
    #expect(base.developmentLayoutDirection == .leftToRight)
    let flow = UICollectionViewFlowLayout()
    // False: the flow layout mirrors itself. Libraries override it to true
    // on flow layout subclasses to have the collection view mirror them.
    #expect(!flow.flipsHorizontallyInOppositeLayoutDirection)
    #expect(flow.developmentLayoutDirection == .leftToRight)
    let custom: UICollectionViewLayout = MirroringLayout()
    #expect(custom.flipsHorizontallyInOppositeLayoutDirection, "overridable, read through the base")
  }

  @Test func effectiveDirectionFollowsTheSemanticAttributeThenTheTraits() {
    let view = UIView(frame: rect(0, 0, 100, 100))
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.traitOverrides.layoutDirection = .rightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    view.semanticContentAttribute = .playback
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback never flips")
    view.semanticContentAttribute = .forceRightToLeft
    view.traitOverrides.layoutDirection = .leftToRight
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func aLayoutIsFlippedOnlyWhenItOptsInAndTheDirectionIsOpposite() {
    #expect(!MirroringLayout().flipsAttributesForCollectionView, "no collection view, no flip")
    let plain = UICollectionViewLayout()
    let plainView = UICollectionView(frame: rect(0, 0, 100, 100), collectionViewLayout: plain)
    plainView.semanticContentAttribute = .forceRightToLeft
    #expect(!plain.flipsAttributesForCollectionView, "the base layout does not opt in")

    let layout = MirroringLayout()
    let view = UICollectionView(frame: rect(0, 0, 100, 100), collectionViewLayout: layout)
    #expect(!layout.flipsAttributesForCollectionView)
    view.traitOverrides.layoutDirection = .rightToLeft
    #expect(layout.flipsAttributesForCollectionView)
    layout.writtenFor = .rightToLeft
    #expect(!layout.flipsAttributesForCollectionView, "written for the direction it is shown in")
    view.semanticContentAttribute = .forceLeftToRight
    #expect(layout.flipsAttributesForCollectionView)
  }

  @Test func mirroringARectKeepsItsYAndSize() {
    let mirrored = UICollectionViewLayout.horizontallyMirrored(
      rect(10, 20, 30, 40), inContentWidth: 100)
    #expect(mirrored == rect(60, 20, 30, 40), "x = 100 − (10 + 30)")
    let back = UICollectionViewLayout.horizontallyMirrored(mirrored, inContentWidth: 100)
    #expect(back == rect(10, 20, 30, 40), "mirroring twice is the identity")
    let flush = UICollectionViewLayout.horizontallyMirrored(rect(0, 0, 100, 5), inContentWidth: 100)
    #expect(flush.minX == 0 && flush.minX.sign == .plus)
    let point = UICollectionViewLayout.horizontallyMirrored(
      CGPoint(x: 25, y: 7), inContentWidth: 100)
    #expect(point == CGPoint(x: 75, y: 7))
  }

  @Test func aMirroredCopyMovesTheCentreAndLeavesTheOriginalAlone() throws {
    let original = BadgeAttributes(
      forSupplementaryViewOfKind: "Badge", with: IndexPath(item: 2, section: 1))
    original.frame = rect(10, 20, 30, 40)
    original.alpha = 0.5
    original.zIndex = 3
    original.badge = 9
    let copy = UICollectionViewLayout.horizontallyMirroredCopy(of: original, inContentWidth: 300)
    let mirrored = try #require(copy as? BadgeAttributes, "the layout's attributes class is kept")
    #expect(mirrored !== original)
    #expect(mirrored.frame == rect(260, 20, 30, 40), "x = 300 − (10 + 30)")
    #expect(mirrored.badge == 9 && mirrored.alpha == 0.5 && mirrored.zIndex == 3)
    #expect(mirrored.indexPath == IndexPath(item: 2, section: 1))
    #expect(mirrored.representedElementKind == "Badge")
    #expect(original.frame == rect(10, 20, 30, 40), "the layout's own object is untouched")
  }

  @Test func aMirroredCopyTurnsTheOtherWay() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = rect(200, 0, 100, 50)
    attributes.transform = CGAffineTransform(rotationAngle: .pi / 6).translatedBy(x: 5, y: 0)
    let mirrored = UICollectionViewLayout.horizontallyMirroredCopy(
      of: attributes, inContentWidth: 400)
    #expect(mirrored.center == CGPoint(x: 150, y: 25))
    let expected = CGAffineTransform(rotationAngle: -.pi / 6).translatedBy(x: -5, y: 0)
    let t = mirrored.transform
    #expect(abs(t.a - expected.a) < 1e-12 && abs(t.b - expected.b) < 1e-12)
    #expect(abs(t.c - expected.c) < 1e-12 && abs(t.d - expected.d) < 1e-12)
    #expect(abs(t.tx - expected.tx) < 1e-12 && abs(t.ty - expected.ty) < 1e-12)
    // Mirroring the centre and the transform together mirrors the frame exactly.
    let mirroredFrame = UICollectionViewLayout.horizontallyMirrored(
      attributes.frame, inContentWidth: 400)
    #expect(near(mirrored.frame, mirroredFrame))
  }

  @Test func aMirroredScaleStaysAScaleWithoutNegativeZeros() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = rect(0, 0, 40, 40)
    attributes.transform = CGAffineTransform(scaleX: 2, y: 0.5)
    let mirrored = UICollectionViewLayout.horizontallyMirroredCopy(
      of: attributes, inContentWidth: 100)
    #expect(mirrored.transform == CGAffineTransform(scaleX: 2, y: 0.5))
    #expect(!"\(mirrored.transform)".contains("-0.0"))
  }

  // MARK: Coordinate conversion and hit testing

  @Test func siblingsConvertThroughTheirSuperview() {
    let root = UIView(frame: rect(0, 0, 400, 400))
    let a = UIView(frame: rect(10, 20, 100, 100))
    let b = UIView(frame: rect(200, 50, 100, 100))
    root.addSubview(a)
    root.addSubview(b)
    // (5, 5) in a is (15, 25) in root, which is (15 − 200, 25 − 50) in b.
    #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -25))
    #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -25))
    #expect(a.convert(CGPoint(x: -185, y: -25), from: b) == CGPoint(x: 5, y: 5))
    #expect(a.convert(rect(0, 0, 10, 10), to: b) == rect(-190, -30, 10, 10))
    #expect(b.convert(rect(-190, -30, 10, 10), to: a) == rect(0, 0, 10, 10))
    #expect(a.convert(CGPoint(x: 1, y: 2), to: a) == CGPoint(x: 1, y: 2))
  }

  @Test func aScrollViewsContentOffsetMovesItsSubviews() {
    let root = UIView(frame: rect(0, 0, 320, 700))
    let scrollView = UIScrollView(frame: rect(0, 100, 320, 480))
    let content = UIView(frame: rect(0, 0, 320, 2000))
    root.addSubview(scrollView)
    scrollView.addSubview(content)
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    // Content y 350 is 50 below the top of the visible area, which is 100
    // down the root.
    #expect(content.convert(CGPoint(x: 10, y: 350), to: root) == CGPoint(x: 10, y: 150))
    #expect(root.convert(CGPoint(x: 10, y: 150), to: content) == CGPoint(x: 10, y: 350))
    #expect(content.convert(rect(0, 300, 320, 480), to: root) == rect(0, 100, 320, 480))
    #expect(content.convert(CGPoint(x: 10, y: 350), to: scrollView) == CGPoint(x: 10, y: 350))
  }

  @Test func nilMeansTheSpaceTheTopViewStandsIn() {
    // The top view plays a window's root view: its frame is in window
    // coordinates, which `nil` names.
    let top = UIView(frame: rect(30, 40, 200, 200))
    let inner = UIView(frame: rect(5, 5, 50, 50))
    top.addSubview(inner)
    #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 35, y: 45))
    #expect(inner.convert(CGPoint(x: 35, y: 45), from: nil) == .zero)
    #expect(inner.convert(rect(0, 0, 10, 10), to: nil) == rect(35, 45, 10, 10))
    #expect(inner.convert(rect(35, 45, 10, 10), from: nil) == rect(0, 0, 10, 10))
  }

  @Test func transformsAreHonoured() {
    let root = UIView(frame: rect(0, 0, 400, 400))
    let turned = UIView(frame: rect(150, 175, 100, 50))  // centre (200, 200)
    root.addSubview(turned)
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // The middle of the right edge, 50 right of the centre, turns a quarter
    // clockwise to 50 below it.
    let edge = turned.convert(CGPoint(x: 100, y: 25), to: root)
    #expect(near(edge, CGPoint(x: 200, y: 250)))
    #expect(near(root.convert(CGPoint(x: 200, y: 250), to: turned), CGPoint(x: 100, y: 25)))
    // A rectangle comes back as the box around its turned corners: the frame.
    #expect(near(turned.convert(turned.bounds, to: root), rect(175, 150, 50, 100)))
    turned.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(near(turned.convert(CGPoint.zero, to: root), CGPoint(x: 100, y: 150)))
  }

  @Test func pointInsideIsTheBoundsWithTheFarEdgesOut() {
    let view = UIView(frame: rect(50, 50, 100, 50))
    #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
    #expect(view.point(inside: CGPoint(x: 99.5, y: 49.5), with: nil))
    #expect(!view.point(inside: CGPoint(x: 100, y: 10), with: nil))
    #expect(!view.point(inside: CGPoint(x: 10, y: 50), with: nil))
    #expect(!view.point(inside: CGPoint(x: -0.5, y: 10), with: UIEvent()))
    let scrollView = UIScrollView(frame: rect(0, 0, 100, 100))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(scrollView.point(inside: CGPoint(x: 10, y: 310), with: nil), "bounds, not frame")
    #expect(!scrollView.point(inside: CGPoint(x: 10, y: 10), with: nil))
  }

  @Test func hitTestFindsTheFrontmostDeepestView() {
    let root = UIView(frame: rect(0, 0, 300, 300))
    let back = UIView(frame: rect(0, 0, 200, 200))
    let front = UIView(frame: rect(100, 100, 200, 200))
    let child = UIView(frame: rect(10, 10, 50, 50))  // 110…160 in the root
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(child)
    let overlap = CGPoint(x: 180, y: 180)  // in back and front, not in child
    #expect(root.hitTest(overlap, with: nil) === front, "the later sibling is in front")
    #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
    front.isHidden = true
    #expect(root.hitTest(overlap, with: nil) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(root.hitTest(overlap, with: nil) === back, "alpha below 0.01")
    front.alpha = 0.01
    #expect(root.hitTest(overlap, with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === back, "its subviews go too")
  }

  @Test func hitTestNeverLeavesTheViewAndAsksEachViewsPointInside() {
    let root = UIView(frame: rect(0, 0, 300, 300))
    let overhang = UIView(frame: rect(280, 0, 50, 50))
    root.addSubview(overhang)
    #expect(root.hitTest(CGPoint(x: 290, y: 10), with: nil) === overhang)
    #expect(root.hitTest(CGPoint(x: 310, y: 10), with: nil) == nil, "outside the root's bounds")
    let target = GenerousTarget(frame: rect(100, 100, 20, 20))
    root.addSubview(target)
    #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === target, "the override widens it")
    #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
  }

  // MARK: Scroll indicators

  @Test func scrollIndicatorInsetsSetBothAndReadTheVerticalOne() {
    let scrollView = UIScrollView(frame: rect(0, 0, 100, 100))
    #expect(scrollView.verticalScrollIndicatorInsets == .zero)
    #expect(scrollView.horizontalScrollIndicatorInsets == .zero)
    #expect(scrollView.scrollIndicatorInsets == .zero)
    #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scrollView.scrollIndicatorInsets = insets
    #expect(scrollView.verticalScrollIndicatorInsets == insets)
    #expect(scrollView.horizontalScrollIndicatorInsets == insets)
    let vertical = UIEdgeInsets(top: 9, left: 0, bottom: 9, right: 0)
    scrollView.verticalScrollIndicatorInsets = vertical
    #expect(scrollView.scrollIndicatorInsets == vertical)
    #expect(scrollView.horizontalScrollIndicatorInsets == insets, "set apart, they stay apart")
  }

  // MARK: The screen and the default scale

  @Test func theMainScreenIsAPhoneAtScaleTwo() {
    let screen = UIScreen.main
    #expect(screen === UIScreen.main)
    #expect(screen.bounds == rect(0, 0, 375, 667))
    #expect(screen.scale == 2 && screen.nativeScale == 2)
    #expect(screen.nativeBounds == rect(0, 0, 750, 1334))
    #expect(screen.traitCollection.displayScale == 2)
  }

  @Test func viewsWithoutOverridesGetTheScreensScale() {
    #expect(UITraitCollection().displayScale == UIScreen.main.scale)
    let parent = UIView(frame: rect(0, 0, 10, 10))
    let child = UIView(frame: rect(0, 0, 5, 5))
    parent.addSubview(child)
    #expect(parent.traitCollection.displayScale == 2)
    #expect(child.traitCollection.displayScale == 2)
  }

  @Test func flowOriginsRoundToHalfPointsByDefault() {
    // Three 100-point items in 375: gap 37.5, the middle one at 137.5, which
    // is on the grid of a scale-2 screen (it would round to 138 at scale 1).
    let fixture = FlowFixture(width: 375, counts: [3]) {
      $0.itemSize = CGSize(width: 100, height: 100)
    }
    #expect(fixture.frames().map(\.minX) == [0, 137.5, 275])
  }

  // MARK: Trait changes and colours

  @Test func overridesThatChangeTraitsTellTheViewAndItsSubviews() throws {
    let parent = TraitListener(frame: rect(0, 0, 100, 100))
    let child = TraitListener(frame: rect(0, 0, 50, 50))
    parent.addSubview(child)
    #expect(parent.previous.isEmpty && child.previous.isEmpty, "same traits: nothing changed")
    parent.traitOverrides.displayScale = 3
    #expect(parent.previous.count == 1 && child.previous.count == 1)
    let before = try #require(parent.previous.first ?? nil)
    #expect(before.displayScale == 2 && parent.traitCollection.displayScale == 3)
    parent.traitOverrides.displayScale = 3
    #expect(parent.previous.count == 1, "the same value changes nothing")
  }

  @Test func aSubviewThatOverridesTheTraitHearsNothingOfItsSuperviewsChange() {
    let parent = TraitListener(frame: rect(0, 0, 100, 100))
    let child = TraitListener(frame: rect(0, 0, 50, 50))
    parent.addSubview(child)
    child.traitOverrides.displayScale = 3
    #expect(child.previous.count == 1 && parent.previous.isEmpty)
    parent.traitOverrides.displayScale = 3
    #expect(parent.previous.count == 1)
    #expect(child.previous.count == 1, "its scale was 3 before and after")
    parent.traitOverrides.userInterfaceStyle = .dark
    #expect(parent.previous.count == 2 && child.previous.count == 2)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
  }

  @Test func movingIntoOtherTraitsIsATraitChange() throws {
    let parent = UIView(frame: rect(0, 0, 100, 100))
    parent.traitOverrides.layoutDirection = .rightToLeft
    let child = TraitListener(frame: rect(0, 0, 50, 50))
    parent.addSubview(child)
    #expect(child.previous.count == 1, "told once, though addSubview also detaches")
    let before = try #require(child.previous.first ?? nil)
    #expect(before.layoutDirection == .leftToRight)
    child.removeFromSuperview()
    #expect(child.previous.count == 2)
    #expect(child.traitCollection.layoutDirection == .leftToRight)
  }

  @Test func aDynamicColourResolvesForTheStyle() {
    let ink = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(ink.resolvedColor(with: dark) == .white)
    #expect(ink.resolvedColor(with: light) == .black)
    #expect(ink.redComponent == 0 && ink.alphaComponent == 1, "read directly: the light variant")
    let view = UIView(frame: rect(0, 0, 10, 10))
    view.traitOverrides.userInterfaceStyle = .dark
    #expect(ink.resolvedColor(with: view.traitCollection) == .white)
    let faint = ink.withAlphaComponent(0.5)
    #expect(
      faint.resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5), "alpha in each variant")
    #expect(
      UIColor.red.resolvedColor(with: dark) === UIColor.red, "a fixed colour is its own answer")
    #expect(ink != UIColor.black, "a dynamic colour equals only itself")
    #expect(ink == ink)
  }

  @Test func nsIntegerIsInt() {
    func numberOfSections() -> NSInteger { 4 }
    let count: Int = numberOfSections()
    #expect(count == 4)
    #expect(NSInteger.self == Int.self)
  }

  // MARK: Clamped offsets

  @Test func clampingToAZeroInsetGivesPositiveZero() {
    let scrollView = UIScrollView(frame: rect(0, 0, 100, 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    let clamped = scrollView.clampedContentOffset(CGPoint(x: 0, y: -40))
    #expect(clamped == .zero)
    #expect(clamped.x.sign == .plus && clamped.y.sign == .plus)
  }

  @Test(arguments: [(300.0, -3000.0), (0.0, -3000.0), (0.0, 1000.0)])
  func offsetsAfterAFlingNeverPrintNegativeZero(start: CGFloat, velocity: CGFloat) throws {
    let fixture = FlowFixture(width: 375, height: 300, counts: [600])
    let view = fixture.collectionView
    view.contentOffset = CGPoint(x: 0, y: start)
    try view.simulateFling(velocity: CGPoint(x: 0, y: velocity))
    let offset = view.contentOffset
    if velocity < 0 { #expect(offset.y == 0, "an upward fling stops at the top") }
    #expect(offset.x.sign == .plus && offset.y.sign == .plus)
    #expect(!"\(offset)".contains("-0.0"), "\(offset)")
  }
}

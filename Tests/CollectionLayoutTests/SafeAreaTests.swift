import Foundation
import Testing

@testable import CollectionLayout

/// Numbered cells, as many as asked.
private final class Rows: NSObject, UICollectionViewDataSource {
  let count: Int
  init(_ count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

/// A list of `rows` 44-point rows as a controller's view, inside
/// `container` (given the controller), in a window on `device`.
private func placed(
  on device: UIWindow.Device = .iPhone16, rows: Int = 40,
  behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
  layout: UICollectionViewLayout? = nil,
  in container: (UIViewController) -> UIViewController = {
    UINavigationController(rootViewController: $0)
  }
) -> (UIWindow, UICollectionView, Rows) {
  let flow = UICollectionViewFlowLayout()
  flow.itemSize = CGSize(width: 300, height: 44)
  let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout ?? flow)
  collectionView.contentInsetAdjustmentBehavior = behavior
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
  let data = Rows(rows)
  collectionView.dataSource = data
  let list = UIViewController()
  list.view = collectionView
  let window = UIWindow(device: device)
  window.rootViewController = container(list)
  window.makeKeyAndVisible()
  return (window, collectionView, data)
}

/// One full-width row per item, measured in `prepare()`.
private final class FullWidthRows: UICollectionViewLayout {
  var answersBoundsChanges = false
  private var frames: [CGRect] = []

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    let width = collectionView.bounds.width
    frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
      CGRect(x: 0, y: CGFloat($0) * 44, width: width, height: 44)
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: frames.first?.width ?? 0, height: frames.last?.maxY ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    frames.indices.filter { frames[$0].intersects(rect) }.map(attributes)
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    frames.indices.contains(indexPath.item) ? attributes(indexPath.item) : nil
  }

  private func attributes(_ item: Int) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = frames[item]
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    answersBoundsChanges && newBounds.width != collectionView?.bounds.width
  }
}

/// Whether `value` is `expected` to the hundredth of a point: the
/// published values are rounded so.
private func about(_ value: CGFloat, _ expected: CGFloat) -> Bool {
  abs(value - expected) < 0.005
}

@Suite struct SafeAreaTests {
  /// A window is its device's size, and its safe area is the device's.
  @Test func aWindowHasItsDevicesSafeArea() {
    let window = UIWindow(device: .iPhone16)
    #expect(window.bounds.size == CGSize(width: 393, height: 852))
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).safeAreaInsets == .zero)
  }

  /// The list runs under the translucent bar: its frame is the whole
  /// screen, its safe area starts below the bar, and it rests at
  /// `-adjustedContentInset.top`, its first row just under the bar.
  ///
  /// On an iPhone 16 the bar starts at the status bar's 53.67 points (161
  /// pixels), above the 59-point safe area, so the list's top is 97.67,
  /// not 59 + 44: the value measured on the iPhone 14 Pro Max, whose status
  /// bar is the same, and published by header libraries that had used 103.
  @Test func aListUnderANavigationBarStartsBelowIt() {
    let (window, list, data) = placed()
    #expect(list.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(about(list.safeAreaInsets.top, 97.67))
    #expect(list.safeAreaInsets.bottom == 34)
    #expect(list.adjustedContentInset == list.safeAreaInsets)
    #expect(list.contentOffset.y == -list.adjustedContentInset.top)
    let bar = (window.rootViewController as? UINavigationController)?.navigationBar
    #expect(about(bar?.frame.minY ?? 0, 53.67) && bar?.frame.height == 44)
    let first = list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.frame.minY == 0, "the content does not move; the offset does")
    withExtendedLifetime((window, data)) {}
  }

  /// The iPhone SE's classic 64 points: a 20-point status bar and a 44-point
  /// bar, the top layout guide of iOS 7 to 10.
  @Test func theClassicSixtyFourOnAnIPhoneSE() {
    let (window, list, data) = placed(on: .iPhoneSE)
    #expect(list.adjustedContentInset.top == 64)
    #expect(list.contentOffset.y == -64)
    withExtendedLifetime((window, data)) {}
  }

  /// Large titles make the bar 96 points: 53.67 + 96 on an iPhone 16.
  @Test func aLargeTitleMakesTheBarTaller() {
    let (window, list, data) = placed(in: { root in
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    })
    #expect(about(list.adjustedContentInset.top, 149.67))
    #expect(list.contentOffset.y == -list.adjustedContentInset.top)
    withExtendedLifetime((window, data)) {}
  }

  /// Above a tab bar the bottom grows by the bar's 49 points over the home
  /// indicator's 34.
  @Test func aTabBarAddsToTheBottom() {
    let (window, list, data) = placed(in: { root in
      let tabs = UITabBarController()
      tabs.viewControllers = [UINavigationController(rootViewController: root)]
      return tabs
    })
    #expect(about(list.safeAreaInsets.top, 97.67) && list.safeAreaInsets.bottom == 83)
    withExtendedLifetime((window, data)) {}
  }

  /// An opaque bar puts the view below it: no safe area is left on top.
  @Test func anOpaqueBarPutsTheViewBelowIt() {
    let (window, list, data) = placed(in: { root in
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.isTranslucent = false
      return navigation
    })
    #expect(about(list.frame.minY, 97.67) && list.frame.maxY == 852)
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(list.contentOffset.y == 0)
    withExtendedLifetime((window, data)) {}
  }

  /// Each behaviour, on a list too short to scroll (three rows).
  @Test(arguments: [
    (UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(97.67)),
    (.scrollableAxes, 0),
    (.never, 0),
    (.always, 97.67),
  ])
  func eachBehaviourOnAShortList(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, top: CGFloat
  ) {
    let (window, list, data) = placed(rows: 3, behavior: behavior)
    // `.automatic` adds the bars because the list is a navigation
    // controller's content; `.scrollableAxes` only along an axis that
    // scrolls, and three rows do not.
    #expect(about(list.adjustedContentInset.top, top))
    #expect(list.contentOffset.y == -list.adjustedContentInset.top)
    withExtendedLifetime((window, data)) {}
  }

  /// Long enough to scroll, `.scrollableAxes` adds the top and bottom, but
  /// never the sides of a list that only scrolls vertically.
  @Test func scrollableAxesAddsOnlyTheAxisThatScrolls() {
    let (window, list, data) = placed(behavior: .scrollableAxes)
    #expect(about(list.adjustedContentInset.top, 97.67))
    #expect(list.adjustedContentInset.left == 0 && list.adjustedContentInset.bottom == 34)
    window.rotate(to: .landscape)
    // On its side: no status bar, a 32-point bar, 59 points each side.
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    #expect(list.adjustedContentInset == UIEdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
    withExtendedLifetime((window, data)) {}
  }

  /// A rotation changes the list's bounds: the flow layout asks to be
  /// invalidated when the width changes, and lays its rows out across the
  /// new width; the list resting at its top stays at the new top.
  @Test func aRotationRunsTheBoundsChangeInvalidation() {
    let (window, list, data) = placed()
    window.rotate(to: .landscape)
    #expect(list.bounds.size == CGSize(width: 852, height: 393))
    #expect(list.contentOffset.y == -32)
    let second = list.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(second?.frame.minY == 0, "two rows of 300 points fit side by side across 852")
    withExtendedLifetime((window, data)) {}
  }

  /// A custom layout that keeps the default answer to
  /// `shouldInvalidateLayout(forBoundsChange:)`, false, keeps the geometry
  /// it computed for the old width through a rotation; one that says yes
  /// when the width changes lays its rows across the new width. (With
  /// `.never`: a change of the adjusted insets, which a rotation under a
  /// navigation bar brings, invalidates any layout and would hide the
  /// difference.)
  @Test(arguments: [false, true])
  func aCustomLayoutSurvivesARotationOnlyIfItAsks(answers: Bool) {
    let rows = FullWidthRows()
    rows.answersBoundsChanges = answers
    let (window, list, data) = placed(behavior: .never, layout: rows)
    #expect(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 393)
    window.rotate(to: .landscape)
    let width = list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width
    #expect(width == (answers ? 852 : 393))
    withExtendedLifetime((window, data)) {}
  }

  /// An iPhone 15 Pro Max has the iPhone 16's insets on a wider screen;
  /// on its side its height is compact, as every phone's: a 32-point bar.
  @Test func aProMaxIsAWiderPhone() {
    let (window, list, data) = placed(on: .iPhone15ProMax)
    #expect(list.bounds.width == 430)
    #expect(about(list.adjustedContentInset.top, 97.67))
    window.rotate(to: .landscape)
    #expect(list.bounds.size == CGSize(width: 932, height: 430))
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    withExtendedLifetime((window, data)) {}
  }

  /// On an iPad the status bar is 24 points and the bars 50 (102 with a
  /// large title), either way up; the home indicator leaves 20 at the
  /// bottom, under a 50-point tab bar.
  @Test func anIPadHasTallerBarsEitherWayUp() {
    let (window, list, data) = placed(on: .iPad)
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
    window.rotate(to: .landscape)
    #expect(list.bounds.size == CGSize(width: 1180, height: 820))
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
    withExtendedLifetime((window, data)) {}

    let (tabWindow, tabList, tabData) = placed(
      on: .iPad,
      in: { root in
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        return tabs
      })
    #expect(tabList.safeAreaInsets == UIEdgeInsets(top: 126, left: 0, bottom: 70, right: 0))
    withExtendedLifetime((tabWindow, tabData)) {}
  }
}

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

@Suite struct SafeAreaTests {
  /// A window is its device's size, and its safe area is the device's.
  @Test func aWindowHasItsDevicesSafeArea() {
    let window = UIWindow(device: .iPhone16)
    #expect(window.bounds.size == CGSize(width: 393, height: 852))
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).safeAreaInsets == .zero)
  }

  /// The list runs under the translucent bar: its frame is the whole
  /// screen, its safe area starts below the bar (status bar 59 + bar 44 on
  /// an iPhone 16), and it rests at `-adjustedContentInset.top`, its first
  /// row just under the bar.
  @Test func aListUnderANavigationBarStartsBelowIt() {
    let (window, list, data) = placed()
    #expect(list.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(list.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(list.contentOffset == CGPoint(x: 0, y: -103))
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

  /// Large titles make the bar 96 points: 59 + 96 on an iPhone 16.
  @Test func aLargeTitleMakesTheBarTaller() {
    let (window, list, data) = placed(in: { root in
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.prefersLargeTitles = true
      return navigation
    })
    #expect(list.adjustedContentInset.top == 155)
    #expect(list.contentOffset.y == -155)
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
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    withExtendedLifetime((window, data)) {}
  }

  /// An opaque bar puts the view below it: no safe area is left on top.
  @Test func anOpaqueBarPutsTheViewBelowIt() {
    let (window, list, data) = placed(in: { root in
      let navigation = UINavigationController(rootViewController: root)
      navigation.navigationBar.isTranslucent = false
      return navigation
    })
    #expect(list.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
    #expect(list.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(list.contentOffset.y == 0)
    withExtendedLifetime((window, data)) {}
  }

  /// Each behaviour, on a list too short to scroll (three rows).
  @Test(arguments: [
    (UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(103)),
    (.scrollableAxes, 0),
    (.never, 0),
    (.always, 103),
  ])
  func eachBehaviourOnAShortList(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, top: CGFloat
  ) {
    let (window, list, data) = placed(rows: 3, behavior: behavior)
    // `.automatic` adds the bars because the list is a navigation
    // controller's content; `.scrollableAxes` only along an axis that
    // scrolls, and three rows do not.
    #expect(list.adjustedContentInset.top == top)
    #expect(list.contentOffset.y == -top)
    withExtendedLifetime((window, data)) {}
  }

  /// Long enough to scroll, `.scrollableAxes` adds the top and bottom, but
  /// never the sides of a list that only scrolls vertically.
  @Test func scrollableAxesAddsOnlyTheAxisThatScrolls() {
    let (window, list, data) = placed(behavior: .scrollableAxes)
    #expect(list.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
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
}

import CollectionLayout
import Testing

/// Numbered cells of one registered class.
final class Items: NSObject, UICollectionViewDataSource {
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

func makeView(
  _ layout: UICollectionViewLayout, width: CGFloat, height: CGFloat,
  cell: UICollectionViewCell.Type = UICollectionViewCell.self, items: Items
) -> UICollectionView {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  view.register(cell, forCellWithReuseIdentifier: "cell")
  view.dataSource = items
  view.layoutIfNeeded()
  return view
}

/// Frames and looks of layouts ported from UIKit with only their import
/// changed, checked against arithmetic done by hand.
@Suite struct PortedLayoutTests {
  @Test func carouselScalesByDistanceAndSnapsToTheNearestItem() throws {
    let layout = CarouselFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 160)
    let items = Items(10)
    let view = makeView(layout, width: 320, height: 200, items: items)
    // Inset (320 − 160) / 2 = 80; line spacing 40 − (160 − 96) / 2 = 8.
    #expect(layout.sectionInset.left == 80 && layout.minimumLineSpacing == 8)
    let first = try #require(layout.layoutAttributesForElements(in: view.bounds))
    let byItem = Dictionary(uniqueKeysWithValues: first.map { ($0.indexPath.item, $0) })
    #expect(byItem[0]?.center.x == 160 && byItem[1]?.center.x == 328)
    #expect(byItem[0]?.alpha == 1 && byItem[0]?.zIndex == 10)
    // Item 1 is a full 168 from the centre: the side scale and alpha.
    #expect(abs((byItem[1]?.transform3D.m11 ?? 0) - 0.6) < 1e-12)
    #expect(abs((byItem[1]?.alpha ?? 0) - 0.6) < 1e-12)
    view.contentOffset = CGPoint(x: 84, y: 0)
    let halfway = try #require(layout.layoutAttributesForElements(in: view.bounds))
    for attributes in halfway where attributes.indexPath.item < 2 {
      // 84 of 168 away: halfway between 0.6 and 1.
      #expect(abs(attributes.transform3D.m11 - 0.8) < 1e-12)
    }
    // Proposed 100: the centre 260 is nearest item 1 (328), so 328 − 160.
    let target = layout.targetContentOffset(
      forProposedContentOffset: CGPoint(x: 100, y: 0), withScrollingVelocity: .zero)
    #expect(target.equalTo(CGPoint(x: 168, y: 0)))
  }

  @Test func parallaxMovesTheCellsContentViewAndTheDiagramSeesIt() throws {
    let layout = ParallaxFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 10
    let items = Items(8)
    let view = makeView(layout, width: 320, height: 400, cell: ParallaxCell.self, items: items)
    // Item 0's centre (50) is 150 above the screen's middle (200):
    // −150 / 400 of the 30-point range, reversed: +11.25.
    let attributes = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        as? ParallaxLayoutAttributes)
    #expect(attributes.parallaxOffset.equalTo(CGPoint(x: 0, y: 11.25)))
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ParallaxCell)
    // The 160-point content view, centred on the cell (50) and moved 11.25:
    // its top at 50 − 80 + 11.25.
    #expect(cell.contentView.frame == CGRect(x: 0, y: -18.75, width: 320, height: 160))
    let look = try #require(view.snapshot().appearances["cell 0.0"]?.content)
    #expect(look.transform == [1, 0, 0, 1, 0, 11.25])
    #expect(look.size == CGSize(width: 320, height: 160) && look.clipped)
  }

  @Test func cubePagesTurnAboutTheirSharedEdge() throws {
    let layout = CubeFlowLayout()
    let items = Items(4)
    let view = makeView(layout, width: 300, height: 200, cell: CubeCell.self, items: items)
    view.contentOffset = CGPoint(x: 150, y: 0)
    view.layoutIfNeeded()
    let leaving = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    let coming = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(leaving.layer.anchorPoint == CGPoint(x: 1, y: 0.5))
    #expect(coming.layer.anchorPoint == CGPoint(x: 0, y: 0.5))
    // The shared edge stays at x = 300; page 0's far edge, at local x −300
    // turned by −45° with perspective 1/500, projects to −300·cos 45° over
    // 1 + 300·sin 45°/500, about −148.94.
    #expect(abs(leaving.frame.maxX - 300) < 1e-9)
    #expect(abs(coming.frame.minX - 300) < 1e-9)
    let far = 300 * cos(CGFloat.pi / 4) / (1 + 300 * sin(CGFloat.pi / 4) / 500)
    #expect(abs(leaving.frame.minX - (300 - far)) < 1e-9)
    #expect(abs(far - 148.94) < 0.01)
  }

  @Test func leftAlignedLinesStartAtTheInset() throws {
    let layout = LeftAlignedFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let sizes = TagSizes(widths: [100, 60, 120, 90, 50])
    let items = Items(5)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = items
    view.delegate = sizes
    view.layoutIfNeeded()
    // 280 points per line: 100 + 10 + 60 fit, 120 does not; 120 + 90 + 50
    // with two gaps is exactly 280.
    let frames = try #require(layout.layoutAttributesForElements(in: view.bounds))
      .sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
    #expect(frames.map(\.minX) == [10, 120, 10, 140, 240])
    #expect(frames.map(\.minY) == [0, 0, 40, 40, 40])
  }

  @Test func coreGraphicsMembersUIKitCodeUses() {
    #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
    #expect(!CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(CGFloat(MAXFLOAT) > 1e38)
    #expect(CGVector(dx: 3, dy: 4).dx == 3)
    #expect(CGAffineTransform(1, 0, 0, 1, 5, 6) == CGAffineTransform(translationX: 5, y: 6))
    let (slice, remainder) = CGRect(x: 0, y: 0, width: 100, height: 50)
      .divided(atDistance: 30, from: .minXEdge)
    #expect(slice.width == 30 && remainder.minX == 30)
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    view.layer.anchorPoint = CGPoint(x: 0, y: 0)
    // Moving the anchor keeps the position, so the frame moves: its
    // top-left corner is now at the old centre.
    #expect(view.frame.origin == CGPoint(x: 60, y: 40))
    #expect(view.center == view.layer.position)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.layer.transform.m11 == 2 && view.frame.width == 200)
  }
}

extension PortedLayoutTests {
  @Test func aRecordedScrollKeepsWhereTheParallaxPictureIsInEveryFrame() throws {
    let layout = ParallaxFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 100)
    layout.minimumLineSpacing = 10
    let items = Items(8)
    let view = makeView(layout, width: 320, height: 400, cell: ParallaxCell.self, items: items)
    let timeline = try view.recordTimeline(framesPerSecond: 30) {
      view.setContentOffset(CGPoint(x: 0, y: 110), animated: true)
    }
    let first = try #require(timeline.frames.first?.element("cell 0.1")?.content)
    let last = try #require(timeline.frames.last?.element("cell 0.1")?.content)
    // Item 1's centre (160) is 40 above the middle at first: +3; after the
    // scroll the middle is at 310, 150 below it: +11.25.
    #expect(first.transform == [1, 0, 0, 1, 0, 3])
    #expect(last.transform == [1, 0, 0, 1, 0, 11.25])
  }
}

/// The outline list above, as Apple's samples build one: it compiles
/// unchanged, and lays out as an inset-grouped list on a 393-point phone.
@Suite struct PortedOutlineListTests {
  @Test func theOutlineShowsItsExpandedSectionAsRowsUnderTheirHeader() throws {
    let window = UIWindow(device: .iPhone16)
    let controller = OutlineListViewController()
    window.rootViewController = controller
    controller.loadViewIfNeeded()
    controller.view.frame = window.bounds
    let collectionView = try #require(controller.collectionView)
    collectionView.layoutIfNeeded()
    // Connections: its header row and three children; Alerts: its header
    // alone, collapsed.
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(collectionView.numberOfItems(inSection: 1) == 1)
    let header = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    // An inset group 16 points in on a 393-point phone. The header row
    // stands where a supplementary header would, in place of the 35 points
    // above a grouped section, so at the top of the content.
    #expect(header.frame.minX == 16 && header.frame.width == 393 - 32)
    #expect(header.frame.minY == 0)
    let wifi = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((wifi as? UICollectionViewListCell)?.indentationLevel == 1)
  }
}

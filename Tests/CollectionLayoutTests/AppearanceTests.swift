import CollectionLayout
import Foundation
import Testing

/// A cell coloured as a tutorial colours one: a system grey content view
/// with a system grey border.
private final class GreyCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemGray5
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray3.cgColor
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class GreyDataSource: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 2 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "grey", for: indexPath)
    if indexPath.item == 1 {
      cell.contentView.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    }
    return cell
  }
}

@Suite struct AppearanceTests {
  private func labelled(count: Int = 30) -> (UICollectionView, LabelDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    let dataSource = LabelDataSource(count: count)
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return (view, dataSource)
  }

  @Test func snapshotIsOneFrameOfTheWholeContentWithEveryLook() throws {
    let (view, dataSource) = labelled()
    let still = view.snapshot()
    #expect(still.frames.count == 1)
    #expect(still.segments.isEmpty)
    let frame = try #require(still.frames.first)
    #expect(frame.elements.count == 30, "off-screen items too")
    let look = try #require(still.appearances["cell 0.29"])
    #expect(look.shownText == "Item 29")
    #expect(look.cornerRadius == 8 && look.borderWidth == 1)
    #expect(look.backgroundColor == [0, 122.0 / 255, 1, 1])
    #expect(look.borderColor == [0, 0, 0, 1])
    #expect(view.indexPathsForVisibleItems.count == 9, "asking for looks changes nothing on screen")
    withExtendedLifetime(dataSource) {}
  }

  @Test func dynamicColoursRecordTheirDarkVariant() throws {
    let (view, dataSource) = labelled()
    let look = try #require(view.snapshot().appearances["cell 0.0"])
    // systemBlue is (10, 132, 255) in the dark; the black border is fixed.
    #expect(look.darkBackgroundColor == opaque(10, 132, 255))
    #expect(look.darkBorderColor == nil)
    withExtendedLifetime(dataSource) {}
  }

  /// An opaque colour's components from its 8-bit values.
  private func opaque(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> [CGFloat] {
    [red / 255, green / 255, blue / 255, 1]
  }

  private func greys(style: UIUserInterfaceStyle? = nil) -> [String: ElementAppearance] {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let view = UICollectionView(frame: rect(0, 0, 200, 100), collectionViewLayout: layout)
    if let style { view.traitOverrides.userInterfaceStyle = style }
    view.register(GreyCell.self, forCellWithReuseIdentifier: "grey")
    let dataSource = GreyDataSource()
    view.dataSource = dataSource
    view.layoutIfNeeded()
    return withExtendedLifetime(dataSource) { view.snapshot().appearances }
  }

  @Test func aSystemGreyCellIsDarkGreyInTheDarkAppearance() throws {
    let look = try #require(greys()["cell 0.0"])
    #expect(look.backgroundColor == opaque(229, 229, 234))
    #expect(look.darkBackgroundColor == opaque(44, 44, 46))
    // systemGray3.cgColor: (199, 199, 204) on the light screen, (72, 72, 74)
    // had the app been running dark.
    #expect(look.borderColor == opaque(199, 199, 204))
    #expect(look.darkBorderColor == opaque(72, 72, 74))
  }

  @Test func aFixedColourHasNoDarkVariant() throws {
    let look = try #require(greys()["cell 0.1"])
    #expect(look.backgroundColor == [0.2, 0.4, 0.6, 1])
    #expect(look.darkBackgroundColor == nil)
  }

  @Test func aViewForcingTheLightStyleStaysLightOnADarkScreen() throws {
    let look = try #require(greys(style: .light)["cell 0.0"])
    #expect(look.darkBackgroundColor == nil)
  }

  @Test func aViewForcingTheDarkStyleIsDarkOnTheHeadlessScreen() throws {
    let look = try #require(greys(style: .dark)["cell 0.0"])
    #expect(look.backgroundColor == opaque(44, 44, 46))
    #expect(look.darkBackgroundColor == nil, "the same in both appearances")
  }

  @Test func visibleSnapshotKeepsOnlyTheViewport() {
    let (view, dataSource) = labelled()
    #expect(view.snapshot(region: .visible).frames[0].elements.count == 9)
    withExtendedLifetime(dataSource) {}
  }

  @Test func recordedTimelinesCarryTheLooksOfWhatTheyShow() throws {
    let (view, dataSource) = labelled()
    let timeline = try view.recordTimeline {
      view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    }
    let names = Set(timeline.frames.flatMap { $0.elements.map(\.id) })
    #expect(Set(timeline.appearances.keys) == names)
    #expect(timeline.appearances["cell 0.16"]?.shownText == "Item 16")
    withExtendedLifetime(dataSource) {}
  }
}

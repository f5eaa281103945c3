import Foundation
import Testing

@testable import CollectionLayout

/// A cell whose `configure` builds what it holds, so that each test writes
/// the cell an app would.
private final class BuiltCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemTeal
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class BuiltCells: NSObject, UICollectionViewDataSource {
  let build: (UICollectionViewCell) -> Void
  init(_ build: @escaping (UICollectionViewCell) -> Void) { self.build = build }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 1 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    if cell.contentView.subviews.isEmpty { build(cell) }
    return cell
  }
}

/// The look of the one cell of a 100 × 50 grid whose cell `build` fills.
private func look(
  size: CGSize = CGSize(width: 100, height: 50), _ build: @escaping (UICollectionViewCell) -> Void
) throws -> ElementAppearance {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = size
  let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
  view.register(BuiltCell.self, forCellWithReuseIdentifier: "cell")
  let cells = BuiltCells(build)
  view.dataSource = cells
  view.layoutIfNeeded()
  return try withExtendedLifetime(cells) { try #require(view.snapshot().appearances["cell 0.0"]) }
}

@Suite struct ElementSubviewsTests {
  /// The bug the pictures used to hide: a label added with no frame and no
  /// constraints is zero by zero on a phone, and the cell is a blank tile.
  @Test func aLabelWithNoFrameShowsNoTextAndIsReported() throws {
    let found = try look { cell in
      let label = UILabel()
      label.text = "7"
      cell.contentView.addSubview(label)
    }
    #expect(found.views == nil)
    #expect(found.unshownText == [UnshownText(text: "7", reason: .zeroSize)])
  }

  /// Pinned to the content view and centred: a label draws its one line
  /// centred across, and centres the line box (20.287 points for 17-point
  /// SF) in its height, the baseline an ascender (16.187) below the box's
  /// top.
  @Test func aPinnedCentredLabelDrawsItsLineInTheMiddle() throws {
    let found = try look { cell in
      let label = UILabel()
      label.text = "Hello"
      label.textAlignment = .center
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
        label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
      ])
    }
    let views = try #require(found.views)
    #expect(views.count == 1)
    #expect(views[0].frame == rect(0, 0, 100, 50))
    let text = try #require(views[0].text)
    let width = TextMeasurement.width(of: "Hello", font: .systemFont(ofSize: 17))
    #expect(text.lines == ["Hello"])
    #expect(abs(text.widths[0] - width) < 1e-9)
    #expect(abs(text.origins[0].x - (100 - width) / 2) < 1e-9)
    let font = UIFont.systemFont(ofSize: 17)
    #expect(abs(text.origins[0].y - ((50 - font.lineHeight) / 2 + font.ascender)) < 1e-9)
    #expect(text.fontSize == 17 && text.weight == 400)
    // `.label`: black on a light screen, white on a dark one.
    #expect(text.color == [0, 0, 0, 1])
    #expect(text.darkColor == [1, 1, 1, 1])
    #expect(found.unshownText == nil)
  }

  /// A label draws only the lines its height holds, the last one cut with
  /// an ellipsis: two lines' worth of text in one line's height.
  @Test func aLabelShorterThanItsTextDrawsTheLinesThatFit() throws {
    let found = try look(size: CGSize(width: 80, height: 60)) { cell in
      let label = UILabel(frame: rect(0, 0, 80, 21))
      label.numberOfLines = 0
      label.text = "one two three four five"
      cell.contentView.addSubview(label)
    }
    let text = try #require(found.views?.first?.text)
    #expect(text.lines.count == 1)
    #expect(text.lines[0].hasSuffix("\u{2026}"))
    #expect(text.widths[0] <= 80)
  }

  /// Given room, the same label wraps and draws each line a line height
  /// below the last, left-aligned (`.natural` in a left-to-right layout).
  @Test func aTallLabelWrapsItsText() throws {
    let found = try look(size: CGSize(width: 80, height: 100)) { cell in
      let label = UILabel(frame: rect(4, 0, 72, 100))
      label.numberOfLines = 0
      label.text = "one two three four five"
      cell.contentView.addSubview(label)
    }
    let text = try #require(found.views?.first?.text)
    #expect(text.lines.count > 1)
    let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
    #expect(text.origins.allSatisfy { $0.x == 4 })
    #expect(abs(text.origins[1].y - text.origins[0].y - lineHeight) < 1e-9)
    #expect(text.lines.joined(separator: " ") == "one two three four five")
  }

  /// A view that clips leaves what lies outside it unseen: a label wholly
  /// outside a clipping box shows nothing, one partly inside is clipped.
  @Test func clippingViewsClipTheirLabels() throws {
    let found = try look { cell in
      let box = UIView(frame: rect(10, 10, 40, 30))
      box.clipsToBounds = true
      box.backgroundColor = .white
      let outside = UILabel(frame: rect(50, 0, 30, 20))
      outside.text = "gone"
      let across = UILabel(frame: rect(20, 0, 40, 20))
      across.text = "cut"
      box.addSubview(outside)
      box.addSubview(across)
      cell.contentView.addSubview(box)
    }
    let views = try #require(found.views)
    #expect(views.count == 2, "the box and the label partly inside it")
    #expect(views[0].frame == rect(10, 10, 40, 30))
    #expect(views[0].backgroundColor == [1, 1, 1, 1])
    #expect(views[1].frame == rect(30, 10, 40, 20))
    #expect(views[1].clip == rect(10, 10, 40, 30))
    #expect(found.unshownText == [UnshownText(text: "gone", reason: .clippedAway)])
  }

  /// Hidden views draw nothing, nor does anything they hold; opacity
  /// multiplies down the tree.
  @Test func hiddenViewsAreSkippedAndAlphaMultiplies() throws {
    let found = try look { cell in
      let hidden = UILabel(frame: rect(0, 0, 50, 20))
      hidden.text = "hidden"
      hidden.isHidden = true
      let faded = UIView(frame: rect(0, 20, 100, 30))
      faded.alpha = 0.5
      let label = UILabel(frame: rect(0, 0, 100, 30))
      label.text = "half"
      label.alpha = 0.5
      faded.addSubview(label)
      cell.contentView.addSubview(hidden)
      cell.contentView.addSubview(faded)
    }
    let views = try #require(found.views)
    #expect(views.count == 1, "the faded container paints nothing itself")
    #expect(views[0].alpha == 0.25)
    #expect(views[0].frame == rect(0, 20, 100, 30))
    #expect(views[0].text?.lines == ["half"])
    #expect(found.unshownText == nil, "a hidden label is meant not to show")
  }

  /// A badge: a round, bordered view at its place, over the cell.
  @Test func paintedSubviewsKeepTheirShape() throws {
    let found = try look { cell in
      let badge = UIView(frame: rect(70, 6, 24, 24))
      badge.backgroundColor = .systemRed
      badge.layer.cornerRadius = 12
      badge.layer.borderWidth = 2
      badge.layer.borderColor = UIColor.white.cgColor
      cell.contentView.addSubview(badge)
    }
    let badge = try #require(found.views?.first)
    #expect(badge.frame == rect(70, 6, 24, 24))
    #expect(badge.cornerRadius == 12 && badge.borderWidth == 2)
    #expect(badge.borderColor == [1, 1, 1, 1])
    #expect(badge.text == nil)
  }

  /// A content view moved within its cell (a parallax cell) is drawn on
  /// its own; what it holds is placed in its coordinates, to move with it.
  @Test func viewsInAContentViewSetApartAreInItsCoordinates() throws {
    let found = try look { cell in
      cell.contentView.frame = rect(0, -20, 100, 90)
      cell.contentView.autoresizingMask = []
      let label = UILabel(frame: rect(10, 30, 80, 30))
      label.text = "moved"
      cell.contentView.addSubview(label)
    }
    #expect(found.content != nil)
    let label = try #require(found.views?.first)
    #expect(label.inContentView)
    #expect(label.frame == rect(10, 30, 80, 30))
  }

  /// A label that lays itself out in `layoutSubviews`, as code without
  /// Auto Layout does, is laid out before the picture is taken.
  @Test func layoutSubviewsRunsBeforeThePicture() throws {
    final class FramedCell: UICollectionViewCell {
      let label = UILabel()
      override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
      }
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(FramedCell.self, forCellWithReuseIdentifier: "cell")
    let cells = BuiltCells { cell in
      let label = (cell as! FramedCell).label
      label.text = "framed"
      cell.contentView.addSubview(label)
    }
    view.dataSource = cells
    view.layoutIfNeeded()
    let found = try withExtendedLifetime(cells) {
      try #require(view.snapshot().appearances["cell 0.0"])
    }
    #expect(found.views?.first?.frame == rect(8, 8, 84, 34))
  }
}

extension ElementAppearance {
  /// The text its labels draw, lines joined by spaces; nil when none.
  var shownText: String? {
    let lines = (views ?? []).compactMap(\.text).flatMap(\.lines)
    return lines.isEmpty ? nil : lines.joined(separator: " ")
  }
}

/// Cells take their traits from the collection view showing them, as
/// subviews of it do on a phone: an override of the content size category
/// there reaches a label that follows Dynamic Type.
@Suite struct CellTraitTests {
  private final class BodyCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func aCellFollowsItsCollectionViewsContentSizeCategory() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(BodyCell.self, forCellWithReuseIdentifier: "cell")
    let cells = BuiltCells { _ in }
    view.dataSource = cells
    view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    view.layoutIfNeeded()
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? BodyCell)
    // Body is 17 points at .large and 33 at .accessibilityLarge (HIG).
    #expect(cell.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(cell.label.font.pointSize == 33)
    view.traitOverrides.preferredContentSizeCategory = .large
    #expect(cell.label.font.pointSize == 17, "a change reaches the cells on screen")
    withExtendedLifetime(cells) {}
  }
}

/// A diagram rests on the last frame, so an element's look is the one it
/// has at the size it ends at, even when it was first seen at another.
@Suite struct ResizedLookTests {
  @Test func aCellThatGrowsIsDrawnWithTheTextItShowsAtItsFinalSize() throws {
    let small = UICollectionViewFlowLayout()
    small.itemSize = CGSize(width: 60, height: 80)
    let view = UICollectionView(frame: rect(0, 0, 320, 200), collectionViewLayout: small)
    view.register(BuiltCell.self, forCellWithReuseIdentifier: "cell")
    let cells = BuiltCells { cell in
      let label = UILabel()
      label.numberOfLines = 0
      label.text = "one two three"
      label.frame = cell.contentView.bounds
      label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      cell.contentView.addSubview(label)
    }
    view.dataSource = cells
    view.layoutIfNeeded()
    let wide = UICollectionViewFlowLayout()
    wide.itemSize = CGSize(width: 300, height: 80)
    // A tenth of a second at the first size, then the switch: the first
    // frames, and the look taken with them, are at 60 points.
    let timeline = try view.recordTimeline {
      CollectionLayout.RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
      view.setCollectionViewLayout(wide, animated: true)
    }
    #expect(timeline.frames.first?.elements.first?.size.width == 60)
    #expect(timeline.frames.last?.elements.first?.size.width == 300)
    let text = try #require(timeline.appearances["cell 0.0"]?.views?.first?.text)
    #expect(text.lines == ["one two three"], "one line at 300 points, not the wrapped ones at 60")
    withExtendedLifetime(cells) {}
  }
}

/// A label narrower than one character and the ellipsis shows nothing.
@Suite struct NoRoomTests {
  @Test func aLabelTooNarrowForAnyTextIsReported() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    let view = UICollectionView(frame: rect(0, 0, 300, 200), collectionViewLayout: layout)
    view.register(BuiltCell.self, forCellWithReuseIdentifier: "cell")
    let cells = BuiltCells { cell in
      let label = UILabel(frame: rect(0, 0, 4, 30))
      label.text = "Wide"
      cell.contentView.addSubview(label)
    }
    view.dataSource = cells
    view.layoutIfNeeded()
    let look = try withExtendedLifetime(cells) {
      try #require(view.snapshot().appearances["cell 0.0"])
    }
    #expect(look.views == nil)
    #expect(look.unshownText == [UnshownText(text: "Wide", reason: .noRoom)])
  }
}

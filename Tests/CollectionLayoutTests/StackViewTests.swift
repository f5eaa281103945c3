import Foundation
import Testing

@testable import CollectionLayout

/// A one-line label in the 17-point system font.
private func label(_ text: String) -> UILabel {
  let label = UILabel()
  label.text = text
  return label
}

/// A one-line label's intrinsic width: its text's, rounded up to the
/// pixel at scale 2.
private func width(_ text: String, size: CGFloat = 17) -> CGFloat {
  (TextMeasurement.width(of: text, font: .systemFont(ofSize: size)) * 2 - 1e-9).rounded(.up) / 2
}

/// A one-line 17-point label's intrinsic height: its line height, 20.287…,
/// rounded up to the pixel at scale 2.
private let lineHeight: CGFloat = 20.5

/// Equal to within the half point a frame is rounded to.
private func close(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.26) -> Bool {
  abs(a - b) <= tolerance
}

/// A container with `stack` pinned to its leading and top edges only, so
/// that the stack takes the size its arranged views give it.
private func contentSized(_ stack: UIStackView) -> UIView {
  let container = UIView(frame: rect(0, 0, 375, 300))
  stack.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(stack)
  NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    stack.topAnchor.constraint(equalTo: container.topAnchor),
  ])
  return container
}

/// UIStackView: a row or column laid out by the constraints it makes,
/// checked against what UIKit documents and what its constraint dumps
/// show (see `UIStackView+Constraints.swift`).
@Suite struct StackViewTests {
  // MARK: Arranged subviews

  /// Arranged views are subviews placed by constraints; removing one from
  /// the arrangement keeps it as a subview, removing it from the stack
  /// takes it out of the arrangement (Apple's documentation of
  /// `arrangedSubviews` and `removeArrangedSubview(_:)`).
  @Test func arrangedSubviewsAreSubviewsInAnOrderOfTheirOwn() {
    let (a, b, c) = (UIView(), UIView(), UIView())
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.arrangedSubviews == [a, b])
    #expect(stack.subviews == [a, b])
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    // Inserting orders the arrangement only; the new view is the top
    // subview.
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews == [c, a, b])
    #expect(stack.subviews == [a, b, c])
    // An arranged view inserted again moves; added again, it goes last.
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews == [b, c, a])
    stack.addArrangedSubview(b)
    #expect(stack.arrangedSubviews == [c, a, b])
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [c, b])
    #expect(a.superview === stack)
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews == [c])
    #expect(stack.subviews == [a, c])
  }

  /// UIKit's defaults: a horizontal row, filled, no spacing, not inside
  /// the margins; no custom spacing answers `spacingUseDefault`.
  @Test func defaultsAreUIKits() {
    let view = UIView()
    let stack = UIStackView(arrangedSubviews: [view])
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.customSpacing(after: view) == UIStackView.spacingUseDefault)
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom == .trailing)
  }

  /// The constraints carry UIKit's identifiers, and a change of property
  /// replaces them.
  @Test func constraintsCarryUIKitsIdentifiers() {
    let stack = UIStackView(arrangedSubviews: [label("One"), label("Two")])
    let names = Set(stack.constraints.compactMap(\.identifier))
    #expect(
      names == [
        "UISV-canvas-connection", "UISV-spacing", "UISV-alignment",
        "CollectionLayout-stack-order",
      ])
    let before = stack.constraints
    stack.alignment = .center
    #expect(before.allSatisfy { !$0.isActive })
    let after = Set(stack.constraints.compactMap(\.identifier))
    #expect(after.isSuperset(of: ["UISV-spanning-boundary", "UISV-spanning-fit"]))
    #expect(stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
  }

  // MARK: Distribution

  /// `.fill` in a wider stack: the view that hugs its content least
  /// stretches, whatever its place (Apple's documentation of
  /// `UIStackView.Distribution.fill`: "it stretches the views according
  /// to their hugging priority"); across the row, `.fill` alignment gives
  /// every view the stack's height.
  @Test func fillStretchesTheLeastHuggingView() {
    let name = label("Name")
    let value = label("Value")
    name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    let stack = UIStackView(frame: rect(0, 0, 300, 44))
    stack.spacing = 8
    stack.addArrangedSubview(name)
    stack.addArrangedSubview(value)
    stack.layoutIfNeeded()
    let nameWidth = width("Name")
    #expect(name.frame == rect(0, 0, nameWidth, 44))
    #expect(value.frame == rect(nameWidth + 8, 0, 300 - nameWidth - 8, 44))
  }

  /// With equal hugging the first view stretches: Apple's documentation
  /// says ties are resized "based on their index in the arrangedSubviews
  /// array", and its "Start Developing iOS Apps" tutorial that the stack
  /// "expands the first view" when the priorities are equal (a row of
  /// three labels shows it: ivanthinking.net, "Horizontal Stack Content
  /// Hugging").
  @Test func equalHuggingStretchesTheFirstView() {
    let (one, two, three) = (label("LOVE"), label("Kisses"), label("XOXO"))
    let stack = UIStackView(frame: rect(0, 0, 300, 20.5))
    stack.spacing = 4
    for view in [one, two, three] { stack.addArrangedSubview(view) }
    stack.layoutIfNeeded()
    #expect(two.frame.width == width("Kisses"))
    #expect(three.frame.width == width("XOXO"))
    #expect(one.frame.width == 300 - 8 - width("Kisses") - width("XOXO"))
    #expect(three.frame.maxX == 300)
    // The order is the arrangement's, not the subviews': a view inserted
    // first, though it is the top subview, is the one that stretches.
    let zero = label("Hugs")
    stack.insertArrangedSubview(zero, at: 0)
    stack.layoutIfNeeded()
    #expect(stack.subviews.last === zero)
    #expect([one, two, three].map(\.frame.width) == ["LOVE", "Kisses", "XOXO"].map { width($0) })
    #expect(zero.frame.minX == 0)
    #expect(zero.frame.width == 300 - 12 - width("LOVE") - width("Kisses") - width("XOXO"))
  }

  /// `.fill` in a narrower stack: the view that resists compression least
  /// shrinks (Apple's documentation of `.fill`).
  @Test func fillShrinksTheLeastResistingView() {
    let first = label("A fairly long title")
    let second = label("Detail text")
    first.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    let total = width("A fairly long title") + width("Detail text")
    let stack = UIStackView(frame: rect(0, 0, total - 30, 20.5))
    stack.addArrangedSubview(first)
    stack.addArrangedSubview(second)
    stack.layoutIfNeeded()
    #expect(first.frame.width == width("A fairly long title"))
    #expect(second.frame.width == width("Detail text") - 30)
  }

  /// `.fillEqually`: every view as long as the others, filling the stack
  /// between the spacings (Apple's documentation of `.fillEqually`).
  @Test func fillEquallyGivesEveryViewTheSameLength() {
    let views = [label("A"), label("Somewhat longer"), label("Mid")]
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = rect(0, 0, 300, 30)
    stack.distribution = .fillEqually
    stack.spacing = 6
    stack.layoutIfNeeded()
    #expect(views.map(\.frame) == [rect(0, 0, 96, 30), rect(102, 0, 96, 30), rect(204, 0, 96, 30)])
  }

  /// `.equalSpacing`: the views keep their intrinsic widths and the room
  /// left is shared by equal gaps; `spacing` is the least gap, below which
  /// the views shrink instead, the first one first where they resist
  /// equally (Apple's documentation of `.equalSpacing` and of `spacing`).
  @Test func equalSpacingPadsEqualGaps() {
    let texts = ["One", "Two words", "Three"]
    let views = texts.map(label)
    let widths = texts.map { width($0) }
    let sum = widths.reduce(0, +)
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.spacing = 10
    stack.frame = rect(0, 0, 320, 20.5)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == widths)
    let gap = (320 - sum) / 2
    #expect(views[0].frame.minX == 0)
    #expect(close(views[1].frame.minX, widths[0] + gap))
    #expect(views[2].frame.maxX == 320)
    let gaps = [
      views[1].frame.minX - views[0].frame.maxX, views[2].frame.minX - views[1].frame.maxX,
    ]
    #expect(abs(gaps[0] - gaps[1]) <= 0.5)
    // Too narrow for the minimum: the gaps stay at 10 and a view gives.
    stack.frame = rect(0, 0, sum + 20 - 12, 20.5)
    stack.layoutIfNeeded()
    #expect(views[1].frame.minX - views[0].frame.maxX == 10)
    #expect(views[2].frame.minX - views[1].frame.maxX == 10)
    #expect(views[0].frame.width == widths[0] - 12)
    #expect(views[1].frame.width == widths[1])
  }

  /// `.equalCentering`: the centres are equally far apart, the ends on the
  /// stack's edges (Apple's documentation of `.equalCentering`).
  @Test func equalCenteringSpacesTheCentres() {
    let views = [label("A"), label("Much longer text"), label("Mid")]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalCentering
    stack.spacing = 4
    stack.frame = rect(0, 0, 340, 20.5)
    stack.layoutIfNeeded()
    let centres = views.map(\.frame.midX)
    #expect(views[0].frame.minX == 0)
    #expect(views[2].frame.maxX == 340)
    #expect(abs((centres[1] - centres[0]) - (centres[2] - centres[1])) <= 0.5)
    #expect(views[1].frame.minX - views[0].frame.maxX >= 4)
  }

  // MARK: Spacing

  /// `spacing` between every pair, a custom spacing after one view in its
  /// place (Apple's documentation of `setCustomSpacing(_:after:)`); a
  /// content-sized stack is as wide as its views and spaces.
  @Test func spacingAndCustomSpacing() {
    let views = [label("First"), label("Second"), label("Third")]
    let widths = ["First", "Second", "Third"].map { width($0) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 8
    stack.setCustomSpacing(20, after: views[0])
    let container = contentSized(stack)
    container.layoutIfNeeded()
    #expect(stack.customSpacing(after: views[0]) == 20)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
    #expect(views[1].frame.minX == widths[0] + 20)
    #expect(views[2].frame.minX == widths[0] + 20 + widths[1] + 8)
    #expect(stack.frame == rect(0, 0, widths.reduce(0, +) + 28, lineHeight))
    // The default sentinel gives the view the stack's spacing back.
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
    container.layoutIfNeeded()
    #expect(views[1].frame.minX == widths[0] + 8)
  }

  /// A hidden arranged view takes no length and no spacing: UIKit keeps
  /// it in the chain with a required zero length (`UISV-hiding`), and
  /// showing it again brings both back ("The stack view automatically
  /// updates its layout whenever … one of the arranged views's isHidden
  /// property changes").
  @Test func aHiddenViewCollapsesWithItsSpacing() {
    let views = [label("Left"), label("Middle"), label("Right")]
    let widths = ["Left", "Middle", "Right"].map { width($0) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    let container = contentSized(stack)
    container.layoutIfNeeded()
    #expect(stack.frame.width == widths.reduce(0, +) + 20)
    views[1].isHidden = true
    container.layoutIfNeeded()
    #expect(
      stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] })
    #expect(views[1].frame.width == 0)
    #expect(views[2].frame.minX == widths[0] + 10)
    #expect(stack.frame.width == widths[0] + widths[2] + 10)
    // Hiding the last shown view leaves no spacing before it either.
    views[2].isHidden = true
    container.layoutIfNeeded()
    #expect(stack.frame.width == widths[0])
    views[1].isHidden = false
    views[2].isHidden = false
    container.layoutIfNeeded()
    #expect(views[2].frame.minX == widths[0] + widths[1] + 20)
    #expect(stack.frame.width == widths.reduce(0, +) + 20)
  }

  /// A hidden view with a required width of the author's: the width is
  /// broken and `UISV-hiding` holds, as UIKit's logs show ("Will attempt
  /// to recover by breaking constraint <… H:[UILabel…(120)]>" next to
  /// "'UISV-hiding' H:[UILabel…(0)]").
  @Test func hidingBreaksTheAuthorsRequiredWidth() {
    let fixed = UIView()
    let other = label("Other")
    let stack = UIStackView(arrangedSubviews: [fixed, other])
    stack.spacing = 10
    fixed.widthAnchor.constraint(equalToConstant: 120).isActive = true
    let container = contentSized(stack)
    container.layoutIfNeeded()
    #expect(other.frame.minX == 130)
    fixed.isHidden = true
    container.layoutIfNeeded()
    #expect(fixed.frame.width == 0)
    #expect(other.frame.minX == 0)
    #expect(stack.frame.width == width("Other"))
  }

  // MARK: Alignment

  /// A column with `.center` alignment: each view at its intrinsic width,
  /// centred across the stack, the stack as tall as the views and spacing
  /// (Apple's documentation of `UIStackView.Alignment.center`).
  @Test func aCentredColumn() {
    let short = label("Short")
    let long = label("A rather longer line")
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 6
    let container = UIView(frame: rect(0, 0, 240, 400))
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
    ])
    container.layoutIfNeeded()
    #expect(stack.frame == rect(0, 10, 240, lineHeight * 2 + 6))
    #expect(short.frame.size == CGSize(width: width("Short"), height: lineHeight))
    #expect(long.frame.size == CGSize(width: width("A rather longer line"), height: lineHeight))
    #expect(close(short.frame.midX, 120))
    #expect(close(long.frame.midX, 120))
    #expect(short.frame.minY == 0)
    #expect(long.frame.minY == lineHeight + 6)
  }

  /// `.leading` and `.trailing` in a column line the views up with one
  /// edge and keep them inside the stack.
  @Test func leadingAndTrailingColumns() {
    let views = [label("One"), label("Number two")]
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.frame = rect(0, 0, 200, 41)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 0])
    #expect(views.map(\.frame.width) == [width("One"), width("Number two")])
    stack.alignment = .trailing
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.maxX) == [200, 200])
  }

  /// `.firstBaseline` in a row: labels of different sizes share a first
  /// baseline, and the stack spans the highest top to the lowest bottom.
  /// A 17-point label's baseline is 16 points below its top (its ascender,
  /// 16.19, on the pixel), a 34-point label's 32.5; the 34-point label is
  /// 41 points tall (40.57 rounded up).
  @Test func firstBaselinesLineUp() {
    let small = label("small")
    let large = label("Large")
    large.font = .systemFont(ofSize: 34)
    let stack = UIStackView(arrangedSubviews: [small, large])
    stack.alignment = .firstBaseline
    stack.spacing = 8
    let container = contentSized(stack)
    container.layoutIfNeeded()
    #expect(large.frame.minY == 0)
    #expect(small.frame.minY == 32.5 - 16)
    #expect(stack.frame.height == 41)
  }

  // MARK: Margins

  /// With `isLayoutMarginsRelativeArrangement` the views fill the margins
  /// rather than the bounds (Apple's documentation of the property).
  @Test func marginsRelativeArrangementInsetsTheViews() {
    let view = UIView()
    let stack = UIStackView(arrangedSubviews: [view])
    stack.frame = rect(0, 0, 200, 100)
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
    stack.layoutIfNeeded()
    #expect(view.frame == rect(0, 0, 200, 100))
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutIfNeeded()
    #expect(view.frame == rect(12, 10, 172, 76))
  }

  // MARK: In a cell

  /// A stack pinned to a cell's content view margins, laid out by the
  /// cell's `layoutIfNeeded()`: the title stretches, the detail keeps its
  /// width, both centred in the row's height.
  @Test func aStackInACellLaysOutWithTheCell() {
    let cell = UICollectionViewCell(frame: rect(0, 0, 320, 44))
    let title = label("Title")
    let detail = label("Detail")
    detail.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [title, detail])
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(stack)
    let guide = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: guide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    cell.layoutIfNeeded()
    #expect(stack.frame == rect(8, 8, 304, 28))
    let detailWidth = width("Detail")
    #expect(detail.frame.width == detailWidth)
    #expect(detail.frame.maxX == 304)
    #expect(title.frame.minX == 0)
    #expect(title.frame.width == 304 - 8 - detailWidth)
    #expect(title.frame.height == lineHeight)
    #expect(close(title.frame.midY, 14))
    #expect(close(detail.frame.midY, 14))
  }

  /// A column in a self-sizing cell: the cell's fitting height at a fixed
  /// width is its margins, the wrapped label's lines, the spacing and the
  /// one-line label, the wrapped label measured at the width the column
  /// gives it.
  @Test func aColumnSizesItsCell() {
    let cell = UICollectionViewCell(frame: rect(0, 0, 300, 44))
    let body = label("The quick brown fox jumps over the lazy dog and keeps on running")
    body.numberOfLines = 0
    let footer = label("Footer")
    let stack = UIStackView(arrangedSubviews: [body, footer])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(stack)
    let guide = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: guide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 300, height: 44), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let lines = body.textLayout(width: 284).lines.count
    #expect(lines >= 2)
    let bodyHeight = (CGFloat(lines) * 20.287109375 * 2).rounded(.up) / 2
    #expect(fitted.width == 300)
    #expect(close(fitted.height, 16 + bodyHeight + 4 + lineHeight, within: 1e-6), "\(fitted)")
  }

  // MARK: Fitting

  /// The compressed fitting size is the views' intrinsic sizes and the
  /// spacing: the stack has no size of its own, only its constraints'
  /// (a row is as long as its views and gaps, and as tall as its tallest
  /// view, as the dumps in "Let's Build UIStackView" explain).
  @Test func fittingSizeIsTheViewsAndTheSpacing() {
    let texts = ["Alpha", "Beta", "Gamma"]
    let widths = texts.map { width($0) }
    let row = UIStackView(arrangedSubviews: texts.map(label))
    row.spacing = 8
    let rowSize = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(close(rowSize.width, widths.reduce(0, +) + 16, within: 1e-6), "\(rowSize)")
    #expect(close(rowSize.height, lineHeight, within: 1e-6), "\(rowSize)")
    let column = UIStackView(arrangedSubviews: texts.map(label))
    column.axis = .vertical
    column.spacing = 4
    let columnSize = column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(close(columnSize.width, widths.max()!, within: 1e-6), "\(columnSize)")
    #expect(close(columnSize.height, lineHeight * 3 + 8, within: 1e-6), "\(columnSize)")
  }
}

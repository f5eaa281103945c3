import Foundation
import Testing

@testable import CollectionLayout

/// Constraints inside cells, solved as UIKit solves them.
@Suite struct AutoLayoutTests {
  private func cell(width: CGFloat = 200, height: CGFloat = 100) -> UICollectionViewCell {
    UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  /// A label pinned to the content view's edges fills it, inset by the
  /// constants.
  @Test func pinnedEdgesFillTheContentView() {
    let cell = cell()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
      label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
    ])
    #expect(label.constraints.isEmpty)
    #expect(cell.contentView.constraints.count == 4)
    cell.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 12, y: 4, width: 176, height: 92))
    // A resize lays out again.
    cell.bounds.size = CGSize(width: 300, height: 60)
    cell.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 12, y: 4, width: 276, height: 52))
  }

  /// Centred, a label takes its intrinsic size (its text's, rounded up to
  /// the pixel) in the middle of its superview.
  @Test func aCentredLabelTakesItsIntrinsicSize() {
    let cell = cell()
    let label = UILabel()
    label.text = "Hello"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: cell.contentView.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
    ])
    cell.layoutIfNeeded()
    let size = label.intrinsicContentSize
    #expect(label.frame.size == size)
    #expect(abs(label.frame.midX - 100) <= 0.25)
    #expect(abs(label.frame.midY - 50) <= 0.25)
  }

  /// The margins guide is the bounds inset by 8 points on every side,
  /// UIKit's default layout margins.
  @Test func theMarginsGuideIsEightPointsIn() {
    let cell = cell()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(view)
    let guide = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    cell.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
  }

  /// An inequality holds where it binds and lets go where it does not; a
  /// higher priority wins over a lower one.
  @Test func inequalitiesAndPriorities() {
    let cell = cell()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(view)
    let wide = view.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultHigh
    let narrow = view.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = .defaultLow
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      view.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      view.trailingAnchor.constraint(lessThanOrEqualTo: cell.contentView.trailingAnchor),
      wide, narrow,
    ])
    cell.layoutIfNeeded()
    // The required ≤ keeps it inside; the 750 beats the 250 for the rest.
    #expect(view.frame.width == 200)
    wide.isActive = false
    cell.layoutIfNeeded()
    #expect(view.frame.width == 50)
  }

  /// A required constraint that cannot hold is broken, with UIKit's log,
  /// and the rest still apply.
  @Test func aConflictingRequiredConstraintIsBroken() {
    let cell = cell()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(view)
    let conflicting = view.widthAnchor.constraint(equalToConstant: 120)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
      view.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      conflicting,
    ])
    cell.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
  }

  /// Self-sizing: a label pinned to the content view's margins gives the
  /// cell its height at a fixed width through `systemLayoutSizeFitting`.
  @Test func aSelfSizingCellFitsItsLabel() {
    let cell = cell(width: 150, height: 44)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "The quick brown fox jumps over the lazy dog"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    let guide = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      label.topAnchor.constraint(equalTo: guide.topAnchor),
      label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 150, height: 44), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let lines = label.textLayout(width: 134).lines.count
    #expect(lines >= 2)
    let textHeight = (CGFloat(lines) * 20.287109375 * 2).rounded(.up) / 2
    #expect(fitted.width == 150)
    #expect(abs(fitted.height - (textHeight + 16)) < 1e-6, "\(fitted)")
    // The cell's own sizing asks the same question.
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 150, height: 44)
    attributes.selfSizingAxes = .height
    let preferred = cell.preferredLayoutAttributesFitting(attributes)
    #expect(abs(preferred.size.height - (textHeight + 16)) < 1e-6)
  }

  /// A multi-line label that hugs its text (trailing edge at most the
  /// margin), reused with a longer text while its frame is still the
  /// short one's: it measures the new text on one line first, and is not
  /// held at the old width, wrapped over two lines.
  @Test func aReusedHuggingLabelIsNotHeldAtItsOldWidth() {
    let cell = cell(width: 375, height: 44)
    let label = UILabel()
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    let guide = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
      label.topAnchor.constraint(equalTo: guide.topAnchor),
      label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    label.text = "Post"
    cell.layoutIfNeeded()
    let shortWidth = label.bounds.width
    label.text = "Post 30"
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 375, height: 44), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let oneLine = (20.287109375 * 2).rounded(.up) / 2
    #expect(label.textLayout(width: shortWidth).lines.count == 2, "the old width wraps it")
    #expect(abs(fitted.height - (oneLine + 16)) < 1e-6, "\(fitted)")
  }

  /// Without constraints, fitting answers the target, as UIKit does.
  @Test func withoutConstraintsFittingAnswersTheTarget() {
    let cell = cell()
    cell.contentView.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(
      cell.systemLayoutSizeFitting(CGSize(width: 33, height: 44)) == CGSize(width: 33, height: 44))
  }

  /// A label's first baseline is one ascender (rounded to the pixel) below
  /// the top of its text.
  @Test func aLabelsFirstBaselineIsAnAscenderBelowItsTop() {
    let cell = cell()
    let label = UILabel()
    label.text = "Baseline"
    label.translatesAutoresizingMaskIntoConstraints = false
    let line = UIView()
    line.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    cell.contentView.addSubview(line)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      line.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
      line.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      line.widthAnchor.constraint(equalToConstant: 10),
      line.heightAnchor.constraint(equalToConstant: 1),
    ])
    cell.layoutIfNeeded()
    let baseline: CGFloat = 10 + 16
    #expect(line.frame.minY == baseline)
  }
}

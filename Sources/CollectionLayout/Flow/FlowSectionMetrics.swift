import Foundation

/// What a flow layout needs to know about one section, in logical (vertical)
/// terms: the reference width, the insets, the two spacings and the header and
/// footer heights.
struct FlowSectionMetrics {
  /// The reference dimension D: the width lines are filled across.
  var width: CGFloat
  var inset: UIEdgeInsets
  /// The gap between neighbours on one line (a minimum on justified lines).
  var interitemSpacing: CGFloat
  /// The gap between consecutive lines.
  var lineSpacing: CGFloat
  var headerHeight: CGFloat
  var footerHeight: CGFloat

  /// A = D − L − T, the width available to items.
  var availableWidth: CGFloat { width - inset.left - inset.right }

  /// Where the first line starts: below the header and the top inset.
  var contentTop: CGFloat { headerHeight + inset.top }

  /// The section's length when its lines take `contentHeight` in all.
  func length(contentHeight: CGFloat) -> CGFloat {
    contentTop + contentHeight + inset.bottom + footerHeight
  }
}

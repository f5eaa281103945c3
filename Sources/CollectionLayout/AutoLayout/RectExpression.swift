import Foundation

/// A rectangle whose edges are expressions in the solver's unknowns: a
/// view's or guide's box, or a box inset by fixed margins. Each layout
/// attribute is one linear expression of it.
struct RectExpression {
  var left: LinearExpression
  var top: LinearExpression
  var width: LinearExpression
  var height: LinearExpression

  init(_ box: ConstraintLayout.Box) {
    left = LinearExpression(box.left)
    top = LinearExpression(box.top)
    width = LinearExpression(box.width)
    height = LinearExpression(box.height)
  }

  /// The rectangle shrunk by `insets` on each side.
  func inset(by insets: UIEdgeInsets) -> RectExpression {
    var rect = self
    rect.left = left + Double(insets.left)
    rect.top = top + Double(insets.top)
    rect.width = width - Double(insets.left + insets.right)
    rect.height = height - Double(insets.top + insets.bottom)
    return rect
  }

  var right: LinearExpression { left + width }
  var bottom: LinearExpression { top + height }
  var centerX: LinearExpression { left + width * 0.5 }
  var centerY: LinearExpression { top + height * 0.5 }

  /// `attribute` of the rectangle; margin attributes measure the rectangle
  /// inset by `margins`, and leading and trailing swap sides right to left.
  func attribute(
    _ attribute: NSLayoutConstraint.Attribute, margins: UIEdgeInsets, rightToLeft: Bool,
    baselines: Baselines?
  ) -> LinearExpression? {
    let inner = inset(by: margins)
    switch attribute {
    case .left: return left
    case .right: return right
    case .top: return top
    case .bottom: return bottom
    case .leading: return rightToLeft ? right : left
    case .trailing: return rightToLeft ? left : right
    case .width: return width
    case .height: return height
    case .centerX: return centerX
    case .centerY: return centerY
    case .leftMargin: return inner.left
    case .rightMargin: return inner.right
    case .topMargin: return inner.top
    case .bottomMargin: return inner.bottom
    case .leadingMargin: return rightToLeft ? inner.right : inner.left
    case .trailingMargin: return rightToLeft ? inner.left : inner.right
    case .centerXWithinMargins: return inner.centerX
    case .centerYWithinMargins: return inner.centerY
    case .firstBaseline: return baselines.map { centerY + $0.first } ?? bottom
    case .lastBaseline: return baselines.map { centerY + $0.last } ?? bottom
    case .notAnAttribute: return nil
    }
  }
}

/// Where a label's baselines lie, from its vertical centre: a label draws
/// its lines centred in its bounds, and its first baseline is one
/// ascender below the top line's top, rounded to the screen's pixels (the
/// line height plus the descender, as UIKit computes it).
struct Baselines {
  let first: Double
  let last: Double

  init?(_ view: UIView) {
    guard let label = view as? UILabel, let text = label.text, !text.isEmpty else { return nil }
    let scale = label.traitCollection.displayScale > 0 ? label.traitCollection.displayScale : 2
    let size = label.intrinsicContentSize
    let lines = max(1, (size.height / label.font.lineHeight).rounded(.down))
    let ascender = (label.font.ascender * scale).rounded() / scale
    first = Double(-size.height / 2 + ascender)
    last = first + Double((lines - 1) * label.font.lineHeight)
  }
}

import Foundation

/// A cheap fingerprint of what a view and the views it holds draw: frames,
/// visibility, paint, corners, borders and each label's text, font and
/// colour, without laying any text out.
///
/// The recorder compares it on every frame for the supplementary views on
/// screen and takes a full look (`ElementAppearance`, which measures text)
/// only when it changed. It may miss a change a full look would see (an
/// attributed string's runs, say); such a view keeps the look it was first
/// drawn with, as every element did before looks could change.
extension UIView {
  var appearanceSignature: Int {
    var hasher = Hasher()
    addAppearance(to: &hasher)
    return hasher.finalize()
  }

  private func addAppearance(to hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
    hasher.combine(isHidden)
    hasher.combine(alpha)
    hasher.combine(frame.origin.x)
    hasher.combine(frame.origin.y)
    hasher.combine(bounds.width)
    hasher.combine(bounds.height)
    hasher.combine(clipsToBounds)
    hasher.combine(layer.cornerRadius)
    hasher.combine(layer.borderWidth)
    Self.add(backgroundColor, to: &hasher)
    hasher.combine(layer.borderColor?.components)
    if let label = self as? UILabel {
      hasher.combine(label.text)
      hasher.combine(label.font?.pointSize)
      hasher.combine(label.numberOfLines)
      Self.add(label.textColor, to: &hasher)
    }
    hasher.combine(subviews.count)
    for subview in subviews { subview.addAppearance(to: &hasher) }
  }

  private static func add(_ color: UIColor?, to hasher: inout Hasher) {
    guard let color else { return hasher.combine(0) }
    if color.isDynamic {
      hasher.combine(ObjectIdentifier(color))
    } else {
      hasher.combine(color.rgba)
    }
  }
}

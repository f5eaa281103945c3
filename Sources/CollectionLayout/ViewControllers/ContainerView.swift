import Foundation

/// A container controller's view: lays out its bars and the view it shows
/// whenever it is laid out.
final class ContainerView: UIView {
  var onLayout: () -> Void = {}

  override func layoutSubviews() {
    super.layoutSubviews()
    onLayout()
  }
}

import Foundation

/// A view that shows an image. The engine draws a symbol as a rounded
/// square filling the view, in `tintColor`: where the symbol is and how
/// big, not its shape. (See `UIImage`.)
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet { redraw() }
  }

  /// A symbol is drawn in the view's `tintColor`.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    redraw()
  }

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    redraw()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    fatalError("UIImageView is made in code")
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    redraw()
  }

  private func redraw() {
    backgroundColor = image == nil ? nil : tintColor
    layer.cornerRadius = min(bounds.width, bounds.height) * 0.22
  }
}

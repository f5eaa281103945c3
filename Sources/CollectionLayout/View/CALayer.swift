import Foundation

/// The drawing properties of a view's layer that a diagram shows.
///
/// Nothing is rendered; the generator reads these values to draw each element.
open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  open var backgroundColor: CGColor?
  open var masksToBounds = false
  open var opacity: Float = 1
  open var zPosition: CGFloat = 0
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

  public override init() {
    super.init()
  }
}

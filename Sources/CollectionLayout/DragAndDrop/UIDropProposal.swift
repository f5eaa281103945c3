import Foundation

/// How a drop target would handle the content if it were dropped now.
open class UIDropProposal: NSObject {
  /// What the drop would do.
  public let operation: UIDropOperation
  /// True when the target wants the finger's exact location (UIKit then
  /// offsets the preview for precision); it changes nothing headlessly.
  open var isPrecise = false
  /// True when the preview should keep its full size over the target; it
  /// changes nothing headlessly.
  open var prefersFullSizePreview = false

  public init(operation: UIDropOperation) {
    self.operation = operation
    super.init()
  }
}

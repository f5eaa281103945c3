import Foundation

/// One piece of content in a drag: what the app hands over when the drag
/// begins, and what the drop receives.
open class UIDragItem: NSObject {
  /// The content's data, for a drop into another app.
  public let itemProvider: NSItemProvider
  /// Any object the app attaches, readable by drops in the same app: the
  /// usual way a reorder finds its model object.
  open var localObject: Any?

  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
    super.init()
  }
}

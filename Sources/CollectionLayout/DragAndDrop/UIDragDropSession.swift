import Foundation

/// What drag sessions and drop sessions share: the items and the finger.
public protocol UIDragDropSession: NSObjectProtocol {
  /// The items being dragged.
  var items: [UIDragItem] { get }
  /// True when a drop may move the items rather than copy them.
  var allowsMoveOperation: Bool { get }
  /// True when the items may be dropped only in the app they come from.
  var isRestrictedToDraggingApplication: Bool { get }
  /// Where the finger is, in `view`'s coordinates.
  func location(in view: UIView) -> CGPoint
}

import Foundation

/// A drag as a drop target sees it.
public protocol UIDropSession: UIDragDropSession {
  /// The drag session, when the drag started in this app; nil for content
  /// from another app.
  var localDragSession: (any UIDragSession)? { get }
}

/// The drop side of a drag that started in the same collection view: it
/// shows the drag session's items and finger.
final class CollectionViewDropSession: NSObject, UIDropSession {
  let drag: CollectionViewDragSession

  init(drag: CollectionViewDragSession) {
    self.drag = drag
    super.init()
  }

  var localDragSession: (any UIDragSession)? { drag }
  var items: [UIDragItem] { drag.items }
  var allowsMoveOperation: Bool { drag.allowsMoveOperation }
  var isRestrictedToDraggingApplication: Bool { drag.isRestrictedToDraggingApplication }

  func location(in view: UIView) -> CGPoint {
    drag.location(in: view)
  }
}

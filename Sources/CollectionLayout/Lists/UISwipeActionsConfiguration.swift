import Foundation

/// One button a swipe across a list row reveals (iOS 11).
open class UIContextualAction: NSObject {
  public enum Style: Int, Sendable {
    /// A grey button.
    case normal
    /// A red button whose full swipe removes the row.
    case destructive
  }

  /// Runs when the button is tapped (or the row fully swiped); it calls
  /// the completion with whether the action was performed.
  public typealias Handler = (
    _ action: UIContextualAction, _ sourceView: UIView,
    _ completionHandler: @escaping (Bool) -> Void
  ) -> Void

  public let style: Style
  public let handler: Handler
  open var title: String?
  /// Red for a destructive action, grey otherwise, unless set. [?] UIKit
  /// does not document the grey; the engine uses the system grey.
  open var backgroundColor: UIColor!

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The buttons a swipe from one edge of a row reveals, outermost first.
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  /// Whether swiping all the way across performs the first action without
  /// a tap. True by default, as Apple documents.
  open var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

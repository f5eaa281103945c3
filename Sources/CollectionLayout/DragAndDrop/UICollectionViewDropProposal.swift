import Foundation

/// A drop delegate's answer to "what if the drop happened here?": an
/// operation, and where in the collection view the content would go.
open class UICollectionViewDropProposal: UIDropProposal {
  /// Where the dropped content would go, with UIKit's raw values.
  public enum Intent: Int, Sendable {
    /// The content would be taken, at a place not known yet: no gap opens.
    case unspecified = 0
    /// The content would become new items at the destination index path:
    /// the other items make room for it, showing the layout after the drop.
    case insertAtDestinationIndexPath = 1
    /// The content would go inside the item at the destination index path
    /// (a folder, say): no gap opens; UIKit highlights that item.
    case insertIntoDestinationIndexPath = 2
  }

  /// Where the content would go; `unspecified` unless given.
  public let intent: Intent

  public init(operation: UIDropOperation, intent: Intent) {
    self.intent = intent
    super.init(operation: operation)
  }

  public convenience override init(operation: UIDropOperation) {
    self.init(operation: operation, intent: .unspecified)
  }

  /// True when hovering with this proposal opens a gap: a move that inserts
  /// at the destination. (A copy opens one too on a device, making the
  /// section one item longer while the source stays; the engine does not
  /// show that.)
  var opensGap: Bool {
    operation == .move && intent == .insertAtDestinationIndexPath
  }

  /// True when lifting the finger with this proposal drops the content.
  var acceptsDrop: Bool {
    operation == .copy || operation == .move
  }
}

/// UIKit's Objective-C name for the intent, still used in Swift code.
public typealias UICollectionViewDropIntent = UICollectionViewDropProposal.Intent

import Foundation

/// What a drop would do with the dragged content, with UIKit's raw values.
public enum UIDropOperation: UInt, Sendable {
  /// The drop is not accepted here; lifting the finger ends the drag with
  /// the content going back where it came from.
  case cancel = 0
  /// Like `cancel`, but saying the content is refused at this place, where
  /// another place would take it.
  case forbidden = 1
  /// The content is added here and stays where it came from too.
  case copy = 2
  /// The content leaves its source for here: for items dragged within one
  /// collection view, a reorder.
  case move = 3
}

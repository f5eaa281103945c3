import Foundation

/// Stops the program where UIKit would raise an uncaught Objective-C
/// exception, printing UIKit's own wording so that a reader recognises it.
///
/// The engine never returns a silently wrong layout: an inconsistent data
/// source or an invalid index path ends the run with this message.
func raiseUIKitException(
  _ name: String = "NSInternalInconsistencyException", reason: String
) -> Never {
  let message = "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
  FileHandle.standardError.write(Data((message + "\n").utf8))
  fatalError(message)
}

extension IndexPath {
  /// The index path as UIKit prints it in exception messages.
  var uikitDescription: String {
    "<NSIndexPath> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}

import Foundation

/// Plays the view controller in examples: it keeps what a collection view
/// holds only weakly, its data source and delegate, for as long as the
/// example's program runs.
///
/// An example is the body of a function, so an object only its local
/// variables hold is freed when it returns, and a collection view whose
/// data source is gone shows nothing, without an error. In an app the view
/// controller keeps such objects in stored properties; in an example they
/// are handed to `screen.keep(…)`. One shared instance serves every
/// chapter, so no chapter declares its own (a coldocs addition: UIKit has
/// no such type).
///
/// Unchecked `Sendable`: the objects are only ever added, under the lock,
/// and never read or handed out, so no thread sees another's object.
public final class Screen: @unchecked Sendable {
  private let lock = NSLock()
  private var owned: [AnyObject] = []

  init() {}

  /// Keeps `objects` alive until the program ends.
  public func keep(_ objects: AnyObject...) {
    lock.withLock { owned += objects }
  }
}

/// The view controller's stand-in that every example shares.
public let screen = Screen()

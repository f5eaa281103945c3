import Foundation

/// Which of the collection view's guides an inset is measured from, with
/// UIKit's raw values.
@available(iOS 14.0, *)
public enum UIContentInsetsReference: Int, Sendable {
  /// The layout chooses; for a headless view, which has no safe area, it
  /// adds nothing.
  case automatic
  /// From the collection view's edges.
  case none
  case safeArea
  case layoutMargins
  case readableContent
}

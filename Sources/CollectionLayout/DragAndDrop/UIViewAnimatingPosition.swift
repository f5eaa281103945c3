import Foundation

/// Where an animation stopped, as its completion handlers are told, with
/// UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At its end values: the usual case.
  case end = 0
  /// Back at its start values.
  case start = 1
  /// Somewhere between, stopped early.
  case current = 2
}

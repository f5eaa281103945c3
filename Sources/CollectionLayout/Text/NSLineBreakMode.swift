import Foundation

/// What a label does with text longer than its lines: wrap it at words or
/// at characters, cut it, or end it with an ellipsis.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5

  /// Whether the last line shown ends in an ellipsis when text is left over.
  var truncates: Bool {
    self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
  }
}

/// Where the lines of a paragraph sit across a label.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  /// Left in a left-to-right layout, right in a right-to-left one; a
  /// label's default.
  case natural = 4
}

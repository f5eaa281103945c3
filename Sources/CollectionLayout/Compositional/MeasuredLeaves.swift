import Foundation

/// What a self-sizing solve of one group knows: the sizes its cells asked
/// for, by their depth-first index within the group, and the index of the
/// next cell the solve reaches. A reference, so nested solves share it.
final class MeasuredLeaves {
  let sizes: [Int: CGSize]
  var cursor = 0

  init(sizes: [Int: CGSize]) {
    self.sizes = sizes
  }

  /// The next cell's measured size, if it has one; moves past it.
  func takeNext() -> CGSize? {
    defer { cursor += 1 }
    return sizes[cursor]
  }
}

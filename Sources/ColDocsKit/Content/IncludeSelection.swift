/// Which part of a file an `include=` block shows, from what follows the
/// path's `#`:
///
/// | written | shows |
/// |---|---|
/// | `include=PATH` | the whole file |
/// | `include=PATH#name` | the lines between `// ANCHOR: name` and `// ANCHOR_END: name` |
/// | `include=PATH#L10-L40` | lines 10 to 40, counted from 1 (GitHub's form of a line link) |
/// | `include=PATH#L12` | line 12 alone |
///
/// An anchor is never named like a line range: `L` and digits read as lines.
enum IncludeSelection: Equatable, Sendable {
  case wholeFile
  case anchor(String)
  case lines(ClosedRange<Int>)

  /// The selection `fragment` names; nil for a fragment that starts like a
  /// line range and is not one (`L0`, `L9-L3`, `L4-`).
  init?(fragment: String?) {
    guard let fragment else {
      self = .wholeFile
      return
    }
    guard fragment.first == "L", fragment.dropFirst().first?.isNumber == true else {
      guard !fragment.isEmpty else { return nil }
      self = .anchor(fragment)
      return
    }
    let bounds = fragment.split(separator: "-", omittingEmptySubsequences: false)
    let numbers = bounds.map { bound -> Int? in
      guard bound.first == "L", bound.count <= 8 else { return nil }
      return Int(bound.dropFirst()).flatMap { $0 > 0 ? $0 : nil }
    }
    switch numbers.count {
    case 1:
      guard let line = numbers[0] else { return nil }
      self = .lines(line...line)
    case 2:
      guard let first = numbers[0], let last = numbers[1], first <= last else { return nil }
      self = .lines(first...last)
    default:
      return nil
    }
  }
}

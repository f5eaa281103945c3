/// An iOS release, as an `@available(iOS 14.5, *)` attribute names it.
struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  let major: Int
  let minor: Int

  /// The oldest release the guide's pages name. Compositional layouts,
  /// diffable data sources, SF Symbols and the semantic colours came with
  /// iOS 13; nothing the engine mirrors is counted from an earlier one, so
  /// a chapter of flow layouts alone says "iOS 13 or later" too.
  static let floor = IOSVersion(major: 13, minor: 0)

  init(major: Int, minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// "14", "14.5" or "14.5.1" (the third number is dropped: no UIKit API
  /// is introduced in a patch release).
  init?(_ text: some StringProtocol) {
    let numbers = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(numbers.count), let major = Int(numbers[0]) else { return nil }
    guard numbers.count > 1 else {
      self.init(major: major)
      return
    }
    guard let minor = Int(numbers[1]) else { return nil }
    self.init(major: major, minor: minor)
  }

  /// As Apple's pages write it in a sentence: "15", "14.5".
  var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

  static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}

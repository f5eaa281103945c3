import Foundation

/// The sizes views asked for, by index path, kept sparsely: a layout of a
/// million items holds only the few that were ever shown. Physical sizes,
/// as the views gave them.
///
/// Sizes are kept while the item counts stay the same and forgotten when
/// they change, since an index path may then name another item. UIKit's
/// flow layout likewise keeps its measured sizes across an invalidation
/// only while the data source's counts still match.
struct PreferredSizes {
  private var bySection: [Int: [Int: CGSize]] = [:]
  /// The counts the sizes were measured under.
  private var counts: [Int] = []

  var isEmpty: Bool { bySection.isEmpty }

  /// The sizes measured in one section, by item; nil when there are none.
  func sizes(inSection section: Int) -> [Int: CGSize]? {
    bySection[section]
  }

  func size(at indexPath: IndexPath) -> CGSize? {
    guard indexPath.count == 2 else { return nil }
    return bySection[indexPath[0]]?[indexPath[1]]
  }

  mutating func record(_ size: CGSize, at indexPath: IndexPath, counts current: [Int]) {
    guard indexPath.count == 2 else { return }
    forgetUnless(counts: current)
    bySection[indexPath[0], default: [:]][indexPath[1]] = size
  }

  /// Forgets every size unless they were measured under these counts.
  mutating func forgetUnless(counts current: [Int]) {
    guard current != counts else { return }
    bySection = [:]
    counts = current
  }

  mutating func removeAll() {
    bySection = [:]
  }
}

/// The sizes boundary supplementary views (headers and footers) asked
/// for, by section and element kind, kept while the item counts stay the
/// same, like `PreferredSizes`.
struct PreferredBoundarySizes {
  private var bySection: [Int: [String: CGSize]] = [:]
  private var counts: [Int] = []

  func sizes(inSection section: Int) -> [String: CGSize]? {
    bySection[section]
  }

  mutating func record(_ size: CGSize, section: Int, kind: String, counts current: [Int]) {
    forgetUnless(counts: current)
    bySection[section, default: [:]][kind] = size
  }

  mutating func forgetUnless(counts current: [Int]) {
    guard current != counts else { return }
    bySection = [:]
    counts = current
  }

  mutating func removeAll() {
    bySection = [:]
  }
}

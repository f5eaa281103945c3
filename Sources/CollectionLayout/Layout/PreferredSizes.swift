import Foundation

/// The sizes views asked for, by section and by a key within it (an
/// item's number, or a boundary item's element kind), kept sparsely: a
/// layout of a million items holds only the few that were ever shown.
/// Physical sizes, as the views gave them.
///
/// Sizes are kept while the item counts stay the same and forgotten when
/// they change, since an index path may then name another item. UIKit's
/// flow layout likewise keeps its measured sizes across an invalidation
/// only while the data source's counts still match.
struct MeasuredSizes<Key: Hashable> {
  private var bySection: [Int: [Key: CGSize]] = [:]
  /// The counts the sizes were measured under.
  private var counts: [Int] = []

  var isEmpty: Bool { bySection.isEmpty }

  /// The sizes measured in one section, by key; nil when there are none.
  func sizes(inSection section: Int) -> [Key: CGSize]? {
    bySection[section]
  }

  mutating func record(_ size: CGSize, section: Int, key: Key, counts current: [Int]) {
    forgetUnless(counts: current)
    bySection[section, default: [:]][key] = size
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

/// The sizes cells asked for, by index path.
typealias PreferredSizes = MeasuredSizes<Int>

extension MeasuredSizes where Key == Int {
  func size(at indexPath: IndexPath) -> CGSize? {
    guard indexPath.count == 2 else { return nil }
    return sizes(inSection: indexPath[0])?[indexPath[1]]
  }

  mutating func record(_ size: CGSize, at indexPath: IndexPath, counts current: [Int]) {
    guard indexPath.count == 2 else { return }
    record(size, section: indexPath[0], key: indexPath[1], counts: current)
  }
}

/// The sizes headers and footers asked for, by section and element kind.
typealias PreferredBoundarySizes = MeasuredSizes<String>
